/// Lays out a list (`UICollectionLayoutListConfiguration`): its sections, headers, cells and
/// footers in content coordinates, each cell's margins and separator, and the `contentSize`.
///
/// A section, top to bottom: the header padding and the header (``ListHeaderMode/supplementary``),
/// the cells, the footer (``ListFooterMode/supplementary``). Heights come from the section
/// (``CollectionSectionSizes``) or the configuration's `itemHeight`. Across, the content is the
/// collection view's width less its adjusted left and right insets. Header, cell and footer
/// frames are put on the screen's pixel grid (``PixelGrid``, the rule of every collection view
/// layout: origin rounded to the pixel, size kept); the running position, the section frames and
/// the `contentSize` keep exact values. The rules, one file each:
/// 1. ``ListSectionInsets``: how far an inset-grouped card or a sidebar's rows stand in.
/// 2. ``CellContentMargins``: the horizontal margins of cells, headers and footers (shared with
///    tables; a header's or footer's content view is laid out as a cell's, an **assumption**).
/// 3. ``TableHeaderPadding``: the padding above each header (shared with tables).
/// 4. ``ListSeparators``: where each cell's separator runs.
/// 5. ``ListSectionSpacing``: the space above each section of a grouped list without headers.
///
/// Sources and assumptions: docs/collection-views.md, "List layouts".
enum ListLayoutEngine {
    /// The top and bottom layout margins of a list cell's content view (the table cell's
    /// recorded 11 pt; an **assumption** for list cells).
    static let verticalMargin = TableStyleMetrics.contentViewVerticalMargin

