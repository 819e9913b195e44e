/// `NSCollectionLayoutDimension`: one side of an item's, group's or supplementary's size.
public enum LayoutDimension: Hashable, Sendable {
    /// A length in points.
    case absolute(Double)
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// An estimate in points: self-sizing content is laid out at its estimate (the model has no
    /// content to measure), and an item's `contentInsets` are ignored on this axis (the header:
    /// "contentInsets are ignored for any axis with an .estimated dimension").
    case estimated(Double)

    /// The length in a container of `container` size.
    public func length(in container: Size) -> Double {
        switch self {
        case .absolute(let value), .estimated(let value): value
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        }
    }

    /// Whether the dimension is an estimate.
    var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }
}

/// An `NSCollectionLayoutItem`: a cell's size and its `contentInsets`.
public struct CompositionalItem: Hashable, Sendable {
    /// The width (`layoutSize.widthDimension`).
    public var width: LayoutDimension
    /// The height (`layoutSize.heightDimension`).
    public var height: LayoutDimension
    /// `contentInsets` (default zero): "applied after layout size is computed" (the header), so
    /// the cell is the item's frame shrunk by them; ignored on an axis with an estimated dimension.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates an item that fills its group by default.
    public init(
        width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .fractionalHeight(1),
        contentInsets: DirectionalEdgeInsets = .zero
    ) {
        self.width = width
        self.height = height
        self.contentInsets = contentInsets
    }
}

/// An `NSCollectionLayoutGroup`: subitems along one axis, repeated to fill the group, or
/// `count` equal subitems.
public struct CompositionalGroup: Hashable, Sendable {
    /// The axis the subitems follow each other along (`.horizontal(…)` or `.vertical(…)`).
    public var direction: Axis
    /// The group's width.
    public var width: LayoutDimension
    /// The group's height.
    public var height: LayoutDimension
    /// `count` of `horizontal(layoutSize:subitem:count:)`: that many copies of the first
    /// subitem, sized equally to fill the group (their own length along the group is ignored).
    public var count: Int?
    /// `interItemSpacing` as a fixed spacing between subitems (default 0).
    public var interItemSpacing: Double
    /// The subitems in order; items or nested groups.
    public var items: [CompositionalGroupMember]

    /// Creates a group; the default is a full-width row 44 points tall holding one full item.
    public init(
        direction: Axis = .horizontal, width: LayoutDimension = .fractionalWidth(1),
        height: LayoutDimension = .absolute(44), count: Int? = nil, interItemSpacing: Double = 0,
        items: [CompositionalGroupMember] = [.item(CompositionalItem())]
    ) {
        self.direction = direction
        self.width = width
        self.height = height
        self.count = count
        self.interItemSpacing = interItemSpacing
        self.items = items
    }

    /// How deeply groups nest in this one: 1 for a group of items only.
    public var depth: Int {
        1
            + items.reduce(0) { deepest, member in
                if case .group(let group) = member { return Swift.max(deepest, group.depth) }
                return deepest
            }
    }
}

/// A subitem of a group: an item or a nested group.
public indirect enum CompositionalGroupMember: Hashable, Sendable {
    /// A leaf: one cell.
    case item(CompositionalItem)
    /// A nested group.
    case group(CompositionalGroup)

    /// The member's width.
    public var width: LayoutDimension {
        switch self {
        case .item(let item): item.width
        case .group(let group): group.width
        }
    }

    /// The member's height.
    public var height: LayoutDimension {
        switch self {
        case .item(let item): item.height
        case .group(let group): group.height
        }
    }
}
