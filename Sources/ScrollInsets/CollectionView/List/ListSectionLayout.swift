/// A list layout's own part of a ``CollectionSectionLayout``
/// (`UICollectionLayoutListConfiguration`): each cell's safe area, margins and separator, the
/// header's and footer's content-view margins, and why the section insets are what they are.
public struct ListSectionLayout: Hashable, Sendable {
    /// Each cell's safe area, margins and separator, in the order of
    /// ``CollectionSectionLayout/items``.
    public var cells: [ListCellLayout]
    /// The header's safe area and content-view margins (no separator), when the section has a
    /// header; `nil` otherwise.
    public var header: ListCellLayout?
    /// The footer's safe area and content-view margins, when the section has a footer; `nil`
    /// otherwise.
    public var footer: ListCellLayout?
    /// Why each edge of the section's inset has its value, one term per edge
    /// (`ListSectionInsets`).
    public var reasons: [Edge: WhyTerm]

    /// Creates a list section's part.
    public init(
        cells: [ListCellLayout], header: ListCellLayout? = nil, footer: ListCellLayout? = nil,
        reasons: [Edge: WhyTerm] = [:]
    ) {
        self.cells = cells
        self.header = header
        self.footer = footer
        self.reasons = reasons
    }
}
