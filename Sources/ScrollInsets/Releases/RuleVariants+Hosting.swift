extension RuleVariants {
    /// What a `UIHostingController` (a SwiftUI screen) is in a release (docs/safe-area.md, "SwiftUI screens").
    public enum HostingControllers: String, Hashable, Sendable, CaseIterable {
        /// Before iOS 13: there is no SwiftUI; a `hostingController` is refused.
        case unavailable
        /// iOS 13–15: a List or Form is a `UITableView` (siteline/swiftui-introspect,
        /// `Sources/ViewTypes/List.swift`); no `safeAreaRegions`.
        case listIsTableView
        /// iOS 16.0–16.3: a List or Form is a `UICollectionView` with a list layout; no
        /// `safeAreaRegions` or `scrollBounceBehavior`, which are iOS 16.4's.
        case listIsCollectionView
        /// iOS 16.4 and later: as 16.0, with `safeAreaRegions` and `scrollBounceBehavior` (Apple's
        /// documentation).
        case safeAreaRegions
    }

    /// The hosting-controller variant of `release`.
    static func hostingControllers(_ release: UIKitRelease) -> HostingControllers {
        if release.major < 13 { return .unavailable }
        if release.major < 16 { return .listIsTableView }
        return release < UIKitRelease(16, 4) ? .listIsCollectionView : .safeAreaRegions
    }
}
