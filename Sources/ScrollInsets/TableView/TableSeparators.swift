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
/// - iOS 26: the automatic line stops at a trailing margin instead of the trailing edge
///   (``TableStyleMetrics/separatorTrailingMargin``; recorded on iOS 26.1 by
///   Vercantez/openuikit). UIKit 26.1's decompiled `-[UITableViewCell _rightMarginWidth]` ends it at
///   the cell's trailing layout margin when `_UISolariumEnabled()`, the new design's switch, a
///   clause 18.0's and 18.2's code lack: the model's apps are built with the 26 SDK; one built with an older
///   SDK or with `UIDesignRequiresCompatibility` keeps the line to the edge (not modelled).
/// - Explicit insets: only left and right count; a negative value counts as 0 (Apple's
///   `UITableViewCell.separatorInset` documentation); they flip in right-to-left layouts
///   (Apple's `UITableView.separatorInset` documentation), so `left` is the leading inset. With `fromCellEdges` (the
///   default since iOS 11) they are
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
    static func separator(
        of table: TableViewProperties, cellWidth: Double, contentView: Rect,
        layoutMargins: EdgeInsets, metrics: TableStyleMetrics,
        direction: LayoutDirection
    ) -> SeparatorLayout? {
        guard table.separatorStyle != .none else { return nil }
        let width = max(0, cellWidth)
        let leadingEdge = direction.physicalEdge(for: .leading)
        let trailingEdge = direction.physicalEdge(for: .trailing)
        let cellBounds = Rect(x: 0, y: 0, width: width, height: contentView.height)

        // The automatic insets: to the leading margin; to the trailing edge, or to the trailing
        // margin where readable width narrows the content.
        let automaticLeading = cellBounds.distance(to: contentView, on: leadingEdge) + layoutMargins[leadingEdge]
        let trailingDistance = cellBounds.distance(to: contentView, on: trailingEdge)
        var automaticTrailing = 0.0
        if metrics.readableWidthExtra > 0 {
            automaticTrailing = trailingDistance + layoutMargins[trailingEdge]
        } else if let margin = metrics.separatorTrailingMargin {
            // iOS 26: at a margin, measured from the content view's safe area.
            let contentSafeArea = layoutMargins[trailingEdge] - metrics.contentViewMargins[trailingEdge]
            automaticTrailing = trailingDistance + max(0, contentSafeArea) + margin
        }

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

    /// The separator of the last row of a section: the group's border in the grouped styles.
    ///
    /// - `insetGrouped`: none; the card's edge ends the group (recorded on iOS 26.1 by
    ///   Vercantez/openuikit: "hidden on a section's last row"; assumed for iOS 13–18).
    /// - `grouped`: the bottom border of the group, edge to edge (**assumption**: the classic
    ///   grouped look; no recorded figure).
    /// - `plain`, explicit insets, or `separatorStyle` `none`: the row's own separator.
    ///
    /// - Complexity: O(1).
    static func lastRowSeparator(
        _ separator: SeparatorLayout?, of table: TableViewProperties,
        cellWidth: Double
    ) -> SeparatorLayout? {
        guard separator != nil, table.separatorInset == .automatic else { return separator }
        switch table.style {
        case .plain: return separator
        case .insetGrouped: return nil
        case .grouped: return SeparatorLayout(x: 0, width: max(0, cellWidth))
        }
    }

    /// Why the automatic separators run where they do, clause by clause, for `--explain`.
    static func reason(of table: TableViewProperties, metrics: TableStyleMetrics) -> [WhyTerm] {
        guard table.separatorStyle != .none else { return [.reason("separatorStyle none: no separators")] }
        guard table.separatorInset == .automatic else {
            return [
                .reason(
                    """
                    explicit separatorInset, \(table.separatorInsetReference.rawValue) (Apple, \
                    UITableView.separatorInsetReference)
                    """)
            ]
        }
        var reason = "automatic: from the leading layout margin"
        if metrics.readableWidthExtra > 0 {
            reason += " to the trailing readable margin (useyourloaf \"Table View Separator Inset\")"
        } else if let margin = metrics.separatorTrailingMargin {
            reason +=
                " to a trailing margin of \(formatPoints(margin)) pt (iOS 26.1, github.com/Vercantez/openuikit; "
                + "with the new design: UIKit 26.1's decompiled UITableViewCell _rightMarginWidth)"
        } else {
            reason += " to the cell's trailing edge (iOS 11–18, useyourloaf \"Table View Separator Inset\")"
        }
        switch table.style {
        case .plain: return [.reason(reason)]
        case .insetGrouped:
            return [
                .reason(reason), .reason("none under a section's last row (iOS 26.1, github.com/Vercantez/openuikit)"),
            ]
        case .grouped:
            return [.reason(reason), .assumption("a section's last row has the group's edge-to-edge border")]
        }
    }
}
