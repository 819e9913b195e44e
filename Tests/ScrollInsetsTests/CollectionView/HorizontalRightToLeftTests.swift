import Testing
@testable import ScrollInsets

/// A horizontal flow or compositional layout in a right-to-left layout direction is laid out
/// left to right, and says so: where UIKit puts its first item and starts scrolling is not
/// sourced (docs/collection-views.md, "Right-to-left"). A vertical one is mirrored, without
/// the warning.
@Suite struct HorizontalRightToLeftTests {
    static let rightToLeft = CollectionFixtures.context(width: 375, height: 200, direction: .rightToLeft)
    static let leftToRight = CollectionFixtures.context(width: 375, height: 200)

    @Test func horizontalFlowWarns() {
        var flow = FlowLayout()
        flow.scrollDirection = .horizontal
        let collection = CollectionViewProperties(layout: flow, sections: [12])
        let layout = CollectionViewLayoutEngine.layout(of: collection, in: Self.rightToLeft)
        #expect(layout.warnings == [.horizontalRightToLeftNotModelled])
        #expect(
            layout.sections.first?.items
                == CollectionViewLayoutEngine.layout(of: collection, in: Self.leftToRight).sections.first?.items)
        #expect(CollectionViewLayoutEngine.layout(of: collection, in: Self.leftToRight).warnings.isEmpty)
    }

    @Test func horizontalCompositionalWarnsAndVerticalDoesNot() {
        var collection = CollectionViewProperties(sections: [6])
        collection.compositional = CompositionalLayout(scrollDirection: .horizontal, sections: [CompositionalSection()])
        #expect(
            CollectionViewLayoutEngine.layout(of: collection, in: Self.rightToLeft).warnings == [
                .horizontalRightToLeftNotModelled
            ])
        collection.compositional = CompositionalLayout(scrollDirection: .vertical, sections: [CompositionalSection()])
        #expect(CollectionViewLayoutEngine.layout(of: collection, in: Self.rightToLeft).warnings.isEmpty)
        #expect(
            CollectionLayoutWarning.horizontalRightToLeftNotModelled.message
                == """
                a horizontal layout in a right-to-left layout direction is shown left to right: where UIKit puts \
                its \

                """
                + "first item and starts scrolling is not modelled")
    }
}
