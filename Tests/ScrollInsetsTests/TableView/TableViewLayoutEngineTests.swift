import Testing
@testable import ScrollInsets

/// Whole scenes: a table that is the root view of a controller in a navigation controller on
/// iPhone X, laid out through the public API and read back from `view.table`.
@Suite struct TableViewLayoutEngineTests {
    struct CellCase: CustomTestStringConvertible, Sendable {
        var id: String
        var direction: LayoutDirection
        var insetsContentViews: Bool
        var contentView: Rect
        var layoutMargins: EdgeInsets
        var separator: SeparatorLayout
        var testDescription: String { id }
    }

    // iPhone X landscape in a navigation controller: the table's safe area is (32, 44, 21, 44);
    // top and bottom are absorbed, left and right pass to the cells. The table is a root view:
    // margins 44 + 16 = 60 on the left and right.
    static let cellCases: [CellCase] = [
        CellCase(
            id: "inset, left-to-right", direction: .leftToRight, insetsContentViews: true,
            contentView: Rect(x: 44, y: 0, width: 724, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16),
            separator: SeparatorLayout(x: 60, width: 752)),
        CellCase(
            id: "inset, right-to-left", direction: .rightToLeft, insetsContentViews: true,
            contentView: Rect(x: 44, y: 0, width: 724, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16),
            separator: SeparatorLayout(x: 0, width: 752)),
        CellCase(
            id: "not inset, left-to-right", direction: .leftToRight, insetsContentViews: false,
            contentView: Rect(x: 0, y: 0, width: 812, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 60, bottom: 11, right: 60),
            separator: SeparatorLayout(x: 60, width: 752)),
        CellCase(
            id: "not inset, right-to-left", direction: .rightToLeft, insetsContentViews: false,
            contentView: Rect(x: 0, y: 0, width: 812, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 60, bottom: 11, right: 60),
            separator: SeparatorLayout(x: 0, width: 752)),
    ]

    @Test("iPhone X landscape cells span 812 pt; content views inset 44 pt on each side", arguments: cellCases)
    func landscapeCells(_ testCase: CellCase) throws {
        let table = TableViewProperties(
            insetsContentViewsToSafeArea: testCase.insetsContentViews,
            sections: [TableSection(rowCount: 3)])
        let view = try TableScenes.navigationTable(table, direction: testCase.direction)
        let layout = try #require(view.table)
        #expect(view.safeAreaInsets == EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
        #expect(view.layoutMargins == EdgeInsets(top: 32, left: 60, bottom: 21, right: 60))
        #expect(layout.rows.map(\.frame) == [0.0, 44, 88].map { Rect(x: 0, y: $0, width: 812, height: 44) })
        for row in layout.rows {
            #expect(row.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
            #expect(row.contentView == testCase.contentView)
            #expect(row.layoutMargins == testCase.layoutMargins)
            #expect(row.separator == testCase.separator)
        }
    }

    struct HeaderCase: CustomTestStringConvertible, Sendable {
        var id: String
        var direction: LayoutDirection
        var insetsContentViews: Bool
        var contentView: Rect
        var testDescription: String { id }
    }

    static let headerCases: [HeaderCase] = [
        HeaderCase(
            id: "inset, left-to-right", direction: .leftToRight, insetsContentViews: true,
            contentView: Rect(x: 44, y: 0, width: 724, height: 28)),
        HeaderCase(
            id: "inset, right-to-left", direction: .rightToLeft, insetsContentViews: true,
            contentView: Rect(x: 44, y: 0, width: 724, height: 28)),
        HeaderCase(
            id: "not inset, left-to-right", direction: .leftToRight, insetsContentViews: false,
            contentView: Rect(x: 0, y: 0, width: 812, height: 28)),
        HeaderCase(
            id: "not inset, right-to-left", direction: .rightToLeft, insetsContentViews: false,
            contentView: Rect(x: 0, y: 0, width: 812, height: 28)),
    ]

    @Test("A header's background view spans the full width; its content view is inset", arguments: headerCases)
    func landscapeHeaders(_ testCase: HeaderCase) throws {
        let table = TableViewProperties(
            style: .grouped, insetsContentViewsToSafeArea: testCase.insetsContentViews,
            sections: [
                TableSection(
                    rowCount: 2, header: TableHeaderFooter(height: 28, background: .contentView),
                    footer: TableHeaderFooter(height: 18, background: .none))
            ])
        let layout = try #require(try TableScenes.navigationTable(table, direction: testCase.direction).table)
        let header = try #require(layout.headers.first)
        #expect(header.kind == .header)
        #expect(header.frame == Rect(x: 0, y: 0, width: 812, height: 28))
        #expect(header.backgroundView == Rect(x: 0, y: 0, width: 812, height: 28))
        #expect(header.contentView == testCase.contentView)
        #expect(header.background == .contentView)
        #expect(header.pinnedFrame == nil)
        let footer = try #require(layout.headers.last)
        #expect(footer.kind == .footer)
        #expect(footer.frame == Rect(x: 0, y: 116, width: 812, height: 18))
        #expect(footer.background == .none)
        #expect(layout.headers.count == 2)
    }

