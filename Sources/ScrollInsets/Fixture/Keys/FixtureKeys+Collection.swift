extension FixtureKeys {
    /// The keys a collection view adds to a scroll view's, read by the decoder (`sections`
    /// counts its items as views).
    static let collectionView = FixtureKeyTable<CollectionViewProperties>(
        "collectionView", "What a `collectionView` adds to the scroll-view keys.", prototype: CollectionViewProperties(), [
            .custom("layout", type: .mapping(keySet: "collectionLayout"), inOrder: false, "the layout"),
            .custom("sections", type: .sequence(of: .either([.count, .mapping(keySet: "collectionSection")])), inOrder: false,
                    "the sections' item counts: `[12, 5]` or `[{items: 12}]`"),
        ])

    /// The keys of a collection view's `layout`.
    static let collectionLayout = FixtureKeyTable<Void>("collectionLayout", "A collection view's `layout`.", prototype: (), [
        .custom("flow", type: .mapping(keySet: "flowLayout"), "a flow layout (`UICollectionViewFlowLayout`); one layout key"),
        .custom("compositional", type: .mapping(keySet: "compositionalLayout"),
                "a compositional layout (`UICollectionViewCompositionalLayout`); one layout key"),
    ])

    /// The keys of a flow layout, all read in table order.
    static let flowLayout = FixtureKeyTable<FlowLayout>(
        "flowLayout", "A collection view's `layout: {flow: …}`.", prototype: FlowLayout(), [
            .value("scrollDirection", \.scrollDirection, .enumeration(Axis.self), "the axis the layout scrolls along"),
            .value("itemSize", \.itemSize, .size, "the size of every item"),
            .value("minimumLineSpacing", \.minimumLineSpacing, .nonNegativeNumber, "the spacing between lines of items"),
            .value("minimumInteritemSpacing", \.minimumInteritemSpacing, .nonNegativeNumber, "the spacing between items in a line"),
            .value("sectionInset", \.sectionInset, .insets, "the insets around each section"),
            .value("sectionInsetReference", \.sectionInsetReference, .enumeration(SectionInsetReference.self),
                   "what the section inset is measured from"),
            .value("headerReferenceSize", \.headerReferenceSize, .size, "the size of each section's header"),
            .value("footerReferenceSize", \.footerReferenceSize, .size, "the size of each section's footer"),
        ])

    /// The keys of a collection section written as a mapping.
    static let collectionSection = FixtureKeyTable<Int?>("collectionSection", "An item of a collection's `sections` written as a mapping.",
                                                         prototype: nil, [
        .optional("items", \.self, .count, required: true, "the number of items"),
    ])
}
