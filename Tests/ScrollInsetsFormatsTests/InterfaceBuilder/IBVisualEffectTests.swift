import Testing
@testable import ScrollInsets

/// The subviews of a visual-effect view's `contentView` reach the scene and the report
/// (docs/storyboards.md, "What is read").
@Suite struct IBVisualEffectTests {
    typealias Importer = InterfaceBuilderImporterTests

    @Test func aTableInAVisualEffectViewIsLaidOut() throws {
        let result = try Importer.imported(IBTestDocuments.tableInVisualEffectView)
        let layout = try Importer.layout(result.scenes[0])
        let table = try #require(layout.view(path: "blurred/view[0]/glass/content/items"))
        #expect(table.kind == .tableView)
        #expect(table.frame == Rect(x: 16, y: 16, width: 343, height: 635))
        #expect(result.scenes[0].methods.map(\.kind) == [.view, .view, .view, .tableView])
        let comparisons = result.scenes[0].storedFrameComparisons
        #expect(comparisons.map(\.id) == ["ve1-fx-001", "ve1-cv-001", "ve1-tb-001"])
        #expect(comparisons.map(\.agrees) == [true, true, true])
    }
}
