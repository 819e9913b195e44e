/// The docked software keyboard's height for a device, orientation and release, where a
/// source gives one.
///
/// Sources (docs/keyboard.md):
/// - iOS 11–18, iPhone portrait, with the predictive bar and the home-indicator area: 320 × 568
///   pt 254, 375 × 667 260, 414 × 736 271, 375 × 812 336, 390 × 844 336, 414 × 896 346,
///   428 × 926 346, from a table of heights in a public Swift source (`struct KeyboardHeight`,
///   author not named). The table gives no release: the model assumes it holds on iOS 11–18,
///   and says so.
/// - iOS 26.1, iPhone SE (375 × 667): 260, recorded on the simulator by Vercantez/openuikit
///   (a table's `adjustedContentInset.bottom` 0 → 260 with the keyboard up). iOS 27 is
///   assumed alike.
///
/// Nothing else is sourced: iPads, landscape, the 393/402/420/440 pt wide phones, iOS 10. For
/// those ``dockedHeight(portraitSize:family:orientation:release:)`` names what is missing, and
/// a fixture gives `{height: N}` or `{frame: RECT}` instead.
public enum KeyboardHeights {
    /// The iOS 11–18 table: portrait width, height, keyboard height.
    static let table: [(width: Double, height: Double, keyboard: Double)] = [
        (320, 568, 254), (375, 667, 260), (414, 736, 271), (375, 812, 336),
        (390, 844, 336), (414, 896, 346), (428, 926, 346),
    ]

    /// The docked keyboard's height with its reason, or what is missing.
    ///
    /// ```swift
    /// KeyboardHeights.dockedHeight(portraitSize: Size(width: 390, height: 844), family: .phone,
    ///                              orientation: .portrait, release: UIKitRelease(18))
    /// // .success((336, note)) — the note says the release is assumed
    /// ```
    ///
    /// - Parameters:
    ///   - portraitSize: The device's screen in portrait, in points.
    ///   - family: Phone or pad.
    ///   - orientation: The interface orientation.
    ///   - release: The UIKit release.
    /// - Returns: The height in points and its note, or a phrase naming what no source gives.
    public static func dockedHeight(portraitSize: Size, family: DeviceFamily, orientation: Orientation,
                                    release: UIKitRelease) -> Result<(height: Double, note: KeyboardNote), Missing> {
        if family == .pad { return .failure(Missing("iPad keyboard heights")) }
        if orientation.isLandscape { return .failure(Missing("landscape keyboard heights")) }
        let size = "\(formatPoints(portraitSize.width)) × \(formatPoints(portraitSize.height)) pt"
        let source = release.variants.keyboardHeights
        switch source {
        case .none:
            return .failure(Missing("iOS \(release) keyboard heights"))
        case .recordedOnLiquidGlass, .assumedAsLiquidGlass:
            guard portraitSize.width == 375 && portraitSize.height == 667 else {
                return .failure(Missing("keyboard heights of \(size) phones on iOS 26 and later (only the 375 × 667 pt iPhone SE is recorded)"))
            }
            let assumed = source == .assumedAsLiquidGlass
            return .success((260, KeyboardNote(
                "docked keyboard 260 pt: recorded on the iOS 26.1 simulator's iPhone SE (Vercantez/openuikit)"
                    + (assumed ? "; iOS \(release) assumed alike" : ""), isAssumption: assumed)))
        case .table2017:
            break
        }
        guard let row = table.first(where: { $0.width == portraitSize.width && $0.height == portraitSize.height }) else {
            return .failure(Missing("keyboard heights of \(size) phones"))
        }
        return .success((row.keyboard, KeyboardNote(
            "docked keyboard \(formatPoints(row.keyboard)) pt for \(size) in portrait, with the predictive bar and the home-indicator area (a public table of heights, `struct KeyboardHeight`); the table names no release: assumed for iOS 11–18",
            isAssumption: true)))
    }

    /// What no source gives, as a phrase ("landscape keyboard heights").
    public struct Missing: Error, Hashable, Sendable {
        /// The phrase.
        public var what: String
        /// Creates the phrase.
        public init(_ what: String) { self.what = what }
    }
}
