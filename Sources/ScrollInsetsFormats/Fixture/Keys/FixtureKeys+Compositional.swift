import ScrollInsets

extension FixtureKeys {
    /// The keys of `layout: {compositional: …}` (`UICollectionViewCompositionalLayout` and its configuration).
    static let compositionalLayout = FixtureKeyTable<CompositionalLayout>(
        "compositionalLayout", "A collection view's `layout: {compositional: …}`.", prototype: CompositionalLayout(),
        [
            .value(
                "scrollDirection", \.scrollDirection, { $0.scrollDirection = $1 }, .enumeration(Axis.self),
                "the axis the layout scrolls along"),
            .value(
                "contentInsetsReference", \.contentInsetsReference, { $0.contentInsetsReference = $1 },
                .enumeration(ContentInsetsReference.self),
                "what sections measure their content insets from, unless they say"),
            .value(
                "interSectionSpacing", \.interSectionSpacing, { $0.interSectionSpacing = $1 }, .number,
                "the spacing between sections"),
            .custom(
                "sections", type: .sequence(of: .mapping(keySet: "compositionalSection")), required: true,
                inOrder: false,
                "the sections; section i uses entry min(i, count - 1)"),
        ])

    /// The keys of one `NSCollectionLayoutSection`.
    static let compositionalSection = FixtureKeyTable<CompositionalSection>(
        "compositionalSection", "An entry of a compositional layout's `sections`.", prototype: CompositionalSection(),
        [
            .value(
                "contentInsets", \.contentInsets, { $0.contentInsets = $1 }, .directionalInsets,
                "the section's insets, from its reference"),
            .value(
                "contentInsetsReference", \.contentInsetsReference, { $0.contentInsetsReference = $1 },
                .enumeration(ContentInsetsReference.self),
                "what the insets are measured from (automatic: the layout's)"),
            .value(
                "supplementaryContentInsetsReference", \.supplementaryContentInsetsReference,
                { $0.supplementaryContentInsetsReference = $1 },
                .enumeration(ContentInsetsReference.self),
                "what headers and footers are measured from (automatic: the layout's)"),
            .value(
                "supplementariesFollowContentInsets", \.supplementariesFollowContentInsets,
                { $0.supplementariesFollowContentInsets = $1 }, .bool,
                "headers and footers take the section's content insets across the scrolling axis"),
            .value(
                "interGroupSpacing", \.interGroupSpacing, { $0.interGroupSpacing = $1 }, .number,
                "the spacing between repetitions of the group"),
            .value(
                "orthogonalScrollingBehavior", \.orthogonalScrollingBehavior, { $0.orthogonalScrollingBehavior = $1 },
                .enumeration(OrthogonalScrollingBehavior.self),
                "whether and how the section scrolls across the layout's axis"),
            .custom(
                "group", type: .mapping(keySet: "compositionalGroup"), required: true, inOrder: false,
                "the group, repeated until the section's items are placed"),
            .custom(
                "boundarySupplementaryItems", type: .sequence(of: .mapping(keySet: "boundarySupplementaryItem")),
                inOrder: false, "the section's headers and footers"),
        ])

    /// The keys of one `NSCollectionLayoutGroup`.
    static let compositionalGroup = FixtureKeyTable<CompositionalGroup>(
        "compositionalGroup", "A compositional section's `group`, or a nested `{group: …}`.",
        prototype: CompositionalGroup(),
        [
            .value(
                "direction", \.direction, { $0.direction = $1 }, .enumeration(Axis.self),
                "the axis the subitems follow each other along"),
            .value("width", \.width, { $0.width = $1 }, .layoutDimension, "the group's width"),
            .value("height", \.height, { $0.height = $1 }, .layoutDimension, "the group's height"),
            .optional(
                "count", \.count, { $0.count = $1 }, .positiveCount,
                "that many (1 or more) equal copies of the first subitem"),
            .value(
                "interItemSpacing", \.interItemSpacing, { $0.interItemSpacing = $1 }, .number,
                "the fixed spacing between subitems"),
            .custom(
                "items", type: .sequence(of: .mapping(keySet: "compositionalItem")), required: true, inOrder: false,
                "the subitems in order, repeated to fill the group; an entry may be `{group: …}`"),
        ])

    /// The keys of one `NSCollectionLayoutItem`, or `group` for a nested group.
    static let compositionalItem = FixtureKeyTable<CompositionalItem>(
        "compositionalItem", "An entry of a group's `items`.", prototype: CompositionalItem(),
        [
            .value("width", \.width, { $0.width = $1 }, .layoutDimension, "the item's width"),
            .value("height", \.height, { $0.height = $1 }, .layoutDimension, "the item's height"),
            .value(
                "contentInsets", \.contentInsets, { $0.contentInsets = $1 }, .directionalInsets,
                "the cell's insets inside the item's frame"),
            .custom(
                "group", type: .mapping(keySet: "compositionalGroup"), inOrder: false,
                "a nested group in place of an item (alone in its entry)"),
        ])

