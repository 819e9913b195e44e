@testable import ScrollInsets

/// Scenes shared by the compositional-layout tests: a collection view `cv` as the root view of
/// view controller `grid` on a catalog device.
enum CompositionalFixtures {
    static func scene(
        _ device: String, _ orientation: Orientation, layout: CompositionalLayout, sections: [Int],
        sizes: [CollectionSectionSizes] = [], scroll: ScrollViewProperties = ScrollViewProperties(),
        direction: LayoutDirection = .leftToRight
    ) throws -> Scene {
        var collection = CollectionViewProperties(compositional: layout, sections: sections)
        collection.sectionSizes = sizes
        let view = ViewNode.collectionView(name: "cv", collection: collection, scroll: scroll)
        return Scene(
            screen: try TestScenes.screen(device, orientation), layoutDirection: direction,
            root: .controller(ControllerNode(name: "grid", view: view)))
    }

    static func collection(
        _ device: String, _ orientation: Orientation, layout: CompositionalLayout, sections: [Int],
        sizes: [CollectionSectionSizes] = [], scroll: ScrollViewProperties = ScrollViewProperties(),
        direction: LayoutDirection = .leftToRight
    ) throws -> ResolvedView? {
        try scene(
            device, orientation, layout: layout, sections: sections, sizes: sizes, scroll: scroll, direction: direction
        )
        .layout().view(path: "grid/cv")
    }

    /// A full-width row `height` tall of `count` equal items.
    static func row(
        count: Int, height: LayoutDimension, spacing: Double = 0,
        item: CompositionalItem = CompositionalItem()
    ) -> CompositionalGroup {
        CompositionalGroup(
            direction: .horizontal, width: .fractionalWidth(1), height: height, count: count,
            interItemSpacing: spacing, items: [.item(item)])
    }
}
