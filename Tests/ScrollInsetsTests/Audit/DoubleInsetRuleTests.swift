@testable import ScrollInsets
import Testing

@Suite struct DoubleInsetRuleTests {
    static let rule = AuditRuleID.doubleInset

    static func scroll(
        _ contentInset: EdgeInsets, _ behavior: ContentInsetAdjustmentBehavior = .automatic,
        frame: Rect, contentSize: Size
    ) -> Node {
        .view(
            .scrollView(
                name: "scroll", frame: frame,
                scroll: ScrollViewProperties(
                    contentSize: contentSize, contentInset: contentInset, contentInsetAdjustmentBehavior: behavior)))
    }

    static let portraitFrame = rect(0, 0, 375, 812)
    static let tall = Size(width: 375, height: 2000)

    static let triggers: [AuditCase] = [
        AuditCase(
            "top inset repeated under automatic", Screens.iPhoneXPortrait,
            rootView([scroll(insets(44, 0, 0, 0), frame: portraitFrame, contentSize: tall)]),
            [
                ExpectedFinding(
                    rule, "root/scroll",
                    """
                    'root/scroll' has contentInset.top 44, equal to its top safe-area inset, and behavior 'automatic' \
                    adds the safe area again: adjustedContentInset.top is 88, the gap counted twice
                    """
                )
            ]),
        AuditCase(
            "iOS 10 style 64 pt under a navigation bar", Screens.iPhone8Portrait,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        ControllerNode(
                            name: "feed",
                            view: .tableView(
                                name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)]),
                                scroll: ScrollViewProperties(
                                    contentInset: insets(64, 0, 0, 0), alwaysBounceVertical: true)))
                    ])),
            [
                ExpectedFinding(
                    rule, "nav/feed/table",
                    """
                    'nav/feed/table' has contentInset.top 64, equal to its top safe-area inset, and behavior \
                    'automatic' adds the safe area again: adjustedContentInset.top is 128, the gap counted twice
                    """
                )
            ]),
        AuditCase(
            "three edges repeated under always in landscape", Screens.iPhoneXLandscape,
            rootView([
                scroll(
                    insets(0, 44, 21, 44), .always, frame: rect(0, 0, 812, 375),
                    contentSize: Size(width: 812, height: 1000))
            ]),
            [
                ExpectedFinding(
                    rule, "root/scroll",
                    """
                    'root/scroll' has contentInset.left 44, equal to its left safe-area inset, and behavior 'always' \
                    adds the safe area again: adjustedContentInset.left is 88, the gap counted twice
                    """
                ),
                ExpectedFinding(
                    rule, "root/scroll",
                    """
                    'root/scroll' has contentInset.bottom 21, equal to its bottom safe-area inset, and behavior \
                    'always' adds the safe area again: adjustedContentInset.bottom is 42, the gap counted twice
                    """
                ),
                ExpectedFinding(
                    rule, "root/scroll",
                    """
                    'root/scroll' has contentInset.right 44, equal to its right safe-area inset, and behavior \
                    'always' adds the safe area again: adjustedContentInset.right is 88, the gap counted twice
                    """
                ),
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "hand-made inset with behavior never", Screens.iPhoneXPortrait,
            rootView([scroll(insets(44, 0, 34, 0), .never, frame: portraitFrame, contentSize: tall)])),
        AuditCase(
            "a content inset that differs from the safe area", Screens.iPhoneXPortrait,
            rootView([scroll(insets(20, 0, 0, 0), frame: portraitFrame, contentSize: tall)])),
        AuditCase(
            "matching inset on an edge that is not adjusted", Screens.iPhoneXPortrait,
            rootView([
                scroll(
                    insets(44, 0, 0, 0), .scrollableAxes, frame: portraitFrame,
                    contentSize: Size(width: 375, height: 400))
            ])),
        AuditCase(
            "no content inset", Screens.iPhoneXPortrait,
            rootView([scroll(.zero, .always, frame: portraitFrame, contentSize: tall)])),
        AuditCase(
            "64 pt under a navigation bar with behavior never (the clean fixture)", Screens.iPhone8Portrait,
            .controller(
                .navigationController(
                    name: "nav",
                    viewControllers: [
                        ControllerNode(
                            name: "feed",
                            view: .tableView(
                                name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)]),
                                scroll: ScrollViewProperties(
                                    contentInset: insets(64, 0, 0, 0), contentInsetAdjustmentBehavior: .never,
                                    alwaysBounceVertical: true)))
                    ]))),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func explanationAddsUpTheAdjustedInset() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[0]).first)
        #expect(
            finding.explanationText == [
                "adjustedContentInset.top of 'root/scroll' = 88",
                "  + 44 contentInset.top 44 pt",
                """
                  + 44 safe-area inset 44 pt: automatic: vertical axis scrollable: contentSize.height 2000 > \
                frame.height 812
                """,
                "safeAreaInsets.top of 'root/scroll' = 44",
                "  + 44 the custom window's safeAreaInsets.top",
            ])
    }
}
