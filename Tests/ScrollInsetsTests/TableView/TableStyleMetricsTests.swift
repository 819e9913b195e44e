import Testing
@testable import ScrollInsets

@Suite struct TableStyleMetricsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var style: TableViewStyle = .plain
        var followsReadableWidth = false
        var width: Double
        var safeArea: EdgeInsets
        var layoutMargins: EdgeInsets
        var sectionInsets: EdgeInsets = .zero
        var contentViewMargins: EdgeInsets
        var readableWidthExtra: Double = 0
        var testDescription: String { id }
    }

    static let landscapeSafeArea = EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)
    static let landscapeMargins = EdgeInsets(top: 32, left: 60, bottom: 21, right: 60)

    static let cases: [Case] = [
        Case(
            id: "plain root table, iPhone X landscape", width: 812, safeArea: landscapeSafeArea,
            layoutMargins: landscapeMargins, contentViewMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
        Case(
            id: "grouped: no section inset", style: .grouped, width: 812, safeArea: landscapeSafeArea,
            layoutMargins: landscapeMargins, contentViewMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
        Case(
            id: "insetGrouped: sections inset by the layout margins", style: .insetGrouped, width: 812,
            safeArea: landscapeSafeArea, layoutMargins: landscapeMargins,
            sectionInsets: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60),
            contentViewMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
        Case(
            id: "portrait, 16 pt margins", width: 375, safeArea: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0),
            layoutMargins: EdgeInsets(top: 88, left: 16, bottom: 34, right: 16),
            contentViewMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
        Case(
            id: "margins not built on the safe area: nothing above it", width: 812, safeArea: landscapeSafeArea,
            layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
            contentViewMargins: EdgeInsets(top: 11, left: 0, bottom: 11, right: 0)),
        Case(
            id: "asymmetric margins (a subview table at the left edge)", width: 400,
            safeArea: EdgeInsets(top: 0, left: 44, bottom: 0, right: 0),
            layoutMargins: EdgeInsets(top: 8, left: 52, bottom: 8, right: 8),
            contentViewMargins: EdgeInsets(top: 11, left: 8, bottom: 11, right: 8)),
        Case(
            id: "readable width on a 1024 pt iPad: 156 pt more on each side", followsReadableWidth: true, width: 1024,
            safeArea: .zero, layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
            contentViewMargins: EdgeInsets(top: 11, left: 176, bottom: 11, right: 176), readableWidthExtra: 156),
        Case(
            id: "readable width in iPhone X landscape: 10 pt more", followsReadableWidth: true, width: 812,
            safeArea: landscapeSafeArea, layoutMargins: landscapeMargins,
            contentViewMargins: EdgeInsets(top: 11, left: 26, bottom: 11, right: 26), readableWidthExtra: 10),
        Case(
            id: "readable width narrower than 672: no change", followsReadableWidth: true, width: 375,
            safeArea: .zero, layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
            contentViewMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),
    ]

    @Test("Section insets, content-view margins and the readable-width extra", arguments: cases)
    func metrics(_ testCase: Case) {
        let context = ScrollContentContext(
            size: Size(width: testCase.width, height: 500), safeAreaInsets: testCase.safeArea,
            safeAreaInsetsForSubviews: testCase.safeArea, layoutMargins: testCase.layoutMargins,
            contentInset: .zero, adjustedContentInset: .zero, contentOffset: .zero,
            layoutDirection: .leftToRight)
        let table = TableViewProperties(
            style: testCase.style, cellLayoutMarginsFollowReadableWidth: testCase.followsReadableWidth)
        let metrics = TableStyleMetrics(table: table, context: context, variants: UIKitRelease(14).variants)
        #expect(metrics.sectionInsets == testCase.sectionInsets)
        #expect(metrics.contentViewMargins == testCase.contentViewMargins)
        #expect(metrics.readableWidthExtra == testCase.readableWidthExtra)
    }

    @Test("In a scene on a 1024 pt window, readable width narrows the cells' content and separators to 672 pt")
    func readableWidthScene() throws {
        let table = TableViewProperties(
            cellLayoutMarginsFollowReadableWidth: true, sections: [TableSection(rowCount: 1)])
        let view = try TableScenes.navigationTable(table, screen: TableScenes.iPadLandscape)
        let row = try #require(view.table?.rows.first)
        #expect(view.layoutMargins.left == 20)
        #expect(row.contentView == Rect(x: 0, y: 0, width: 1024, height: 44))
        #expect(row.layoutMargins == EdgeInsets(top: 11, left: 176, bottom: 11, right: 176))
        #expect(row.separator == SeparatorLayout(x: 176, width: 672))
    }
}
