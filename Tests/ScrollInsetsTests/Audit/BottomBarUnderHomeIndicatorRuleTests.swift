@testable import ScrollInsets
import Testing

@Suite struct BottomBarUnderHomeIndicatorRuleTests {
    static let rule = AuditRuleID.bottomBarUnderHomeIndicator

    static let triggers: [AuditCase] = [
        AuditCase(
            "44 pt input bar at the bottom of iPhone X", Screens.iPhoneXPortrait,
            rootView([view("inputBar", rect(0, 768, 375, 44))]),
            [
                ExpectedFinding(
                    rule, "root/inputBar",
                    """
                    'root/inputBar' is a 44 pt bar at the bottom of the window, the toolbar and input bar height of \
                    home-button iPhones, and its bottom 34 pt are the home indicator's; make it 78 pt tall and lay \
                    its content out in its safe area
                    """
                )
            ]),
        AuditCase(
            "49 pt custom tab bar in landscape", Screens.iPhoneXLandscape,
            rootView([view("tabBar", rect(0, 326, 812, 49))]),
            [
                ExpectedFinding(
                    rule, "root/tabBar",
                    """
                    'root/tabBar' is a 49 pt bar at the bottom of the window, the tab bar height of home-button \
                    iPhones, and its bottom 21 pt are the home indicator's; make it 70 pt tall and lay its content \
                    out in its safe area
                    """
                )
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "a home-button iPhone", Screens.iPhone8Portrait,
            rootView([view("tabBar", rect(0, 618, 375, 49))])),
        AuditCase(
            "a bar grown by the inset", Screens.iPhoneXPortrait,
            rootView([view("tabBar", rect(0, 729, 375, 83))])),
        AuditCase(
            "not the full width", Screens.iPhoneXPortrait,
            rootView([view("chip", rect(16, 768, 100, 44))])),
        AuditCase(
            "above the home indicator", Screens.iPhoneXPortrait,
            rootView([view("inputBar", rect(0, 734, 375, 44))])),
        AuditCase(
            "the input bar grown to 78 pt (the clean fixture)", Screens.iPhoneXPortrait,
            rootView([view("inputBar", rect(0, 734, 375, 78))])),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func explanationShowsTheWindowsBottomInset() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[0]).first)
        #expect(
            finding.explanationText == [
                "frame in window [0, 768, 375, 44]; window [0, 0, 375, 812]",
                "window safeAreaInsets.bottom = 34",
                "  + 34 the custom window's safeAreaInsets.bottom",
            ])
    }
}
