import Testing
import XMLSubset
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Push and show destinations are laid out inside the source's navigation and tab bar
/// controllers (docs/storyboards.md, "Pushed controllers"), and reproduce the frames Xcode
/// stored for them.
@Suite struct IBPushTests {
    typealias Importer = InterfaceBuilderImporterTests

    @Test func pushedScenesAreNamedByTheirPath() throws {
        let result = try Importer.imported(IBTestDocuments.pushedTablesInTabAndNavigation)
        #expect(result.documentSceneCount == 5)
        #expect(result.scenes.map(\.name) == ["tabs", "tabs → nav → home → list", "tabs → nav → home → detail"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aShownTableUnderATranslucentBarAndATabBarTakesItsStoredFrame() throws {
        let result = try Importer.imported(IBTestDocuments.pushedTablesInTabAndNavigation)
        let layout = try Importer.layout(result.scenes[1])
        // iPhone 8 (the retina4_7 canvas): status bar 20 + navigation bar 44 = 64 at the top,
        // the 49 pt tab bar at the bottom: 667 − 64 − 49 = 554, as Xcode stored.
        let table = try #require(layout.view(path: "tabs/nav/list/view[0]/table"))
        #expect(table.frame == Rect(x: 0, y: 64, width: 375, height: 554))
        let comparisons = result.scenes[1].storedFrameComparisons
        #expect(comparisons.map(\.id) == ["pu3-tb-001"])
        #expect(comparisons.map(\.method) == [.pins])
        #expect(comparisons.map(\.agrees) == [true])
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBar() throws {
        let result = try Importer.imported(IBTestDocuments.pushedTablesInTabAndNavigation)
        let layout = try Importer.layout(result.scenes[2])
        // No tab bar: 667 − 64 = 603 to the bottom of the screen (iPhone 8 has no home indicator).
        let table = try #require(layout.view(path: "tabs/nav/detail/view[0]/full"))
        #expect(table.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(result.scenes[2].storedFrameComparisons.map(\.agrees) == [true])
    }

    @Test func aModalDestinationKeepsTodaysRules() throws {
        let text = IBTestDocuments.pageSheetFromNavigationRoot
        let result = try Importer.imported(text)
        // `detail` is shown from nav's root and laid out in nav; `list`, presented, is not pushed.
        #expect(result.scenes.map(\.name) == ["nav", "nav → home → detail"])
        let graph = IBControllerGraph(try InterfaceBuilderDocument(root: try XMLReader().read(Array(text.utf8))))
        #expect(graph.pushContainers(of: "ps3-tv-001") == nil)
        #expect(
            graph.pushContainers(of: "ps4-vc-001")
                == IBControllerGraph.PushContainers(
                    path: ["ps1-nc-001", "ps2-vc-001", "ps4-vc-001"], navigation: "ps1-nc-001", tabBar: nil))
    }
}
