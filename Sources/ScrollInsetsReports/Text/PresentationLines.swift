import ScrollInsets

/// A presented controller's lines in the text report, under its own line: who presents it, the
/// style and detent, the container's frame in window coordinates; with `--explain`, the
/// reasons, assumptions marked "assumed:".
enum PresentationLines {
    /// `presented by 'home': pageSheet, detent large, container (0, 30, 375, 637)`.
    static func lines(for controller: ResolvedController, in layout: Layout, explain: Bool) -> [String] {
        guard let presentation = controller.presentation else { return [] }
        var line = "presented"
        if let presenter = controller.presentingController { line += " by '\(layout.controllers[presenter].path)'" }
        line += ": \(presentation.style.rawValue)"
        if let detent = presentation.detent { line += ", detent \(detent.name)" }
        line += ", container \(TextFormatting.rect(presentation.containerFrame))"
        if let shown = presentation.shownFrame { line += ", shown scaled at \(TextFormatting.rect(shown))" }
        var lines = [line]
        if explain { lines += ExplainLines.lines(for: presentation.explanation) }
        return lines
    }
}
