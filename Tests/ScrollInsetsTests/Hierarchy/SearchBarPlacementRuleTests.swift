import Testing
@testable import ScrollInsets

/// `navigationItem.searchController`: where the search bar goes and what it adds. Numbers by hand
/// from the sources: 56 pt on iOS 11–12 (jdisho/Papr pull request 67), 52 pt from iOS 13 (recorded on
/// iOS 15.5, iPhone 13: react-native-screens issue 1951); on iOS 26 on iPhone the toolbar (WWDC25
/// session 284), whose slot is 86 from the bottom on the iPhone 16 (openuikit, recorded on 26.1); a
/// standard title with `hidesSearchBarWhenScrolling` starts collapsed (mozilla-mobile/firefox-ios pull
/// request 6703). Bars: iPhone X status bar 44, bar 44 / 96; iPhone 16 iOS 18 status bar 53.667.
@Suite struct SearchBarPlacementRuleTests {
    struct PlacementCase: Sendable, CustomTestStringConvertible {
        var id: String
        var search = SearchController()
        var preferred = SearchBarPlacement.automatic
        var variant: RuleVariants.SearchBars
        var family = DeviceFamily.phone
        var largeTitle = true
        var expected: String
        var testDescription: String { id }
    }

    /// The outcome's case and height, as a short word: `stacked 52`, `hidden`, `in the bar`, `toolbar`.
    static func word(_ outcome: SearchBarPlacementRule.Outcome) -> String {
        switch outcome {
        case .hidden: "hidden"
        case .stacked(let height, _): "stacked \(formatPoints(height))"
        case .inNavigationBar: "in the bar"
        case .toolbar: "toolbar"
        }
    }

    static let placements: [PlacementCase] = [
        PlacementCase(id: "iOS 11: stacked 56", variant: .stacked56, expected: "stacked 56"),
        PlacementCase(id: "iOS 13: stacked 52", variant: .stacked52, expected: "stacked 52"),
        PlacementCase(
            id: "a standard title with hidesSearchBarWhenScrolling starts collapsed", variant: .stacked52,
            largeTitle: false, expected: "hidden"),
        PlacementCase(
            id: "a standard title without hidesSearchBarWhenScrolling shows it",
            search: SearchController(hidesSearchBarWhenScrolling: false), variant: .placements, largeTitle: false,
            expected: "stacked 52"),
        PlacementCase(id: "iOS 16 iPhone automatic: stacked", variant: .placements, expected: "stacked 52"),
        PlacementCase(id: "iOS 16 iPad automatic: inline", variant: .placements, family: .pad, expected: "in the bar"),
        PlacementCase(id: "iOS 16 inline on iPhone", preferred: .inline, variant: .placements, expected: "in the bar"),
        PlacementCase(
            id: "iOS 16 iPad stacked", preferred: .stacked, variant: .placements, family: .pad, expected: "stacked 52"),
        PlacementCase(id: "iOS 26 iPhone automatic: the toolbar", variant: .integrated, expected: "toolbar"),
        PlacementCase(
            id: "iOS 26 iPhone inline (deprecated) as integrated", preferred: .inline, variant: .integrated,
            expected: "toolbar"),
        PlacementCase(id: "iOS 26 stacked", preferred: .stacked, variant: .integrated, expected: "stacked 54"),
        PlacementCase(
            id: "iOS 26 iPad integrated: in the bar", preferred: .integrated, variant: .integrated, family: .pad,
            expected: "in the bar"),
    ]

    @Test(arguments: placements) func placement(_ test: PlacementCase) throws {
        let outcome = try SearchBarPlacementRule.place(
            test.search, preferred: test.preferred, variant: test.variant, family: test.family,
            largeTitle: test.largeTitle, underTabBarController: false)
        #expect(Self.word(outcome) == test.expected)
    }

    @Test func onlyTheRecordedPhoneHeightsAreSourced() throws {
        func isAssumed(_ variant: RuleVariants.SearchBars, _ family: DeviceFamily) throws -> Bool {
            let outcome = try SearchBarPlacementRule.place(
                SearchController(), preferred: variant == .placements || variant == .integrated ? .stacked : .automatic,
                variant: variant, family: family, largeTitle: true, underTabBarController: false)
            guard case .stacked(_, let why) = outcome else { return false }
            return why.isAssumption
        }
        #expect(try isAssumed(.stacked56, .phone) == false)
        #expect(try isAssumed(.stacked52, .phone) == false)
        #expect(try isAssumed(.placements, .phone) == true)
        #expect(try isAssumed(.integrated, .phone) == false)
        #expect(try isAssumed(.stacked52, .pad) == true)
        #expect(try isAssumed(.integrated, .pad) == true)
    }

