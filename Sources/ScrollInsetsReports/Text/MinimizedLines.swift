import ScrollInsets

/// The text report's line for a view whose safe area or `adjustedContentInset` changes when the
/// bars minimize (iOS 27; docs/bar-minimization.md):
///
/// ```
/// minimized: safe (62, 0, 34, 0)  adjusted (62, 0, 34, 0)
/// ```
enum MinimizedLines {
    /// The line of `view`, or none when the bars do not minimize or nothing of it changes.
    static func view(_ view: ResolvedView, in report: SceneReport) -> [String] {
        guard let minimized = report.minimized, report.layout.differs(from: minimized, view: view.index) else {
            return []
        }
        let other = minimized.views[view.index]
        var line = "minimized: safe \(TextFormatting.insets(other.safeAreaInsets))"
        if let scroll = other.scroll { line += "  adjusted \(TextFormatting.insets(scroll.adjustedContentInset))" }
        return [line]
    }
}
