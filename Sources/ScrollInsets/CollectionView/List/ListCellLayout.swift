/// One cell of a list layout, beside its frame (``CollectionSectionLayout/items``): its safe
/// area, its content view's layout margins and its separator.
public struct ListCellLayout: Hashable, Sendable {
    /// The cell's `safeAreaInsets`: the collection view's passed-down insets where the cell
    /// reaches into them (a plain list's full-width cells in landscape).
    public var safeAreaInsets: EdgeInsets
    /// The content view's effective `layoutMargins` (the content view fills the cell): its safe
    /// area plus the cell margin on the left and right, 11 pt on top and bottom.
    public var layoutMargins: EdgeInsets
    /// The separator in cell coordinates, or `nil` where the cell has none.
    public var separator: SeparatorLayout?

    /// Creates a list cell layout.
    public init(safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets, separator: SeparatorLayout?) {
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.separator = separator
    }
}

/// The list-wide rules behind a list's numbers, one sentence each, with their sources or the
/// word "assumption" where none exists.
public struct ListLayoutReasons: Hashable, Sendable {
    /// How far cells, headers and footers stand in from the sides.
    public var sectionInsets: String
    /// The cells' horizontal layout margins.
    public var cellMargins: String
    /// The cells' vertical layout margins.
    public var verticalMargins: String
    /// Where separators run.
    public var separators: String
    /// The padding above each header.
    public var headerTopPadding: String

    /// Creates the reasons.
    public init(sectionInsets: String, cellMargins: String, verticalMargins: String, separators: String,
                headerTopPadding: String) {
        self.sectionInsets = sectionInsets
        self.cellMargins = cellMargins
        self.verticalMargins = verticalMargins
        self.separators = separators
        self.headerTopPadding = headerTopPadding
    }
}
