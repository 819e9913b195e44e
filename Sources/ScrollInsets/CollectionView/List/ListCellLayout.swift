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
