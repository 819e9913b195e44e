import Testing
@testable import ScrollInsets

@Suite struct TableFloatingTests {
    /// iPhone X portrait in a navigation controller: adjusted insets 88 on top, 34 at the bottom.
    static func context(offsetY: Double) -> ScrollContentContext {
        ScrollContentContext(
            size: Size(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0),
            safeAreaInsetsForSubviews: .zero, layoutMargins: EdgeInsets(top: 88, left: 16, bottom: 34, right: 16),
            contentInset: .zero, adjustedContentInset: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0),
            contentOffset: Point(x: 0, y: offsetY), layoutDirection: .leftToRight)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var offsetY: Double
        var expectedY: Double
        var testDescription: String { id }
    }

    // A section from y 500 to 1000 whose header (28 pt) rests at 500.
    static let section = Rect(x: 0, y: 500, width: 375, height: 500)
    static let header = Rect(x: 0, y: 500, width: 375, height: 28)

    static let headerCases: [Case] = [
        Case(id: "at the start: resting", offsetY: -88, expectedY: 500),
        Case(id: "header just reaches the bar", offsetY: 412, expectedY: 500),
        Case(id: "pinned under the bar", offsetY: 600, expectedY: 688),
        Case(id: "pushed up by the section's end", offsetY: 900, expectedY: 972),
        Case(id: "section scrolled away", offsetY: 2000, expectedY: 972),
    ]

    @Test("A plain header pins under the adjusted top inset within its section", arguments: headerCases)
    func pinnedHeader(_ testCase: Case) {
        let pinned = TableFloating.pinnedHeader(
            Self.header, section: Self.section, in: Self.context(offsetY: testCase.offsetY))
        #expect(pinned == Rect(x: 0, y: testCase.expectedY, width: 375, height: 28))
    }

    // The same section's footer (20 pt) rests at 980.
    static let footer = Rect(x: 0, y: 980, width: 375, height: 20)

    static let footerCases: [Case] = [
        Case(id: "section mostly below the screen: held at the section's start", offsetY: -400, expectedY: 500),
        Case(id: "section partly visible: pinned above the home indicator", offsetY: -88, expectedY: 670),
        Case(id: "pinned above the home indicator", offsetY: 0, expectedY: 758),
        Case(id: "resting once its place is visible", offsetY: 300, expectedY: 980),
        Case(id: "scrolled past", offsetY: 2000, expectedY: 980),
    ]

    @Test("A plain footer pins above the adjusted bottom inset within its section", arguments: footerCases)
    func pinnedFooter(_ testCase: Case) {
        let pinned = TableFloating.pinnedFooter(
            Self.footer, section: Self.section, in: Self.context(offsetY: testCase.offsetY))
        #expect(pinned == Rect(x: 0, y: testCase.expectedY, width: 375, height: 20))
    }

    @Test("In a scene: plain headers float at the given offset, grouped ones do not")
    func headersInScene() throws {
        let sections = [
            TableSection(rowCount: 10, header: TableHeaderFooter(height: 28)),
            TableSection(rowCount: 10, header: TableHeaderFooter(height: 28)),
        ]
        let scroll = ScrollViewProperties(contentOffset: Point(x: 0, y: 430), alwaysBounceVertical: true)
        let plain = try #require(
            try TableScenes.navigationTable(
                TableViewProperties(sections: sections),
                screen: TableScenes.iPhoneXPortrait, scroll: scroll
            ).table)
        // Sections of 28 + 440 = 468 pt; visible top 430 + 88 = 518.
        #expect(plain.headers.map(\.frame.minY) == [0, 468])
        #expect(plain.headers.map { $0.pinnedFrame?.minY } == [440, 518])
        let grouped = try #require(
            try TableScenes.navigationTable(
                TableViewProperties(style: .grouped, sections: sections),
                screen: TableScenes.iPhoneXPortrait, scroll: scroll
            ).table)
        #expect(grouped.headers.map(\.pinnedFrame) == [nil, nil])
    }

    @Test("In a landscape scene, a pinned header keeps its content view inside the safe area")
    func pinnedHeaderInLandscape() throws {
        let table = TableViewProperties(sections: [TableSection(rowCount: 20, header: TableHeaderFooter(height: 28))])
        let scroll = ScrollViewProperties(contentOffset: Point(x: 0, y: 200), alwaysBounceVertical: true)
        let layout = try #require(try TableScenes.navigationTable(table, scroll: scroll).table)
        let header = try #require(layout.headers.first)
        #expect(header.pinnedFrame == Rect(x: 0, y: 232, width: 812, height: 28))
        #expect(header.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        #expect(header.contentView == Rect(x: 44, y: 0, width: 724, height: 28))
        #expect(header.backgroundView == Rect(x: 0, y: 0, width: 812, height: 28))
    }
}
