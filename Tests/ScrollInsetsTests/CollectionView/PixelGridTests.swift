import Testing
@testable import ScrollInsets

/// Collection layouts put frames on the screen's pixel grid (docs/collection-views.md, "The pixel grid").
@Suite struct PixelGridTests {
    /// The recorded flow-layout cell at y 100.8: 201.6 px on an iPhone 8 (2x) → 202 px = 101;
    /// 302.4 px on an iPhone 8 Plus (3x) → 302 px = 100.667 (jianshu.com/p/58d0414eccac).
    @Test func recordedOrigins() {
        #expect(PixelGrid(scale: 2).aligned(100.8) == 101)
        #expect(PixelGrid(scale: 3).aligned(100.8) == 302.0 / 3)
    }

    @Test func sizesAreKeptAndHalvesRoundAwayFromZero() {
        #expect(
            PixelGrid(scale: 2).aligned(Rect(x: 0.25, y: -0.25, width: 100.3, height: 7))
                == Rect(x: 0.5, y: -0.5, width: 100.3, height: 7))
        #expect(
            PixelGrid(scale: 1).aligned(Rect(x: 2.5, y: 3.49, width: 1, height: 1))
                == Rect(x: 3, y: 3, width: 1, height: 1))
    }

    @Test func noScaleKeepsExactValues() {
        #expect(PixelGrid(scale: nil).aligned(102.33) == 102.33)
        #expect(PixelGrid(scale: 0).scale == nil)
        #expect(PixelGrid(scale: .infinity).scale == nil)
    }

    /// The case: three items across a 307-point band (375 wide, trailing inset 68,
    /// reference none) on a 2x iPhone SE: exact x of the second item 307 / 3 = 102.333, on the
    /// grid 204.67 px → 205 px = 102.5. On the 3x iPhone X the exact value is already on the
    /// grid: 307 px = 102.333.
    @Test(arguments: [("iPhone SE (3rd generation)", 102.5), ("iPhone X", 307.0 / 3)])
    func threeAcrossCompositionalRow(_ device: String, _ secondX: Double) throws {
        let layout = CompositionalLayout(
            contentInsetsReference: .none,
            sections: [
                CompositionalSection(
                    contentInsets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 68),
                    group: CompositionalFixtures.row(count: 3, height: .absolute(100)))
            ])
        let view = try #require(try CompositionalFixtures.collection(device, .portrait, layout: layout, sections: [3]))
        let items = try #require(view.collection?.sections.first?.items)
        #expect(items[1].minX == secondX)
        #expect(items[1].width == 307.0 / 3)
    }

    /// A flow row of four 80-point items at 375 wide on a 2x screen: 4 fit (350), the 25 left
    /// over spread over 3 gaps, so the second item's exact x is 80 + 10 + 25 / 3 = 98.333;
    /// on the grid 196.67 px → 197 px = 98.5, and the third 196.667 → 393.33 px → 393 px = 196.5.
    @Test func flowRowOnTheTwoTimesGrid() throws {
        let screen = try TestScenes.screen("iPhone SE (3rd generation)", .portrait)
        let scene = CollectionFixtures.rootCollectionScene(
            on: screen, layout: FlowLayout(itemSize: Size(width: 80, height: 80), minimumInteritemSpacing: 10),
            sections: [4])
        let items = try #require(try scene.layout().view(path: "grid/cv")?.collection?.sections.first?.items)
        #expect(items.map(\.minX) == [0, 98.5, 196.5, 295])
    }
}
