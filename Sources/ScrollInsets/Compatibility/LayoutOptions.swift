/// How a scene is laid out: under which system's rules.
///
/// ```swift
/// let before = try scene.layout(options: LayoutOptions(system: .iOS10))
/// let after = try scene.layout()
/// let pain = LayoutComparison.compare(before, after)
/// ```
public struct LayoutOptions: Hashable, Sendable {
    /// The rules: ``SystemVersion/iOS11`` (the safe area; the default) or
    /// ``SystemVersion/iOS10`` (layout guides, the compatibility mode of docs/ios10-migration.md).
    public var system: SystemVersion

    /// Creates options; the default lays out with the iOS 11 rules.
    public init(system: SystemVersion = .iOS11) {
        self.system = system
    }
}

/// The layout rules of a system version.
public enum SystemVersion: String, Hashable, Sendable, CaseIterable {
    /// iOS 10 and earlier (an app built with the iOS 10 SDK): no safe area; each view
    /// controller has a `topLayoutGuide` and a `bottomLayoutGuide`, and
    /// `automaticallyAdjustsScrollViewInsets` writes them into the content scroll view's
    /// `contentInset`. On iPhone X the app runs letterboxed at 375 × 667.
    case iOS10
    /// iOS 11 and later: the safe area and `contentInsetAdjustmentBehavior`.
    case iOS11
}

/// A view controller's `topLayoutGuide.length` and `bottomLayoutGuide.length` (iOS 7–10).
///
/// Apple's `UILayoutSupport.length` documentation: the top guide is the distance from the top
/// of the view controller's view to the bottom of the bottommost bar that overlays it (status
/// bar, navigation bar); the bottom guide, from the bottom of the view to the top of the bar
/// that overlays it (tab bar, toolbar). iPhone 8 portrait under a navigation bar: 20 + 44 = 64;
/// above a tab bar: 49.
public struct LayoutGuides: Hashable, Sendable {
    /// `topLayoutGuide.length`.
    public var top: Double
    /// `bottomLayoutGuide.length`.
    public var bottom: Double

    /// Creates guide lengths.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}
