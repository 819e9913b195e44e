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