    @Test("contentSize adds the table header, section headers, mixed row heights, footers and the table footer")
    func contentSizeForMixedHeights() throws {
        let table = TableViewProperties(
            rowHeight: 50, tableHeaderViewHeight: 60, tableFooterViewHeight: 20,
            sections: [
                TableSection(
                    rowHeights: [nil, 80, nil], header: TableHeaderFooter(height: 28),
                    footer: TableHeaderFooter(height: 10)),
                TableSection(rowCount: 2),
            ])
        let view = try TableScenes.navigationTable(table, screen: TableScenes.iPhoneXPortrait)
        let layout = try #require(view.table)
        #expect(layout.contentSize == Size(width: 375, height: 398))
        #expect(view.scroll?.contentSize == Size(width: 375, height: 398))
        #expect(layout.tableHeaderView == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(layout.rows.map(\.frame.minY) == [88, 138, 218, 278, 328])
        #expect(layout.rows.map(\.frame.height) == [50, 80, 50, 50, 50])
        #expect(layout.tableFooterView == Rect(x: 0, y: 378, width: 375, height: 20))
    }

    @Test("insetGrouped insets cells and headers by the table's layout margins (60 pt in landscape)")
    func insetGroupedLandscape() throws {
        let table = TableViewProperties(
            style: .insetGrouped,
            sections: [TableSection(rowCount: 2, header: TableHeaderFooter(height: 38))])
        let layout = try #require(try TableScenes.navigationTable(table).table)
        // 38 + 2 × 44, then the grouped style's untitled 17.5-pt footer and 20-pt bottom padding.
        #expect(layout.contentSize == Size(width: 812, height: 163.5))
        #expect(layout.headers.map(\.frame) == [Rect(x: 60, y: 0, width: 692, height: 38)])
        #expect(layout.headers.map(\.backgroundView) == [Rect(x: 0, y: 0, width: 692, height: 38)])
        #expect(layout.headers.map(\.contentView) == [Rect(x: 0, y: 0, width: 692, height: 38)])
        #expect(
            layout.rows.map(\.frame) == [
                Rect(x: 60, y: 38, width: 692, height: 44),
                Rect(x: 60, y: 82, width: 692, height: 44),
            ])
        for row in layout.rows {
            // The cell sits inside the safe area: no inset, a full-width content view, 16 pt margins.
            #expect(row.safeAreaInsets == .zero)
            #expect(row.contentView == Rect(x: 0, y: 0, width: 692, height: 44))
            #expect(row.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        }
        // The last row of a card has no separator: the card's edge ends the group.
        #expect(layout.rows.map(\.separator) == [SeparatorLayout(x: 16, width: 676), nil])
    }

    @Test("insetGrouped in portrait: cells 16 pt in from each edge")
    func insetGroupedPortrait() throws {
        let table = TableViewProperties(style: .insetGrouped, sections: [TableSection(rowCount: 2)])
        let layout = try #require(try TableScenes.navigationTable(table, screen: TableScenes.iPhoneXPortrait).table)
        // Below the 35 pt a grouped style leaves above an untitled first section.
        #expect(
            layout.rows.map(\.frame) == [
                Rect(x: 16, y: 35, width: 343, height: 44), Rect(x: 16, y: 79, width: 343, height: 44),
            ])
        #expect(layout.rows.map(\.separator) == [SeparatorLayout(x: 16, width: 327), nil])
    }

    @Test("With .never, rows under the bars get top and bottom insets; rows in the middle do not")
    func neverPassesVerticalInsets() throws {
        let table = TableViewProperties(sections: [TableSection(rowCount: 20)])
        let scroll = ScrollViewProperties(contentInsetAdjustmentBehavior: .never, alwaysBounceVertical: true)
        let layout = try #require(
            try TableScenes.navigationTable(
                table, screen: TableScenes.iPhoneXPortrait,
                scroll: scroll
            ).table)
        // Safe area (88, 0, 34, 0); contentOffset (0, 0); visible 0…812.
        #expect(layout.rows[0].safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
        #expect(layout.rows[1].safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(layout.rows[2].safeAreaInsets == .zero)
        // Row 17 (748…792) reaches 14 pt into the 34 pt band; row 18 (792…836) hangs past the
        // bottom: 58 pt of coverage, clamped to the table's 34.
        #expect(layout.rows[17].safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 14, right: 0))
        #expect(layout.rows[18].safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(layout.rows[0].layoutMargins == EdgeInsets(top: 99, left: 16, bottom: 11, right: 16))
        // Left and right pass through in portrait as zero: content views fill the cells.
        #expect(layout.rows[0].contentView == Rect(x: 0, y: 0, width: 375, height: 44))
    }
}
