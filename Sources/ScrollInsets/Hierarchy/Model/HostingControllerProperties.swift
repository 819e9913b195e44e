/// A `UIHostingController`'s own properties: which safe-area regions reach the SwiftUI content
/// (docs/safe-area.md, "SwiftUI screens").
///
/// The controller's `view` node is what the SwiftUI body puts on screen: a List or Form is a
/// collection view with a list layout from iOS 16 and a table view before (siteline/
/// swiftui-introspect), a ScrollView a scroll view.
public struct HostingControllerProperties: Hashable, Sendable {
    /// `safeAreaRegions` (iOS 16.4; default `all`).
    public var safeAreaRegions: SafeAreaRegions

    /// Where the fixture gives `safeAreaRegions`, if it does (errors point there).
    public var safeAreaRegionsLocation: SourceLocation?

    /// The body's `scrollBounceBehavior` on the vertical axis (iOS 16.4; default `automatic`, which
    /// is the always behavior): it sets the `alwaysBounceVertical` of the scroll view that is the
    /// controller's `view` (``ScrollBounceBehavior``).
    public var scrollBounceBehavior = ScrollBounceBehavior.automatic

    /// Where the fixture gives `scrollBounceBehavior`, if it does (errors point there).
    public var scrollBounceBehaviorLocation: SourceLocation? = nil

    /// Creates the properties; UIKit's default lets every region through.
    public init(safeAreaRegions: SafeAreaRegions = .all, location: SourceLocation? = nil) {
        self.safeAreaRegions = safeAreaRegions
        self.safeAreaRegionsLocation = location
    }
}

/// SwiftUI's `SafeAreaRegions` as `UIHostingController.safeAreaRegions` takes it: `.container`
/// is "the safe area defined by the device and containers within the user interface, including
/// elements such as top and bottom bars", `.keyboard` "the safe area matching the current extent
/// of any software keyboard displayed over the view content", `.all` both (Apple's
/// documentation); `none` is the empty set (`[]`).
public enum SafeAreaRegions: String, Hashable, Sendable, CaseIterable {
    /// The container and the keyboard.
    case all
    /// The device and the bars, without the keyboard.
    case container
    /// The keyboard only.
    case keyboard
    /// No region (`[]`).
    case none

    /// Whether the container region (the device and the bars) reaches the content.
    public var containsContainer: Bool { self == .all || self == .container }
    /// Whether the keyboard region reaches the content.
    public var containsKeyboard: Bool { self == .all || self == .keyboard }
}
