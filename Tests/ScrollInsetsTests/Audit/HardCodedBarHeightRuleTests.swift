@testable import ScrollInsets
import Testing

/// `hard-coded-bar-height` on iOS 18 and 26 scenes. The bar heights: iPhone navigation bar 44
/// through iOS 18, 54 on iOS 26 (recorded on iOS 26.1: openuikit's scroll-edge tests, nav bar
/// (0, 59, 393, 54) on iPhone 16; GKNavigationBarSwift #47); iPad 50 on 12–18 and 54 on 26
/// (openuikit's conf-ipad probe on iPad (A16) 26.1: "still 54 pt, not 50"); compact-height
/// phones 32 through 18 and 54 on 26 (openuikit's landscape probe on iPhone SE 26.1).
@Suite struct HardCodedBarHeightRuleTests {
    static let rule = AuditRuleID.hardCodedBarHeight

    /// A view controller "feed" in "nav" whose view is a scroll view "list" with
    /// `contentInset.top` `top` under `behavior`.
    static func list(top: Double, behavior: ContentInsetAdjustmentBehavior = .never) -> Node {
        let scroll = ScrollViewProperties(
            contentSize: Size(width: 393, height: 2_000),
            contentInset: insets(top, 0, 0, 0), contentInsetAdjustmentBehavior: behavior)
        return navigation(ControllerNode(name: "feed", view: .scrollView(name: "list", scroll: scroll)))
    }

    static func triggers() throws -> [AuditCase] {
        let phone18 = try Screens.device("iPhone 16", ios: 18)
        let phone26 = try Screens.device("iPhone 16", ios: 26)
        let se26 = try Screens.homeButtonPhone(ios: 26)
        return [
            AuditCase(
                "a 44 pt custom bar at the safe-area top on iOS 26", phone26,
                rootView([view("navBar", rect(0, 59, 393, 44))]),
                [
                    ExpectedFinding(
                        rule, "root/navBar",
                        """
                        'root/navBar' is 44 pt tall at the top of the safe area, the navigation bar height of iOS 18 \
                        and earlier, but on iOS 26 the navigation bar is 54 pt here; make it 54 pt tall
                        """
                    )
                ]),
            AuditCase(
                "a 44 pt custom bar on an iPad on iOS 26", try Screens.device("iPad Pro 13-inch (M4)", ios: 26),
                rootView([view("navBar", rect(0, 32, 1032, 44))]),
                [
                    ExpectedFinding(
                        rule, "root/navBar",
                        """
                        'root/navBar' is 44 pt tall at the top of the safe area, the navigation bar height of iOS 18 \
                        and earlier, but on iOS 26 the navigation bar is 54 pt here; make it 54 pt tall
                        """
                    )
                ]),
            AuditCase(
                "a 54 pt custom bar on iOS 18, where the status bar ends (y 54)", phone18,
                rootView([view("navBar", rect(0, 54, 393, 54))]),
                [
                    ExpectedFinding(
                        rule, "root/navBar",
                        """
                        'root/navBar' is 54 pt tall at the top of the safe area, the navigation bar height of iPhones \
                        on iOS 26, but on iOS 18 the navigation bar is 44 pt here; make it 44 pt tall
                        """
                    )
                ]),
            AuditCase(
                "contentInset.top 64 (20 + 44) on a home-button iPhone on iOS 26", se26, list(top: 64),
                [
                    ExpectedFinding(
                        rule, "nav/feed/list",
                        """
                        'nav/feed/list' has contentInset.top 64 (20 + 44), sized for the navigation bar height of iOS \
                        18 and earlier (44 pt), but on iOS 26 the navigation bar is 54 pt here and behavior 'never' \
                        does not adjust the top: its top safe-area inset is 74; set contentInset.top to 74 or let the \
                        behavior add the safe area
                        """
                    )
                ]),
            AuditCase(
                "contentInset.top 88 (iPhone X's 44 + 44) on iPhone 16, iOS 26", phone26, list(top: 88),
                [
                    ExpectedFinding(
                        rule, "nav/feed/list",
                        """
                        'nav/feed/list' has contentInset.top 88 (44 + 44), sized for the navigation bar height of iOS \
                        18 and earlier (44 pt), but on iOS 26 the navigation bar is 54 pt here and behavior 'never' \
                        does not adjust the top: its top safe-area inset is 113; set contentInset.top to 113 or let \
                        the behavior add the safe area
                        """
                    )
                ]),
            AuditCase(
                "contentInset.top 108 (54 + 54) on iPhone 16, iOS 18", phone18, list(top: 108),
                [
                    ExpectedFinding(
                        rule, "nav/feed/list",
                        """
                        'nav/feed/list' has contentInset.top 108 (54 + 54), sized for the navigation bar height of \
                        iPhones on iOS 26 (54 pt), but on iOS 18 the navigation bar is 44 pt here and behavior \
                        'never' does not adjust the top: its top safe-area inset is 97.667; set contentInset.top to \
                        97.667 or let the behavior add the safe area
                        """
                    )
                ]),
        ]
    }

