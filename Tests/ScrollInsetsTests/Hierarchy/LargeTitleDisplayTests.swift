import Testing
@testable import ScrollInsets

/// `navigationItem.largeTitleDisplayMode`: the top item decides whether the navigation bar is
/// large. Sources: Apple's documentation of `prefersLargeTitles` ("When the property is set to
/// false, the navigation bar displays the title inline") and of `largeTitleDisplayMode`
/// (`automatic`: "If the previous item's title was large, the current item also displays a large
/// title"); UIKit's `UINavigationItem.h` (`automatic` on the first item: large "if the navigation bar
/// has prefersLargeTitles=YES"; `inline`: "If there is a back button present, this will revert to
/// Always"). Heights: iPhone X portrait 44, 96 with a large title (WWDC 2017 session 204).
@Suite struct LargeTitleDisplayTests {
    struct DecisionCase: Sendable, CustomTestStringConvertible {
        var id: String
        var prefersLargeTitles = true
        var modes: [LargeTitleDisplayMode]
        var expected: LargeTitleDisplay.Decision
        var testDescription: String { id }
    }

    static let decisions: [DecisionCase] = [
        DecisionCase(
            id: "the first item's automatic follows prefersLargeTitles", modes: [.automatic],
            expected: .init(large: true, decidingIndex: nil, decidingMode: .automatic)),
        DecisionCase(
            id: "prefersLargeTitles false: no item is large", prefersLargeTitles: false, modes: [.always, .inline],
            expected: .init(large: false, decidingIndex: nil, decidingMode: .automatic)),
        DecisionCase(
            id: "a pushed never screen is small", modes: [.automatic, .never],
            expected: .init(large: false, decidingIndex: 1, decidingMode: .never)),
        DecisionCase(
            id: "automatic above never inherits never", modes: [.always, .never, .automatic, .automatic],
            expected: .init(large: false, decidingIndex: 1, decidingMode: .never)),
        DecisionCase(
            id: "always above never is large", modes: [.never, .always],
            expected: .init(large: true, decidingIndex: 1, decidingMode: .always)),
        DecisionCase(
            id: "automatic above always is large", modes: [.never, .always, .automatic],
            expected: .init(large: true, decidingIndex: 1, decidingMode: .always)),
        DecisionCase(
            id: "automatic all the way down: the bar decides", modes: [.automatic, .automatic, .automatic],
            expected: .init(large: true, decidingIndex: nil, decidingMode: .automatic)),
        DecisionCase(
            id: "inline under a back button reverts to always", modes: [.never, .inline],
            expected: .init(large: true, decidingIndex: 1, decidingMode: .inline)),
        DecisionCase(
            id: "an automatic item above an inline first item is large", modes: [.inline, .automatic],
            expected: .init(large: true, decidingIndex: 0, decidingMode: .inline)),
        DecisionCase(
            id: "an empty stack: as prefersLargeTitles", modes: [],
            expected: .init(large: true, decidingIndex: nil, decidingMode: .automatic)),
    ]

    @Test(arguments: decisions) func decision(_ testCase: DecisionCase) throws {
        let decision = try LargeTitleDisplay.decide(
            prefersLargeTitles: testCase.prefersLargeTitles, modes: testCase.modes, available: .withInline)
        #expect(decision == testCase.expected)
    }

