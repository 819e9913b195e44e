/// The properties of a `UICollectionView` with a `UICollectionViewFlowLayout`.
///
/// Only the layout and the item counts are needed: a `UICollectionViewCell` does not inset its
/// content view to the safe area (there is no counterpart of `UITableView`'s
/// `insetsContentViewsToSafeArea`), so an item's frame is the whole story. Whether items stay
/// out of the unsafe bands is decided by `sectionInset` and `sectionInsetReference`.
///
/// ```swift
/// let grid = ViewNode.collectionView(name: "cv", collection: CollectionViewProperties(
///     layout: FlowLayout(itemSize: Size(width: 100, height: 100), sectionInset: EdgeInsets(top: 0, left: 10, bottom:
///         0, right: 10),
///                        sectionInsetReference: .fromSafeArea),
///     sections: [12, 5]))
/// ```
public struct CollectionViewProperties: Hashable, Sendable {
    /// The flow layout, used unless another layout is set.
    public var layout: FlowLayout
    /// A compositional layout (`UICollectionViewCompositionalLayout`); when set, it lays the
    /// collection view out instead of ``layout``.
    public var compositional: CompositionalLayout?
    /// The number of items in each section.
    public var sections: [Int]
    /// A list layout (`UICollectionLayoutListConfiguration`), laid out in place of ``layout``
    /// when set.
    public var list: ListConfiguration?
    /// The sizes each section gives beside its count, by section index; a section past the
    /// end gives none.
    public var sectionSizes: [CollectionSectionSizes]

    /// Creates collection-view properties.
    public init(
        layout: FlowLayout = FlowLayout(), compositional: CompositionalLayout? = nil, sections: [Int] = [],
        list: ListConfiguration? = nil, sectionSizes: [CollectionSectionSizes] = []
    ) {
        self.layout = layout
        self.compositional = compositional
        self.sections = sections
        self.list = list
        self.sectionSizes = sectionSizes
    }
}

/// The properties of `UICollectionViewFlowLayout`, with UIKit's defaults.
public struct FlowLayout: Hashable, Sendable {
    /// `scrollDirection` (default vertical).
    public var scrollDirection: Axis
    /// `itemSize` (UIKit's default 50 × 50).
    public var itemSize: Size
    /// `minimumLineSpacing` (default 10): between lines (rows of a vertical flow).
    public var minimumLineSpacing: Double
    /// `minimumInteritemSpacing` (default 10): between items of one line.
    public var minimumInteritemSpacing: Double
    /// `sectionInset` (default zero): physical edges, also in right-to-left layouts. The
    /// leading inset along the scrolling axis comes after the header, the trailing one before
    /// the footer.
    public var sectionInset: EdgeInsets
    /// `sectionInsetReference` (default ``SectionInsetReference/fromContentInset``).
    public var sectionInsetReference: SectionInsetReference
    /// `headerReferenceSize`: only its height (vertical flow) or width (horizontal) counts;
    /// the header spans the content across the scrolling axis, section insets do not narrow
    /// it, and a zero length means no header (Apple's `headerReferenceSize` documentation).
    public var headerReferenceSize: Size
    /// `footerReferenceSize`, likewise, after the section's trailing inset.
    public var footerReferenceSize: Size

    /// Creates a flow layout with UIKit's defaults.
    public init(
        scrollDirection: Axis = .vertical, itemSize: Size = Size(width: 50, height: 50),
        minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
        sectionInset: EdgeInsets = .zero, sectionInsetReference: SectionInsetReference = .fromContentInset,
        headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero
    ) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}

/// `UICollectionViewFlowLayout.SectionInsetReference`.
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// `sectionInset` is measured from the content inset (the default).
    case fromContentInset
    /// `sectionInset` is measured from the safe area.
    case fromSafeArea
    /// `sectionInset` is measured from the layout margins.
    case fromLayoutMargins
}
