import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `<navigationItem key="navigationItem" largeTitleDisplayMode="never">` (Xcode writes the mode
/// only when it is not `automatic`): the importer gives it to the controller, and a pushed
/// controller's stack holds the push chain's sources so that the mode decides as in the app
/// (docs/storyboards.md, "Pushed controllers").
@Suite struct IBNavigationItemTests {
    typealias Importer = InterfaceBuilderImporterTests

    @Test func thePushedNeverScreenGetsTheStandardBarAndAgreesWithItsStoredFrame() throws {
        let result = try Importer.imported(IBTestDocuments.pushedNeverLargeTitle)
        #expect(result.scenes.map(\.name) == ["nav", "nav → settings → general"])
        guard case .controller(let root) = result.scenes[1].fixture.root,
            case .navigationController(let navigation) = root.kind
        else {
            Issue.record("expected a navigation controller at the root")
            return
        }
        #expect(navigation.viewControllers.map(\.name) == ["settings", "general"])
        #expect(navigation.viewControllers.map(\.navigationItem.largeTitleDisplayMode) == [.automatic, .never])
        #expect(navigation.viewControllers.map(\.view) == [nil, navigation.viewControllers[1].view])
        let layout = try Importer.layout(result.scenes[1])
        // iPhone 8: status bar 20 + the standard bar 44 = 64; 667 − 64 = 603, as Xcode stored.
        #expect(layout.controller(path: "nav")?.bars.map(\.frame) == [Rect(x: 0, y: 20, width: 375, height: 44)])
        let table = try #require(layout.view(path: "nav/general/view[0]/table"))
        #expect(table.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(result.scenes[1].storedFrameComparisons.map(\.agrees) == [true])
    }

    @Test func theRootScreenKeepsTheLargeTitleBar() throws {
        let result = try Importer.imported(IBTestDocuments.pushedNeverLargeTitle)
        let layout = try Importer.layout(result.scenes[0])
        // 20 + 96 = 116; 667 − 116 = 551, as Xcode stored.
        #expect(layout.controller(path: "nav")?.bars.map(\.frame) == [Rect(x: 0, y: 20, width: 375, height: 96)])
        let table = try #require(layout.view(path: "nav/settings/view[0]/list"))
        #expect(table.frame == Rect(x: 0, y: 116, width: 375, height: 551))
        #expect(result.scenes[0].storedFrameComparisons.map(\.agrees) == [true])
    }

    @Test func theImportedFixtureWritesTheNavigationItem() throws {
        let result = try Importer.imported(IBTestDocuments.pushedNeverLargeTitle)
        let text = FixtureEncoder.encode(result.scenes[1].fixture)
        #expect(text.contains("navigationItem: {largeTitleDisplayMode: never}"))
        // The written fixture decodes to the same stack.
        let decoded = decodeFixture(text)
        #expect(decoded.diagnostics == [])
        #expect(
            decoded.scenes.map { $0.root.strippingLocations() } == [result.scenes[1].fixture.root.strippingLocations()])
    }
}
