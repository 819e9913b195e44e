/// One `NSCollectionLayoutSection`: its group, insets, spacing, orthogonal scrolling and
/// boundary supplementary items, with UIKit's defaults.
///
/// Defaults (Apple's `NSCollectionLayoutSection` documentation and header, docs/collection-views.md):
/// `contentInsets` zero (every sample; the documentation states none), `contentInsetsReference`
/// `.automatic` ("the section follows the layout configuration's contentInsetsReference"),
/// `supplementaryContentInsetsReference` `.automatic` (iOS 16), `supplementariesFollowContentInsets`
/// true (iOS 13–16), `interGroupSpacing` 0, `orthogonalScrollingBehavior` `.none`.
public struct CompositionalSection: Hashable, Sendable {
    /// `contentInsets`: directional, from the edges the reference gives.
    public var contentInsets: DirectionalEdgeInsets
    /// `contentInsetsReference` (default ``ContentInsetsReference/automatic``).
    public var contentInsetsReference: ContentInsetsReference
    /// `supplementaryContentInsetsReference` (iOS 16; default ``ContentInsetsReference/automatic``:
    /// the configuration's reference).
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// `supplementariesFollowContentInsets` (default true): boundary supplementaries take the
    /// section's `contentInsets` across the scrolling axis.
    public var supplementariesFollowContentInsets: Bool
    /// `interGroupSpacing` (default 0): between repetitions of the group.
    public var interGroupSpacing: Double
    /// `orthogonalScrollingBehavior` (default ``OrthogonalScrollingBehavior/none``).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// The group, repeated until the section's items are placed.
    public var group: CompositionalGroup
    /// `boundarySupplementaryItems`: headers and footers.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]

    /// Creates a section; the default group is a full-width row 44 points tall holding one item.
    public init(
        contentInsets: DirectionalEdgeInsets = .zero, contentInsetsReference: ContentInsetsReference = .automatic,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
        supplementariesFollowContentInsets: Bool = true, interGroupSpacing: Double = 0,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        group: CompositionalGroup = CompositionalGroup(),
        boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    ) {
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.group = group
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: whether a section scrolls across
/// the layout's scrolling axis, in a scroller of its own.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own (the default).
    case none
    /// Scrolls continuously.
    case continuous
    /// Scrolls continuously and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Pages by the collection view's bounds.
    case paging
    /// Pages group by group.
    case groupPaging
    /// Pages group by group, with "additional leading and trailing content insets to center
    /// each group's contents along the orthogonal axis" (the header).
    case groupPagingCentered

    /// Whether the section scrolls in a scroller of its own.
    public var isOrthogonal: Bool { self != .none }
}

/// An `NSCollectionLayoutBoundarySupplementaryItem`: a section header or footer.
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// Which boundary the item sits on.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// At the section's start along the scrolling axis (`.top` alignment).
        case header
        /// At the section's end along the scrolling axis (`.bottom` alignment).
        case footer
    }

    /// Header or footer.
    public var kind: Kind
    /// The width (`layoutSize.widthDimension`, default the full width).
    public var width: LayoutDimension
    /// The height (`layoutSize.heightDimension`, default 44 points, estimated).
    public var height: LayoutDimension
    /// `pinToVisibleBounds` (default false): stays at the visible edge while its section is visible.
    public var pinToVisibleBounds: Bool
    /// `extendsBoundary` (default true): the item takes room of its own along the scrolling
    /// axis; false lays it over the start (header) or end (footer) of the section's content.
    public var extendsBoundary: Bool

    /// Creates a boundary supplementary item.
    public init(
        kind: Kind = .header, width: LayoutDimension = .fractionalWidth(1), height: LayoutDimension = .estimated(44),
        pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true
    ) {
        self.kind = kind
        self.width = width
        self.height = height
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
    }
}
