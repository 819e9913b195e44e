import ScrollInsets

/// The `keyboardLayoutGuide` that pinned views follow (`pin: {bottom: {to: keyboardLayoutGuide}}`,
/// docs/pinned-views.md): for each view with a subview pinned to its guide, the guide's top line
/// across the view, where the pins put the pinned edges — the docked keyboard's top when it is
/// shown, the safe area's bottom when it is not (``KeyboardLayoutGuide``). Drawn 2 pt tall about
/// its line (a line of no height would not show), labelled `keyboardLayoutGuide top 517`.
///
/// iPhone 16, iOS 26, the keyboard shown (335 tall): the chat's root view 0,0,393,852, its guide's
/// top at 852 − 335 = 517, drawn at 0,516,393,2; without the keyboard at 852 − 34 = 818.
enum KeyboardGuideLayer {
    /// The guides' layer; empty (and then left out of the drawing) when no view pins to a guide.
    static func guides(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-keyboard-guides")
        let layout = context.layout
        // The views whose guide a subview follows, in document order, with those subviews.
        var hosts: [Int] = []
        var pinned: [Int: [String]] = [:]
        for view in layout.views {
            guard let pin = view.pin, let superview = view.superview,
                pin.top?.anchor == .keyboardLayoutGuide || pin.bottom?.anchor == .keyboardLayoutGuide
            else { continue }
            if pinned[superview] == nil { hosts.append(superview) }
            pinned[superview, default: []].append(view.path)
        }
        for host in hosts {
            let view = layout.views[host]
            guard
                let guide = KeyboardLayoutGuide.resolve(
                    frameInWindow: view.frameInWindow, safeAreaBottom: view.safeAreaInsets.bottom,
                    keyboard: layout.keyboard, rule: layout.variants.keyboardLayoutGuide)
            else { continue }
            let top = view.frameInWindow.minY + guide.layoutFrame.minY
            let line = Rect(x: view.frameInWindow.minX, y: top - 1, width: view.frameInWindow.width, height: 2)
            let path = view.path + ".keyboardLayoutGuide"
            let list = "[" + (pinned[host] ?? []).map(JSONWriter.string).joined(separator: ",") + "]"
            layer.shapes.append(
                context.rect(
                    id: "keyboard-guide-\(host)", class: "keyboard-guide", path: path, line,
                    extra: [
                        ("data-view", view.path), ("data-top", SVGElement.number(top)), ("data-pinned", list),
                    ]))
            layer.add(
                context.label(
                    "keyboardLayoutGuide top \(formatPoints(top))", id: "label-guide-keyboard-\(host)", path: path,
                    x: roundedCoordinate(max(view.frameInWindow.minX, context.safeRect.minX) + 8),
                    y: roundedCoordinate(top - 5)))
        }
        return layer
    }
}