    /// The full layout of `collection`'s `list` in `context`.
    ///
    /// - Parameters:
    ///   - list: The list configuration.
    ///   - collection: The collection view's sections and their sizes.
    ///   - context: The collection view's size, safe area, margins, adjusted insets, offset.
    ///   - variants: The release's rules.
    /// - Complexity: O(*n*) in the number of sections and items.
    static func layout(
        of list: ListConfiguration, in collection: CollectionViewProperties,
        context: ScrollContentContext, variants: RuleVariants
    ) -> CollectionLayout {
        let adjusted = context.adjustedContentInset
        let across = max(0, context.size.width - adjusted.left - adjusted.right)
        let tableMargins = (
            left: max(0, context.layoutMargins.left - context.safeAreaInsets.left),
            right: max(0, context.layoutMargins.right - context.safeAreaInsets.right)
        )
        var cellMargins = CellContentMargins.horizontal(
            tableWidth: context.size.width, tableMargins: tableMargins,
            variant: variants.cellMargins, owner: "collection view",
            screenWidth: context.screenWidth,
            windowWidth: context.windowWidth)
        // iOS 26: an inset-grouped list's card stands where ListSectionInsets puts it, as before
        // 26 (16 on the 393-pt iPhone 16, whose inset-grouped *table* card is at 20), and its
        // cells' content a fixed margin inside it (16 on iPhone): recorded on iOS 26.1
        // (Vercantez/openuikit, listseparatorprobe: cells [16, 35, 361, 50.33], separators
        // [32, y, 329, 1]).
        if variants.cellMargins == .systemCellMargins, list.appearance.insetsSections {
            let inner = CellContentMargins.insetGroupedCard(
                cellMargins, safeArea: context.safeAreaInsets,
                pad: context.readablePlatform == .pad
            ).inner
            let pad = context.readablePlatform == .pad
            cellMargins = CellContentMargins.Result(
                left: inner, right: inner,
                reason: pad
                    ? [
                        .reason(
                            "iOS 26: \(formatPoints(inner)) pt inside the card, as an inset-grouped table's cells on "
                                + "iPad (recorded on iOS 26.1, github.com/Vercantez/openuikit)"),
                        .assumption("the same for lists"),
                    ]
                    : [
                        .reason(
                            "iOS 26: \(formatPoints(inner)) pt inside the card (recorded on iOS 26.1 for an "
                                + "inset-grouped list and table on the iPhone 16, github.com/Vercantez/openuikit)")
                    ])
        }
        if variants.designCompatibility == .inEffect { cellMargins.reason += RuleVariants.listCompatibilityTerms }
        let insets = ListSectionInsets.insets(
            list.appearance, layoutMargins: context.layoutMargins,
            minimum: context.systemMinimumMargins.map { ($0, context.safeAreaInsets) },
            adjustedContentInset: adjusted, contentWidth: across)
        let cellX = insets.insets.left
        let cellWidth = max(0, across - insets.insets.left - insets.insets.right)
        let padding = TableHeaderPadding.padding(
            list.headerTopPadding, plain: list.appearance.isPlainStyle,
            variant: variants.sectionHeaderPadding, property: "headerTopPadding")
        let separators = ListSeparators(
            list: list, tableMarginRight: tableMargins.right, cellMargins: cellMargins,
            variant: variants.separatorTrailing, direction: context.layoutDirection)
        let spacing = ListSectionSpacing(list, rule: variants.listSectionSpacing)
        let bounds = Rect(origin: context.contentOffset, size: context.size)
        let itemHeight = max(0, list.itemHeight)
        // A cell's (or header's) safe area, and its content view's margins: the content view
        // fills the cell; its margins are its safe area plus the cell margin, 11 on top and bottom.
        func content(of frame: Rect) -> (safeArea: EdgeInsets, margins: EdgeInsets) {
            var discarded = DiscardedTerms()
            let safeArea = SafeAreaPropagation.coverage(
                context.safeAreaInsetsForSubviews, superviewBounds: bounds,
                to: frame, superview: { .window }, recording: &discarded
            ).insets
            return (
                safeArea,
                EdgeInsets(
                    top: verticalMargin, left: safeArea.left + cellMargins.left,
                    bottom: verticalMargin, right: safeArea.right + cellMargins.right)
            )
        }
        func supplementary(_ frame: Rect?) -> ListCellLayout? {
            frame.map { frame in
                let inside = content(of: frame)
                return ListCellLayout(safeAreaInsets: inside.safeArea, layoutMargins: inside.margins, separator: nil)
            }
        }

        var sections: [CollectionSectionLayout] = []
        sections.reserveCapacity(collection.sections.count)
        var y = 0.0
        for (index, rawCount) in collection.sections.enumerated() {
            let count = max(0, rawCount)
            let sizes =
                index < collection.sectionSizes.count ? collection.sectionSizes[index] : CollectionSectionSizes()
            let top = y
            y += spacing.points(aboveSection: index)
            var header: Rect?
            if list.headerMode == .supplementary {
                let height = max(0, sizes.headerHeight ?? itemHeight)
                if height > 0 {
                    y += padding.points
                    header = context.pixelGrid.aligned(Rect(x: cellX, y: y, width: cellWidth, height: height))
                    y += height
                }
            }
            var items: [Rect] = []
            var cells: [ListCellLayout] = []
            items.reserveCapacity(count)
            cells.reserveCapacity(count)
            for item in 0..<count {
                let given = item < sizes.itemHeights.count ? sizes.itemHeights[item] : nil
                let height = max(0, given ?? itemHeight)
                let frame = context.pixelGrid.aligned(Rect(x: cellX, y: y, width: cellWidth, height: height))
                y += height
                let (safeArea, margins) = content(of: frame)
                let position = ListSeparators.Position(
                    isLast: item == count - 1,
                    isHeaderItem: item == 0 && list.headerMode == .firstItemInSection)
                cells.append(
                    ListCellLayout(
                        safeAreaInsets: safeArea, layoutMargins: margins,
                        separator: separators.separator(
                            cellWidth: frame.width, safeArea: safeArea,
                            layoutMargins: margins, position: position)))
                items.append(frame)
            }
            var footer: Rect?
            if list.footerMode == .supplementary {
                let height = max(0, sizes.footerHeight ?? itemHeight)
                if height > 0 {
                    footer = context.pixelGrid.aligned(Rect(x: cellX, y: y, width: cellWidth, height: height))
                    y += height
                }
            }
            let section = CollectionSectionLayout(
                section: index, frame: Rect(x: 0, y: top, width: across, height: y - top),
                items: items, header: header, footer: footer,
                effectiveSectionInset: insets.insets,
                family: .list(
                    ListSectionLayout(
                        cells: cells, header: supplementary(header), footer: supplementary(footer),
                        reasons: insets.reasons)))
            sections.append(section)
        }
        var layout = CollectionLayout(contentSize: Size(width: across, height: y), sections: sections)
        layout.listReasons = ListLayoutReasons(
            sectionInsets: insets.reason, cellMargins: cellMargins.reason,
            verticalMargins: [
                .reason(
                    "11 pt on top and bottom: a table cell's content-view margins (Xcode's view debugger, "
                        + "Shopify/FunctionalTableData CollectionCell.swift)"),
                .assumption("the same for list cells"),
            ],
            separators: separators.reason,
            headerTopPadding: list.headerMode == .supplementary
                ? padding.reason : [.reason("no supplementary headers, no padding")],
            sectionSpacing: spacing.term)
        return layout
    }
}
