import Testing
@testable import ScrollInsets

/// The window's safe area of one catalog device in one orientation, written out from the
/// sources in docs/devices.md (not computed from the catalog).
struct SafeAreaCase: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: Orientation
    var size: Size
    var insets: EdgeInsets

    init(_ device: String, _ orientation: Orientation, _ size: Size, _ insets: EdgeInsets) {
        self.device = device
        self.orientation = orientation
        self.size = size
        self.insets = insets
    }

    var id: String { "\(device) \(orientation.rawValue)" }
    var testDescription: String { id }

    /// Every catalog device in every orientation it supports.
    static let all: [SafeAreaCase] =
        homeButtonPhones + notchPhones + dynamicIslandPhones + duoDisplays
        + homeButtonPads + homeIndicatorPads

    /// The iPhone Duo's displays in the orientations a source gives (iOS 27.1): "top: 0, bottom:
    /// 34, left: 0, right: 84, on both displays", measured on device
    /// (GetStream/stream-chat-react-native #3818); the cover 466 × 678 (apple.com/iphone-duo/specs),
    /// the inner app window 951 × 669 open (callstack/agent-device #2737).
    static let duoDisplays: [SafeAreaCase] = [
        .init("iPhone Duo (cover)", .portrait, Size(width: 466, height: 678), edges(0, 0, 34, 84)),
        .init("iPhone Duo (inner)", .landscapeLeft, Size(width: 951, height: 669), edges(0, 0, 34, 84)),
        .init("iPhone Duo (inner)", .landscapeRight, Size(width: 951, height: 669), edges(0, 0, 34, 84)),
    ]

    /// A device that rotates upside down (home-button phones, iPads): portrait and upside down
    /// alike, both landscapes alike.
    static func everyOrientation(
        _ device: String, _ width: Double, _ height: Double,
        portrait: EdgeInsets, landscape: EdgeInsets
    ) -> [SafeAreaCase] {
        let size = Size(width: width, height: height)
        return [
            .init(device, .portrait, size, portrait), .init(device, .portraitUpsideDown, size, portrait),
            .init(device, .landscapeLeft, size.transposed, landscape),
            .init(device, .landscapeRight, size.transposed, landscape),
        ]
    }

    /// `EdgeInsets(top:left:bottom:right:)`, short for the tables.
    static func edges(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A Face ID phone: portrait and both landscapes alike; no upside down.
    static func faceID(
        _ device: String, _ width: Double, _ height: Double,
        portrait: EdgeInsets, landscape: EdgeInsets
    ) -> [SafeAreaCase] {
        let size = Size(width: width, height: height)
        return [
            .init(device, .portrait, size, portrait), .init(device, .landscapeLeft, size.transposed, landscape),
            .init(device, .landscapeRight, size.transposed, landscape),
        ]
    }
}
