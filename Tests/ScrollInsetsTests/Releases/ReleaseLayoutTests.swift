import Testing
@testable import ScrollInsets

/// The numbers that move with the release, each pinned with its source (docs/releases.md).
@Suite struct ReleaseLayoutTests {
    /// iPhone 16: tab bar controller → navigation controller → full-size table.
    static func tabNavigationTable(release: UIKitRelease, toolbar: Bool = false) throws -> Layout {
        let feed = ControllerNode(
            name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)])))
        let nav = ControllerNode.navigationController(
            name: "nav", toolbar: BarProperties(hidden: !toolbar), viewControllers: [feed])
        let root: ControllerNode = toolbar ? nav : .tabBarController(name: "tabs", viewControllers: [nav])
        let screen = try TestScenes.device("iPhone 16").screen(orientation: .portrait, release: release)
        return try Scene(screen: screen, root: .controller(root)).layout()
    }

    /// Recorded on iOS 26.1 (openuikit's scroll-edge tests, iPhone 16): navigation bar
    /// (0, 59, 393, 54), adjustedContentInset (113, 0, 83, 0), tab bar (0, 769, 393, 83).
    @Test func iPhone16OnIOS26() throws {
        let layout = try Self.tabNavigationTable(release: UIKitRelease(26))
        #expect(layout.controller(path: "tabs/nav")?.bars.map(\.frame) == [Rect(x: 0, y: 59, width: 393, height: 54)])
        #expect(layout.controller(path: "tabs")?.bars.map(\.frame) == [Rect(x: 0, y: 769, width: 393, height: 83)])
        #expect(
            layout.view(path: "tabs/nav/feed/table")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 113, left: 0, bottom: 83, right: 0))
    }

    /// iOS 16–18 on a Dynamic Island phone: the navigation bar on pixel row 161, y 53.667, 44
    /// tall (GKNavigationBarSwift #41, printed `frame = (0 53.6667; 430 44)` with a safe top of
    /// 59; 5.333 into the safe area on the iPhone 14 Pro, kouki.hatenadiary.com): top 97.667.
    @Test func iPhone16OnIOS18() throws {
        let layout = try Self.tabNavigationTable(release: UIKitRelease(18))
        #expect(
            layout.controller(path: "tabs/nav")?.bars.map(\.frame) == [Rect(x: 0, y: 161.0 / 3, width: 393, height: 44)]
        )
        #expect(
            layout.view(path: "tabs/nav/feed/table")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 161.0 / 3 + 44, left: 0, bottom: 83, right: 0))
    }

    /// A navigation controller with a toolbar on iPhone 16, iOS 26.1: bottom 34 + 52 = 86
    /// (openuikit); on iOS 18, 34 + 44 = 78.
    @Test(arguments: [(26, 86.0), (18, 78.0)])
    func toolbarSlot(major: Int, bottom: Double) throws {
        let layout = try Self.tabNavigationTable(release: UIKitRelease(major), toolbar: true)
        #expect(layout.view(path: "nav/feed/table")?.scroll?.adjustedContentInset.bottom == bottom)
    }

    /// UIDesignRequiresCompatibility on iOS 26: the bars of iOS 18 (Apple's documentation of
    /// the key); ignored from iOS 27.
    @Test func designRequiresCompatibilityKeepsIOS18Bars() throws {
        let device = TestScenes.device("iPhone 16")
        let compatible = try device.screen(
            orientation: .portrait, release: UIKitRelease(26), designRequiresCompatibility: true)
        #expect(compatible.metrics.navigationBarHeight == 44)
        #expect(compatible.metrics.navigationBarRaise == 59 - 161.0 / 3)
        let ignored = try device.screen(
            orientation: .portrait, release: UIKitRelease(27), designRequiresCompatibility: true)
        #expect(ignored.metrics.navigationBarHeight == 54)
    }

    struct Window: CustomTestStringConvertible, Sendable {
        var device: String
        var orientation: Orientation
        var major: Int
        var minor: Int = 0
        var insets: EdgeInsets
        var testDescription: String { "\(device) \(orientation.rawValue) iOS \(major).\(minor)" }
    }

    static let windows: [Window] = [
        // XR / 11: 44 on iOS 12–13, 48 from 14 (GKNavigationBarSwift's table).
        Window(
            device: "iPhone XR", orientation: .portrait, major: 13,
            insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        Window(
            device: "iPhone XR", orientation: .portrait, major: 14,
            insets: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)),
        Window(
            device: "iPhone XR", orientation: .landscapeLeft, major: 13,
            insets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        // iPhone landscape: (0, s, 21, s) to 18; (20, s, 20, s) on 26 (useyourloaf's iPhone 17
        // table); (0, s, 20, s) on 27 (safearea.info).
        Window(
            device: "iPhone 16 Pro", orientation: .landscapeLeft, major: 18,
            insets: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
        Window(
            device: "iPhone 16 Pro", orientation: .landscapeLeft, major: 26,
            insets: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62)),
        Window(
            device: "iPhone 16 Pro", orientation: .landscapeLeft, major: 27,
            insets: EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
        // The iPhone 16 on 26.1: (0, 59, 20, 59), its own probe (openuikit's toolbarheightprobe,
        // `viewSafeArea`), against useyourloaf's 20 at the top for the iPhone 17 family.
        Window(
            device: "iPhone 16", orientation: .landscapeLeft, major: 26,
            insets: EdgeInsets(top: 0, left: 59, bottom: 20, right: 59)),
        // Home-button phones keep no landscape inset.
        Window(device: "iPhone 8", orientation: .landscapeLeft, major: 16, insets: .zero),
        // Full-screen home-indicator iPads: (24, 0, 20, 0) to 18; (32, 0, 25, 0) on iPadOS 26
        // (recorded on iPad (A16) 26.1 and iPad Pro 13-inch (M5) 26.2).
        Window(
            device: "iPad (A16)", orientation: .portrait, major: 18, minor: 3,
            insets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Window(
            device: "iPad (A16)", orientation: .portrait, major: 26,
            insets: EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
    ]

    @Test(arguments: windows)
    func windowInsets(_ test: Window) throws {
        let screen = try TestScenes.device(test.device).screen(
            orientation: test.orientation,
            release: UIKitRelease(test.major, test.minor))
        #expect(screen.safeAreaInsets == test.insets)
    }

    @Test func assumedFiguresSayWhereTheyComeFrom() throws {
        let screen = try TestScenes.device("iPhone 13").screen(orientation: .landscapeLeft, release: UIKitRelease(26))
        // No phone of the iPhone 13's class is recorded: the figure is an assumption, a term of its own.
        #expect(
            screen.derivation[.bottom].map { "\($0.amount) \($0.reason)" } == [
                "20.0 home indicator",
                "0.0 assumed: iOS 26 landscape: from useyourloaf's iPhone 17 table",
            ])
        #expect(screen.derivation[.bottom].map { WhyTerm.inset($0).isAssumption } == [false, true])
        // Recorded on the iPhone 16, assumed on the iPhone 15 of the same class.
        let recorded =
            "home indicator; iOS 26 landscape: recorded on the iPhone 16 (openuikit's iPhone 16 probe on iOS 26.1)"
        let probed = try TestScenes.device("iPhone 15").screen(orientation: .landscapeLeft, release: UIKitRelease(26))
        #expect(
            probed.derivation[.bottom].map(\.reason) == [
                recorded, "assumed: iOS 26 landscape: alike on the class's other phones",
            ])
        let probe = try TestScenes.device("iPhone 16").screen(orientation: .landscapeLeft, release: UIKitRelease(26))
        #expect(probe.derivation[.bottom].map(\.reason) == [recorded])
    }

    @Test func aReleaseTheDeviceDoesNotRunIsRefused() throws {
        let error = #expect(
            throws: ModelError.releaseNotSupported(
                device: "iPhone X", release: UIKitRelease(26),
                first: UIKitRelease(11), last: 16)
        ) {
            try TestScenes.device("iPhone X").screen(orientation: .portrait, release: UIKitRelease(26))
        }
        #expect(error?.description == "'iPhone X' does not run iOS 26; it runs iOS 11 to 16")
    }

    @Test func missingFiguresAreRefusedNotGuessed() throws {
        let error = #expect(throws: ModelError.self) {
            try TestScenes.device("iPad (A16)").screen(orientation: .portrait, release: UIKitRelease(27))
        }
        #expect(
            error?.description
                == """
                no sourced figures for 'iPad (A16)' on iOS 27: the window insets of iPads on iOS 27 are not \
                published
                """
        )
    }

    /// iPadOS 18 and later: the tab bar floats at the top and adds nothing at the bottom (WWDC
    /// 2024 session 10147); under a navigation bar it adds nothing at the top either. On iPad
    /// (A16) 26.1 (openuikit's Tabs-ipad probe): `_UIFloatingTabBar` (0, 32, 820, 44), the
    /// table's bottom 25, the navigation bar 54 below the 32-pt top.
    @Test func iPadTabBarFloatsAtTheTop() throws {
        let feed = ControllerNode(
            name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)])))
        let tabs = ControllerNode.tabBarController(
            name: "tabs", viewControllers: [.navigationController(name: "nav", viewControllers: [feed])])
        let screen = try TestScenes.device("iPad (A16)").screen(orientation: .portrait, release: UIKitRelease(26))
        let layout = try Scene(screen: screen, root: .controller(tabs)).layout()
        #expect(layout.controller(path: "tabs")?.bars.map(\.frame) == [Rect(x: 0, y: 32, width: 820, height: 44)])
        #expect(
            layout.view(path: "tabs/nav/feed/table")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 86, left: 0, bottom: 25, right: 0))
    }

    @Test func theDefaultIsTheNewestSourcedRelease() {
        #expect(TestScenes.device("iPhone 16").defaultRelease == UIKitRelease(26))
        #expect(TestScenes.device("iPhone X").defaultRelease == UIKitRelease(16))
        #expect(TestScenes.device("iPad (9th generation)").defaultRelease == UIKitRelease(18))
        #expect(TestScenes.device("iPad (A16)").defaultRelease == UIKitRelease(26))
    }

    struct LargeTitleCase: CustomTestStringConvertible, Sendable {
        var major: Int
        var statusBarHidden: Bool
        var top: Double
        var testDescription: String { "iOS \(major)" + (statusBarHidden ? ", status bar hidden" : "") }
    }

    /// iPhone SE (3rd generation) with a large title. iOS 26.1, status bar hidden: the pushed
    /// controller's `safeAreaInsets.top` 116 = 10 + 54 + 52 (openuikit's NavFlow probe, "iPhone
    /// SE 2x, window SA 0"); with the 20-pt status bar the bar starts at 20 (its rule y =
    /// max(safe-area top, 10), the same probe at SA 20), so 126. iOS 18: 20 + 96 = 116, and
    /// 0 + 96 with the status bar hidden.
    @Test(arguments: [
        LargeTitleCase(major: 26, statusBarHidden: true, top: 116),
        LargeTitleCase(major: 26, statusBarHidden: false, top: 126),
        LargeTitleCase(major: 18, statusBarHidden: false, top: 116),
        LargeTitleCase(major: 18, statusBarHidden: true, top: 96),
    ])
    func largeTitleOnIPhoneSE(_ test: LargeTitleCase) throws {
        let feed = ControllerNode(
            name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)])))
        let nav = ControllerNode.navigationController(
            name: "nav", navigationBar: BarProperties(prefersLargeTitles: true), viewControllers: [feed])
        let screen = try TestScenes.device("iPhone SE (3rd generation)").screen(
            orientation: .portrait, statusBarHidden: test.statusBarHidden,
            release: UIKitRelease(test.major))
        let layout = try Scene(screen: screen, root: .controller(nav)).layout()
        #expect(layout.view(path: "nav/feed/table")?.scroll?.adjustedContentInset.top == test.top)
    }

    /// Bars whose heights a release does not publish say so in the derivation: the bar's term
    /// names where they are recorded, and each assumption follows it as a term of its own (0 pt).
    @Test func assumedBarHeightsAreMarked() throws {
        let feed = ControllerNode(
            name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)])))
        let nav = ControllerNode.navigationController(name: "nav", viewControllers: [feed])
        let pad = try TestScenes.device("iPad Air 11-inch (M3)").screen(
            orientation: .portrait, release: UIKitRelease(26))
        let padLayout = try Scene(screen: pad, root: .controller(nav)).layout()
        let padTable = try #require(padLayout.view(path: "nav/feed/table"))
        #expect(
            padLayout.safeAreaDerivation(ofView: padTable.index)[.top].suffix(2).map { "\($0.amount) \($0.reason)" }
                == [
                    """
                    54.0 navigation bar (iPadOS 26 bars recorded on iPad (A16) 26.1; a bottom tab bar (compact width) \
                    carried over from iPadOS 18) of 'nav' 54 pt
                    """,
                    "0.0 assumed: iPadOS 26 bars alike on other iPads",
                ])
        // The window's 32 and the bar's 54, each recorded elsewhere and followed by its assumption.
        #expect(
            padLayout.safeAreaDerivation(ofView: padTable.index)[.top].map { WhyTerm.inset($0).isAssumption }
                == [false, true, false, true])
        // On iPad (A16), where both are recorded, nothing is assumed: 32 + 54.
        let recorded = try TestScenes.device("iPad (A16)").screen(orientation: .portrait, release: UIKitRelease(26))
        let recordedLayout = try Scene(screen: recorded, root: .controller(nav)).layout()
        let recordedTable = try #require(recordedLayout.view(path: "nav/feed/table"))
        #expect(
            recordedLayout.safeAreaDerivation(ofView: recordedTable.index)[.top].map { "\($0.amount) \($0.reason)" }
                == [
                    """
                    32.0 sensor housing (status bar 32 pt within it); iPadOS 26: 32 recorded on iPad (A16) and iPad \
                    Pro 13-inch (M5)
                    """,
                    """
                    54.0 navigation bar (iPadOS 26 bars recorded on iPad (A16) 26.1; a bottom tab bar (compact width) \
                    carried over from iPadOS 18) of 'nav' 54 pt
                    """,
                ])
        let future = try TestScenes.device("iPhone 16").screen(orientation: .portrait, release: UIKitRelease(27))
        let futureLayout = try Scene(screen: future, root: .controller(nav)).layout()
        let futureTable = try #require(futureLayout.view(path: "nav/feed/table"))
        #expect(
            futureLayout.safeAreaDerivation(ofView: futureTable.index)[.top].suffix(2).map(\.reason) == [
                "navigation bar of 'nav' 54 pt", "assumed: iOS 27 bars as iOS 26's (no source states a change)",
            ])
        // The note is an assumption term, marked where it is written (WhyTerm.sentence).
        #expect(
            ReleaseMetrics.barAssumptions(family: .phone, landscape: false, release: UIKitRelease(27))
                == [.assumption("iOS 27 bars as iOS 26's (no source states a change)")])
        #expect(ReleaseMetrics.barAssumptions(family: .phone, landscape: false, release: UIKitRelease(26)) == [])
        // Landscape bars on 26 were recorded on the iPhone SE (3rd generation) (openuikit): nothing is assumed there;
        // another phone, of another screen, is assumed alike.
        let recordedLandscape: WhyTerm = .reason(
            "iOS 26 landscape bars recorded on iPhone SE (3rd generation) 26.1 (the toolbar on iPhone 16 too)")
        #expect(
            ReleaseMetrics.barAssumptions(
                family: .phone, landscape: true, release: UIKitRelease(26), device: "iPhone SE (3rd generation)")
                == [recordedLandscape])
        #expect(
            ReleaseMetrics.barAssumptions(
                family: .phone, landscape: true, release: UIKitRelease(26), device: "iPhone 16")
                == [recordedLandscape, .assumption("iOS 26 landscape bars alike on other phones")])
        let phone = try TestScenes.device("iPhone 16").screen(orientation: .portrait, release: UIKitRelease(26))
        let phoneLayout = try Scene(screen: phone, root: .controller(nav)).layout()
        let phoneTable = try #require(phoneLayout.view(path: "nav/feed/table"))
        #expect(
            phoneLayout.safeAreaDerivation(ofView: phoneTable.index)[.top].map(\.reason).last
                == "navigation bar of 'nav' 54 pt")
    }
}
