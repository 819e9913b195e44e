/// An interface orientation (`UIInterfaceOrientation`).
///
/// In `landscapeLeft` and `landscapeRight` the screen's width and height are exchanged.
/// The home-indicator phones inset both long sides equally in landscape, so the two
/// landscape orientations give the same numbers on every device in the catalog.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Upright, the home button or home indicator at the bottom.
    case portrait
    /// Upside down; iPhones with Face ID do not rotate there.
    case portraitUpsideDown
    /// `UIInterfaceOrientation.landscapeLeft`: the home button (or home indicator end) on the
    /// left, so a phone's sensor housing is on the right. Note that `UIDeviceOrientation`
    /// names the same position `landscapeRight`.
    case landscapeLeft
    /// `UIInterfaceOrientation.landscapeRight`: the home button on the right, the sensor
    /// housing on the left (`UIDeviceOrientation.landscapeLeft`).
    case landscapeRight

    /// Whether the screen is wider than tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
