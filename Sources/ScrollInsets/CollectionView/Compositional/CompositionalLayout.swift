/// The properties of a `UICollectionViewCompositionalLayout` and its configuration
/// (`UICollectionViewCompositionalLayoutConfiguration`), with UIKit's defaults.
///
/// Sources (docs/collection-views.md, "Compositional layouts"): the configuration's
/// `contentInsetsReference` defaults to `.safeArea` ("default is UIContentInsetsReferenceSafeArea",
/// the `UICollectionViewCompositionalLayout.h` header, iOS 14), `scrollDirection` to vertical and
/// `interSectionSpacing` to 0 (the same header).
///
/// Section `i` of the collection view uses ``sections``[min(i, count − 1)], as a section
/// provider that returns the same section for the remaining indices does.
///
/// ```swift
/// let grid = CompositionalLayout(sections: [CompositionalSection(group: CompositionalGroup(
///     width: .fractionalWidth(1), height: .absolute(120), count: 3,
///     items: [.item(CompositionalItem(width: .fractionalWidth(1), height: .fractionalHeight(1)))]))])
/// ```
public struct CompositionalLayout: Hashable, Sendable {
    /// `scrollDirection` (default vertical).
    public var scrollDirection: Axis
    /// `contentInsetsReference` (default ``ContentInsetsReference/safeArea``).
    public var contentInsetsReference: ContentInsetsReference
    /// `interSectionSpacing` (default 0): between sections along the scrolling axis.
    public var interSectionSpacing: Double
    /// The sections; section `i` uses entry `min(i, count − 1)`.
    public var sections: [CompositionalSection]

    /// Creates a compositional layout with UIKit's defaults.
    public init(
        scrollDirection: Axis = .vertical, contentInsetsReference: ContentInsetsReference = .safeArea,
        interSectionSpacing: Double = 0, sections: [CompositionalSection] = []
    ) {
        self.scrollDirection = scrollDirection
        self.contentInsetsReference = contentInsetsReference
        self.interSectionSpacing = interSectionSpacing
        self.sections = sections
    }

    /// The section description for collection-view section `index`: the last one repeats, and
    /// a layout without sections lays every section out as `CompositionalSection()`.
    public func section(at index: Int) -> CompositionalSection {
        guard !sections.isEmpty else { return CompositionalSection() }
        return sections[Swift.min(index, sections.count - 1)]
    }
}

/// `UIContentInsetsReference` (iOS 14): what a compositional section's `contentInsets` are
/// measured from. Raw values in UIKit: automatic 0, none 1, safeArea 2, layoutMargins 3,
/// readableContent 4 (the header's comments: "use system defined default", "no additional
/// insets", "honor safe area", "honor layout margins", "honor readable content").
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// On a section: follow the configuration's reference. On the configuration: the system
    /// default, which the model takes to be the safe area (an assumption; the documented
    /// default of the configuration is `.safeArea` itself).
    case automatic
    /// No additional insets: `contentInsets` from the content's edges.
    case none
    /// From the collection view's safe area.
    case safeArea
    /// From the collection view's layout margins.
    case layoutMargins
    /// From the collection view's readable content guide.
    case readableContent
}
