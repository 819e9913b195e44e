/// The empty rows a plain table draws below its last row, down to the bottom of its bounds.
///
/// Rules (docs/table-views.md, "Filler rows"):
/// - Only plain tables draw them (Apple's `fillerRowHeight` documentation: "in plain style").
/// - Before iOS 15 they are always drawn, as tall as the last row (the table's `rowHeight`
///   when it has no rows).
/// - From iOS 15 `fillerRowHeight` decides: 0, the default, draws none; the automatic value
///   keeps the earlier behavior; a positive value is their height (Apple's documentation of
///   `fillerRowHeight`; Apple Developer Forums thread 691284).
/// - **Decision:** they fill from the end of the content to the bottom of the table's bounds
///   at its `contentOffset`, at most ``maximumCount`` of them.
///
/// ```swift
/// // iOS 14, a plain 375×667 table with 3 rows of 44 at offset 0: rows from y 132 to 667.
/// TableFillerRows.frames(of: table, contentHeight: 132, lastRowHeight: 44,
///                        visibleBottom: 667, width: 375, variant: .fillToBottom).count   // 13
/// ```
enum TableFillerRows {
    /// The most filler rows the model lays out (a tiny height on a tall table stops here).
    static let maximumCount = 1_000

    /// The filler rows' frames in content coordinates, top to bottom.
    ///
    /// - Parameters:
    ///   - table: The table (its style, `fillerRowHeight`, `rowHeight`).
    ///   - contentHeight: Where the content ends.
    ///   - lastRowHeight: The last row's height, or `nil` when the table has no rows.
    ///   - visibleBottom: The bottom of the table's bounds in content coordinates.
    ///   - width: The table's width.
    ///   - variant: The release's ``RuleVariants/FillerRows``.
    /// - Complexity: O(*n*) in the rows returned, at most ``maximumCount``.
    static func frames(
        of table: TableViewProperties, contentHeight: Double, lastRowHeight: Double?,
        visibleBottom: Double, width: Double, variant: RuleVariants.FillerRows
    ) -> [Rect] {
        guard table.style == .plain else { return [] }
        let automatic = lastRowHeight ?? table.rowHeight
        let height: Double
        switch (variant, table.fillerRowHeight) {
        case (.fillToBottom, _), (.fillerRowHeight, .automatic): height = automatic
        case (.fillerRowHeight, .points(let points)): height = points
        }
        guard height > 0, height.isFinite, visibleBottom > contentHeight else { return [] }
        var frames: [Rect] = []
        var y = contentHeight
        while y < visibleBottom && frames.count < maximumCount {
            frames.append(Rect(x: 0, y: y, width: max(0, width), height: height))
            y += height
        }
        return frames
    }

    /// Why the table has its filler rows, for `--explain`.
    static func reason(of table: TableViewProperties, variant: RuleVariants.FillerRows, count: Int) -> String {
        guard table.style == .plain else {
            return "no filler rows: only plain tables draw them (Apple, fillerRowHeight)"
        }
        let rows = "\(count) filler row\(count == 1 ? "" : "s")"
        switch (variant, table.fillerRowHeight) {
        case (.fillToBottom, _):
            return
                """
                \(rows): before iOS 15 a plain table fills its bounds with rows as tall as its last row (Apple, \
                fillerRowHeight)
                """
        case (.fillerRowHeight, .automatic):
            return "\(rows): fillerRowHeight automatic keeps the pre-iOS 15 filler rows (Apple, fillerRowHeight)"
        case (.fillerRowHeight, .points(let points)) where points <= 0:
            return
                """
                no filler rows: fillerRowHeight \(formatPoints(points)) (0 is the default from iOS 15; Apple, \
                fillerRowHeight)
                """
        case (.fillerRowHeight, .points(let points)):
            return "\(rows) of fillerRowHeight \(formatPoints(points)) pt (Apple, fillerRowHeight)"
        }
    }
}