    @Test func refusals() {
        #expect(throws: SearchBarPlacementRule.Problem.active) {
            try SearchBarPlacementRule.place(
                SearchController(active: true), preferred: .automatic, variant: .placements, family: .phone,
                largeTitle: true, underTabBarController: false)
        }
        #expect(throws: SearchBarPlacementRule.Problem.placementNotAvailable(.stacked, first: 16)) {
            try SearchBarPlacementRule.place(
                SearchController(), preferred: .stacked, variant: .stacked52, family: .phone, largeTitle: true,
                underTabBarController: false)
        }
        #expect(throws: SearchBarPlacementRule.Problem.placementNotAvailable(.integrated, first: 26)) {
            try SearchBarPlacementRule.place(
                SearchController(), preferred: .integrated, variant: .placements, family: .phone, largeTitle: true,
                underTabBarController: false)
        }
        #expect(throws: SearchBarPlacementRule.Problem.centeredUnderTabBar) {
            try SearchBarPlacementRule.place(
                SearchController(), preferred: .integratedCentered, variant: .integrated, family: .pad,
                largeTitle: true, underTabBarController: true)
        }
    }

    @Test func releasesSelectTheVariants() {
        #expect(UIKitRelease(11).variants.searchBars == .stacked56)
        #expect(UIKitRelease(12).variants.searchBars == .stacked56)
        #expect(UIKitRelease(13).variants.searchBars == .stacked52)
        #expect(UIKitRelease(15).variants.searchBars == .stacked52)
        #expect(UIKitRelease(16).variants.searchBars == .placements)
        #expect(UIKitRelease(18).variants.searchBars == .placements)
        #expect(UIKitRelease(26).variants.searchBars == .integrated)
    }

    /// A navigation controller with large titles showing one table view controller whose item has `search`.
    static func scene(
        _ search: SearchController, placement: SearchBarPlacement = .automatic, device: String = "iPhone X",
        release: UIKitRelease = UIKitRelease(16), largeTitles: Bool = true
    ) throws -> Scene {
        let screen = try TestScenes.device(device).screen(orientation: .portrait, release: release)
        var list = ControllerNode(
            kind: .tableViewController, name: "list",
            view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 30)])))
        list.navigationItem.searchController = search
        list.navigationItem.preferredSearchBarPlacement = placement
        return Scene(
            screen: screen,
            root: .controller(
                .navigationController(
                    name: "nav", navigationBar: BarProperties(prefersLargeTitles: largeTitles), viewControllers: [list])
            ))
    }

    @Test func stackedUnderTheLargeTitleOnIPhoneXIOS12() throws {
        let layout = try Self.scene(SearchController(), release: UIKitRelease(12)).layout()
        // 44 (status bar) + 96 (large title) = 140, then the 56-pt search bar: 196. The navigation bar's
        // frame holds the search bar: 96 + 56 = 152 tall.
        #expect(
            layout.controller(path: "nav")?.bars.map(\.frame) == [
                Rect(x: 0, y: 44, width: 375, height: 152), Rect(x: 0, y: 140, width: 375, height: 56),
            ])
        let table = try #require(layout.view(path: "nav/list/table"))
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 196, left: 0, bottom: 34, right: 0))
        #expect(table.scroll?.contentOffset == Point(x: 0, y: -196))
        let terms = layout.safeAreaDerivation(ofView: table.index)[.top].map(\.amount)
        #expect(terms == [44, 96, 56])
    }

    @Test func collapsedUnderAStandardTitle() throws {
        let layout = try Self.scene(SearchController(), largeTitles: false).layout()
        #expect(layout.controller(path: "nav")?.bars.map(\.kind) == [.navigationBar])
        let table = try #require(layout.view(path: "nav/list/table"))
        #expect(table.scroll?.adjustedContentInset.top == 88)
    }

    @Test func inTheToolbarOnIPhone16IOS26() throws {
        let layout = try Self.scene(SearchController(), device: "iPhone 16", release: UIKitRelease(26)).layout()
        let bars = try #require(layout.controller(path: "nav")?.bars)
        // The toolbar's slot: 86 from the 852-pt screen's bottom, y 766.
        #expect(bars.first { $0.kind == .searchBar }?.frame == Rect(x: 0, y: 766, width: 393, height: 86))
        let table = try #require(layout.view(path: "nav/list/table"))
        // 59 + 106 (iOS 26's large title) on top; 34 + 52 below.
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 165, left: 0, bottom: 86, right: 0))
        let bottom = layout.safeAreaDerivation(ofView: table.index)[.bottom]
        #expect(bottom.map(\.amount) == [34, 52])
        #expect(bottom.last?.why.isAssumption == true)
    }

    @Test func anActiveSearchIsAnErrorAtItsController() throws {
        #expect(
            throws: ModelError.searchControllerNotModelled(
                path: "nav/list",
                reason: "'active: true' is not modelled: no source gives the bars while the search is presented",
                location: nil)
        ) {
            try Self.scene(SearchController(active: true)).layout()
        }
    }
}