    @Test func inlineIsRefusedBeforeIOS17AndOnTheFirstItem() {
        #expect(UIKitRelease(16).variants.largeTitleModes == .withoutInline)
        #expect(UIKitRelease(17).variants.largeTitleModes == .withInline)
        #expect(throws: LargeTitleDisplay.Problem.inlineBeforeIOS17(index: 1)) {
            _ = try LargeTitleDisplay.decide(
                prefersLargeTitles: false, modes: [.automatic, .inline, .never], available: .withoutInline)
        }
        #expect(throws: LargeTitleDisplay.Problem.inlineWithoutBackButton(index: 0)) {
            _ = try LargeTitleDisplay.decide(prefersLargeTitles: true, modes: [.inline], available: .withInline)
        }
    }

    /// A navigation controller 'nav' with large titles whose stack has one table view controller
    /// per mode, named `c0`, `c1`, …; the last one's table is named `table`.
    static func stack(
        _ modes: [LargeTitleDisplayMode], device: String = "iPhone X", orientation: Orientation = .portrait,
        release: UIKitRelease = UIKitRelease(16)
    ) throws -> Scene {
        let screen = try TestScenes.device(device).screen(orientation: orientation, release: release)
        let controllers = modes.enumerated().map { index, mode in
            var controller = ControllerNode(
                kind: .tableViewController, name: "c\(index)",
                view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 30)])))
            controller.navigationItem.largeTitleDisplayMode = mode
            return controller
        }
        return Scene(
            screen: screen,
            root: .controller(
                .navigationController(
                    name: "nav", navigationBar: BarProperties(prefersLargeTitles: true), viewControllers: controllers)))
    }

    @Test func thePushedNeverScreenFollowsTheSmallBarOnIPhoneX() throws {
        let layout = try Self.stack([.automatic, .never]).layout()
        #expect(layout.controller(path: "nav")?.bars.map(\.frame) == [Rect(x: 0, y: 44, width: 375, height: 44)])
        let table = try #require(layout.view(path: "nav/c1/table"))
        // 44 (status bar in the sensor housing) + 44 (the standard bar); the content starts under the bar.
        #expect(table.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(table.scroll?.contentOffset == Point(x: 0, y: -88))
        let terms = layout.safeAreaDerivation(ofView: table.index)[.top].map(\.reason)
        #expect(
            terms.last
                == """
                navigation bar (a standard title; largeTitleDisplayMode 'never' of 'nav/c1') of 'nav' 44 pt
                """)
    }

    @Test func theRootScreenAloneKeepsTheLargeBar() throws {
        let layout = try Self.stack([.automatic]).layout()
        #expect(layout.controller(path: "nav")?.bars.map(\.frame) == [Rect(x: 0, y: 44, width: 375, height: 96)])
        let table = try #require(layout.view(path: "nav/c0/table"))
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 140, left: 0, bottom: 34, right: 0))
        #expect(table.scroll?.contentOffset == Point(x: 0, y: -140))
        // prefersLargeTitles decided: the term reads as it always has.
        #expect(
            layout.safeAreaDerivation(ofView: table.index)[.top].map(\.reason).last
                == "navigation bar with a large title of 'nav' 96 pt")
    }

    @Test func anInheritedAlwaysNamesTheItemThatDecided() throws {
        let layout = try Self.stack([.never, .always, .automatic]).layout()
        let table = try #require(layout.view(path: "nav/c2/table"))
        #expect(table.safeAreaInsets.top == 140)
        #expect(
            layout.safeAreaDerivation(ofView: table.index)[.top].map(\.reason).last
                == """
                navigation bar with a large title (largeTitleDisplayMode 'always' of 'nav/c1', inherited by the \
                'automatic' items above it) of 'nav' 96 pt
                """)
    }

    @Test func alwaysInCompactHeightStaysSmall() throws {
        // iPhone X landscape: the bar is 32 and no large title is shown (docs/devices.md).
        let layout = try Self.stack([.never, .always], orientation: .landscapeLeft).layout()
        #expect(layout.controller(path: "nav")?.bars.map(\.frame.height) == [32])
        let table = try #require(layout.view(path: "nav/c1/table"))
        #expect(
            layout.safeAreaDerivation(ofView: table.index)[.top].map(\.reason).last
                == """
                navigation bar (no large title in this size class; largeTitleDisplayMode 'always' of 'nav/c1') of \
                'nav' 32 pt
                """)
    }

    @Test func iOS26PushedNeverScreenTakesThe54PointBar() throws {
        // iPhone 16 on iOS 26.1: the bar (0, 59, 393, 54), recorded by openuikit (docs/releases.md).
        let layout = try Self.stack([.automatic, .never], device: "iPhone 16", release: UIKitRelease(26)).layout()
        #expect(layout.controller(path: "nav")?.bars.map(\.frame) == [Rect(x: 0, y: 59, width: 393, height: 54)])
        #expect(layout.view(path: "nav/c1/table")?.scroll?.contentOffset == Point(x: 0, y: -113))
    }

    @Test func inlineErrorsNameTheItem() throws {
        #expect(
            throws: ModelError.largeTitleDisplayModeNotModelled(
                path: "nav/c1", reason: "'inline' is iOS 17's; give 'ios: 17' or later", location: nil)
        ) { _ = try Self.stack([.automatic, .inline]).layout() }
        let first = ModelError.largeTitleDisplayModeNotModelled(
            path: "nav/c0",
            reason: """
                'inline' on the first item of the stack (no back button): no source gives the height of its bar; use \
                'always' or 'never'
                """, location: nil)
        #expect(throws: first) {
            _ = try Self.stack([.inline], device: "iPhone 13", release: UIKitRelease(17)).layout()
        }
        #expect(
            first.description
                == """
                nav/c0: largeTitleDisplayMode 'inline' on the first item of the stack (no back button): no source \
                gives the height of its bar; use 'always' or 'never'
                """)
        // Under a back button it is `always`: iPhone 13 on iOS 17, 47 + 96.
        let reverted = try Self.stack([.never, .inline], device: "iPhone 13", release: UIKitRelease(17)).layout()
        #expect(reverted.view(path: "nav/c1/table")?.safeAreaInsets.top == 143)
    }
}
