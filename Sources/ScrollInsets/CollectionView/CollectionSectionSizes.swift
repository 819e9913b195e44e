/// The sizes one collection section gives beside its item count: item heights, and header and
/// footer heights (`sections: [{items: [{height: 60}], header: {height: 38}}]` in a fixture).
///
/// List layouts lay out cells, headers and footers at these heights (or at their
/// `itemHeight` where none is given); a compositional layout lays out its boundary
/// supplementary items whose height is estimated at the header and footer heights (item heights
/// are not read: its items are sized by their groups); the flow layout sizes its items from
/// `itemSize` and ignores them.
public struct CollectionSectionSizes: Hashable, Sendable {
    /// Each item's height, `nil` where the item gives none; empty when the section gives only
    /// a count.
    public var itemHeights: [Double?]
    /// The header's height, or `nil` where the section gives none.
    public var headerHeight: Double?
    /// The footer's height, or `nil` where the section gives none.
    public var footerHeight: Double?

    /// Creates section sizes.
    public init(itemHeights: [Double?] = [], headerHeight: Double? = nil, footerHeight: Double? = nil) {
        self.itemHeights = itemHeights
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}
