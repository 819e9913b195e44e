import ScrollInsets

/// Every view's frame, as Xcode's view debugger shows the hierarchy flattened: one outline per
/// view at its `frameInWindow`, in document order (superviews first).
///
/// Subviews of a scroll view are already placed by its `contentOffset` in `frameInWindow`;
/// here they are clipped to the scroll view's visible rectangle (``SceneGeometry``). Right
/// after each scroll view comes its content (``ScrollContentLayer``). Container controllers'
/// own views are not drawn: they add nothing but an outline of the screen. Scroll views are
/// drawn dash-dotted, interactive controls filled.
package enum ViewLayer {
    /// The view outlines, scroll contents and view labels.
    package static func views(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-views")
        for view in context.layout.views where !view.isContainerView {
            let clipper = context.geometry.clippingScrollView[view.index]
            var classes = ["view"]
            if view.kind.isScrollView { classes.append("scroll") }
            if view.interactive { classes.append("interactive") }
            layer.shapes.append(
                context.rect(
                    id: "view-\(view.index)", class: classes.joined(separator: " "),
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
    package static func labelText(_ view: ResolvedView) -> String {
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
        return context.label(
            labelText(view), id: "label-view-\(view.index)", path: view.path,
            x: roundedCoordinate(x), y: roundedCoordinate(y))
    }
}

/// The bars containers show — navigation bars, toolbars, tab bars — in window coordinates,
/// each labelled with its kind, its height and whether it is translucent.
///
/// A bar's frame is in its container's root-view coordinates (``ResolvedBar/frame``), moved
/// here by that view's `frameInWindow`. iPhone X portrait: a navigation bar at 0,44,375,44;
/// a tab bar at 0,729,375,83 (49 pt plus the 34-pt home-indicator area it covers).
/// Translucent bars are dashed and lighter; opaque ones solid. A navigation item's search bar
/// (`searchBar`) is drawn as its own kind: rounded, its edge green.
package enum BarLayer {
    /// Every bar of every controller, in controller order.
    package static func bars(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-bars")
        let layout = context.layout
        for controller in layout.controllers {
            for bar in controller.bars {
                let frame = SceneGeometry.barFrame(bar, of: controller, in: layout)
                let style = bar.translucent ? "translucent" : "opaque"
                let id = "bar-\(controller.index)-\(bar.kind.rawValue)"
                // A search bar is a bar of its own kind: its corners rounded like the search
                // field, so it shows where it shares its frame (iOS 26's toolbar slot).
                let isSearch = bar.kind == .searchBar
                layer.shapes.append(
                    context.rect(
                        id: id, class: isSearch ? "bar search-bar \(style)" : "bar \(style)", path: controller.path,
                        frame,
                        extra: [("data-kind", bar.kind.rawValue)] + (isSearch ? [("rx", "10"), ("ry", "10")] : [])))
                let text = labelText(bar, frame: frame)
                let x = max(frame.minX, context.safeRect.minX) + 8
                let y = (frame.minY + min(frame.height, 44) / 2 + context.options.labelFontSize / 2 - 1).rounded()
                layer.add(context.label(text, id: "label-" + id, path: controller.path, x: x, y: y))
            }
        }
        return layer
    }

    /// `navigationBar 44 (translucent)`: the kind, the frame's height, the style.
    package static func labelText(_ bar: ResolvedBar, frame: Rect) -> String {
        "\(bar.kind.rawValue) \(formatPoints(frame.height)) (\(bar.translucent ? "translucent" : "opaque"))"
    }
}
