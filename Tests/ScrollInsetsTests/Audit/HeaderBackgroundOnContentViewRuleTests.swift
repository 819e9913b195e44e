@testable import ScrollInsets
import Testing

/// Table layouts are built by hand: re-check against the table layout engine once it lands.
@Suite struct HeaderBackgroundOnContentViewRuleTests {
    static let rule = AuditRuleID.headerBackgroundOnContentView

    static func table(_ headers: [TableHeaderFooterLayout]) -> TableLayout {
        TableLayout(contentSize: Size(width: 812, height: 300), headers: headers)
    }

    static let triggers: [TableAuditCase] = [
        TableAuditCase(
            "coloured content view in landscape", Screens.iPhoneXLandscape,
            table([TableFixtures.header(0, width: 812, left: 44, right: 44, background: .contentView)]),
            [
                ExpectedFinding(
                    rule, "root/table",
                    """
                    'root/table' colours the contentView of the section 0 header, which is inset 44 pt from the left \
                    and 44 pt from the right of the 812 pt wide header, so the colour stops short of the edges; set \
                    it on backgroundView
                    """
                )
            ]),
        TableAuditCase(
            "three of them, reported once", Screens.iPhoneXLandscape,
            table([
                TableFixtures.header(0, width: 812, left: 0, right: 0, background: .contentView),
                TableFixtures.header(0, .footer, width: 812, left: 44, right: 44, background: .contentView),
                TableFixtures.header(1, width: 812, left: 44, right: 44, background: .contentView),
                TableFixtures.header(1, .footer, width: 812, left: 44, right: 44, background: .contentView),
            ]),
            [
                ExpectedFinding(
                    rule, "root/table",
                    """
                    'root/table' colours the contentView of the section 0 footer (and 2 more headers or footers), \
                    which is inset 44 pt from the left and 44 pt from the right of the 812 pt wide footer, so the \
                    colour stops short of the edges; set it on backgroundView
                    """
                )
            ]),
        TableAuditCase(
            "two, inset on one side", Screens.iPhoneXLandscape,
            table([
                TableFixtures.header(2, width: 812, left: 44, right: 0, background: .contentView),
                TableFixtures.header(3, width: 812, left: 44, right: 0, background: .contentView),
            ]),
            [
                ExpectedFinding(
                    rule, "root/table",
                    """
                    'root/table' colours the contentView of the section 2 header (and 1 more header or footer), which \
                    is inset 44 pt from the left of the 812 pt wide header, so the colour stops short of the edges; \
                    set it on backgroundView
                    """
                )
            ]),
    ]

    static let clean: [TableAuditCase] = [
        TableAuditCase(
            "coloured background view", Screens.iPhoneXLandscape,
            table([TableFixtures.header(0, width: 812, left: 44, right: 44, background: .backgroundView)])),
        TableAuditCase(
            "coloured content view that is not inset", Screens.iPhoneXPortrait,
            table([TableFixtures.header(0, width: 375, left: 0, right: 0, background: .contentView)])),
        TableAuditCase(
            "no colour", Screens.iPhoneXLandscape,
            table([TableFixtures.header(0, width: 812, left: 44, right: 44, background: .none)])),
    ]

    @Test(arguments: triggers) func reportsTheTable(_ testCase: TableAuditCase) throws {
        #expect(try testCase.run(Self.rule).map(ExpectedFinding.init) == testCase.expected)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: TableAuditCase) throws {
        #expect(try testCase.run(Self.rule).map(ExpectedFinding.init) == testCase.expected)
    }

    @Test func explanationListsEveryOffendingHeader() throws {
        let finding = try #require(
            HeaderBackgroundOnContentViewRule.finding(in: Self.triggers[1].table, path: "root/table"))
        #expect(
            finding.explanationText == [
                "section 0 footer: backgroundView [0, 0, 812, 28], contentView [44, 0, 724, 28]",
                "section 1 header: backgroundView [0, 0, 812, 28], contentView [44, 0, 724, 28]",
                "section 1 footer: backgroundView [0, 0, 812, 28], contentView [44, 0, 724, 28]",
            ])
    }
}
