import Testing
@testable import ScrollInsets

@Suite struct TableCellContentTests {
    static let metrics = TableStyleMetrics(
        table: TableViewProperties(),
        context: context(width: 812, passed: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44), offset: .zero),
        variants: UIKitRelease(14).variants)

    static func context(width: Double, passed: EdgeInsets, offset: Point) -> ScrollContentContext {
        ScrollContentContext(
            size: Size(width: width, height: 375), safeAreaInsets: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44),
            safeAreaInsetsForSubviews: passed, layoutMargins: EdgeInsets(top: 32, left: 60, bottom: 21, right: 60),
            contentInset: .zero, adjustedContentInset: EdgeInsets(top: 32, left: 0, bottom: 21, right: 0),
            contentOffset: offset, layoutDirection: .leftToRight)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var frame: Rect
        var tableWidth = 812.0
        var passed = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        var offset = Point(x: 0, y: 0)
        var insets = true
        var safeArea: EdgeInsets
        var contentView: Rect
        var layoutMargins: EdgeInsets
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "full-width cell, inset", frame: Rect(x: 0, y: 100, width: 812, height: 44),
            safeArea: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44),
            contentView: Rect(x: 44, y: 0, width: 724, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
        Case(
            id: "full-width cell, not inset", frame: Rect(x: 0, y: 100, width: 812, height: 44), insets: false,
            safeArea: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44),
            contentView: Rect(x: 0, y: 0, width: 812, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 60, bottom: 11, right: 60)),
        Case(
            id: "narrow cell at the left edge: inset on the left only",
            frame: Rect(x: 0, y: 0, width: 50, height: 44),
            safeArea: EdgeInsets(top: 0, left: 44, bottom: 0, right: 0),
            contentView: Rect(x: 44, y: 0, width: 6, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
        Case(
            id: "cell narrower than its insets: a zero-width content view inside the cell",
            frame: Rect(x: 0, y: 0, width: 50, height: 44), tableWidth: 60,
            safeArea: EdgeInsets(top: 0, left: 44, bottom: 0, right: 34),
            contentView: Rect(x: 44, y: 0, width: 0, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 44)),
        Case(
            id: "cell hanging past the table's left edge: clamped to 44",
            frame: Rect(x: 0, y: 0, width: 812, height: 44), offset: Point(x: 100, y: 0),
            safeArea: EdgeInsets(top: 0, left: 44, bottom: 0, right: 0),
            contentView: Rect(x: 44, y: 0, width: 768, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
        Case(
            id: "left and right absorbed (.always): nothing passes", frame: Rect(x: 0, y: 0, width: 812, height: 44),
            passed: .zero, safeArea: .zero, contentView: Rect(x: 0, y: 0, width: 812, height: 44),
            layoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
        Case(
            id: "top passed through (.never): the row under the bar", frame: Rect(x: 0, y: 0, width: 812, height: 44),
            passed: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44),
            safeArea: EdgeInsets(top: 32, left: 44, bottom: 0, right: 44),
            contentView: Rect(x: 44, y: 0, width: 724, height: 44),
            layoutMargins: EdgeInsets(top: 43, left: 16, bottom: 11, right: 16)),
    ]

    @Test("Safe area, content view and margins of one cell", arguments: cases)
    func resolve(_ testCase: Case) {
        let context = Self.context(width: testCase.tableWidth, passed: testCase.passed, offset: testCase.offset)
        let result = TableCellContent.resolve(
            frame: testCase.frame, in: context, metrics: Self.metrics,
            insetsContentView: testCase.insets)
        #expect(result.safeAreaInsets == testCase.safeArea)
        #expect(result.contentView == testCase.contentView)
        #expect(result.layoutMargins == testCase.layoutMargins)
        #expect(testCase.frame.bounds.contains(result.contentView))
    }
}
