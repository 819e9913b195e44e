import ScrollInsets

/// A split view controller's lines in the text report, under its own line: collapsed or the
/// display mode, then each column's frame in window coordinates; with `--explain`, the reasons,
/// assumptions marked "assumed:".
enum SplitLines {
    /// `oneBesideSecondary`, then `primary (0, 0, 320, 834)`, `secondary (321, 0, 873, 834)`.
    static func lines(for controller: ResolvedController, explain: Bool) -> [String] {
        guard let split = controller.split else { return [] }
        var lines = [split.collapsed ? "collapsed" : "displayMode \(split.displayMode?.rawValue ?? "secondaryOnly")"]
        for column in split.columns {
            let hidden = column.visible ? "" : " hidden"
            lines.append("column \(column.column.rawValue) \(TextFormatting.rect(column.frame))\(hidden)")
        }
        if explain { lines += ExplainLines.lines(for: split.explanation) }
        return lines
    }
}
