/// Where a foldable display folds, as the catalog records it: the axis of its hinge.
public enum FoldAxis: String, Hashable, Sendable, CaseIterable {
    /// A book fold: the hinge runs top to bottom across the width of the open display
    /// (the iPhone Duo's inner display, open at 951 × 669).
    case vertical
}

/// `fold`: the posture of a foldable display (the scene key; iPhone Duo (inner) only).
public enum FoldState: String, Hashable, Sendable, CaseIterable {
    /// Open flat: content may cross the fold; its division region is inactive.
    case flat
    /// Partly open: the fold's division region is active and content should avoid it
    /// (Apple's HIG, "Designing for iPhone Duo"; `UIView.ReservedRegion.isActive`).
    case partial
}
