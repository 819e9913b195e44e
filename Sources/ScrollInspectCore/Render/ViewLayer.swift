import ScrollInsets

/// Every view's frame, as Xcode's view debugger shows the hierarchy flattened: one outline per
/// view at its `frameInWindow`, in document order (superviews first).
///
/// Subviews of a scroll view are already placed by its `contentOffset` in `frameInWindow`;
/// here they are clipped to the scroll view's visible rectangle (``SceneGeometry``). Right
/// after each scroll view comes its content (``ScrollContentLayer``). Container controllers'
/// own views are not drawn: they add nothing but an outline of the screen. Scroll views are
/// drawn dash-dotted, interactive controls filled.
enum ViewLayer {
    /// The view outlines, scroll contents and view labels.
    static func views(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-views")
        for view in context.layout.views where !view.isContainerView {
            let clipper = context.geometry.clippingScrollView[view.index]
            var classes = ["view"]
            if view.kind.isScrollView { classes.append("scroll") }
            if view.interactive { classes.append("interactive") }
            layer.shapes.append(context.rect(id: "view-\(view.index)", class: classes.joined(separator: " "),
                                             path: view.path, view.frameInWindow,
                                             extra: [("data-kind", view.kind.rawValue)] + context.clip(by: clipper)))
            if view.scroll != nil {
                layer.shapes.append(ScrollContentLayer.content(of: view, context))
            }
            if let label = label(for: view, clipper: clipper, context: &context) {
                layer.labels.append(label)
            }
        }
        return layer
    }

    /// `table (tableView)`: the view's name (or the last part of its path) and, for
    /// anything but a plain view, its kind.
    static func labelText(_ view: ResolvedView) -> String {
        let name = view.name ?? view.path.split(separator: "/").last.map(String.init) ?? view.path
        return view.kind == .view ? name : "\(name) (\(view.kind.rawValue))"
    }

    /// The label at the top-left of the view's visible part, kept inside the window's safe
    /// area where the view reaches beyond it; `nil` when the view is scrolled out of sight.
    private static func label(for view: ResolvedView, clipper: Int?, context: inout RenderContext) -> SVGElement? {
        var visible = view.frameInWindow
        if let clipper, let clip = context.geometry.visibleRect[clipper] {
            guard clip.overlaps(visible) else { return nil }
            visible = SceneGeometry.intersection(visible, clip)
        }
        let safe = context.safeRect
        let font = context.options.labelFontSize
        let x = max(visible.minX, safe.minX) + 4
        var y = max(visible.minY, safe.minY) + font + 2
        if y > visible.maxY { y = visible.minY + font + 2 }
        return context.label(labelText(view), id: "label-view-\(view.index)", path: view.path,
                             x: roundedCoordinate(x), y: roundedCoordinate(y))
    }
}
