/// A boundary supplementary item (header or footer) of a compositional section, where the layout
/// puts it (``CompositionalSectionLayout/supplementaries``).
public struct CollectionSupplementaryLayout: Hashable, Sendable {
    /// Header or footer.
    public var kind: BoundarySupplementaryItem.Kind
    /// Its frame in content coordinates, at the collection view's `contentOffset` (a pinned
    /// header follows the visible edge).
    public var frame: Rect
    /// Whether `pinToVisibleBounds` moved it from its place in the section at this offset.
    public var isPinned: Bool

    /// Creates a supplementary's layout.
    public init(kind: BoundarySupplementaryItem.Kind, frame: Rect, isPinned: Bool = false) {
        self.kind = kind
        self.frame = frame
        self.isPinned = isPinned
    }
}
