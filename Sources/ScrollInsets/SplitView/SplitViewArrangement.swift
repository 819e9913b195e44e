/// What a split view controller shows, decided from its properties and the screen's size
/// class and orientation before anything is laid out (``SplitViewLayout/arrangement(_:screen:)``).
public struct SplitViewArrangement: Hashable, Sendable {
    /// `isCollapsed`: in a compact width the split view shows one column.
    public var collapsed: Bool
    /// The display mode after `automatic` and the split behavior are resolved; `nil` when
    /// collapsed (the display mode then has no effect: Apple's `DisplayMode` documentation).
    public var displayMode: SplitDisplayMode?
    /// The columns on screen, in UIKit's order, each with the controller laid out in it: a
    /// column style's column controller in the navigation controller UIKit wraps it in, or,
    /// collapsed, the compact column or the navigation stack the columns collapse into.
    public var shown: [Shown]
    /// The columns given but not on screen.
    public var hidden: [SplitViewColumn]
    /// Why, each with its source; assumptions say so.
    public var notes: [WhyTerm]

    /// A column on screen.
    public struct Shown: Hashable, Sendable {
        /// The column.
        public var column: SplitViewColumn
        /// The controller laid out in it.
        public var node: ControllerNode
        /// Its index among the split's columns in UIKit's order, for its path.
        public var index: Int
    }
}
