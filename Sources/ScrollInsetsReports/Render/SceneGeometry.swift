import ScrollInsets

/// Where things are in window coordinates, computed once per scene: which scroll view clips
/// each view, the visible rectangle of every scroll view, and the bars.
///
/// Scroll views clip their subviews to their bounds; nested scroll views clip to the
/// intersection of theirs. All these rectangles are axis-aligned, so every clip is one
/// rectangle, and the picture can draw views flat, in document order, without nesting groups
/// as deep as the hierarchy.
package struct SceneGeometry {
    /// For each view: the nearest enclosing scroll view (index in `Layout.views`), or `nil`.
    package var clippingScrollView: [Int?]
    /// For each scroll view: its frame in window coordinates cut by every enclosing scroll
    /// view — the part of the window where its content can show. `nil` for other views.
    package var visibleRect: [Rect?]

    /// Computes the geometry of `layout`.
    ///
    /// - Complexity: O(*n*) in the number of views (views come depth-first, superviews first).
    package init(layout: Layout) {
        clippingScrollView = Array(repeating: nil, count: layout.views.count)
        visibleRect = Array(repeating: nil, count: layout.views.count)
        for view in layout.views {
            var clipper: Int? = nil
            if let superview = view.superview {
                clipper = layout.views[superview].scroll != nil ? superview : clippingScrollView[superview]
            }
            clippingScrollView[view.index] = clipper
            guard view.scroll != nil else { continue }
            let outer = clipper.flatMap { visibleRect[$0] }
            visibleRect[view.index] =
                outer.map { SceneGeometry.intersection(view.frameInWindow, $0) } ?? view.frameInWindow
        }
    }

    /// The rectangle both rectangles cover; zero-sized (at the first one's clamped origin)
    /// when they do not meet.
    package static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Where a scroll view's content origin `(0, 0)` is in window coordinates: its frame's
    /// origin moved back by `contentOffset` (its `bounds.origin`).
    package static func contentOrigin(of view: ResolvedView) -> Point {
        Point(x: view.frameInWindow.minX - view.boundsOrigin.x, y: view.frameInWindow.minY - view.boundsOrigin.y)
    }

    /// A bar's frame in window coordinates: the bar's frame is in the coordinates of its
    /// container's root view.
    package static func barFrame(_ bar: ResolvedBar, of controller: ResolvedController, in layout: Layout) -> Rect {
        let origin = layout.views[controller.view].frameInWindow.origin
        return bar.frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The window rectangle of a view, or of a controller's root view, at `path`; `nil` when
    /// no view or controller has that path. Views take precedence.
    package static func frame(ofPath path: String, in layout: Layout) -> Rect? {
        if let view = layout.view(path: path) { return view.frameInWindow }
        if let controller = layout.controller(path: path) { return layout.views[controller.view].frameInWindow }
        return nil
    }
}