    /// The keys of one `NSCollectionLayoutBoundarySupplementaryItem`.
    static let boundarySupplementaryItem = FixtureKeyTable<BoundarySupplementaryItem>(
        "boundarySupplementaryItem", "An entry of a section's `boundarySupplementaryItems`.",
        prototype: BoundarySupplementaryItem(),
        [
            .value(
                "kind", \.kind, { $0.kind = $1 }, .enumeration(BoundarySupplementaryItem.Kind.self),
                "header (the section's start) or footer"),
            .value("width", \.width, { $0.width = $1 }, .layoutDimension, "the item's width"),
            .value("height", \.height, { $0.height = $1 }, .layoutDimension, "the item's height"),
            .value(
                "pinToVisibleBounds", \.pinToVisibleBounds, { $0.pinToVisibleBounds = $1 }, .bool,
                "stays at the visible edge while its section is visible"),
            .value(
                "extendsBoundary", \.extendsBoundary, { $0.extendsBoundary = $1 }, .bool,
                "takes room of its own instead of lying over the items"),
        ])

    /// The forms of an `NSCollectionLayoutDimension`: a mapping with exactly one of these keys.
    static let layoutDimension = FixtureKeyTable<LayoutDimension>(
        "layoutDimension", "A `width` or `height` of a compositional group, item or supplementary: one key.",
        prototype: .absolute(0),
        [
            .custom("absolute", type: .nonNegativeNumber, inOrder: false, "a length in points"),
            .custom("fractionalWidth", type: .nonNegativeNumber, inOrder: false, "a fraction of the container's width"),
            .custom(
                "fractionalHeight", type: .nonNegativeNumber, inOrder: false, "a fraction of the container's height"),
            .custom("estimated", type: .nonNegativeNumber, inOrder: false, "an estimate in points, laid out as given"),
        ])
}

extension FixtureFieldType where Value == LayoutDimension {
    /// `{absolute: 44}`, `{fractionalWidth: 0.5}`, `{fractionalHeight: 1}` or `{estimated: 100}`.
    static var layoutDimension: Self {
        Self(
            value: .layoutDimension,
            text: { dimension in
                switch dimension {
                case .absolute(let value): "{absolute: \(FixtureText.number(value))}"
                case .fractionalWidth(let value): "{fractionalWidth: \(FixtureText.number(value))}"
                case .fractionalHeight(let value): "{fractionalHeight: \(FixtureText.number(value))}"
                case .estimated(let value): "{estimated: \(FixtureText.number(value))}"
                }
            }, type: .mapping(keySet: "layoutDimension"))
    }
}

extension FixtureFieldType where Value == Int {
    /// A whole number of 1 or more.
    static var positiveCount: Self { Self(value: .positiveCount, text: { String($0) }, type: .count) }
}

extension FixtureValue where Value == LayoutDimension {
    /// A mapping with one key naming the kind of dimension and a non-negative number.
    static var layoutDimension: FixtureValue<LayoutDimension> {
        FixtureValue(
            expected: "a dimension: {absolute: N}, {fractionalWidth: F}, {fractionalHeight: F} or {estimated: N}"
        ) { reader, node in
            let names = FixtureKeys.layoutDimension.names
            guard reader.mapping(node, allowed: names) != nil, let entries = node.mapping else { return nil }
            guard entries.count == 1 else {
                reader.error(
                    "expected one of absolute, fractionalWidth, fractionalHeight or estimated, found "
                        + "\(entries.count) keys", at: node.location)
                return nil
            }
            guard let name = names.first(where: { FixtureMapping.matches(entries[0].key, key: $0) }) else { return nil }
            guard let value = reader.read(entries[0].value, as: .nonNegativeNumber) else { return nil }
            switch name {
            case "absolute": return .absolute(value)
            case "fractionalWidth": return .fractionalWidth(value)
            case "fractionalHeight": return .fractionalHeight(value)
            default: return .estimated(value)
            }
        }
    }
}

extension FixtureValue where Value == Int {
    /// A whole number of 1 or more (a group's `count`).
    static var positiveCount: FixtureValue<Int> {
        FixtureValue(expected: "a whole number of 1 or more") { reader, node in
            guard let count = reader.read(node, as: .count) else { return nil }
            guard count >= 1 else {
                reader.error("expected a whole number of 1 or more, found 0", at: node.location)
                return nil
            }
            return count
        }
    }
}
