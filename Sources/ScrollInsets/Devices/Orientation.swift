/// An interface orientation (`UIInterfaceOrientation`).
///
/// In `landscapeLeft` and `landscapeRight` the screen's width and height are exchanged.
/// The home-indicator phones inset both long sides equally in landscape, so the two
/// landscape orientations give the same numbers on every device in the catalog.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
