import ScrollInsets

/// What else moves content, drawn over the views: each scroll view's vertical indicator track,
/// the presented containers, and the keyboard (docs/render.md).
///
/// - Indicator track (`indicator-track`): a 3-pt strip along the scroll view's trailing edge
///   (the right one; the left one right to left), from the top to the bottom of its frame
///   less the effective `verticalScrollIndicatorInsets` (``ScrollIndicatorInsets``), inset from
///   the side by its side inset. A table on iPhone 16 under a 113-pt bar and the 34-pt home
///   indicator: 390,113,3,705.
/// - Presented container (`sheet`): the frame a presented controller's view is laid out in
///   (``PresentationLayout``), outlined with long dashes; labelled with its style and detent.
/// - Keyboard (`keyboard`): its frame in window coordinates, filled; labelled with its height.
package enum MovingContentLayers {
    /// The width of an indicator track.
    package static let trackWidth = 3.0

    /// Every scroll view's vertical indicator track.
    package static func indicatorTracks(_ context: RenderContext) -> Layer {
        var layer = Layer(name: "layer-indicators")
        for view in context.layout.views where !view.isContainerView {
            guard let scroll = view.scroll else { continue }
            let clip = context.clip(by: context.geometry.clippingScrollView[view.index])
            layer.shapes.append(
                context.rect(
                    id: "indicator-track-\(view.index)", class: "indicator-track", path: view.path,
                    track(
                        in: view.frameInWindow, insets: scroll.indicatorInsets.vertical,
                        direction: context.layout.layoutDirection),
                    extra: clip))
        }
        return layer
    }

    /// The vertical indicator's track in a scroll view whose frame in the window is `frame`:
    /// on the trailing edge, inset by `insets` (a track of no height keeps zero height).
    package static func track(in frame: Rect, insets: EdgeInsets, direction: LayoutDirection) -> Rect {
        let top = frame.minY + insets.top
        let height = max(0, frame.height - insets.top - insets.bottom)
        let x = direction == .rightToLeft ? frame.minX + insets.left : frame.maxX - insets.right - trackWidth
        return Rect(x: x, y: top, width: trackWidth, height: height)
    }

    /// The containers of the presented controllers.
    package static func presentedContainers(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-presentations")
        for controller in context.layout.controllers {
            guard let presentation = controller.presentation else { continue }
            let frame = presentation.containerFrame
            layer.shapes.append(
                context.rect(
                    id: "sheet-\(controller.index)", class: "sheet", path: controller.path, frame,
                    extra: [("data-style", presentation.style.rawValue)]))
            var text = presentation.style.rawValue
            if let detent = presentation.detent { text += " \(detent.name)" }
            layer.add(
                context.label(
                    text, id: "label-sheet-\(controller.index)", path: controller.path,
                    x: roundedCoordinate(frame.minX + 4), y: roundedCoordinate(frame.minY - 4)))
        }
        return layer
    }

    /// The keyboard, when the scene shows one.
    package static func keyboard(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-keyboard")
        guard let keyboard = context.layout.keyboard else { return layer }
        let frame = keyboard.frame
        layer.shapes.append(
            context.rect(
                id: "keyboard", class: "keyboard", path: "keyboard", frame,
                extra: [("data-mode", keyboard.mode.rawValue)]))
        layer.add(
            context.label(
                "keyboard \(formatPoints(frame.height))", id: "label-keyboard", path: "keyboard",
                x: roundedCoordinate(frame.minX + 4),
                y: roundedCoordinate(frame.minY + context.options.labelFontSize + 4)))
        return layer
    }
}
