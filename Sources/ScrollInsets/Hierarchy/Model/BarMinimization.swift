/// `UINavigationItem.navigationBarMinimization` (`UIBarMinimization`, iOS 27.0): whether a
/// navigation bar minimizes while the content scrolls, and whether the safe area follows it
/// (Apple's documentation of `UIBarMinimization`, `UIBarMinimizationSafeAreaAdjustment`).
///
/// The fixture spells it as the navigation bar's `minimization: {behavior: …, safeAreaAdjustment: …}`.
public struct BarMinimization: Hashable, Sendable {
    /// `UIBarMinimization.minimizationBehavior`.
    public enum Behavior: String, Hashable, Sendable, CaseIterable {
        /// The system decides (the model: the bar minimizes; assumed, docs/bar-minimization.md).
        case automatic
        /// The bar never minimizes.
        case never
        /// The bar minimizes when the content scrolls down.
        case onScrollDown
        /// The bar minimizes when the content scrolls up.
        case onScrollUp
    }

    /// `UIBarMinimizationSafeAreaAdjustment`.
    public enum SafeAreaAdjustment: String, Hashable, Sendable, CaseIterable {
        /// "The system determines the safe area adjustment"; SwiftUI's documentation: "By
        /// default, the safe area adjusts as the navigation bar minimizes" (the model: enabled).
        case automatic
        /// "The safe area remains unchanged as bars minimize."
        case disabled
        /// "The safe area adjusts as bars minimize, allowing content to reflow."
        case enabled
    }

    /// When the bar minimizes.
    public var behavior: Behavior
    /// Whether the safe area follows the bar.
    public var safeAreaAdjustment: SafeAreaAdjustment

    /// UIKit's defaults: `automatic` both.
    public init(behavior: Behavior = .automatic, safeAreaAdjustment: SafeAreaAdjustment = .automatic) {
        self.behavior = behavior
        self.safeAreaAdjustment = safeAreaAdjustment
    }
}

/// `UITabBarController.tabBarMinimizeBehavior` (iOS 26): when the tab bar minimizes.
public enum TabBarMinimizeBehavior: String, Hashable, Sendable, CaseIterable {
    /// The system decides: the bar stays expanded (recorded on iOS 26: water-rs/waterui #801;
    /// assumed the same on 27).
    case automatic
    /// The bar never minimizes.
    case never
    /// The bar minimizes when the content scrolls down.
    case onScrollDown
    /// The bar minimizes when the content scrolls up.
    case onScrollUp
}
