/// Lays out a table's rows, headers and footers. (Filled by the table-view work.)
enum TableViewLayoutEngine {
    /// The table's `contentSize` for a table `width` points wide.
    static func contentSize(of table: TableViewProperties, width: Double) -> Size {
        var height = table.tableHeaderViewHeight + table.tableFooterViewHeight
        for section in table.sections {
            height += (section.header?.height ?? 0) + (section.footer?.height ?? 0)
            height += section.rowHeights.reduce(0) { $0 + ($1 ?? table.rowHeight) }
        }
        return Size(width: width, height: height)
    }

    /// The full layout (cells, headers, separators) in `context`.
    static func layout(of table: TableViewProperties, in context: ScrollContentContext) -> TableLayout {
        TableLayout(contentSize: contentSize(of: table, width: context.size.width))
    }
}
