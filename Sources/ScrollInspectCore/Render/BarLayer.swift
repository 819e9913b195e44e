import ScrollInsets

/// The bars containers show — navigation bars, toolbars, tab bars — in window coordinates,
/// each labelled with its kind, its height and whether it is translucent.
///
/// A bar's frame is in its container's root-view coordinates (``ResolvedBar/frame``), moved
/// here by that view's `frameInWindow`. iPhone X portrait: a navigation bar at 0,44,375,44;
/// a tab bar at 0,729,375,83 (49 pt plus the 34-pt home-indicator area it covers).
/// Translucent bars are dashed and lighter; opaque ones solid.
enum BarLayer {
    /// Every bar of every controller, in controller order.
    static func bars(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-bars")
        let layout = context.layout
        for controller in layout.controllers {
            for bar in controller.bars {
                let frame = SceneGeometry.barFrame(bar, of: controller, in: layout)
                let style = bar.translucent ? "translucent" : "opaque"
                let id = "bar-\(controller.index)-\(bar.kind.rawValue)"
                layer.shapes.append(context.rect(id: id, class: "bar \(style)", path: controller.path, frame,
                                                 extra: [("data-kind", bar.kind.rawValue)]))
                let text = labelText(bar, frame: frame)
                let x = max(frame.minX, context.safeRect.minX) + 8
                let y = (frame.minY + min(frame.height, 44) / 2 + context.options.labelFontSize / 2 - 1).rounded()
                layer.labels.append(context.label(text, id: "label-" + id, path: controller.path, x: x, y: y))
            }
        }
        return layer
    }

    /// `navigationBar 44 (translucent)`: the kind, the frame's height, the style.
    static func labelText(_ bar: ResolvedBar, frame: Rect) -> String {
        "\(bar.kind.rawValue) \(formatPoints(frame.height)) (\(bar.translucent ? "translucent" : "opaque"))"
    }
}
