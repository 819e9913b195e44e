extension RuleVariants {
    /// Whether a view has corner-adapted layout regions to pin to
    /// (`UIView.layoutGuide(for:)` with `UIView.LayoutRegion.safeArea(cornerAdaptation:)` and
    /// `.margins(cornerAdaptation:)`: Apple's documentation, iOS 26.0 and later;
    /// docs/pinned-views.md).
    public enum LayoutRegions: String, Hashable, Sendable, CaseIterable {
        /// Before iOS 26: no layout regions; a pin with `cornerAdaptation` is refused.
        case none
        /// iOS 26 and later: corner adaptation avoids the window controls and the display corner.
        case cornerAdaptation
    }

    /// The layout regions of `release`: corner adaptation from the first Liquid Glass release (26).
    static func layoutRegions(_ release: UIKitRelease) -> LayoutRegions {
        release >= .firstLiquidGlass ? .cornerAdaptation : .none
    }
}
