extension RuleVariants {
    /// Which `UINavigationItem.LargeTitleDisplayMode` cases exist (``LargeTitleDisplay``).
    public enum LargeTitleModes: String, Hashable, Sendable, CaseIterable {
        /// iOS 11–16: `automatic`, `always` and `never`; an `inline` item is refused.
        case withoutInline
        /// iOS 17 and later: `inline` too (Apple's documentation: iOS 17.0).
        case withInline
    }

    /// The large-title display modes of `release`: `inline` from iOS 17.
    static func largeTitleModes(_ release: UIKitRelease) -> LargeTitleModes {
        release.major >= 17 ? .withInline : .withoutInline
    }
}
