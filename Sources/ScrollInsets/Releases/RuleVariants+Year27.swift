extension RuleVariants {
    /// Whether navigation and tab bars can minimize while the content scrolls, the safe area
    /// following them (`UINavigationItem.navigationBarMinimization`, `UIBarMinimization`,
    /// `UIBarMinimizationSafeAreaAdjustment`: Apple's documentation, iOS 27.0 and later;
    /// docs/bar-minimization.md).
    public enum BarMinimization: String, Hashable, Sendable, CaseIterable {
        /// Before iOS 27: bars keep their height (a scene that asks for minimized bars is an error).
        case none
        /// iOS 27 and later: `barsMinimized: true` lays the scene out with the bars minimized.
        case available
    }

    /// Whether a view can read the regions other entities reserve in its coordinate space
    /// (`UIView.reservedRegions(kind:options:)`, `UIViewReservedRegion`: Apple's documentation,
    /// iOS 27.1 and later; docs/reserved-regions.md).
    public enum ReservedRegions: String, Hashable, Sendable, CaseIterable {
        /// Before iOS 27.1: the API does not exist; the report lists no regions.
        case none
        /// iOS 27.1 and later: `occlusion` and `division` regions with frame, margins and
        /// active state.
        case available
    }

    /// Whether tab bars and toolbars can become a vertical column on the trailing edge
    /// (`UIVerticalBarBehavior`, `preferredVerticalBarBehavior`: Apple's documentation, iOS
    /// 27.1 and later). Only a device whose figures have a vertical-bar column (the iPhone Duo)
    /// shows one.
    public enum VerticalBars: String, Hashable, Sendable, CaseIterable {
        /// Before iOS 27.1: bars are horizontal everywhere.
        case none
        /// iOS 27.1 and later: on a screen with a vertical-bar column the bars go there.
        case available
    }

    /// The style a scroll view's top edge effect resolves to when left `.automatic`
    /// (`UIScrollEdgeEffect.Style`, Apple's documentation, iOS 26).
    public enum TopEdgeEffect: String, Hashable, Sendable, CaseIterable {
        /// Before iOS 26: there is no scroll edge effect.
        case none
        /// iOS 26: soft (recorded: bluesky-social/social-app #10907, Shellbee #145).
        case soft
        /// iOS 27 and later: hard, "a hard cutoff and dividing line" (recorded: the same
        /// sources and swift-paperless #684, lemonade-design-system #390).
        case hard
    }

    /// The 2026 rules of `release`: bar minimization from 27.0, reserved regions and vertical
    /// bars from 27.1 (the minor matters here), the top edge effect's default from 26.
    static func year27(_ release: UIKitRelease) -> (BarMinimization, ReservedRegions, VerticalBars, TopEdgeEffect) {
        let firstReservedRegions = UIKitRelease(27, 1)
        let minimization: BarMinimization = release >= UIKitRelease(27) ? .available : .none
        let regions: ReservedRegions = release >= firstReservedRegions ? .available : .none
        let vertical: VerticalBars = release >= firstReservedRegions ? .available : .none
        let edge: TopEdgeEffect =
            switch release.major {
            case ..<UIKitRelease.firstLiquidGlass.major: .none
            case UIKitRelease.firstLiquidGlass.major: .soft
            default: .hard
            }
        return (minimization, regions, vertical, edge)
    }
}
