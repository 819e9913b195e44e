import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Auto Layout places a switch by its alignment rectangle, 2 pt narrower than its frame on the
/// trailing side, and views chained to it follow (docs/storyboards.md, "Alignment rectangles").
@Suite struct IBAlignmentRectTests {
    typealias Importer = InterfaceBuilderImporterTests

    @Test func aSwitchChainedToALabelTakesTheStoredFrames() throws {
        let result = try Importer.imported(IBTestDocuments.switchChainedToLabel)
        let comparisons = result.scenes[0].storedFrameComparisons
        #expect(comparisons.map(\.id) == ["sw1-sw-001", "sw1-lb-001"])
        #expect(comparisons.map(\.method) == [.solved, .solved])
        // The switch's alignment rect ends 16 pt before 375: 359; its frame 2 pt further, 361,
        // so x = 361 − 51 = 310; y = 20 + 80. The label ends 8 pt before the switch's leading
        // edge (310): 302 − 60 = 242; centred on the switch: 100 + 15.5 − 10.5 = 105.
        #expect(
            comparisons.map(\.laidOut) == [
                Rect(x: 310, y: 100, width: 51, height: 31),
                Rect(x: 242, y: 105, width: 60, height: 21),
            ])
        #expect(comparisons.map(\.agrees) == [true, true])
    }

    @Test func onlyASwitchHasAlignmentInsets() {
        #expect(IBSceneImporter.alignmentShift(.trailing, EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)) == -2)
        #expect(IBSceneImporter.alignmentShift(.width, EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)) == -2)
        #expect(IBSceneImporter.alignmentShift(.centerX, EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)) == -1)
        #expect(IBSceneImporter.alignmentShift(.leading, EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)) == 0)
    }
}
