@testable import ScrollInsets
import Testing

/// The rules that read bar heights or positions, on iOS 18 and iOS 26 scenes: each uses the
/// numbers of the layout's release (docs/releases.md, "Bars per release": iPhone navigation bar
/// 44 → 54, toolbar 44 → 52, recorded on iOS 26.1 by openuikit's scroll-edge tests; the
/// Dynamic Island bar at y 54 on 16–18, GKNavigationBarSwift #41; the floating iPad tab bar
/// from iPadOS 18, WWDC 2024 session 10147).
@Suite struct ReleaseAuditTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var rule: AuditRuleID
        var scene: Scene
        var expected: [ExpectedFinding]
        var testDescription: String { id }
    }

    /// `feed`, a view controller whose view "content" holds `subviews`.
    static func feed(_ subviews: [Node]) -> ControllerNode { controller("feed", subviews: subviews) }

    static func cases() throws -> [Case] {
        let phone18 = try Screens.device("iPhone 16", ios: 18)
        let phone26 = try Screens.device("iPhone 16", ios: 26)
        let se18 = try Screens.homeButtonPhone(ios: 18)
        let se26 = try Screens.homeButtonPhone(ios: 26)
        let pad26 = try Screens.device("iPad Pro 13-inch (M4)", ios: 26)
        let offset = AuditRuleID.hardCodedBarOffset, pinned = AuditRuleID.pinnedUnderBar
        let bottom = AuditRuleID.bottomBarUnderHomeIndicator
        func scene(_ screen: Screen, _ root: Node) -> Scene { Scene(screen: screen, root: root) }
        let banner64 = navigation(feed([view("banner", rect(0, 64, 375, 40))]))
        let banner74 = navigation(feed([view("banner", rect(0, 74, 393, 40))]))
        let footer52 = navigation(feed([view("footer", rect(0, 760, 393, 40))]), toolbar: true)
        let top = navigation(feed([view("banner", rect(0, 0, 393, 120))]))
        return [
            // hard-coded-bar-offset: 64 = 20 + 44 is right on iOS 18 and 10 pt short on 26.
            Case(
                id: "offset 64 on a home-button iPhone, iOS 18", rule: offset, scene: scene(se18, banner64),
                expected: []),
            Case(
                id: "offset 64 on a home-button iPhone, iOS 26", rule: offset, scene: scene(se26, banner64),
                expected: [
                    ExpectedFinding(
                        offset, "nav/feed/content/banner",
                        """
                        'nav/feed/content/banner' starts at y 64, the status bar and navigation bar height of \
                        home-button iPhones through iOS 18 (20 + 44), but the safe area of 'nav/feed/content' starts \
                        at y 74 here: its top 10 pt are outside the safe area; pin it to the safe area instead of a \
                        fixed offset
                        """
                    )
                ]),
            // 74 = 20 + 54 is the iOS 26 figure: looked for on 26 only.
            Case(id: "offset 74 on iPhone 16, iOS 18", rule: offset, scene: scene(phone18, banner74), expected: []),
            Case(
                id: "offset 74 on iPhone 16, iOS 26", rule: offset, scene: scene(phone26, banner74),
                expected: [
                    ExpectedFinding(
                        offset, "nav/feed/content/banner",
                        """
                        'nav/feed/content/banner' starts at y 74, the status bar and navigation bar height of \
                        home-button iPhones on iOS 26 (20 + 54), but the safe area of 'nav/feed/content' starts at y \
                        113 here: its top 39 pt are outside the safe area; pin it to the safe area instead of a fixed \
                        offset
                        """
                    )
                ]),
            // A footer ending 52 pt above the bottom (the iOS 26 toolbar) under a toolbar whose
            // safe area ends 86 pt above it (34 + 52).
            Case(
                id: "offset 52 from the bottom on iPhone 16, iOS 18", rule: offset, scene: scene(phone18, footer52),
                expected: []),
            Case(
                id: "offset 52 from the bottom on iPhone 16, iOS 26", rule: offset, scene: scene(phone26, footer52),
                expected: [
                    ExpectedFinding(
                        offset, "nav/feed/content/footer",
                        """
                        'nav/feed/content/footer' ends 52 pt above the bottom of the window, the toolbar height of \
                        iPhones on iOS 26, but the safe area of 'nav/feed/content' ends 86 pt above it here: its \
                        bottom 34 pt are outside the safe area; pin it to the safe area instead of a fixed offset
                        """
                    )
                ]),
            // pinned-under-bar: the navigation bar ends at 97.667 on 18 (y 53.667, 44 tall), 113 on 26.
            Case(
                id: "pinned under the navigation bar, iPhone 16, iOS 18", rule: pinned, scene: scene(phone18, top),
                expected: [
                    ExpectedFinding(
                        pinned, "nav/feed/content/banner",
                        """
                        'nav/feed/content/banner' is pinned to the top of the view of 'nav/feed' under the navigation \
                        bar of 'nav': its top 97.667 pt are outside the safe area (top inset 97.667); pin it to the \
                        safe area instead
                        """
                    )
                ]),
            Case(
                id: "pinned under the navigation bar, iPhone 16, iOS 26", rule: pinned, scene: scene(phone26, top),
                expected: [
                    ExpectedFinding(
                        pinned, "nav/feed/content/banner",
                        """
                        'nav/feed/content/banner' is pinned to the top of the view of 'nav/feed' under the navigation \
                        bar of 'nav': its top 113 pt are outside the safe area (top inset 113); pin it to the safe \
                        area instead
                        """
                    )
                ]),
            // The floating tab bar of iPadOS 26 is a top bar: y 32, 44 tall with 20 below it (recorded on
            // iPad (A16) 26.1 by openuikit's Tabs-ipad probe: content starts at 32 + 44 + 20), top inset 96.
            Case(
                id: "pinned under the floating tab bar, iPad Pro 13-inch, iPadOS 26", rule: pinned,
                scene: scene(
                    pad26,
                    .controller(
                        .tabBarController(
                            name: "tabs",
                            viewControllers: [
                                controller("home", subviews: [view("banner", rect(0, 0, 1032, 100))])
                            ]))),
                expected: [
                    ExpectedFinding(
                        pinned, "tabs/home/content/banner",
                        """
                        'tabs/home/content/banner' is pinned to the top of the view of 'tabs/home' under the tab bar \
                        of 'tabs': its top 96 pt are outside the safe area (top inset 96); pin it to the safe area \
                        instead
                        """
                    )
                ]),
            // bottom-bar-under-home-indicator: 52 is the iOS 26 toolbar; 44 stays a classic height.
            Case(
                id: "52 pt bar at the bottom, iPhone 16, iOS 18", rule: bottom,
                scene: scene(phone18, rootView([view("toolbar", rect(0, 800, 393, 52))])), expected: []),
            Case(
                id: "52 pt bar at the bottom, iPhone 16, iOS 26", rule: bottom,
                scene: scene(phone26, rootView([view("toolbar", rect(0, 800, 393, 52))])),
                expected: [
                    ExpectedFinding(
                        bottom, "root/toolbar",
                        """
                        'root/toolbar' is a 52 pt bar at the bottom of the window, the toolbar height of iPhones on \
                        iOS 26, and its bottom 34 pt are the home indicator's; make it 86 pt tall and lay its content \
                        out in its safe area
                        """
                    )
                ]),
            Case(
                id: "44 pt bar at the bottom, iPhone 16, iOS 18", rule: bottom,
                scene: scene(phone18, rootView([view("inputBar", rect(0, 808, 393, 44))])),
                expected: [
                    ExpectedFinding(
                        bottom, "root/inputBar",
                        """
                        'root/inputBar' is a 44 pt bar at the bottom of the window, the toolbar and input bar height \
                        of home-button iPhones, and its bottom 34 pt are the home indicator's; make it 78 pt tall and \
                        lay its content out in its safe area
                        """
                    )
                ]),
            Case(
                id: "44 pt bar at the bottom, iPhone 16, iOS 26", rule: bottom,
                scene: scene(phone26, rootView([view("inputBar", rect(0, 808, 393, 44))])),
                expected: [
                    ExpectedFinding(
                        bottom, "root/inputBar",
                        """
                        'root/inputBar' is a 44 pt bar at the bottom of the window, the toolbar and input bar height \
                        of home-button iPhones through iOS 18, and its bottom 34 pt are the home indicator's; make it \
                        78 pt tall and lay its content out in its safe area
                        """
                    )
                ]),
        ]
    }

    @Test(arguments: try cases()) func usesTheReleasesBars(_ testCase: Case) throws {
        let found = Audit.run([testCase.rule], on: try testCase.scene.layout()).map(ExpectedFinding.init)
        #expect(found == testCase.expected)
    }

    /// The figures the rules read: a home-button iPhone on 18 and on 26, from ReleaseMetrics.
    @Test func releaseBarHeightsComeFromTheRelease() {
        let bars18 = ReleaseBarHeights(release: UIKitRelease(18)), bars26 = ReleaseBarHeights(release: UIKitRelease(26))
        #expect(bars18.topOffsets.map(\.offset) == [20, 64])
        #expect(bars18.bottomOffsets.map(\.offset) == [49, 44])
        #expect(bars18.bottomBarHeights.map(\.height) == [44, 49])
        #expect(bars26.topOffsets.map(\.offset) == [20, 64, 74])
        #expect(bars26.bottomOffsets.map(\.offset) == [49, 44, 52])
        #expect(bars26.bottomBarHeights.map(\.height) == [44, 52, 49])
        #expect(ReleaseBarHeights(release: UIKitRelease(27)).topOffsets.map(\.offset) == [20, 64, 74])
    }
}
