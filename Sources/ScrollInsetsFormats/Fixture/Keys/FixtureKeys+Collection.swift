import ScrollInsets

extension FixtureKeys {
    /// The keys a collection view adds to a scroll view's, read by the decoder (`sections`
    /// counts its items as views).
    static let collectionView = FixtureKeyTable<CollectionViewProperties>(
        "collectionView", "What a `collectionView` adds to the scroll-view keys.",
        prototype: CollectionViewProperties(),
        [
            .custom("layout", type: .mapping(keySet: "collectionLayout"), inOrder: false, "the layout"),
            .custom(
                "sections", type: .sequence(of: .either([.count, .mapping(keySet: "collectionSection")])),
                inOrder: false,
                "the sections' item counts: `[12, 5]` or `[{items: 12}]`"),
        ])

    /// The keys of a collection view's `layout`.
    static let collectionLayout = FixtureKeyTable<Void>(
        "collectionLayout", "A collection view's `layout`.", prototype: (),
        [
            .custom(
                "flow", type: .mapping(keySet: "flowLayout"),
                "a flow layout (`UICollectionViewFlowLayout`); one layout key"),
            .custom(
                "compositional", type: .mapping(keySet: "compositionalLayout"),
                "a compositional layout (`UICollectionViewCompositionalLayout`); one layout key"),
            .custom(
                "list", type: .mapping(keySet: "listLayout"),
                "a list layout (`UICollectionLayoutListConfiguration`); one layout key"),
        ])

    /// The keys of a list layout, all read in table order.
    static let listLayout = FixtureKeyTable<ListConfiguration>(
        "listLayout", "A collection view's `layout: {list: …}`.", prototype: ListConfiguration(),
        [
            .value(
                "appearance", \.appearance, { $0.appearance = $1 }, .enumeration(ListAppearance.self),
                "the list's appearance"),
            .value(
                "headerMode", \.headerMode, { $0.headerMode = $1 }, .enumeration(ListHeaderMode.self),
                "whether and how sections have headers"),
            .value(
                "footerMode", \.footerMode, { $0.footerMode = $1 }, .enumeration(ListFooterMode.self),
                "whether sections have footers"),
            .value(
                "headerTopPadding", \.headerTopPadding, { $0.headerTopPadding = $1 }, .dimension,
                "the space above each header (iOS 15): `automatic` or points"),
            .value(
                "showsSeparators", \.showsSeparators, { $0.showsSeparators = $1 }, .bool,
                "whether cells have separators"),
            .value(
                "itemHeight", \.itemHeight, { $0.itemHeight = $1 }, .nonNegativeNumber,
                "the height cells, headers and footers are laid out at unless their section gives one"),
        ])

    /// The keys of a flow layout, all read in table order.
    static let flowLayout = FixtureKeyTable<FlowLayout>(
        "flowLayout", "A collection view's `layout: {flow: …}`.", prototype: FlowLayout(),
        [
            .value(
                "scrollDirection", \.scrollDirection, { $0.scrollDirection = $1 }, .enumeration(Axis.self),
                "the axis the layout scrolls along"),
            .value("itemSize", \.itemSize, { $0.itemSize = $1 }, .size, "the size of every item"),
            .value(
                "minimumLineSpacing", \.minimumLineSpacing, { $0.minimumLineSpacing = $1 }, .nonNegativeNumber,
                "the spacing between lines of items"),
            .value(
                "minimumInteritemSpacing", \.minimumInteritemSpacing, { $0.minimumInteritemSpacing = $1 },
                .nonNegativeNumber, "the spacing between items in a line"),
            .value("sectionInset", \.sectionInset, { $0.sectionInset = $1 }, .insets, "the insets around each section"),
            .value(
                "sectionInsetReference", \.sectionInsetReference, { $0.sectionInsetReference = $1 },
                .enumeration(SectionInsetReference.self),
                "what the section inset is measured from"),
            .value(
                "headerReferenceSize", \.headerReferenceSize, { $0.headerReferenceSize = $1 }, .size,
                "the size of each section's header"),
            .value(
                "footerReferenceSize", \.footerReferenceSize, { $0.footerReferenceSize = $1 }, .size,
                "the size of each section's footer"),
        ])

    /// The keys of a collection section written as a mapping, read by the decoder.
    static let collectionSection = FixtureKeyTable<Void>(
        "collectionSection", "An item of a collection's `sections` written as a mapping.",
        prototype: (),
        [
            .custom(
                "items", type: .either([.count, .sequence(of: .mapping(keySet: "collectionItem"))]), required: true,
                "the items: a count, or one mapping per item"),
            .custom(
                "header", type: .mapping(keySet: "collectionHeaderFooter"),
                "the section's header (list layouts; compositional headers whose height is estimated)"),
            .custom(
                "footer", type: .mapping(keySet: "collectionHeaderFooter"),
                "the section's footer (list layouts; compositional footers whose height is estimated)"),
        ])

    /// The keys of an item in a collection section's list of `items`.
    static let collectionItem = FixtureKeyTable<Double?>(
        "collectionItem", "An item of a collection section's list of `items`.",
        prototype: nil,
        [
            .optional(
                "height", \.self, { $0.self = $1 }, .nonNegativeNumber,
                "the item's height (list layouts); absent, the list's `itemHeight`")
        ])

    /// The keys of a collection section's `header` and `footer`.
    static let collectionHeaderFooter = FixtureKeyTable<Double>(
        "collectionHeaderFooter", "A collection section's `header` or `footer`.", prototype: 0,
        [
            .value("height", \.self, { $0.self = $1 }, .nonNegativeNumber, required: true, "the height")
        ])
}
