@testable import ScrollInsets
@testable import ScrollInsetsFormats
@testable import ScrollInsetsTests
import Testing

/// `preferredVerticalBarBehavior` (issue 28, build item 3). Sources: Apple's documentation of
/// `UIVerticalBarBehavior` (iOS 27.1: `automatic`, `disabled`) and of
/// `UIViewController.preferredVerticalBarBehavior` ("Defaults to `UIVerticalBarBehaviorAutomatic`";
/// with `disabled` "content reflows to or from the horizontal bars while the status bar changes
/// axis"); GetStream/stream-chat-react-native #3818 (the Duo's (0, 0, 34, 84) with the column).
@Suite struct VerticalBarBehaviorTests {
    /// A tab bar controller whose one tab, a table view controller named `player`, gives
    /// `behavior`, on `device` in `orientation` on `release`.
    static func scene(
        _ device: String, _ orientation: Orientation = .portrait, release: UIKitRelease,
        behavior: VerticalBarBehavior
    ) throws -> Scene {
        let screen = try TestScenes.device(device).screen(orientation: orientation, release: release)
        var player = ControllerNode(
            kind: .tableViewController, name: "player", view: .tableView(name: "list", table: TableViewProperties()))
        player.preferredVerticalBarBehavior = behavior
        return Scene(screen: screen, root: .controller(.tabBarController(name: "tabs", viewControllers: [player])))
    }

    @Test func theKeyDecodesOnAnyControllerAndDefaultsToAutomatic() throws {
        let result = decodeFixture(
            """
            device: iPhone Duo (cover)
            root:
              navigationController:
                preferredVerticalBarBehavior: automatic
                viewControllers:
                  - viewController:
                      name: player
                      preferredVerticalBarBehavior: disabled
            """)
        #expect(result.diagnostics == [])
        let scene = try #require(result.scenes.first)
        guard case .controller(let navigation) = scene.root, case .navigationController(let stack) = navigation.kind
        else {
            Issue.record("expected a navigation controller at the root")
            return
        }
        #expect(navigation.preferredVerticalBarBehavior == .automatic)
        #expect(stack.viewControllers.map(\.preferredVerticalBarBehavior) == [.disabled])
        #expect(
            stack.viewControllers.map(\.preferredVerticalBarBehaviorLocation) == [SourceLocation(line: 8, column: 41)])
        #expect(ControllerNode().preferredVerticalBarBehavior == .automatic)
    }

    @Test func theIssuesWordNeverIsAnErrorThatGivesUIKitsWord() {
        DiagnosticCase(
            "never",
            """
            device: iPhone Duo (cover)
            root:
              viewController:
                preferredVerticalBarBehavior: never
            """,
            .error(
                4, 35, "unknown value 'never'; UIKit calls it 'disabled'",
                notes: ["allowed values: automatic, disabled"])
        ).check()
        DiagnosticCase(
            "typo",
            """
            device: iPhone Duo (cover)
            root:
              viewController:
                preferredVerticalBarBehavior: disabld
            """,
            .error(
                4, 35, "unknown value 'disabld'; did you mean 'disabled'?",
                notes: ["allowed values: automatic, disabled"])
        ).check()
    }

    @Test func theEncoderWritesOnlyDisabled() throws {
        var player = ControllerNode(name: "player")
        player.preferredVerticalBarBehavior = .disabled
        let cover = TestScenes.device("iPhone Duo (cover)")
        let scene = FixtureScene(
            index: 0, location: .start, target: .device(cover),
            root: .controller(.navigationController(viewControllers: [player])))
        #expect(
            FixtureEncoder.encode(scene)
                == """
                format: 1
                device: iPhone Duo (cover)
                root:
                  navigationController:
                    viewControllers:
                      - viewController:
                          name: player
                          preferredVerticalBarBehavior: disabled

                """)
        let decoded = decodeFixture(FixtureEncoder.encode(scene))
        #expect(decoded.diagnostics == [])
        #expect(decoded.scenes.map { $0.strippingLocations() } == [scene])
    }

    @Test func disabledOnTheDuoIsRefusedNamingTheController() throws {
        for (device, orientation) in [
            ("iPhone Duo (cover)", Orientation.portrait), ("iPhone Duo (inner)", .landscapeLeft),
        ] {
            let scene = try Self.scene(device, orientation, release: UIKitRelease(27, 1), behavior: .disabled)
            #expect(throws: ModelError.verticalBarsDisabledNotModelled(path: "tabs/player", device: device)) {
                _ = try scene.layout()
            }
        }
        #expect(
            ModelError.verticalBarsDisabledNotModelled(path: "tabs/player", device: "iPhone Duo (cover)").description
                == """
                tabs/player: preferredVerticalBarBehavior 'disabled' on 'iPhone Duo (cover)' is not modelled: no \
                source gives its safe area with horizontal bars (the status bar leaves the 84-pt column); use \
                'automatic'
                """)
    }

    @Test func theRefusalPointsAtTheValueInTheFixture() throws {
        let result = decodeFixture(
            """
            device: iPhone Duo (cover)
            ios: 27.1
            root:
              tabBarController:
                name: tabs
                viewControllers:
                  - tableViewController:
                      name: player
                      preferredVerticalBarBehavior: disabled
            """)
        let fixture = try #require(result.scenes.first)
        let error = ModelError.verticalBarsDisabledNotModelled(path: "tabs/player", device: "iPhone Duo (cover)")
        #expect(throws: error) { _ = try fixture.scene().layout() }
        #expect(fixture.location(of: error) == SourceLocation(line: 9, column: 41))
    }

    @Test func disabledChangesNothingWhereThereIsNoColumn() throws {
        // A phone without a column on 27.1, and the same phone on 26 (no vertical bars at all):
        // the layout with `disabled` is the layout with `automatic`.
        for release in [UIKitRelease(26), UIKitRelease(27, 1)] {
            let disabled = try Self.scene("iPhone 17 Pro", release: release, behavior: .disabled).layout()
            let automatic = try Self.scene("iPhone 17 Pro", release: release, behavior: .automatic).layout()
            #expect(disabled == automatic)
            #expect(
                disabled.controller(path: "tabs/player")?.safeAreaInsets
                    == EdgeInsets(top: 62, left: 0, bottom: 83, right: 0))
        }
    }

    @Test func automaticOnTheDuoKeepsTheColumn() throws {
        let layout = try Self.scene("iPhone Duo (cover)", release: UIKitRelease(27, 1), behavior: .automatic).layout()
        #expect(layout.controller(path: "tabs")?.bars.map(\.vertical) == [true])
        #expect(
            layout.controller(path: "tabs/player")?.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84)
        )
    }
}
