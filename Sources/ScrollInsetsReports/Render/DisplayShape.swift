import ScrollInsets

/// The outline of a device's display as the picture draws it: the corner radius and the
/// sensor housing (notch or Dynamic Island).
///
/// Sources, all third-party measurements (Apple publishes neither figure):
/// - Corner radii: the values iOS reports through `UIScreen`'s private `_displayCornerRadius`,
///   as listed by Kyle Bashour, "Finding the Real iPhone X Corner Radius" (2018, updated 2020):
///   39 pt for iPhone X/XS/XS Max/11 Pro/11 Pro Max, 41.5 for XR/11, 44 for 12 mini,
///   47.33 for 12/12 Pro, 53.33 for 12 Pro Max, 18 for iPad Air and iPad Pro 11/12.9-inch.
///   Dynamic Island phones: community device tables give 166 px (@3x, 55.33 pt) for 14 Pro
///   through 16 and 190 px (63.33 pt) for 16 Pro/Pro Max.
/// - Notch: 209 × 30 pt on iPhone X (PaintCode, "iPhone X screen demystified", 2017). The
///   picture uses it for every notch phone; later notches are narrower (an approximation).
/// - Dynamic Island: 126 × 37.33 pt, its top 11 pt below the screen's top on iPhone 14 Pro
///   and 14 pt on 16 Pro (measurements published with open-source Dynamic Island helpers).
///
/// The display's corners are continuous curves ("squircles"); the picture draws circular
/// arcs of the same radius, which is close enough to show what the corners cut off.
/// Home-button devices have square corners (radius 0). iPads with a home indicator that no
/// source covers (iPad mini 6th generation, iPad Pro 13-inch M4) take the 18 pt of the others.
package struct DisplayShape: Hashable, Sendable {
    /// The sensor housing at the device's top edge.
    package enum Housing: Hashable, Sendable {
        /// None (home-button devices, iPads, custom windows).
        case none
        /// A notch `width` wide and `height` deep, centred on the top edge.
        case notch(width: Double, height: Double)
        /// A pill `width` × `height` whose top is `top` below the edge.
        case island(width: Double, height: Double, top: Double)
    }

    /// The radius of the display's corners in points.
    package var cornerRadius: Double
    /// The sensor housing.
    package var housing: Housing

    /// A display with square corners and no housing: custom windows and home-button devices.
    package static let square = DisplayShape(cornerRadius: 0, housing: .none)

    /// Corner radii by catalog name (see the sources above).
    private static let cornerRadii: [String: Double] = [
        "iPhone X": 39, "iPhone XS Max": 39, "iPhone XR": 41.5, "iPhone 12 mini": 44,
        "iPhone 12": 47.33, "iPhone 12 Pro Max": 53.33,
        "iPhone 14 Pro": 55.33, "iPhone 14 Pro Max": 55.33, "iPhone 16 Pro": 63.33, "iPhone 16 Pro Max": 63.33,
    ]

    /// The notch of iPhone X, used for every notch phone.
    private static let notch = Housing.notch(width: 209, height: 30)

    /// The shape of `device`'s display; ``square`` for a custom window.
    ///
    /// Devices with a hardware bottom inset (a home indicator) have rounded corners: the
    /// catalog's radius, else 39 pt for a phone and 18 pt for a pad. A phone with a top
    /// hardware inset in portrait has a Dynamic Island when that inset is 59 pt or more
    /// (iPhone 14 Pro and later), otherwise a notch.
    package static func of(_ device: Device?) -> DisplayShape {
        guard let device, device.portrait.hardwareInsets.bottom > 0 else { return .square }
        let fallback: Double = device.family == .phone ? 39 : 18
        let radius = cornerRadii[device.name] ?? fallback
        let top = device.portrait.hardwareInsets.top
        guard device.family == .phone, top > 0 else { return DisplayShape(cornerRadius: radius, housing: .none) }
        if top >= 59 {
            return DisplayShape(
                cornerRadius: radius, housing: .island(width: 126, height: 37.33, top: top >= 62 ? 14 : 11))
        }
        return DisplayShape(cornerRadius: radius, housing: notch)
    }

    /// The screen edge the device's top edge is on in `orientation`, in UIKit's terms:
    /// `landscapeLeft` has the home button (or home indicator) on the left, so the camera and
    /// its housing are on the right (`UIInterfaceOrientation.landscapeLeft` equals
    /// `UIDeviceOrientation.landscapeRight`, UIKit's `UIApplication.h`).
    package static func housingEdge(_ orientation: Orientation) -> Edge {
        switch orientation {
        case .portrait: return .top
        case .portraitUpsideDown: return .bottom
        case .landscapeLeft: return .right
        case .landscapeRight: return .left
        }
    }
}
