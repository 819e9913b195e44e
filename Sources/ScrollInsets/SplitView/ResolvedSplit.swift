/// A split view controller as laid out: collapsed or not, the display mode, every column.
public struct ResolvedSplit: Hashable, Sendable {
    /// The style.
    public var style: SplitViewStyle
    /// The display mode, `nil` when collapsed.
    public var displayMode: SplitDisplayMode?
    /// `isCollapsed`.
    public var collapsed: Bool
    /// The columns: the shown ones in order, then the hidden ones.
    public var columns: [ResolvedSplitColumn]
    /// Why, each with its source; assumptions say so.
    public var notes: [WhyTerm]
}

/// One column of a laid-out split view controller.
public struct ResolvedSplitColumn: Hashable, Sendable {
    /// The column.
    public var column: SplitViewColumn
    /// The area the column shows on screen, in window coordinates (for a hidden column, where
    /// it shows when revealed).
    public var frame: Rect
    /// Whether the column is on screen.
    public var visible: Bool
    /// The index in ``Layout/controllers`` of the controller laid out in it, `nil` when hidden.
    public var controller: Int?
}
