/// The properties of a `UICollectionView` with a `UICollectionViewFlowLayout`.
public struct CollectionViewProperties: Hashable, Sendable {
    /// The flow layout.
    public var layout: FlowLayout
    /// The number of items in each section.
    public var sections: [Int]

    /// Creates collection-view properties.
    public init(layout: FlowLayout = FlowLayout(), sections: [Int] = []) {
        self.layout = layout
        self.sections = sections
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
    /// `sectionInset` (default zero).
    public var sectionInset: EdgeInsets
    /// `sectionInsetReference` (default ``SectionInsetReference/fromContentInset``).
    public var sectionInsetReference: SectionInsetReference
    /// `headerReferenceSize`: the height (vertical flow) or width (horizontal) of each
    /// section's header; zero for none.
    public var headerReferenceSize: Size
    /// `footerReferenceSize`, likewise.
    public var footerReferenceSize: Size

    /// Creates a flow layout with UIKit's defaults.
    public init(scrollDirection: Axis = .vertical, itemSize: Size = Size(width: 50, height: 50),
                minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                sectionInset: EdgeInsets = .zero, sectionInsetReference: SectionInsetReference = .fromContentInset,
                headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero) {
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
