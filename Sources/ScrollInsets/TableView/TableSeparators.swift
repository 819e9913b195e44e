/// Where a cell's separator line runs, in the cell's coordinates.
///
/// Rules (sources in docs/table-views.md):
/// - `separatorStyle` `none`: no separator.
/// - Automatic (`separatorInset` not set): from the content view's leading layout margin —
///   so it respects the safe area — to the trailing cell edge, into the unsafe area
///   (useyourloaf "Table View Separator Inset": on iPhone X the default line runs on to the
///   trailing edge, into the unsafe area). Where `cellLayoutMarginsFollowReadableWidth`
///   narrows the content, it stops at the trailing readable margin too (the same article's
///   iPad example, where the line is inset from the content view's margins on both sides once
///   the readable width applies).
/// - Explicit insets: only left and right count; a negative value counts as 0 (Apple's
///   `UITableViewCell.separatorInset` documentation); they flip in right-to-left layouts
///   (Apple's `UITableView.separatorInset` documentation), so `left` is the leading inset. With `fromCellEdges` (the default since iOS 11) they are
///   measured from the cell's edges, zero giving a full-width line; with
///   `fromAutomaticInsets` they are added to the automatic insets (Apple's
///   `SeparatorInsetReference` documentation).
/// - The line never leaves the cell: insets larger than the cell leave a zero-width line.
enum TableSeparators {
    /// The separator of a cell `cellWidth` points wide, or `nil` for `separatorStyle` `none`.
    ///
    /// ```swift
    /// // iPhone X landscape, root table view, left-to-right: content view at x 44, margin 16.
    /// TableSeparators.separator(of: table, cellWidth: 812, contentView: Rect(x: 44, y: 0, width: 724, height: 44),
    ///                           layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16),
    ///                           metrics: metrics, direction: .leftToRight)
    /// // SeparatorLayout(x: 60, width: 752)
    /// ```
    ///
    /// - Parameters:
    ///   - table: The table's separator properties.
    ///   - cellWidth: The cell's width.
    ///   - contentView: The content view's frame in the cell's coordinates.
    ///   - layoutMargins: The content view's effective layout margins.
    ///   - metrics: The table-wide metrics (for the readable-width case).
    ///   - direction: The layout direction.
    /// - Returns: The separator's start and width in cell coordinates, or `nil`.
    /// - Complexity: O(1).
    static func separator(of table: TableViewProperties, cellWidth: Double, contentView: Rect,
                          layoutMargins: EdgeInsets, metrics: TableStyleMetrics,
                          direction: LayoutDirection) -> SeparatorLayout? {
        guard table.separatorStyle != .none else { return nil }
        let width = max(0, cellWidth)
        let leadingEdge = direction.physicalEdge(for: .leading)
        let trailingEdge = direction.physicalEdge(for: .trailing)
        let cellBounds = Rect(x: 0, y: 0, width: width, height: contentView.height)

        // The automatic insets: to the leading margin; to the trailing edge, or to the trailing
        // margin where readable width narrows the content.
        let automaticLeading = cellBounds.distance(to: contentView, on: leadingEdge) + layoutMargins[leadingEdge]
        let automaticTrailing = metrics.readableWidthExtra > 0
            ? cellBounds.distance(to: contentView, on: trailingEdge) + layoutMargins[trailingEdge]
            : 0

        var leading = automaticLeading
        var trailing = automaticTrailing
        if case .custom(let insets) = table.separatorInset {
            let explicitLeading = max(0, insets.left)
            let explicitTrailing = max(0, insets.right)
            switch table.separatorInsetReference {
            case .fromCellEdges:
                leading = explicitLeading
                trailing = explicitTrailing
            case .fromAutomaticInsets:
                leading = automaticLeading + explicitLeading
                trailing = automaticTrailing + explicitTrailing
            }
        }

        leading = min(max(0, leading), width)
        trailing = min(max(0, trailing), width - leading)
        let lineWidth = width - leading - trailing
        let x = leadingEdge == .left ? leading : trailing
        return SeparatorLayout(x: x, width: lineWidth)
    }
}
