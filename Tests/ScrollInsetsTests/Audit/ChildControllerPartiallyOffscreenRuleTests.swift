@testable import ScrollInsets
import Testing

@Suite struct ChildControllerPartiallyOffscreenRuleTests {
    static let rule = AuditRuleID.childControllerPartiallyOffscreen

    static func child(_ frame: Rect) -> Node {
        .controller(ControllerNode(name: "player", frame: frame))
    }

    static let triggers: [AuditCase] = [
        AuditCase(
            "player hanging below the screen", Screens.iPhoneXPortrait,
            rootView([child(rect(0, 612, 375, 300))]),
            [
                ExpectedFinding(
                    rule, "root/player",
                    """
                    child view controller 'root/player' extends 100 pt beyond the bottom of 'root'; UIKit may not \
                    update the safe area of a child view controller's view that is partly outside its superview, so \
                    its insets may stay zero or stale
                    """
                )
            ]),
        AuditCase(
            "two edges", Screens.iPhoneXPortrait,
            rootView([child(rect(-50, 700, 200, 200))]),
            [
                ExpectedFinding(
                    rule, "root/player",
                    """
                    child view controller 'root/player' extends 50 pt beyond the left and 88 pt beyond the bottom of \
                    'root'; UIKit may not update the safe area of a child view controller's view that is partly \
                    outside its superview, so its insets may stay zero or stale
                    """
                )
            ]),
        AuditCase(
            "inside a smaller container view", Screens.iPhone8Portrait,
            rootView([view("card", rect(0, 100, 375, 200), subviews: [child(rect(0, 150, 375, 100))])]),
            [
                ExpectedFinding(
                    rule, "root/card/player",
                    """
                    child view controller 'root/card/player' extends 50 pt beyond the bottom of 'root/card'; UIKit \
                    may not update the safe area of a child view controller's view that is partly outside its \
                    superview, so its insets may stay zero or stale
                    """
                )
            ]),
    ]

    static let clean: [AuditCase] = [
        AuditCase(
            "fully inside", Screens.iPhoneXPortrait,
            rootView([child(rect(0, 512, 375, 300))])),
        AuditCase(
            "entirely outside: the next page", Screens.iPhoneXPortrait,
            rootView([child(rect(375, 0, 375, 812))])),
        AuditCase(
            "children of containers are placed by the container", Screens.iPhoneXPortrait,
            .controller(.navigationController(name: "nav", viewControllers: [controller("feed")]))),
    ]

    @Test(arguments: triggers) func reportsTheScene(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test(arguments: clean) func staysQuiet(_ testCase: AuditCase) throws {
        try expectFindings(Self.rule, testCase)
    }

    @Test func findingPointsAtTheControllersView() throws {
        let finding = try #require(try runRule(Self.rule, Self.triggers[0]).first)
        #expect(finding.viewIndex == 1)
        #expect(
            finding.explanationText == [
                "view frame [0, 612, 375, 300] in 'root', whose bounds are [0, 0, 375, 812]",
                "safeAreaInsets the model computes for 'root/player/view[0]': [0, 0, 34, 0]",
            ])
    }
}
