/// Where a list cell's separator runs, in cell coordinates.
///
/// Rules (docs/collection-views.md, "List layouts"):
/// - `showsSeparators` false: none.
/// - Leading: the separator layout guide follows the cell's primary content — "the separator is
///   supposed to line up with the primary content of your cell", the text, which the system
///   content configuration places at the leading layout margin (WWDC 2020 session 10026,
///   "Lists in UICollectionView"). The model has no image, so the line starts at the leading
///   margin of the content view (which fills the cell).
/// - Trailing: as a table's (``RuleVariants/SeparatorTrailing``): the cell's trailing edge
///   before iOS 26; from iOS 26 a trailing margin — the collection view's own margin above its
///   safe area in full-width appearances, the cell margin in inset ones. **Assumption** for
///   lists: recorded for tables only (iOS 26.1, Vercantez/openuikit).
/// - The last cell of a section: none in inset appearances (the card's edge), the group's
///   edge-to-edge border in `grouped`; **assumption** for lists, from the table's.
/// - An item used as the section's header (``ListHeaderMode/firstItemInSection``) has none
///   (**assumption**).
/// - Right-to-left: leading and trailing swap. The line never leaves the cell.
struct ListSeparators {
    /// Where a cell stands in its section.
    struct Position {
        /// The section's last cell.
        var isLast: Bool
        /// The first item of a section whose header mode is `firstItemInSection`.
        var isHeaderItem: Bool
    }

    var list: ListConfiguration
    /// The collection view's right margin above its safe area.
    var tableMarginRight: Double
    /// The cells' horizontal margins.
    var cellMargins: CellContentMargins.Result
    var variant: RuleVariants.SeparatorTrailing
    var direction: LayoutDirection

    /// The separator of one cell, or `nil`.
    ///
    /// - Complexity: O(1).
    func separator(
        cellWidth: Double, safeArea: EdgeInsets, layoutMargins: EdgeInsets,
        position: Position
    ) -> SeparatorLayout? {
        guard list.showsSeparators, !position.isHeaderItem else { return nil }
        let width = max(0, cellWidth)
        if position.isLast {
            if list.appearance.insetsSections { return nil }
            if list.appearance == .grouped { return SeparatorLayout(x: 0, width: width) }
        }
        let leadingEdge = direction.physicalEdge(for: .leading)
        let trailingEdge = direction.physicalEdge(for: .trailing)
        var leading = layoutMargins[leadingEdge]
        var trailing = 0.0
        if variant == .trailingMargin {
            let margin = list.appearance.insetsSections ? cellMargins.right : tableMarginRight
            trailing = safeArea[trailingEdge] + margin
        }
        leading = min(max(0, leading), width)
        trailing = min(max(0, trailing), width - leading)
        return SeparatorLayout(x: leadingEdge == .left ? leading : trailing, width: width - leading - trailing)
    }

    /// Why the separators run where they do, clause by clause, for `--explain`.
    var reason: [WhyTerm] {
        guard list.showsSeparators else { return [.reason("showsSeparators false: no separators")] }
        var reason =
            "from the leading layout margin, where the primary content starts (separatorLayoutGuide; WWDC 2020 "
            + "session 10026)"
        switch variant {
        case .cellEdge:
            reason += " to the cell's trailing edge (before iOS 26, as a table's)"
        case .trailingMargin:
            let margin = list.appearance.insetsSections ? cellMargins.right : tableMarginRight
            reason +=
                " to a trailing margin of \(formatPoints(margin)) pt (iOS 26, as a table's: recorded for tables, "
                + "github.com/Vercantez/openuikit)"
        }
        var clauses: [WhyTerm] = [.reason(reason)]
        if variant == .trailingMargin { clauses.append(.assumption("the same for lists")) }
        if list.appearance.insetsSections {
            clauses.append(.assumption("none under a section's last cell, as an inset-grouped table"))
        } else if list.appearance == .grouped {
            clauses.append(.assumption("a section's last cell has the group's edge-to-edge border"))
        }
        if list.headerMode == .firstItemInSection { clauses.append(.assumption("none under a header item")) }
        return clauses
    }
}
