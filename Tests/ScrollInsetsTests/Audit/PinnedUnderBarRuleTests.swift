@testable import ScrollInsets
import Testing

@Suite struct PinnedUnderBarRuleTests {
    static let rule = AuditRuleID.pinnedUnderBar

    static func tabs(_ subviews: [Node], tabBar: BarProperties = BarProperties()) -> Node {
        .controller(
            .tabBarController(name: "tabs", tabBar: tabBar, viewControllers: [controller("home", subviews: subviews)]))
    }

    static let triggers: [AuditCase] = [
        AuditCase(
            "footer pinned to the bottom under a tab bar", Screens.iPhoneXPortrait,
            tabs([view("footer", rect(0, 752, 375, 60))]),
            [
                ExpectedFinding(
                    rule, "tabs/home/content/footer",
                    """
                    'tabs/home/content/footer' is pinned to the bottom of the view of 'tabs/home' under the tab bar \
                    of 'tabs': its bottom 60 pt are outside the safe area (bottom inset 83); pin it to the safe area \
                    instead
                    """
                )
            ]),
        AuditCase(
            "banner pinned to the top under a navigation bar", Screens.iPhoneXPortrait,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        controller("feed", subviews: [view("banner", rect(0, 0, 375, 60))])
                    ])),
            [
                ExpectedFinding(
                    rule, "nav/feed/content/banner",
                    """
                    'nav/feed/content/banner' is pinned to the top of the view of 'nav/feed' under the navigation bar \
                    of 'nav': its top 60 pt are outside the safe area (top inset 88); pin it to the safe area instead
                    """
                )
            ]),
        AuditCase(
            "under the tab bar of an outer container", Screens.iPhoneXPortrait,
            .controller(
                .tabBarController(
                    name: "tabs",
                    viewControllers: [
                        .navigationController(
                            name: "nav",
                            viewControllers: [
                                controller("feed", subviews: [view("footer", rect(0, 712, 375, 100))])
                            ])
                    ])),
            [
                ExpectedFinding(
                    rule, "tabs/nav/feed/content/footer",
                    """
                    'tabs/nav/feed/content/footer' is pinned to the bottom of the view of 'tabs/nav/feed' under the \
                    tab bar of 'tabs': its bottom 83 pt are outside the safe area (bottom inset 83); pin it to the \
                    safe area instead
                    """
                )
            ]),
        AuditCase(
            "under a toolbar on iPhone 8", Screens.iPhone8Portrait,
            .controller(
                .navigationController(
                    name: "nav", toolbar: BarProperties(hidden: false),
                    viewControllers: [
                        controller("editor", subviews: [view("footer", rect(0, 607, 375, 60))])
                    ])),
            [
                ExpectedFinding(
                    rule, "nav/editor/content/footer",
                    """
                    'nav/editor/content/footer' is pinned to the bottom of the view of 'nav/editor' under the toolbar \
                    of 'nav': its bottom 44 pt are outside the safe area (bottom inset 44); pin it to the safe area \
                    instead
                    """
                )
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "an opaque tab bar: the view ends above it", Screens.iPhoneXPortrait,
            tabs([view("footer", rect(0, 669, 375, 60))], tabBar: BarProperties(translucent: false))),
        AuditCase(
            "a full-height background", Screens.iPhoneXPortrait,
            tabs([view("background", rect(0, 0, 375, 812))])),
        AuditCase(
            "pinned to the safe area", Screens.iPhoneXPortrait,
            tabs([view("footer", rect(0, 669, 375, 60))])),
        AuditCase(
            "no container", Screens.iPhoneXPortrait,
            .controller(controller("home", subviews: [view("footer", rect(0, 752, 375, 60))]))),
        AuditCase(
            "a scroll view is meant to extend under the bars", Screens.iPhoneXPortrait,
            tabs([
                .view(
                    .scrollView(
                        name: "scroll", frame: rect(0, 400, 375, 412),
                        scroll: ScrollViewProperties(contentSize: Size(width: 375, height: 2000))))
            ])),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func explanationShowsTheControllersSafeArea() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[0]).first)
        #expect(
            finding.explanationText == [
                "frame in window [0, 752, 375, 60]; the view of 'tabs/home' in window [0, 0, 375, 812]",
                "safeAreaInsets.bottom of 'tabs/home/content' = 83",
                "  + 34 the custom window's safeAreaInsets.bottom",
                "  + 49 tab bar of 'tabs' 49 pt",
            ])
    }
}
