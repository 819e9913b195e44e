/// How a scene is laid out: under which system's rules.
///
/// ```swift
/// let before = try scene.layout(options: LayoutOptions(system: .iOS10))
/// let after = try scene.layout()
/// let pain = LayoutComparison.compare(before, after)
/// ```
public struct LayoutOptions: Hashable, Sendable {
    /// The UIKit release whose rules lay the scene out, or `nil` (the default) for the release
    /// of the scene's screen (``Screen/release``); its ``UIKitRelease/variants`` are what the
    /// resolver consults.
    ///
    /// Only the rules change: the screen's figures (window insets, bar heights) stay those it was
    /// made with, `UIDesignRequiresCompatibility`'s bars included, and the key's other rules hold
    /// only where both the screen was made with the key and `release` honours it (iOS 26). To lay
    /// a scene out on another release's figures, make its screen for that release
    /// (``Device/screen(orientation:statusBarHidden:release:designRequiresCompatibility:)``), as
    /// `scroll-inspect --ios` does.
    public var release: UIKitRelease?

    /// The rules as the two systems of the iOS 10 → 11 migration: ``SystemVersion/iOS10``
    /// for releases before 11, ``SystemVersion/iOS11`` from 11 on (and for the screen's
    /// release). Setting ``SystemVersion/iOS10`` sets ``release`` to 10; setting
    /// ``SystemVersion/iOS11`` leaves the release to the screen.
    public var system: SystemVersion {
        get { release.map { $0 < .iOS11 ? .iOS10 : .iOS11 } ?? .iOS11 }
        set { release = newValue == .iOS10 ? .iOS10 : nil }
    }

    /// Creates options that lay out with the rules of `release` (`nil`: the screen's).
    public init(release: UIKitRelease?) {
        self.release = release
    }

    /// Creates options; the default lays out with the rules of the screen's release, and
    /// ``SystemVersion/iOS10`` with the iOS 10 rules.
    public init(system: SystemVersion = .iOS11) {
        self.release = system == .iOS10 ? .iOS10 : nil
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
