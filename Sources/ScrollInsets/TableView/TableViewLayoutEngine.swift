/// Lays out a table's rows, section headers and footers, and separators.
///
/// The resolver calls ``contentSize(of:width:)`` first, to decide which axes scroll and so
/// which edges the table absorbs into `adjustedContentInset`, then ``layout(of:in:)`` with
/// the resulting scroll context. The steps, one file each:
/// 1. ``TableHeaderFooterHeights`` and ``TableBottomPadding``: the heights UIKit gives headers
///    and footers the app gives none, and a grouped table's padding below its last section;
///    ``TableStacking``: rows stacked in content coordinates; `contentSize`.
/// 2. ``TableStyleMetrics``: the inset-grouped section inset, margins, readable width.
/// 3. ``TableCellContent``: each cell's safe area, content view and content-view margins.
/// 4. ``TableSeparators``: each cell's separator line.
/// 5. ``TableFloating``: where a plain table's headers and footers float.
///
/// The rules and their sources are in docs/table-views.md.
enum TableViewLayoutEngine {
    /// The table's `contentSize` for a table `width` points wide: the width, and the sum of
    /// every height (table header and footer views, section headers, rows, section footers).
    ///
    /// - Complexity: O(*n*) in the number of rows.
    ///   - environment: The screen's pixel grid and whether a large title is above the table.
    ///   - pad: Whether the table is on an iPad.
    static func contentSize(
        of table: TableViewProperties, width: Double,
        variants: RuleVariants,
        environment: TableHeaderFooterHeights.Environment = .init(pixelGrid: PixelGrid(scale: nil)),
        pad: Bool = false
    ) -> Size {
        let padding = TableHeaderPadding.padding(
            table.sectionHeaderTopPadding, plain: table.style == .plain,
            variant: variants.sectionHeaderPadding
        ).points
        let heights = TableHeaderFooterHeights.resolve(table, in: environment)
        let bottom = TableBottomPadding.padding(table, variant: variants.sectionHeightDefaults, pad: pad).points
        let stack = TableStacking.stack(
            table, width: width, headerPadding: padding, heights: heights, bottomPadding: bottom)
        return Size(width: width, height: stack.contentHeight)
    }

    /// The full layout (cells, headers, footers, separators) in `context`.
    ///
    /// - Parameters:
    ///   - table: The table's properties.
    ///   - context: What the table's scroll resolution decided: size, safe area passed to the
    ///     content, layout margins, adjusted insets, `contentOffset`, layout direction.
    /// - Returns: The layout in content coordinates; its `contentSize` equals
    ///   ``contentSize(of:width:)`` for the context's width.
    /// - Complexity: O(*n*) in the number of rows.
    static func layout(
        of table: TableViewProperties, in context: ScrollContentContext,
        variants: RuleVariants
    ) -> TableLayout {
        let metrics = TableStyleMetrics(table: table, context: context, variants: variants)
        let width = context.size.width
        var environment = TableHeaderFooterHeights.Environment(context)
        environment.headerHeightWithoutView = variants.headerHeightWithoutView
        let heights = TableHeaderFooterHeights.resolve(table, in: environment)
        let bottom = TableBottomPadding.padding(
            table, variant: variants.sectionHeightDefaults,
            pad: context.readablePlatform == .pad)
        let stack = TableStacking.stack(
            table, width: width, horizontalInsets: metrics.sectionInsets,
            headerPadding: metrics.headerPadding.points, heights: heights,
            bottomPadding: bottom.points)

        var rows: [TableRowLayout] = []
        var headers: [TableHeaderFooterLayout] = []
        for section in stack.sections {
            let source = table.sections[section.index]
            if let frame = section.header {
                headers.append(
                    headerFooter(
                        .header, source.header, frame: frame, section: section,
                        table: table, context: context, metrics: metrics))
            }
            for (index, frame) in section.rows.enumerated() {
                let content = TableCellContent.resolve(
                    frame: frame, in: context, metrics: metrics,
                    insetsContentView: table.insetsContentViewsToSafeArea)
                var separator = TableSeparators.separator(
                    of: table, cellWidth: frame.width,
                    contentView: content.contentView,
                    layoutMargins: content.layoutMargins,
                    metrics: metrics, direction: context.layoutDirection)
                if index == section.rows.count - 1 {
                    separator = TableSeparators.lastRowSeparator(separator, of: table, cellWidth: frame.width)
                }
                rows.append(
                    TableRowLayout(
                        section: section.index, row: index, frame: frame,
                        safeAreaInsets: content.safeAreaInsets, contentView: content.contentView,
                        backgroundView: frame.bounds, layoutMargins: content.layoutMargins, separator: separator))
            }
            if let frame = section.footer {
                headers.append(
                    headerFooter(
                        .footer, source.footer, frame: frame, section: section,
                        table: table, context: context, metrics: metrics))
            }
        }
        let lastRow = table.sections.last(where: { !$0.rowHeights.isEmpty })?.rowHeights.last
        let fillerRows = TableFillerRows.frames(
            of: table, contentHeight: stack.contentHeight,
            lastRowHeight: lastRow.map { max(0, $0 ?? table.rowHeight) },
            visibleBottom: context.contentOffset.y + context.size.height,
            width: width, variant: variants.fillerRows)
        var layout = TableLayout(
            contentSize: Size(width: width, height: stack.contentHeight), rows: rows,
            headers: headers, tableHeaderView: stack.tableHeaderView,
            tableFooterView: stack.tableFooterView)
        layout.fillerRows = fillerRows
        layout.headerFooterHeights = heights
        layout.sectionHeightDefaults = variants.sectionHeightDefaults
        layout.bottomPadding = bottom
        layout.reasons = TableLayoutReasons(
            headerTopPadding: metrics.headerPadding.reason,
            cellMargins: metrics.cellMarginReason,
            separators: TableSeparators.reason(of: table, metrics: metrics),
            fillerRows: [
                .reason(TableFillerRows.reason(of: table, variant: variants.fillerRows, count: fillerRows.count))
            ])
        return layout
    }

    /// One section header or footer: where it rests, where it floats (plain style), its
    /// background view (its full bounds) and its content view.
    private static func headerFooter(
        _ kind: HeaderFooterKind, _ view: TableHeaderFooter?, frame: Rect,
        section: TableStacking.Section, table: TableViewProperties,
        context: ScrollContentContext,
        metrics: TableStyleMetrics
    ) -> TableHeaderFooterLayout {
        var pinned: Rect?
        if table.style == .plain {
            pinned =
                kind == .header
                ? TableFloating.pinnedHeader(frame, section: section.frame, in: context)
                : TableFloating.pinnedFooter(frame, section: section.frame, in: context)
        }
        let content = TableCellContent.resolve(
            frame: pinned ?? frame, in: context, metrics: metrics,
            insetsContentView: table.insetsContentViewsToSafeArea)
        return TableHeaderFooterLayout(
            section: section.index, kind: kind, frame: frame,
            backgroundView: frame.bounds, contentView: content.contentView,
            background: view?.background ?? .backgroundView, pinnedFrame: pinned,
            safeAreaInsets: content.safeAreaInsets)
    }
}
