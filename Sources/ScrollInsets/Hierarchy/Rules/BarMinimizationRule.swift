/// The rule for what minimized bars (iOS 27: `barsMinimized: true`) do to the safe area
/// (docs/bar-minimization.md).
///
/// - A navigation bar minimizes unless its `minimization.behavior` is `never` or it is opaque
///   ("opaque headers no longer minimize": react-native-screens 4.30.0's notes, recorded). Its
///   safe-area contribution follows it unless `safeAreaAdjustment` is `disabled` ("the safe area
///   remains unchanged as bars minimize"; `automatic` adjusts: "by default, the safe area adjusts
///   as the navigation bar minimizes", Apple's SwiftUI documentation). How tall a minimized bar is
///   is not published: the model takes it as 0, the bar vacating its space ("allowing content to
///   reflow into the space vacated by the bar"), and says so (assumed).
/// - A tab bar minimizes with `minimizeBehavior` `onScrollDown` or `onScrollUp` (`automatic`
///   keeps it expanded: recorded on iOS 26, water-rs/waterui #801; assumed on 27). Minimized, the
///   bottom safe area excludes it (Apollo-Reborn #744, recorded: "a layout pass can see a bottom
///   safe area that transiently excludes the tab bar"): it adds 0.
public enum BarMinimizationRule {
    /// The notes the derivations carry for a minimized navigation bar: the safe area follows
    /// the bar (sourced), and its height 0 (an assumption, a term of its own).
    static let minimizedNotes: [WhyTerm] = [
        .reason("minimized: the safe area follows the bar"),
        .assumption("a minimized bar is 0 pt tall (its minimized height is not published)"),
    ]

    /// Whether a shown navigation bar gives up its safe-area contribution when minimized.
    static func navigationBarVacatesSafeArea(_ bar: BarProperties) -> Bool {
        !bar.hidden && bar.translucent && bar.minimization.behavior != .never
            && bar.minimization.safeAreaAdjustment != .disabled
    }

    /// Whether a shown tab bar minimizes and leaves the bottom safe area.
    static func tabBarMinimizes(_ tabs: TabBarControllerProperties) -> Bool {
        !tabs.tabBar.hidden && (tabs.minimizeBehavior == .onScrollDown || tabs.minimizeBehavior == .onScrollUp)
    }

    /// The metrics a navigation controller's bars are placed with: `metrics`, or, minimized,
    /// with the navigation bar 0 tall where it vacates the safe area.
    ///
    /// - Complexity: O(1).
    public static func metrics(
        _ metrics: OrientationMetrics, navigation: NavigationControllerProperties,
        minimized: Bool
    ) -> OrientationMetrics {
        guard minimized, navigationBarVacatesSafeArea(navigation.navigationBar) else { return metrics }
        var metrics = metrics
        metrics.navigationBarHeight = 0
        metrics.largeTitleNavigationBarHeight = metrics.largeTitleNavigationBarHeight.map { _ in 0 }
        metrics.barNotes = minimizedNotes
        return metrics
    }

    /// The metrics a tab bar controller's bar is placed with: `metrics`, or, minimized, with the
    /// tab bar 0 tall where it minimizes.
    ///
    /// - Complexity: O(1).
    public static func metrics(
        _ metrics: OrientationMetrics, tabs: TabBarControllerProperties,
        minimized: Bool
    ) -> OrientationMetrics {
        guard minimized, tabBarMinimizes(tabs) else { return metrics }
        var metrics = metrics
        metrics.tabBarHeight = 0
        metrics.tabBarMinimumSlot = 0  // the iOS 26 slot of 83 goes with the bar
        metrics.barNotes = [
            .reason("minimized: the bottom safe area excludes the tab bar (Apollo-Reborn #744, recorded)")
        ]
        return metrics
    }
}
