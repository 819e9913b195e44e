@testable import ScrollInsets
import Testing

/// Table layouts are built by hand: re-check against the table layout engine once it lands.
@Suite struct SeparatorIntoUnsafeAreaRuleTests {
    static let rule = AuditRuleID.separatorIntoUnsafeArea
    static let landscape = insets(0, 44, 0, 44)
    /// An explicit `separatorInset` (left 60, right 0): the rule looks only at explicit insets.
    static let explicit = SeparatorInset.custom(insets(0, 60, 0, 0))

    static func table(_ count: Int, safe: EdgeInsets, separator: SeparatorLayout?) -> TableLayout {
        TableLayout(
            contentSize: Size(width: 812, height: Double(count) * 44),
            rows: (0..<count).map { TableFixtures.row($0, width: 812, safe: safe, separator: separator) })
    }

    static let triggers: [TableAuditCase] = [
        TableAuditCase(
            "explicit inset from the cell edges in landscape", Screens.iPhoneXLandscape, separatorInset: Self.explicit,
            table(3, safe: landscape, separator: SeparatorLayout(x: 60, width: 752)),
            [
                ExpectedFinding(
                    rule, "root/table",
                    """
                    the separators of 'root/table' run 44 pt into the trailing unsafe area in 3 rows (section 0 row \
                    0: the separator reaches x 812, the cell's safe area ends at x 768)
                    """
                )
            ]),
        TableAuditCase(
            "right-to-left: the trailing side is the left", Screens.iPhoneXLandscape, direction: .rightToLeft,
            separatorInset: Self.explicit,
            table(3, safe: landscape, separator: SeparatorLayout(x: 0, width: 752)),
            [
                ExpectedFinding(
                    rule, "root/table",
                    """
                    the separators of 'root/table' run 44 pt into the trailing unsafe area in 3 rows (section 0 row \
                    0: the separator reaches x 0, the cell's safe area starts at x 44)
                    """
                )
            ]),
        TableAuditCase(
            "a single row", Screens.iPhoneXLandscape, separatorInset: Self.explicit,
            table(1, safe: landscape, separator: SeparatorLayout(x: 60, width: 752)),
            [
                ExpectedFinding(
                    rule, "root/table",
                    """
                    the separators of 'root/table' run 44 pt into the trailing unsafe area in 1 row (section 0 row 0: \
                    the separator reaches x 812, the cell's safe area ends at x 768)
                    """
                )
            ]),
    ]

    static let clean: [TableAuditCase] = [
        TableAuditCase(
            "the automatic separator is UIKit's design, not reported", Screens.iPhoneXLandscape,
            table(3, safe: landscape, separator: SeparatorLayout(x: 60, width: 752))),
        TableAuditCase(
            "separator ending at the safe area", Screens.iPhoneXLandscape, separatorInset: Self.explicit,
            table(3, safe: landscape, separator: SeparatorLayout(x: 60, width: 708))),
        TableAuditCase(
            "portrait: no trailing inset", Screens.iPhoneXPortrait,
            table(3, safe: .zero, separator: SeparatorLayout(x: 16, width: 796))),
        TableAuditCase(
            "full-width explicit separator is not the automatic pattern", Screens.iPhoneXLandscape,
            separatorInset: .custom(.zero),
            table(3, safe: landscape, separator: SeparatorLayout(x: 0, width: 812))),
        TableAuditCase(
            "no separators", Screens.iPhoneXLandscape,
            table(3, safe: landscape, separator: nil)),
    ]

    @Test(arguments: triggers) func reportsTheTable(_ testCase: TableAuditCase) throws {
        #expect(try testCase.run(Self.rule).map(ExpectedFinding.init) == testCase.expected)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: TableAuditCase) throws {
        #expect(try testCase.run(Self.rule).map(ExpectedFinding.init) == testCase.expected)
    }

    @Test func worksOnATableLayoutAlone() throws {
        let finding = try #require(
            SeparatorIntoUnsafeAreaRule.finding(
                in: Self.triggers[0].table, path: "t", direction: .leftToRight))
        #expect(
            finding.message.text
                == """
                the separators of 't' run 44 pt into the trailing unsafe area in 3 rows (section 0 row 0: the \
                separator reaches x 812, the cell's safe area ends at x 768)
                """
        )
        #expect(
            finding.explanationText == [
                "layout direction leftToRight: the trailing edge is the right",
                "section 0 row 0: cell frame [0, 0, 812, 44], safeAreaInsets [0, 44, 0, 44], separator x 60 width 752",
            ])
        #expect(finding.severity == .note)
    }
}
