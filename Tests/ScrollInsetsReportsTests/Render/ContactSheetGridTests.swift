import Testing
@testable import ScrollInsetsReports
import ScrollInsets

/// A contact sheet of many scenes is a grid close to square, and its panel flows into columns
/// no taller than the grid.
@Suite struct ContactSheetGridTests {
    @Test func columnsMakeTheGridCloseToSquare() {
        let portrait = Size(width: 375, height: 852)
        // ⌈√(n · (852 + 32) / (375 + 32))⌉
        #expect(ContactSheet.squareColumns(Array(repeating: portrait, count: 1)) == 2)
        #expect(ContactSheet.squareColumns(Array(repeating: portrait, count: 4)) == 3)
        #expect(ContactSheet.squareColumns(Array(repeating: portrait, count: 100)) == 15)
        #expect(ContactSheet.squareColumns(Array(repeating: Size(width: 852, height: 375), count: 100)) == 7)
    }

    @Test func panelFlowsIntoColumnsNoTallerThanAsked() {
        // 60 rows of 20 pt (font 11): 1200 pt, flowed into columns of 25 rows (500 pt).
        var elements: [SVGElement] = []
        for row in 1...60 {
            elements.append(
                SVGElement("text", [("x", "0"), ("y", SVGElement.number(Double(row) * 20 - 6))], text: "row \(row)"))
        }
        let flowed = LegendPanel.columns((elements, Size(width: 100, height: 1200)), maxHeight: 500, fontSize: 11)
        #expect(flowed.size == Size(width: 3 * 124 - 24, height: 500))
        #expect(
            flowed.elements.map { $0.attribute("transform") } == [
                "translate(0 0)", "translate(124 -500)", "translate(248 -1000)",
            ])
        #expect(flowed.elements.map(\.children.count) == [25, 25, 10])
    }

    @Test func aPanelThatFitsIsLeftAsItIs() {
        let rows = [SVGElement("text", [("x", "0"), ("y", "14")], text: "Legend")]
        let flowed = LegendPanel.columns((rows, Size(width: 50, height: 20)), maxHeight: 800, fontSize: 11)
        #expect(flowed.elements == rows)
        #expect(flowed.size == Size(width: 50, height: 20))
    }
}