    static func clean() throws -> [AuditCase] {
        let phone18 = try Screens.device("iPhone 16", ios: 18)
        let phone26 = try Screens.device("iPhone 16", ios: 26)
        let se18 = try Screens.homeButtonPhone(ios: 18)
        let pad18 = try Screens.device("iPad Pro 13-inch (M4)", ios: 18)
        let landscape18 = try Screens.device("iPhone 16", ios: 18, .landscapeLeft)
        return [
            AuditCase("44 pt on iOS 18 is the bar's height", phone18, rootView([view("navBar", rect(0, 59, 393, 44))])),
            AuditCase("54 pt on iOS 26 is the bar's height", phone26, rootView([view("navBar", rect(0, 59, 393, 54))])),
            AuditCase("not the full width", phone26, rootView([view("chip", rect(16, 59, 200, 44))])),
            AuditCase("not at the top of the safe area", phone26, rootView([view("strip", rect(0, 113, 393, 44))])),
            AuditCase(
                "under a system navigation bar", phone26,
                navigation(controller("feed", subviews: [view("strip", rect(0, 59, 393, 44))]))),
            AuditCase("iPads on 18 have 50", pad18, rootView([view("navBar", rect(0, 24, 1032, 44))])),
            AuditCase("compact landscape on 18 has 32", landscape18, rootView([view("navBar", rect(0, 0, 852, 44))])),
            AuditCase("contentInset.top 64 on iOS 18 is the safe area", se18, list(top: 64)),
            AuditCase("an adjusted top adds the safe area to the inset", phone26, list(top: 44, behavior: .automatic)),
            AuditCase("contentInset.top equal to the safe area", phone26, list(top: 113)),
            AuditCase("an inset that is not a bar", phone26, list(top: 30)),
        ]
    }

    @Test(arguments: try triggers()) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: try clean()) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func explanationShowsTheReleasesBarAndTheWindowsTop() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers()[0]).first)
        #expect(
            finding.explanationText == [
                "frame in window [0, 59, 393, 44]; navigation bar on iOS 26 here: 54 pt",
                "window safeAreaInsets.top = 59",
                "  + 59 sensor housing (status bar 54 pt within it)",
            ])
    }

    /// Under iOS 10's rules there is no safe area to compare with: the rule stays quiet (iPhone X
    /// on iOS 16, a 54 pt bar that the iOS 11 rules report).
    @Test func staysQuietUnderTheIOS10Rules() throws {
        let scene = Scene(
            screen: try Screens.device("iPhone X", ios: 16), root: rootView([view("navBar", rect(0, 44, 375, 54))]))
        #expect(Audit.run([Self.rule], on: try scene.layout()).count == 1)
        #expect(Audit.run([Self.rule], on: try scene.layout(options: LayoutOptions(system: .iOS10))).isEmpty)
    }
}
