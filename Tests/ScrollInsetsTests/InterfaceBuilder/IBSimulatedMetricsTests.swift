import Testing
@testable import ScrollInsets

/// A root controller no segue places in a container takes the containers its simulated metrics
/// declare, with a note (docs/storyboards.md, "Simulated metrics"); the option lays it out bare.
@Suite struct IBSimulatedMetricsTests {
    typealias Importer = InterfaceBuilderImporterTests

    @Test func simulatedBarsAreLaidOutWithANote() throws {
        let result = try Importer.imported(IBTestDocuments.simulatedBars)
        #expect(result.diagnostics.map(\.message) == [
            "'inbox' is laid out in a navigation controller and a tab bar controller that the document only simulates (its simulated metrics); --ignore-simulated-metrics lays it out bare",
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
        let result = InterfaceBuilderImporter.importDocument(Array(IBTestDocuments.simulatedBars.utf8), options: options)
        #expect(result.diagnostics.isEmpty)
        let layout = try Importer.layout(result.scenes[0])
        // Bare: the status bar's 20 pt at the top, nothing at the bottom.
        let table = try #require(layout.view(path: "inbox/view[0]/mail"))
        #expect(table.frame == Rect(x: 0, y: 20, width: 375, height: 647))
        let comparison = try #require(result.scenes[0].storedFrameComparisons.first)
        #expect(comparison.agrees == false)
        #expect(comparison.context == .simulatedMetrics)
    }
}
