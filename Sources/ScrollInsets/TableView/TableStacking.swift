/// The vertical stacking of a table's content: where each piece sits in content coordinates,
/// before safe areas, content views and separators are worked out.
///
/// From the top: `tableHeaderView` (Apple's `tableHeaderView` documentation: "the first item
/// to appear in the table's view's scrolling content", its width matched to the table's), then
/// for each section its header, its rows and its footer, then a grouped table's bottom padding
/// (``TableBottomPadding``), then `tableFooterView`. Header and footer heights are the ones
/// ``TableHeaderFooterHeights`` resolves: the app's, or UIKit's defaults, some of which are
/// spacing without a view (a grouped table's untitled sections).
///
/// ```swift
/// let table = TableViewProperties(tableHeaderViewHeight: 60,
///                                 sections: [TableSection(rowHeights: [nil, 80])])
/// TableStacking.stack(table, width: 375).contentHeight   // 60 + 44 + 80 = 184
/// ```
enum TableStacking {
    /// One section's pieces, in content coordinates.
    struct Section: Hashable, Sendable {
        /// The section's index.
        var index: Int
        /// From the top of the header to the bottom of the footer, the full table width.
        var frame: Rect
        /// The header's frame, or `nil` where it has no positive height.
        var header: Rect?
        /// The footer's frame, or `nil` where it has no positive height.
        var footer: Rect?
        /// Each row's frame, in order.
        var rows: [Rect]
    }

    /// A table's stacked content.
    struct Stack: Hashable, Sendable {
        /// The sum of every height: `contentSize.height`.
        var contentHeight: Double
        /// The frame of `tableHeaderView`, or `nil` where it has no positive height.
        var tableHeaderView: Rect?
        /// The frame of `tableFooterView`, or `nil` where it has no positive height.
        var tableFooterView: Rect?
        /// The sections, in order.
        var sections: [Section]
    }

    /// Stacks `table`'s content in a table `width` points wide.
    ///
    /// Cells, headers and footers span `width` less `horizontalInsets` (an inset-grouped
    /// table's sections are inset; see ``TableStyleMetrics``); the table header and footer
    /// views always span the full width. Negative heights and insets count as zero, a negative
    /// width left after the insets counts as zero, and cells never start past the table's width.
    ///
    /// - Parameters:
    ///   - table: The table's properties.
    ///   - width: The table's width: `contentSize.width`.
    ///   - horizontalInsets: How far cells, headers and footers stand in from the left and
    ///     right content edges (only `left` and `right` are read).
    /// - Returns: The stacked frames and the content height.
    /// - Complexity: O(*n*) in the number of rows.
    ///   - headerPadding: The space above each section header view with a positive height
    ///     (``TableHeaderPadding``); part of its section.
    ///   - heights: Each section's header and footer height (``TableHeaderFooterHeights``);
    ///     absent, resolved on a screen of unknown scale.
    ///   - bottomPadding: The space below the last section (``TableBottomPadding``).
    static func stack(
        _ table: TableViewProperties, width: Double,
        horizontalInsets: EdgeInsets = .zero, headerPadding: Double = 0,
        heights: [TableHeaderFooterHeights.Section]? = nil, bottomPadding: Double = 0
    ) -> Stack {
        let heights = heights ?? TableHeaderFooterHeights.resolve(table, in: .init(pixelGrid: PixelGrid(scale: nil)))
        // Clamped so a cell never starts outside the table, however large the insets.
        let x = min(max(0, horizontalInsets.left), max(0, width))
        let spanWidth = max(0, width - x - max(0, horizontalInsets.right))
        var y = 0.0
        func place(_ height: Double, x: Double, width: Double) -> Rect? {
            let height = max(0, height)
            guard height > 0 else { return nil }
            defer { y += height }
            return Rect(x: x, y: y, width: width, height: height)
        }

        let tableHeader = place(table.tableHeaderViewHeight, x: 0, width: width)
        var sections: [Section] = []
        sections.reserveCapacity(table.sections.count)
        /// A header or footer: a frame where it shows a view, spacing otherwise.
        func place(_ height: TableHeaderFooterHeights.Height) -> Rect? {
            guard height.showsView else {
                y += max(0, height.points)
                return nil
            }
            return place(height.points, x: x, width: spanWidth)
        }
        for (index, section) in table.sections.enumerated() {
            let top = y
            let resolved = heights[index]
            if resolved.header.showsView, resolved.header.points > 0 { y += max(0, headerPadding) }
            let header = place(resolved.header)
            var rows: [Rect] = []
            rows.reserveCapacity(section.rowHeights.count)
            for height in section.rowHeights {
                // A zero-height row still has a frame (UIKit keeps the cell; it is just empty).
                let height = max(0, height ?? table.rowHeight)
                rows.append(Rect(x: x, y: y, width: spanWidth, height: height))
                y += height
            }
            let footer = place(resolved.footer)
            sections.append(
                Section(
                    index: index, frame: Rect(x: 0, y: top, width: width, height: y - top),
                    header: header, footer: footer, rows: rows))
        }
        y += max(0, bottomPadding)
        let tableFooter = place(table.tableFooterViewHeight, x: 0, width: width)
        return Stack(contentHeight: y, tableHeaderView: tableHeader, tableFooterView: tableFooter, sections: sections)
    }
}
