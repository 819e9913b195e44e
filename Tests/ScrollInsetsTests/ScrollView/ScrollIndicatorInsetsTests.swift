import Testing
@testable import ScrollInsets

/// Where the indicators run, per behavior, with and without the automatic flag, on iOS 12 and
/// 13 (Apple's `automaticallyAdjustsScrollIndicatorInsets` documentation: the safe area is
/// added, iOS 13 and later; react-native #28140 and openradar 35721413: under `.never` iOS 11–12
/// added nothing, iOS 13 adds the safe area).
@Suite struct ScrollIndicatorInsetsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var behavior: ContentInsetAdjustmentBehavior
        var automatic: Bool
        var major: Int
        var expected: EdgeInsets
        var testDescription: String { "\(behavior.rawValue), flag \(automatic), iOS \(major)" }
    }

    /// A table filling an iPhone X under a navigation bar: safe area (88, 0, 34, 0); the app
    /// sets a 10-pt vertical indicator inset at the bottom.
    static let cases: [Case] = [
        Case(
            behavior: .never, automatic: true, major: 13, expected: EdgeInsets(top: 88, left: 0, bottom: 44, right: 0)),
        Case(
            behavior: .never, automatic: false, major: 13, expected: EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)),
        Case(behavior: .never, automatic: true, major: 12, expected: EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)),
        Case(
            behavior: .automatic, automatic: true, major: 13,
            expected: EdgeInsets(top: 88, left: 0, bottom: 44, right: 0)),
        Case(
            behavior: .automatic, automatic: false, major: 13,
            expected: EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)),
        Case(
            behavior: .automatic, automatic: true, major: 12,
            expected: EdgeInsets(top: 88, left: 0, bottom: 44, right: 0)),
        Case(
            behavior: .always, automatic: true, major: 12,
            expected: EdgeInsets(top: 88, left: 0, bottom: 44, right: 0)),
        Case(
            behavior: .scrollableAxes, automatic: true, major: 13,
            expected: EdgeInsets(top: 88, left: 0, bottom: 44, right: 0)),
    ]

    @Test(arguments: cases)
    func verticalIndicator(_ test: Case) throws {
        var scroll = ScrollViewProperties(contentInsetAdjustmentBehavior: test.behavior)
        scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        scroll.automaticallyAdjustsScrollIndicatorInsets = test.automatic
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)]), scroll: scroll)
        let screen = try TestScenes.device("iPhone XS Max").screen(
            orientation: .portrait, release: UIKitRelease(test.major))
        let layout = try TestScenes.inNavigation(table, screen: screen).layout()
        let indicators = try #require(layout.view(path: "nav/feed/table")?.scroll?.indicatorInsets)
        #expect(indicators.vertical == test.expected)
        var horizontal = test.expected
        horizontal.bottom -= 10  // the app's 10 pt is on the vertical indicator only
        #expect(indicators.horizontal == horizontal)
    }

    @Test func theOlderCombinedPropertySetsBoth() {
        var scroll = ScrollViewProperties()
        scroll.scrollIndicatorInsets = EdgeInsets(all: 3)
        #expect(scroll.verticalScrollIndicatorInsets == EdgeInsets(all: 3))
        #expect(scroll.horizontalScrollIndicatorInsets == EdgeInsets(all: 3))
    }

    @Test func reasonsNameTheRule() {
        var result = ScrollIndicatorInsets.Result()
        result.added = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
        #expect(
            result.reasons[.top]?.sentence
                == "safe-area inset 88 pt added (automaticallyAdjustsScrollIndicatorInsets, iOS 13 and later)")
        result.optedOut = true
        #expect(result.reasons[.top]?.sentence == "automaticallyAdjustsScrollIndicatorInsets is false: nothing added")
        result.variant = .followContentAdjustment
        #expect(
            result.reasons[.bottom]?.sentence
                == "34 pt added with the content inset (iOS 12 and earlier: indicators follow the content adjustment)")
    }
}
