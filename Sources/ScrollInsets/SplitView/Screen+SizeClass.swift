extension Screen {
    /// Whether the horizontal size class is regular, or `nil` where no source gives it.
    ///
    /// A device takes its orientation's ``OrientationMetrics/regularWidth`` (the HIG's size
    /// classes). A custom iPad window (a Split View or Slide Over app, a Stage Manager window)
    /// is compact up to 592 pt wide and regular from 809 pt: the multitasking widths
    /// pointfreeco/swift-snapshot-testing's `ViewImageConfig` gives traits for (iPad Pro 11-inch:
    /// 375, 504 and 592 compact; 809 regular), which follow the HIG's size-class table; between
    /// the two no width is modelled. A custom phone window follows the phones' rule (regular in
    /// landscape when the shorter side is 414 pt or more).
    public var isHorizontallyRegular: Bool? {
        guard device == nil, windowFamily == .pad else { return metrics.regularWidth }
        if size.width <= Self.compactPadWindowWidth { return false }
        if size.width >= Self.regularPadWindowWidth { return true }
        return nil
    }

    /// The widest iPad window with a compact width in swift-snapshot-testing's traits (the
    /// iPad Pro 11-inch's half of the screen in landscape).
    static let compactPadWindowWidth = 592.0
    /// The narrowest iPad window with a regular width there (two thirds in landscape).
    static let regularPadWindowWidth = 809.0
}
