@testable import ScrollInsets
import Testing

@Suite struct HardCodedBarOffsetRuleTests {
    static let rule = AuditRuleID.hardCodedBarOffset

    static let triggers: [AuditCase] = [
        AuditCase(
            "header below a 20 pt status bar on iPhone X", Screens.iPhoneXPortrait,
            rootView([view("header", rect(0, 20, 375, 60))]),
            [
                ExpectedFinding(
                    rule, "root/header",
                    """
                    'root/header' starts at y 20, the status bar height of home-button iPhones, but the safe area of \
                    'root' starts at y 44 here: its top 24 pt are outside the safe area; pin it to the safe area \
                    instead of a fixed offset
                    """
                )
            ]),
        AuditCase(
            "banner at 64 under a navigation bar on iPhone X", Screens.iPhoneXPortrait,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        controller("feed", subviews: [view("banner", rect(0, 64, 375, 50))])
                    ])),
            [
                ExpectedFinding(
                    rule, "nav/feed/content/banner",
                    """
                    'nav/feed/content/banner' starts at y 64, the status bar and navigation bar height of home-button \
                    iPhones (20 + 44), but the safe area of 'nav/feed/content' starts at y 88 here: its top 24 pt are \
                    outside the safe area; pin it to the safe area instead of a fixed offset
                    """
                )
            ]),
        AuditCase(
            "list ending 49 pt above the bottom in a tab bar controller", Screens.iPhoneXPortrait,
            .controller(
                .tabBarController(
                    name: "tabs",
                    viewControllers: [
                        controller("home", subviews: [view("list", rect(0, 100, 375, 663))])
                    ])),
            [
                ExpectedFinding(
                    rule, "tabs/home/content/list",
                    """
                    'tabs/home/content/list' ends 49 pt above the bottom of the window, the tab bar height of \
                    home-button iPhones, but the safe area of 'tabs/home/content' ends 83 pt above it here: its \
                    bottom 34 pt are outside the safe area; pin it to the safe area instead of a fixed offset
                    """
                )
            ]),
        AuditCase(
            "a short view: the covered part is capped at its height", Screens.iPhoneXPortrait,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        controller("feed", subviews: [view("line", rect(0, 64, 375, 1))])
                    ])),
            [
                ExpectedFinding(
                    rule, "nav/feed/content/line",
                    """
                    'nav/feed/content/line' starts at y 64, the status bar and navigation bar height of home-button \
                    iPhones (20 + 44), but the safe area of 'nav/feed/content' starts at y 88 here: its top 1 pt are \
                    outside the safe area; pin it to the safe area instead of a fixed offset
                    """
                )
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "20 pt on iPhone 8, where the status bar is 20", Screens.iPhone8Portrait,
            rootView([view("header", rect(0, 20, 375, 60))])),
        AuditCase(
            "44 pt above the bottom on iPhone X without bars", Screens.iPhoneXPortrait,
            rootView([view("footer", rect(0, 700, 375, 68))])),
        AuditCase(
            "64 pt under a 32 pt landscape navigation bar", Screens.iPhoneXLandscape,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        controller("feed", subviews: [view("banner", rect(0, 64, 812, 50))])
                    ]))),
        AuditCase(
            "20 pt inside scrolling content", Screens.iPhoneXPortrait,
            rootView([
                .view(
                    .scrollView(
                        name: "scroll", frame: rect(0, 0, 375, 812),
                        scroll: ScrollViewProperties(contentOffset: .zero),
                        subviews: [view("row", rect(0, 20, 375, 44))]))
            ])),
        AuditCase(
            "64 pt under a navigation bar on iPhone 8 (the clean fixture)", Screens.iPhone8Portrait,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        controller("feed", subviews: [view("banner", rect(0, 64, 375, 50))])
                    ]))),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func explanationShowsTheSuperviewsSafeArea() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[1]).first)
        #expect(
            finding.explanationText == [
                "frame in window [0, 64, 375, 50]; 'nav/feed/content' in window [0, 0, 375, 812]",
                "safeAreaInsets.top of 'nav/feed/content' = 88",
                "  + 44 the custom window's safeAreaInsets.top",
                "  + 44 navigation bar of 'nav' 44 pt",
            ])
    }

    /// A scroll view placed 20 pt from the top of an iPhone X: its safe area begins 24 pt lower, and
    /// a scroll view that adjusts its content inset by those 24 pt starts its content in the safe
    /// area (only its background is under the status bar); one that does not adjust is reported.
    static func scrollView(behavior: String) throws -> [String] {
        let layout = try AuditFixture.layout(
            yaml: """
                format: 1
                device: iPhone X
                ios: 16.0
                root:
                  viewController:
                    name: feed
                    view:
                      view:
                        subviews:
                          - scrollView:
                              name: list
                              frame: [0, 20, 375, 792]
                              contentSize: [375, 2000]
                              contentInsetAdjustmentBehavior: \(behavior)
                """)
        return Audit.run([Self.rule], on: layout).map(\.message.text)
    }

    @Test func aScrollViewWhoseAdjustedInsetSpansTheGapIsNotReported() throws {
        #expect(try Self.scrollView(behavior: "automatic").isEmpty)
        #expect(
            try Self.scrollView(behavior: "never") == [
                """
                'feed/view[0]/list' starts at y 20, the status bar height of home-button iPhones, but the safe area \
                of 'feed/view[0]' starts at y 44 here: its top 24 pt are outside the safe area; pin it to the safe \
                area instead of a fixed offset
                """
            ])
    }
}
