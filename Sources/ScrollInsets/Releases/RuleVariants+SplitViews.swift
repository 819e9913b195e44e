extension RuleVariants {
    /// How a split view controller's column styles place the column beside the sidebar
    /// (docs/split-views.md).
    public enum SplitViews: String, Hashable, Sendable, CaseIterable {
        /// Before iPadOS 26: the columns tile side by side; the column beside the primary starts
        /// where the primary ends.
        case tiledColumns
        /// iPadOS 26 and later: the sidebar floats over the content, and the column beside it
        /// extends under it with a leading safe-area inset of the sidebar's width (WWDC25 session
        /// 282, "Make your UIKit app more flexible"; the inset's amount assumed); automatic display
        /// modes resolve as before (assumed: no source says otherwise).
        case sidebarOverContent
    }

    /// The split-view variant of `release`.
    static func splitViews(_ release: UIKitRelease) -> SplitViews {
        release.major >= UIKitRelease.firstLiquidGlass.major ? .sidebarOverContent : .tiledColumns
    }
}
