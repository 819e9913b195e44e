@testable import ScrollInsets
import Testing

@Suite struct AlwaysScrollsSidewaysRuleTests {
    static let rule = AuditRuleID.alwaysScrollsSideways

    static func table(_ behavior: ContentInsetAdjustmentBehavior, frame: Rect) -> Node {
        .view(
            .tableView(
                name: "table", frame: frame, table: TableViewProperties(sections: [TableSection(rowCount: 20)]),
                scroll: ScrollViewProperties(contentInsetAdjustmentBehavior: behavior, alwaysBounceVertical: true)))
    }

    static func scroll(_ behavior: ContentInsetAdjustmentBehavior, contentSize: Size) -> Node {
        .view(
            .scrollView(
                name: "list", frame: rect(0, 0, 812, 375),
                scroll: ScrollViewProperties(contentSize: contentSize, contentInsetAdjustmentBehavior: behavior)))
    }

    static let triggers: [AuditCase] = [
        AuditCase(
            "table with always in landscape", Screens.iPhoneXLandscape,
            rootView([table(.always, frame: rect(0, 0, 812, 375))]),
            [
                ExpectedFinding(
                    rule, "root/table",
                    """
                    'root/table' uses behavior 'always', which adds the left and right safe-area insets (44 and 44) \
                    to content 812 pt wide in a frame 812 pt wide, so it scrolls 88 pt sideways; use 'automatic' or \
                    'scrollableAxes'
                    """
                )
            ]),
        AuditCase(
            "list a little narrower than its frame", Screens.iPhoneXLandscape,
            rootView([scroll(.always, contentSize: Size(width: 760, height: 1000))]),
            [
                ExpectedFinding(
                    rule, "root/list",
                    """
                    'root/list' uses behavior 'always', which adds the left and right safe-area insets (44 and 44) to \
                    content 760 pt wide in a frame 812 pt wide, so it scrolls 36 pt sideways; use 'automatic' or \
                    'scrollableAxes'
                    """
                )
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "table with automatic in landscape", Screens.iPhoneXLandscape,
            rootView([table(.automatic, frame: rect(0, 0, 812, 375))])),
        AuditCase(
            "table with always in portrait", Screens.iPhoneXPortrait,
            rootView([table(.always, frame: rect(0, 0, 375, 812))])),
        AuditCase(
            "content narrow enough to absorb the insets", Screens.iPhoneXLandscape,
            rootView([scroll(.always, contentSize: Size(width: 700, height: 1000))])),
        AuditCase(
            "content wider than the frame scrolls sideways anyway", Screens.iPhoneXLandscape,
            rootView([scroll(.always, contentSize: Size(width: 2000, height: 375))])),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func explanationShowsTheOverflow() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[0]).first)
        #expect(
            finding.explanationText == [
                """
                contentSize.width 812, frame.width 812: adjustedContentInset.left 44 + 812 + \
                adjustedContentInset.right 44 - 812 = 88
                """,
                "adjustedContentInset.left of 'root/table' = 44",
                "  + 44 safe-area inset 44 pt: always: every edge is adjusted",
                "adjustedContentInset.right of 'root/table' = 44",
                "  + 44 safe-area inset 44 pt: always: every edge is adjusted",
            ])
    }
}
