extension RuleVariants {
    /// Which bars a release draws (``ReleaseMetrics``; docs/releases.md, "Bars per release").
    public enum Bars: String, Hashable, Sendable, CaseIterable {
        /// iOS 7–18: the 44-pt navigation bar and toolbar, the 49-pt tab bar of iOS 7's design.
        case classic
        /// iOS 26: Liquid Glass, the phone's 54-pt navigation bar and 52-pt toolbar slot
        /// (recorded on iOS 26.1: openuikit, GKNavigationBarSwift #47).
        case liquidGlass
        /// iOS 27 and later: as 26, assumed (no source states a change); `--explain` says so.
        case liquidGlassAssumed

        /// Whether the bars are Liquid Glass ones, recorded or assumed.
        public var isLiquidGlass: Bool { self != .classic }
    }

    /// What `UIDesignRequiresCompatibility` (Info.plist) does on a release: "compat UI as built
    /// against previous SDKs", and "ignored when you build for iOS 27 or later" (Apple's
    /// documentation of the key).
    public enum DesignCompatibility: String, Hashable, Sendable, CaseIterable {
        /// Before 26: the key does not exist; the bars are the classic ones anyway.
        case notApplicable
        /// iOS 26: the key brings back the iOS 18 bars on the iOS 26 system.
        case honoured
        /// iOS 27 and later: the key is ignored (a fixture that sets it gets a warning).
        case ignored
    }
}
