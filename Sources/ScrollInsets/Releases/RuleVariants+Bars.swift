extension RuleVariants {
    /// Which bars a release draws (``ReleaseMetrics``; docs/releases.md, "Bars per release").
    public enum Bars: String, Hashable, Sendable, CaseIterable {
        /// iOS 7–18: the 44-pt navigation bar and toolbar, the 49-pt tab bar of iOS 7's design.
        case classic
        /// iOS 26: Liquid Glass, the 54-pt navigation bar at y 10 or lower, the 106-pt large
        /// title, the phone's 86-pt toolbar and 83-pt tab bar slots (recorded on iOS 26.1:
        /// openuikit's probes, GKNavigationBarSwift #47; ``ReleaseMetrics``).
        case liquidGlass
        /// iOS 27 and later: as 26, assumed (no source states a change); `--explain` says so.
        case liquidGlassAssumed

        /// Whether the bars are Liquid Glass ones, recorded or assumed.
        var isLiquidGlass: Bool { self != .classic }
    }

    /// The height of an iPad's classic bars (``ReleaseMetrics``): Hackworth measured them on an
    /// iPad Pro 10.5" under iOS 11 and 12 ("iPad Navigation Bar and Toolbar Height Changes in
    /// iOS 12": a navigation controller's child top 64 → 70 below the 20-pt status bar, 116 →
    /// 122 with a large title).
    public enum PadBars: String, Hashable, Sendable, CaseIterable {
        /// iOS 7–11: the phone's heights, navigation bar and toolbar 44, large title 96, tab bar 49.
        case phoneHeights
        /// iOS 12 and later: navigation bar and toolbar 50, large title 102, tab bar 50 (45 above a
        /// home indicator); replaced on 26 by the Liquid Glass bars.
        case fiftyPoint
    }

    /// What `UIDesignRequiresCompatibility` (Info.plist) does on a release: "compat UI as built
    /// against previous SDKs", and "ignored when you build for iOS 27 or later" (Apple's
    /// documentation of the key).
    public enum DesignCompatibility: String, Hashable, Sendable, CaseIterable {
        /// Before 26: the key does not exist; the bars are the classic ones anyway.
        case notApplicable
        /// iOS 26: the key brings back the iOS 18 bars on the iOS 26 system, and an app that sets
        /// it gets the variants of ``RuleVariants/requiringDesignCompatibility()``.
        case honoured
        /// iOS 26 in an app that sets the key: these variants are
        /// ``RuleVariants/requiringDesignCompatibility()``'s, each design-gated rule at its iOS 18
        /// case (never a release's own: ``RuleVariants/init(release:)`` gives ``honoured``).
        case inEffect
        /// iOS 27 and later: the key is ignored (a fixture that sets it gets a warning).
        case ignored
    }
}
