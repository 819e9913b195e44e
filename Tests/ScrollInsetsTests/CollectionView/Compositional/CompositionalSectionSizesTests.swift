import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Compositional boundary supplementaries read the section's sizes: a header or footer whose
/// height is estimated (self-sizing) is laid out at the section's `header: {height:}` or
/// `footer: {height:}` (docs/fixture-format.md, "collectionSection"; docs/collection-views.md,
/// "Boundary supplementary items"); an absolute height is kept; without a given height, the
/// estimate. Vertical layout, full-width rows of one 50-pt item, no content insets.
@Suite struct CompositionalSectionSizesTests {
    static func layout(header: LayoutDimension, footer: LayoutDimension) -> CompositionalLayout {
        CompositionalLayout(sections: [
            CompositionalSection(
                group: CompositionalFixtures.row(count: 1, height: .absolute(50)),
                boundarySupplementaryItems: [
                    BoundarySupplementaryItem(kind: .header, height: header),
                    BoundarySupplementaryItem(kind: .footer, height: footer),
                ])
        ])
    }

    /// Section 0 gives a 38-pt header and a 20-pt footer; section 1 gives none and keeps the
    /// 44-pt estimates. Section 0: header 0–38, items at 38 and 88, footer 138–158; section 1:
    /// header 158–202, item at 202, footer 252–296.
    @Test func estimatedSupplementariesTakeTheSectionsHeights() throws {
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 16", .portrait, layout: Self.layout(header: .estimated(44), footer: .estimated(44)),
                sections: [2, 1],
                sizes: [CollectionSectionSizes(headerHeight: 38, footerHeight: 20)]))
        let collection = try #require(view.collection)
        #expect(
            collection.sections.map { $0.compositional?.supplementaries.map(\.frame.minY) } == [[0, 138], [158, 252]])
        #expect(
            collection.sections.map { $0.compositional?.supplementaries.map(\.frame.height) } == [[38, 20], [44, 44]])
        #expect(collection.sections.map { $0.items.map(\.minY) } == [[38, 88], [202]])
        #expect(collection.contentSize.height == 296)
    }

    /// An absolute height is the layout's own: the section's given heights do not replace it.
    @Test func absoluteSupplementariesKeepTheirHeights() throws {
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 16", .portrait, layout: Self.layout(header: .absolute(30), footer: .absolute(10)),
                sections: [1],
                sizes: [CollectionSectionSizes(headerHeight: 38, footerHeight: 20)]))
        let collection = try #require(view.collection)
        #expect(collection.sections.first?.compositional?.supplementaries.map(\.frame.height) == [30, 10])
        #expect(collection.contentSize.height == 90)
    }

    /// From a fixture: the section mapping's `header` and `footer` reach the compositional layout.
    @Test func aFixturesSectionSizesReachTheLayout() throws {
        let text = """
            device: iPhone 16
            root:
              viewController:
                name: grid
                view:
                  collectionView:
                    name: cv
                    sections: [{items: 1, header: {height: 38}, footer: {height: 20}}]
                    layout:
                      compositional:
                        sections:
                          - group: {height: {absolute: 50}, items: [{}]}
                            boundarySupplementaryItems:
                              - {kind: header, height: {estimated: 44}}
                              - {kind: footer, height: {estimated: 44}}

            """
        let decoded = FixtureDecoder.decode(Array(text.utf8))
        #expect(decoded.diagnostics.isEmpty)
        let scene = try #require(decoded.scenes.first)
        let collection = try #require(try scene.scene().layout().view(path: "grid/cv")?.collection)
        #expect(collection.sections.first?.compositional?.supplementaries.map(\.frame.height) == [38, 20])
        #expect(collection.contentSize.height == 108)
    }
}
