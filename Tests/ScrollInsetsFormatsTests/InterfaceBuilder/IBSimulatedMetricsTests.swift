import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// A root controller no segue places in a container takes the containers its simulated metrics
/// declare, with a note (docs/storyboards.md, "Simulated metrics"); the option lays it out bare.
@Suite struct IBSimulatedMetricsTests {
    typealias Importer = InterfaceBuilderImporterTests

    @Test func simulatedBarsAreLaidOutWithANote() throws {
        let result = try Importer.imported(IBTestDocuments.simulatedBars)
        #expect(
            result.diagnostics.map(\.message) == [
                """
                'inbox' is laid out in a navigation controller and a tab bar controller that the document only \
                simulates (its simulated metrics); --ignore-simulated-metrics lays it out bare
                """
            ])
        let layout = try Importer.layout(result.scenes[0])
        // iPhone 8: 20 + 44 = 64 at the top, the 49 pt tab bar at the bottom: 667 − 64 − 49 = 554.
        let table = try #require(layout.view(path: "simulatedTabBar/simulatedNavigation/inbox/view[0]/mail"))
        #expect(table.frame == Rect(x: 0, y: 64, width: 375, height: 554))
        #expect(result.scenes[0].storedFrameComparisons.map(\.agrees) == [true])
    }

    @Test func ignoringSimulatedMetricsLaysTheControllerOutBare() throws {
        var options = InterfaceBuilderImporter.Options()
        options.ignoresSimulatedMetrics = true
        let result = InterfaceBuilderImporter.importDocument(
            Array(IBTestDocuments.simulatedBars.utf8), options: options)
        #expect(result.diagnostics.isEmpty)
        let layout = try Importer.layout(result.scenes[0])
        // Bare: the status bar's 20 pt at the top, nothing at the bottom.
        let table = try #require(layout.view(path: "inbox/view[0]/mail"))
        #expect(table.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        let comparison = try #require(result.scenes[0].storedFrameComparisons.first)
        #expect(comparison.agrees == false)
        #expect(comparison.context == .simulatedMetrics)
    }

    @Test func aSimulatedPageSheetIsPresentedByASimulatedPresenter() throws {
        // On iOS 13, the release of the Xcode 11 that saved the document.
        let result = try Importer.imported(IBTestDocuments.simulatedPageSheet, release: UIKitRelease(13))
        #expect(
            result.diagnostics.map(\.message) == [
                """
                'events' is laid out in a page sheet that the document only simulates (its simulated metrics); \
                --ignore-simulated-metrics lays it out bare
                """
            ])
        let layout = try Importer.layout(result.scenes[0])
        // The sheet's top 10 pt below the presenter's safe area (44 on iPhone 11): 896 − 54 = 842,
        // the root view's height Xcode stored.
        let list = try #require(layout.view(path: "simulatedPresenter/events/view[0]/list"))
        #expect(list.frame == Rect(x: 0, y: 0, width: 414, height: 842))
        #expect(result.scenes[0].storedFrameComparisons.map(\.agrees) == [true])
        // Before iOS 13 a page sheet on a phone covers the screen (docs/presentations.md).
        let older = try Importer.imported(
            IBTestDocuments.simulatedPageSheet, device: "iPhone 8", release: UIKitRelease(12))
        let olderLayout = try Importer.layout(older.scenes[0])
        #expect(
            olderLayout.view(path: "simulatedPresenter/events/view[0]/list")?.frame
                == Rect(x: 0, y: 0, width: 375, height: 667))
        // Without simulated metrics, bare.
        var options = InterfaceBuilderImporter.Options(release: UIKitRelease(13))
        options.ignoresSimulatedMetrics = true
        let bare = InterfaceBuilderImporter.importDocument(
            Array(IBTestDocuments.simulatedPageSheet.utf8), options: options)
        #expect(bare.diagnostics.isEmpty)
        #expect(
            try Importer.layout(bare.scenes[0]).view(path: "events/view[0]/list")?.frame
                == Rect(x: 0, y: 0, width: 414, height: 896))
    }

    @Test func aSimulatedStatusBarOfNoneHidesTheStatusBar() throws {
        // The bare `simulatedBars` controller with Status Bar "None" instead of its bars.
        let text = IBTestDocuments.simulatedBars
            .replacingOccurrences(
                of: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>",
                with: "<nil key=\"simulatedStatusBarMetrics\"/>"
            )
            .replacingOccurrences(of: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>", with: "")
        let result = try Importer.imported(text)
        #expect(
            result.diagnostics.map(\.message) == [
                """
                'inbox' is laid out with the status bar hidden, as its simulated metrics say (Status Bar: None); \
                --ignore-simulated-metrics lays it out with the device's status bar
                """
            ])
        #expect(result.scenes[0].fixture.statusBarHidden == true)
        // iPhone 8 without its 20-pt status bar: the safe area starts at the top.
        let table = try #require(try Importer.layout(result.scenes[0]).view(path: "inbox/view[0]/mail"))
        #expect(table.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        var options = InterfaceBuilderImporter.Options()
        options.ignoresSimulatedMetrics = true
        let bare = InterfaceBuilderImporter.importDocument(Array(text.utf8), options: options)
        #expect(bare.diagnostics.isEmpty)
        #expect(
            try Importer.layout(bare.scenes[0]).view(path: "inbox/view[0]/mail")?.frame
                == Rect(x: 0, y: 20, width: 375, height: 647))
    }
}
