@testable import ScrollInsets
import Testing

@Suite struct SafeAreaClampedRuleTests {
    static let rule = AuditRuleID.safeAreaClamped

    static let triggers: [AuditCase] = [
        AuditCase(
            "sheet hanging below its superview", Screens.iPhoneXPortrait,
            rootView([view("sheet", rect(0, 600, 375, 312))]),
            [
                ExpectedFinding(
                    rule, "root/sheet",
                    """
                    'root/sheet' extends 100 pt beyond the bottom of 'root', so its bottom safe-area inset is clamped \
                    to 34 instead of 134: content pinned to its bottom safe area sits 100 pt past the safe area of \
                    'root'
                    """
                )
            ]),
        AuditCase(
            "strip past the left edge in landscape", Screens.iPhoneXLandscape,
            rootView([view("strip", rect(-20, 100, 200, 50))]),
            [
                ExpectedFinding(
                    rule, "root/strip",
                    """
                    'root/strip' extends 20 pt beyond the left of 'root', so its left safe-area inset is clamped to \
                    44 instead of 64: content pinned to its left safe area sits 20 pt past the safe area of 'root'
                    """
                )
            ]),
        AuditCase(
            "root view above the window", Screens.iPhoneXPortrait,
            .view(ViewNode(name: "root", frame: rect(0, -10, 375, 822))),
            [
                ExpectedFinding(
                    rule, "root",
                    """
                    'root' extends 10 pt beyond the top of the window, so its top safe-area inset is clamped to 44 \
                    instead of 54: content pinned to its top safe area sits 10 pt past the safe area of the window
                    """
                )
            ]),
        // Coverage 134 clamped to 34, then -50 of additionalSafeAreaInsets floors the inset at 0
        // (+16): the view still extends 100 pt, and without the clamp the inset would be 84.
        AuditCase(
            "child controller hanging below, its inset floored by a negative additional inset",
            Screens.iPhoneXPortrait,
            rootView([
                .controller(
                    ControllerNode(
                        name: "child", additionalSafeAreaInsets: insets(0, 0, -50, 0),
                        frame: rect(0, 500, 375, 412), view: ViewNode(name: "content")))
            ]),
            [
                ExpectedFinding(
                    rule, "root/child/content",
                    """
                    'root/child/content' extends 100 pt beyond the bottom of 'root', so its bottom safe-area inset is \
                    clamped to 0 instead of 84: content pinned to its bottom safe area sits 100 pt past the safe area \
                    of 'root'
                    """
                )
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "sheet flush with the bottom", Screens.iPhoneXPortrait,
            rootView([view("sheet", rect(0, 500, 375, 312))])),
        AuditCase(
            "hanging past a superview without insets", Screens.iPhoneXPortrait,
            rootView([view("card", rect(20, 300, 335, 200), subviews: [view("badge", rect(0, 150, 335, 100))])])),
        AuditCase(
            "inside the safe area", Screens.iPhoneXLandscape,
            rootView([view("panel", rect(44, 0, 724, 354))])),
        // An off-screen page: wholly to the right of its superview, clamped but not reported.
        AuditCase(
            "wholly outside its superview", Screens.iPhoneXLandscape,
            rootView([view("nextPage", rect(812, 0, 812, 375))])),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func explanationShowsTheClamp() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[0]).first)
        #expect(
            finding.explanationText == [
                "frame [0, 600, 375, 312] in 'root', whose bounds are [0, 0, 375, 812]",
                "safeAreaInsets.bottom of 'root/sheet' = 34",
                "  + 34 the custom window's safeAreaInsets.bottom",
                "  + 100 bottom edge 100 pt beyond the bottom edge of 'root'",
                "  - 100 clamped to the bottom inset of 'root', 34 pt",
            ])
    }
}
