@testable import ScrollInsets
@testable import ScrollInsetsFormats
@testable import ScrollInsetsTests
import Testing

/// `navigationItem: {largeTitleDisplayMode: …}` on any controller (issue 37; Apple's
/// `UINavigationItem.LargeTitleDisplayMode`: `automatic`, `always`, `never`, iOS 17's `inline`).
@Suite struct NavigationItemKeyTests {
    @Test func theKeyDecodesWithItsLocationAndDefaultsToAutomatic() throws {
        let result = decodeFixture(
            """
            device: iPhone X
            root:
              navigationController:
                navigationBar: {prefersLargeTitles: true}
                viewControllers:
                  - viewController: {name: settings}
                  - viewController:
                      name: general
                      navigationItem: {largeTitleDisplayMode: never}
            """)
        #expect(result.diagnostics == [])
        let scene = try #require(result.scenes.first)
        guard case .controller(let root) = scene.root, case .navigationController(let stack) = root.kind else {
            Issue.record("expected a navigation controller at the root")
            return
        }
        #expect(stack.viewControllers.map(\.navigationItem.largeTitleDisplayMode) == [.automatic, .never])
        #expect(
            stack.viewControllers.map(\.navigationItem.largeTitleDisplayModeLocation) == [
                nil, SourceLocation(line: 9, column: 51),
            ])
        #expect(NavigationItem().largeTitleDisplayMode == .automatic)
    }

    static let errorCases: [DiagnosticCase] = [
        DiagnosticCase(
            "a misspelt mode",
            """
            device: iPhone X
            root:
              viewController:
                navigationItem: {largeTitleDisplayMode: nevr}
            """,
            .error(
                4, 45, "unknown value 'nevr'; did you mean 'never'?",
                notes: ["allowed values: automatic, always, never, inline"])),
        DiagnosticCase(
            "an unknown navigation item key",
            """
            device: iPhone X
            root:
              viewController:
                navigationItem: {largeTitleDisplayMod: never}
            """,
            .error(
                4, 22, "unknown key 'largeTitleDisplayMod'; did you mean 'largeTitleDisplayMode'?",
                notes: ["allowed keys: largeTitleDisplayMode, searchController, preferredSearchBarPlacement"])),
    ]

    @Test(arguments: errorCases) func refusedValues(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    @Test func theEncoderWritesOnlyAModeThatIsNotAutomatic() throws {
        var general = ControllerNode(name: "general")
        general.navigationItem.largeTitleDisplayMode = .never
        let scene = FixtureScene(
            index: 0, location: .start, target: .device(TestScenes.device("iPhone X")),
            root: .controller(
                .navigationController(
                    navigationBar: BarProperties(prefersLargeTitles: true),
                    viewControllers: [ControllerNode(name: "settings"), general])))
        #expect(
            FixtureEncoder.encode(scene)
                == """
                format: 1
                device: iPhone X
                root:
                  navigationController:
                    navigationBar: {prefersLargeTitles: true}
                    viewControllers:
                      - viewController:
                          name: settings
                      - viewController:
                          name: general
                          navigationItem: {largeTitleDisplayMode: never}

                """)
        let decoded = decodeFixture(FixtureEncoder.encode(scene))
        #expect(decoded.diagnostics == [])
        #expect(decoded.scenes.map { $0.strippingLocations() } == [scene])
    }

    @Test func inlineBeforeIOS17PointsAtTheValue() throws {
        let result = decodeFixture(
            """
            device: iPhone X
            ios: 16
            root:
              navigationController:
                navigationBar: {prefersLargeTitles: true}
                viewControllers:
                  - viewController: {name: settings}
                  - viewController:
                      name: general
                      navigationItem: {largeTitleDisplayMode: inline}
            """)
        let fixture = try #require(result.scenes.first)
        let error = ModelError.largeTitleDisplayModeNotModelled(
            path: "navigationController[0]/general", reason: "'inline' is iOS 17's; give 'ios: 17' or later",
            location: SourceLocation(line: 10, column: 51))
        #expect(throws: error) { _ = try fixture.scene().layout() }
        #expect(fixture.location(of: error) == SourceLocation(line: 10, column: 51))
    }
}
