@testable import ScrollInsets
import Testing

@Suite struct ContentOffsetNotZeroRuleTests {
    static let rule = AuditRuleID.contentOffsetNotZero

    static func scroll(
        _ behavior: ContentInsetAdjustmentBehavior, frame: Rect, contentInset: EdgeInsets = .zero,
        contentOffset: Point? = nil
    ) -> Node {
        .view(
            .scrollView(
                name: "scroll", frame: frame,
                scroll: ScrollViewProperties(
                    contentSize: Size(width: frame.width, height: 2000), contentInset: contentInset,
                    contentOffset: contentOffset, contentInsetAdjustmentBehavior: behavior)))
    }

    static let iPad = Screen(size: Size(width: 1024, height: 768), safeAreaInsets: insets(24, 20, 20, 20))

    static let triggers: [AuditCase] = [
        AuditCase(
            "table under a navigation bar", Screens.iPhoneXPortrait,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        ControllerNode(
                            name: "feed",
                            view: .tableView(
                                name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)])))
                    ])),
            [
                ExpectedFinding(
                    rule, "nav/feed/table",
                    """
                    'nav/feed/table' starts at contentOffset (0, -88), not (0, 0): behavior 'automatic' adds the top \
                    safe-area inset 88; code that assumes an offset of 0 at rest is off by 88 pt vertically
                    """
                )
            ]),
        AuditCase(
            "always in landscape moves the start left", Screens.iPhoneXLandscape,
            rootView([scroll(.always, frame: rect(0, 0, 812, 375))]),
            [
                ExpectedFinding(
                    rule, "root/scroll",
                    """
                    'root/scroll' starts at contentOffset (-44, 0), not (0, 0): behavior 'always' adds the left \
                    safe-area inset 44; code that assumes an offset of 0 at rest is off by 44 pt horizontally
                    """
                )
            ]),
        AuditCase(
            "both axes, with a content inset of its own", iPad,
            rootView([scroll(.always, frame: rect(0, 0, 1024, 768), contentInset: insets(10, 0, 0, 0))]),
            [
                ExpectedFinding(
                    rule, "root/scroll",
                    """
                    'root/scroll' starts at contentOffset (-20, -34), not (0, 0): behavior 'always' adds the top \
                    safe-area inset 24 and the left safe-area inset 20; code that assumes an offset of 0 at rest is \
                    off by 34 pt vertically and 20 pt horizontally
                    """
                )
            ]),
        AuditCase(
            "a negative top content inset cancels the top, not the left", iPad,
            rootView([scroll(.always, frame: rect(0, 0, 1024, 768), contentInset: insets(-24, 0, 0, 0))]),
            [
                ExpectedFinding(
                    rule, "root/scroll",
                    """
                    'root/scroll' starts at contentOffset (-20, 0), not (0, 0): behavior 'always' adds the left \
                    safe-area inset 20; code that assumes an offset of 0 at rest is off by 20 pt horizontally
                    """
                )
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "an explicit offset", Screens.iPhoneXPortrait,
            rootView([scroll(.always, frame: rect(0, 0, 375, 812), contentOffset: .zero)])),
        AuditCase(
            "an offset from the content inset alone", Screens.iPhoneXPortrait,
            rootView([scroll(.never, frame: rect(0, 0, 375, 812), contentInset: insets(50, 0, 0, 0))])),
        AuditCase(
            "a negative content inset cancels the safe area: it starts at (0, 0)", Screens.iPhoneXPortrait,
            rootView([scroll(.always, frame: rect(0, 0, 375, 812), contentInset: insets(-44, 0, 0, 0))])),
        AuditCase(
            "a window without insets", Screens.iPhone8Landscape,
            rootView([scroll(.always, frame: rect(0, 0, 667, 375))])),
        AuditCase(
            "only the bottom is adjusted", Screens.iPhoneXPortrait,
            rootView([scroll(.automatic, frame: rect(0, 400, 375, 412))])),
        AuditCase(
            "a table under a navigation bar with behavior never (the clean fixture)", Screens.iPhoneXPortrait,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        ControllerNode(
                            name: "feed",
                            view: .tableView(
                                name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)]),
                                scroll: ScrollViewProperties(
                                    contentInsetAdjustmentBehavior: .never, alwaysBounceVertical: true)))
                    ]))),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func findingIsANote() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[0]).first)
        #expect(finding.severity == .note)
        #expect(
            finding.explanationText == [
                "adjustedContentInset.top of 'nav/feed/table' = 88",
                """
                  + 88 safe-area inset 88 pt: automatic: content scroll view of 'nav/feed' in navigation controller \
                'nav'
                """,
            ])
    }
}
