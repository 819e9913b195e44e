import Testing
@testable import ScrollInsets

@Suite struct TableStackingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var table: TableViewProperties
        var contentHeight: Double
        var rowMinY: [Double]
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(id: "empty table", table: TableViewProperties(), contentHeight: 0, rowMinY: []),
        Case(
            id: "three rows of the default 44", table: TableViewProperties(sections: [TableSection(rowCount: 3)]),
            contentHeight: 132, rowMinY: [0, 44, 88]),
        Case(
            id: "per-row heights, nil taking rowHeight",
            table: TableViewProperties(rowHeight: 30, sections: [TableSection(rowHeights: [nil, 100, nil])]),
            contentHeight: 160, rowMinY: [0, 30, 130]),
        Case(
            id: "table header, section header and footer, table footer",
            table: TableViewProperties(
                tableHeaderViewHeight: 60, tableFooterViewHeight: 40,
                sections: [
                    TableSection(
                        rowCount: 1, header: TableHeaderFooter(height: 28),
                        footer: TableHeaderFooter(height: 12))
                ]),
            contentHeight: 184, rowMinY: [88]),
        Case(
            id: "two sections",
            table: TableViewProperties(sections: [
                TableSection(rowCount: 2, footer: TableHeaderFooter(height: 10)),
                TableSection(rowCount: 1, header: TableHeaderFooter(height: 20)),
            ]),
            contentHeight: 162, rowMinY: [0, 44, 118]),
        Case(
            id: "negative heights count as zero",
            table: TableViewProperties(
                rowHeight: -10, tableHeaderViewHeight: -5,
                sections: [TableSection(rowHeights: [nil, 20], header: TableHeaderFooter(height: -3))]),
            contentHeight: 20, rowMinY: [0, 0]),
    ]

    @Test("Content height and row positions", arguments: cases)
    func stacking(_ testCase: Case) {
        let stack = TableStacking.stack(testCase.table, width: 375)
        #expect(stack.contentHeight == testCase.contentHeight)
        #expect(stack.sections.flatMap(\.rows).map(\.minY) == testCase.rowMinY)
        #expect(
            TableViewLayoutEngine.contentSize(of: testCase.table, width: 375, variants: UIKitRelease(14).variants)
                == Size(width: 375, height: testCase.contentHeight))
    }

    @Test("Frames of every piece, and the section frame from header to footer")
    func frames() {
        let table = TableViewProperties(
            tableHeaderViewHeight: 60, tableFooterViewHeight: 40,
            sections: [
                TableSection(rowCount: 1, header: TableHeaderFooter(height: 28), footer: TableHeaderFooter(height: 12)),
                TableSection(rowCount: 1),
            ])
        let stack = TableStacking.stack(table, width: 375)
        #expect(stack.tableHeaderView == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(stack.sections[0].header == Rect(x: 0, y: 60, width: 375, height: 28))
        #expect(stack.sections[0].rows == [Rect(x: 0, y: 88, width: 375, height: 44)])
        #expect(stack.sections[0].footer == Rect(x: 0, y: 132, width: 375, height: 12))
        #expect(stack.sections[0].frame == Rect(x: 0, y: 60, width: 375, height: 84))
        #expect(stack.sections[1].header == nil)
        #expect(stack.sections[1].footer == nil)
        #expect(stack.sections[1].frame == Rect(x: 0, y: 144, width: 375, height: 44))
        #expect(stack.tableFooterView == Rect(x: 0, y: 188, width: 375, height: 40))
    }

    @Test("Horizontal insets move cells, headers and footers but not the table header and footer views")
    func horizontalInsets() {
        let table = TableViewProperties(
            tableHeaderViewHeight: 10, tableFooterViewHeight: 10,
            sections: [
                TableSection(rowCount: 1, header: TableHeaderFooter(height: 20), footer: TableHeaderFooter(height: 20))
            ])
        let stack = TableStacking.stack(
            table, width: 812, horizontalInsets: EdgeInsets(top: 5, left: 60, bottom: 5, right: 60))
        #expect(stack.tableHeaderView == Rect(x: 0, y: 0, width: 812, height: 10))
        #expect(stack.sections[0].header == Rect(x: 60, y: 10, width: 692, height: 20))
        #expect(stack.sections[0].rows == [Rect(x: 60, y: 30, width: 692, height: 44)])
        #expect(stack.sections[0].footer == Rect(x: 60, y: 74, width: 692, height: 20))
        #expect(stack.tableFooterView == Rect(x: 0, y: 94, width: 812, height: 10))
        #expect(stack.contentHeight == 104)
    }

    @Test("Insets wider than the table leave zero-width cells")
    func oversizedInsets() {
        let table = TableViewProperties(sections: [TableSection(rowCount: 1)])
        let stack = TableStacking.stack(
            table, width: 100, horizontalInsets: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
        #expect(stack.sections[0].rows == [Rect(x: 60, y: 0, width: 0, height: 44)])
        let wider = TableStacking.stack(
            table, width: 100, horizontalInsets: EdgeInsets(top: 0, left: 150, bottom: 0, right: 0))
        #expect(wider.sections[0].rows == [Rect(x: 100, y: 0, width: 0, height: 44)])
    }
}
