/// SwiftUI's `ScrollBounceBehavior` (iOS 16.4), as `scrollBounceBehavior(_:axes:)` sets it on the
/// vertical axis (the modifier's default `axes`) of the scroll view a hosting controller's body
/// puts on screen (docs/safe-area.md, "SwiftUI screens").
///
/// Apple's documentation: `automatic` "automatically chooses whether content bounces … By default,
/// scrollable views use the always behavior"; `always` "always bounces along the specified axis,
/// regardless of the size of the content"; `basedOnSize` "bounces along the specified axis if the
/// size of the content exceeeds the size of the scrollable view in that axis". In UIKit's terms the
/// first two are `alwaysBounceVertical` true, the last false, which is what decides the vertical
/// axis of `contentInsetAdjustmentBehavior` `automatic` and `scrollableAxes` for short content.
public enum ScrollBounceBehavior: String, Hashable, Sendable, CaseIterable {
    /// The default: the always behavior.
    case automatic
    /// Bounces whatever the content's size.
    case always
    /// Bounces only when the content is larger than the view.
    case basedOnSize

    /// The `alwaysBounceVertical` SwiftUI gives the UIKit scroll view.
    public var alwaysBounces: Bool { self != .basedOnSize }
}
