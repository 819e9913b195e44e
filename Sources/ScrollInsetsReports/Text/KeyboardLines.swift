import ScrollInsets

/// The keyboard's lines in the text report: the scene's keyboard under the header, and under a
/// controller's root view its `keyboardLayoutGuide`, and under a scroll view what the keyboard
/// covers; shown only when the scene has a keyboard. With `--explain`, the reasons, assumptions
/// marked "assumed:".
enum KeyboardLines {
    /// `keyboard docked (0, 516, 393, 336): …`, saying that the report is the keyboard-up state,
    /// and its reasons with `explain`.
    static func scene(_ layout: Layout, explain: Bool) -> [String] {
        guard let keyboard = layout.keyboard else { return [] }
        var lines = [
            """
            keyboard \(keyboard.mode.rawValue) \(TextFormatting.rect(keyboard.frame)): every number below is with the \
            keyboard up; the scene at rest is the same fixture without 'keyboard'
            """
        ]
        if explain { lines += ExplainLines.lines(for: keyboard.explanation).map { "  " + $0 } }
        return lines
    }

    /// Who moves a scroll view out from under the keyboard by itself: UIKit for a table view
    /// controller's table, SwiftUI for a hosting controller's content.
    static func mover(of view: ResolvedView, in layout: Layout) -> String {
        let hosted = view.controller.map { layout.controllers[$0].safeAreaRegions != nil } ?? false
        return hosted
            ? "SwiftUI moves a hosting controller's content (safeAreaRegions holds the keyboard)"
            : "UIKit moves a UITableViewController's table"
    }

    /// The guide of a controller's root view and the keyboard's cover of a scroll view.
    static func view(_ view: ResolvedView, in layout: Layout, explain: Bool) -> [String] {
        guard layout.keyboard != nil else { return [] }
        var lines: [String] = []
        if let guide = layout.keyboardLayoutGuide(ofView: view.index) {
            lines.append("keyboardLayoutGuide \(TextFormatting.rect(guide.layoutFrame))")
            if explain { lines += ExplainLines.lines(for: guide.explanation) }
        }
        if let avoidance = layout.keyboardAvoidance(ofView: view.index), avoidance.overlap > 0 {
            lines.append(
                avoidance.adjustedByUIKit
                    ? """
                    keyboard covers \(formatPoints(avoidance.overlap)): \(mover(of: view, in: layout)) itself \
                    (the adjustedContentInset.bottom \
                    \(formatPoints(view.scroll?.adjustedContentInset.bottom ?? avoidance.adjustedContentInsetBottom)) \
                    above, with the keyboard up); the app should set no keyboard inset
                    """
                    : """
                    keyboard covers \(formatPoints(avoidance.overlap)): the app should set contentInset.bottom \
                    \(formatPoints(avoidance.contentInsetBottom))
                    """
            )
            if explain { lines += ExplainLines.lines(for: avoidance.explanation) }
        }
        return lines
    }
}
