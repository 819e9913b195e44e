@testable import ScrollInsets
import Testing

@Suite struct ControlInUnsafeAreaRuleTests {
    static let rule = AuditRuleID.controlInUnsafeArea

    static let triggers: [AuditCase] = [
        AuditCase(
            "page control under the home indicator", Screens.iPhoneXPortrait,
            rootView([view("pager", rect(137, 770, 100, 30), interactive: true)]),
            [
                ExpectedFinding(
                    rule, "root/pager",
                    """
                    interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; \
                    keep controls inside the safe area
                    """
                )
            ]),
        AuditCase(
            "button under the sensor housing in landscape", Screens.iPhoneXLandscape,
            rootView([view("back", rect(10, 100, 60, 44), interactive: true)]),
            [
                ExpectedFinding(
                    rule, "root/back",
                    """
                    interactive view 'root/back' lies 34 pt inside the left unsafe area (inset 44) of the window; \
                    keep controls inside the safe area
                    """
                )
            ]),
        AuditCase(
            "button in the bottom-right corner overlaps two bands", Screens.iPhoneXLandscape,
            rootView([view("send", rect(780, 340, 32, 35), interactive: true)]),
            [
                ExpectedFinding(
                    rule, "root/send",
                    """
                    interactive view 'root/send' lies 21 pt inside the bottom unsafe area (inset 21) and 32 pt inside \
                    the right unsafe area (inset 44) of the window; keep controls inside the safe area
                    """
                )
            ]),
        AuditCase(
            "button under the status bar of iPhone 8", Screens.iPhone8Portrait,
            rootView([view("close", rect(8, 4, 44, 44), interactive: true)]),
            [
                ExpectedFinding(
                    rule, "root/close",
                    """
                    interactive view 'root/close' lies 16 pt inside the top unsafe area (inset 20) of the window; \
                    keep controls inside the safe area
                    """
                )
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "page control above the home indicator", Screens.iPhoneXPortrait,
            rootView([view("pager", rect(137, 740, 100, 30), interactive: true)])),
        AuditCase(
            "a non-interactive view in the unsafe area", Screens.iPhoneXPortrait,
            rootView([view("background", rect(0, 700, 375, 112))])),
        AuditCase(
            "a control touching the safe area's edge", Screens.iPhoneXLandscape,
            rootView([view("back", rect(44, 100, 60, 44), interactive: true)])),
        AuditCase(
            "a control in vertically scrolling content", Screens.iPhoneXPortrait,
            rootView([
                .view(
                    .scrollView(
                        name: "scroll", frame: rect(0, 0, 375, 812),
                        scroll: ScrollViewProperties(contentSize: Size(width: 375, height: 2000)),
                        subviews: [view("button", rect(0, 740, 375, 30), interactive: true)]))
            ])),
        AuditCase(
            "a control anywhere on a window without insets", Screens.iPhone8Landscape,
            rootView([view("close", rect(0, 0, 44, 44), interactive: true)])),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func explanationShowsTheFrameAndTheWindowInset() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[0]).first)
        #expect(
            finding.explanationText == [
                "frame in window [137, 770, 100, 30]; window [0, 0, 375, 812], safe area [0, 44, 375, 734]",
                "window safeAreaInsets.bottom = 34",
                "  + 34 the custom window's safeAreaInsets.bottom",
            ])
        #expect(finding.severity == .error)
        #expect(finding.viewIndex == 1)
    }
}
