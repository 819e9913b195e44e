import Testing
@testable import ScrollInsets

@Suite struct FlowLineMetricsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var itemLength: Double
        var spacing: Double
        var available: Double
        var itemsPerLine: Int
        var alignment: FlowLineMetrics.Alignment
        var interitemSpacing: Double
        /// The offset of every column of a line, from the band's start.
        var offsets: [Double]
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "leftover spread evenly between the items of a full line", itemLength: 100, spacing: 10, available: 400,
            itemsPerLine: 3, alignment: .justified, interitemSpacing: 50, offsets: [0, 150, 300]),
        Case(
            id: "exact fit keeps the minimum spacing", itemLength: 100, spacing: 10, available: 320,
            itemsPerLine: 3, alignment: .justified, interitemSpacing: 10, offsets: [0, 110, 220]),
        Case(
            id: "one point short of a third item", itemLength: 100, spacing: 10, available: 319,
            itemsPerLine: 2, alignment: .justified, interitemSpacing: 119, offsets: [0, 219]),
        Case(
            id: "zero spacing packs items edge to edge", itemLength: 50, spacing: 0, available: 200,
            itemsPerLine: 4, alignment: .justified, interitemSpacing: 0, offsets: [0, 50, 100, 150]),
        Case(
            id: "a line that fits one item centers it", itemLength: 300, spacing: 10, available: 360,
            itemsPerLine: 1, alignment: .centered, interitemSpacing: 10, offsets: [30]),
        Case(
            id: "an item as long as the line fits exactly", itemLength: 360, spacing: 10, available: 360,
            itemsPerLine: 1, alignment: .centered, interitemSpacing: 10, offsets: [0]),
        // Centred as a single item is: (360 − 450) / 2 = −45, overhanging both ends by 45.
        Case(
            id: "an item longer than the line is centred on it", itemLength: 450, spacing: 10, available: 360,
            itemsPerLine: 1, alignment: .overflowing, interitemSpacing: 10, offsets: [-45]),
        // (−20 − 10) / 2 = −15.
        Case(
            id: "a negative band overflows", itemLength: 10, spacing: 10, available: -20,
            itemsPerLine: 1, alignment: .overflowing, interitemSpacing: 10, offsets: [-15]),
    ]

    @Test(arguments: cases)
    func fillsALine(_ c: Case) {
        let metrics = FlowLineMetrics(itemLength: c.itemLength, minimumSpacing: c.spacing, available: c.available)
        #expect(metrics.itemsPerLine == c.itemsPerLine)
        #expect(metrics.alignment == c.alignment)
        #expect(metrics.interitemSpacing == c.interitemSpacing)
        #expect((0..<metrics.itemsPerLine).map { metrics.offset(ofColumn: $0) } == c.offsets)
    }

    @Test func countsLines() {
        let metrics = FlowLineMetrics(itemLength: 100, minimumSpacing: 10, available: 400)
        #expect([0, 1, 3, 4, 7, 9].map { metrics.lineCount(itemCount: $0) } == [0, 1, 1, 2, 3, 3])
    }

    @Test func itemsThatTakeNoRoomFitWithoutBound() {
        #expect(FlowLineMetrics.fittingCount(itemLength: 0, spacing: 0, available: 100) == 2_147_483_648)
    }
}
