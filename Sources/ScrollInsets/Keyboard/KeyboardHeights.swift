/// The docked software keyboard's height for a device, orientation and release, where a
/// source gives one.
///
/// Sources (docs/keyboard.md):
/// - iOS 11–18, 768 × 1024 iPads: 313 in portrait and 398 in landscape, printed on iOS 11
///   (lionheart/openradar-mirror issue 19513), assumed on 12–18.
/// - iOS 11–18, iPhone portrait, with the predictive bar and the home-indicator area: 320 × 568
///   pt 254, 375 × 667 260, 414 × 736 271, 390 × 844 336, 414 × 896 346, 428 × 926 346, from a
///   table of heights in a public Swift source (`struct KeyboardHeight`, author not named);
///   375 × 812 335 and 430 × 932 346 from printed keyboard frames: (0, 477, 375, 335), the
///   *begin* frame of a keyboard already docked that changed height with no animation
///   (wenluma/DemoNoSwiftUI@36d9562 `KeyboardManager.swift` line 22, 2020; its end frame, 366.67,
///   is another keyboard of the field, not the default one), where the table says 336; it is
///   also 260 + the 75-pt home-indicator band the 414-pt rows show (271 → 346); and the
///   `keyboardFrameEndUserInfoKey` (0, 586, 430, 346) in dotnet/maui's
///   `KeyboardAutoManagerScroll.cs`; 393 × 852 336 from the keyboard frame (0, 516, 393, 336) that
///   an iPhone 14 Pro-sized phone printed in 2023 (So-So-Happy/SoSoHappy-iOS@604b78b
///   `SignUpViewController.swift` line 304). None names its release: the model assumes they hold
///   on iOS 11–18, and says so.
/// - iOS 26.1, recorded on the simulators by Vercantez/openuikit's keyboard probes: iPhone SE
///   (375 × 667) 260 in portrait and 206 in landscape; iPhone 16 (393 × 852) frame
///   (0, 517, 393, 335); iPad (A16) (820 × 1180) 337 in portrait. iOS 27 is assumed alike.
/// - 402 × 874 phones, printed by ryan-son/necto-map-local-plugin@c3ebb72's keyboard frames
///   (`BadgeLayoutTests.swift` lines 129–136): (0, 539, 402, 335) on the iOS 26.4 simulator's iPhone 17
///   Pro and (0, 546, 402, 328) on the iOS 27.0 simulator's iPhone 18 Pro, each held on its own
///   release only (`onlyUnder`): 27 printed another height, so 26 is not assumed for it.
///
/// Nothing else is sourced: other iPads (sizes other than 768 × 1024 before 26 and 820 × 1180 from 26), landscape
/// phones, the 402 × 874 phones before 26, the 420/440 pt wide phones,
/// iOS 10. For those ``dockedHeight(portraitSize:family:orientation:release:)`` names what is
/// missing, and a fixture gives `{height: N}` or `{frame: RECT}` instead.
public enum KeyboardHeights {
    /// One sourced height: the device's portrait size, its family and orientation, the height
    /// and where it comes from.
    struct Row {
        var family: DeviceFamily = .phone
        var width: Double
        var height: Double
        var landscape = false
        var keyboard: Double
        var source: String
        /// The one release's keyboard heights the row holds under (``RuleVariants/keyboardHeights``),
        /// where a printout of the next release gives another height; `nil`: every release of the
        /// row's table.
        var onlyUnder: RuleVariants.KeyboardHeightSource? = nil
    }

    /// The iOS 11–18 heights, portrait phones.
    static let ios11To18: [Row] = [
        Row(width: 320, height: 568, keyboard: 254, source: tableSource),
        Row(width: 375, height: 667, keyboard: 260, source: tableSource),
        Row(width: 414, height: 736, keyboard: 271, source: tableSource),
        Row(
            width: 375, height: 812, keyboard: 335,
            source:
                """
                a docked keyboard printed as the begin frame (0, 477, 375, 335) of a zero-duration change, \
                wenluma/DemoNoSwiftUI KeyboardManager.swift (2020; the public table says 336)
                """
        ),
        Row(width: 390, height: 844, keyboard: 336, source: tableSource),
        Row(
            width: 393, height: 852, keyboard: 336,
            source: """
                a printed keyboard frame (0, 516, 393, 336), So-So-Happy/SoSoHappy-iOS SignUpViewController.swift \
                (2023)
                """
        ),
        Row(width: 414, height: 896, keyboard: 346, source: tableSource),
        Row(width: 428, height: 926, keyboard: 346, source: tableSource),
        Row(
            width: 430, height: 932, keyboard: 346,
            source: "a printed keyboard frame (0, 586, 430, 346), dotnet/maui KeyboardAutoManagerScroll.cs"),
        Row(
            family: .pad, width: 768, height: 1024, keyboard: 313,
            source: "a printed keyboard frame {768, 313} on iOS 11, lionheart/openradar-mirror issue 19513"),
        Row(
            family: .pad, width: 768, height: 1024, landscape: true, keyboard: 398,
            source: "a printed keyboard frame {1024, 398} on iOS 11, lionheart/openradar-mirror issue 19513"),
    ]

    /// The iOS 26.1 recordings.
    static let ios26: [Row] = [
        Row(
            width: 375, height: 667, keyboard: 260,
            source: "recorded on the iOS 26.1 simulator's iPhone SE (Vercantez/openuikit)"),
        Row(
            width: 375, height: 667, landscape: true, keyboard: 206,
            source: "recorded on the iOS 26.1 simulator's iPhone SE in landscape (Vercantez/openuikit)"),
        Row(
            width: 393, height: 852, keyboard: 335,
            source: "recorded on the iOS 26.1 simulator's iPhone 16, frame (0, 517, 393, 335) (Vercantez/openuikit)"),
        Row(
            family: .pad, width: 820, height: 1180, keyboard: 337,
            source: "recorded on the iOS 26.1 simulator's iPad (A16) (Vercantez/openuikit)"),
        Row(
            width: 402, height: 874, keyboard: 335,
            source: """
                printed on the iOS 26.4 simulator's iPhone 17 Pro, frame (0, 539, 402, 335) \
                (ryan-son/necto-map-local-plugin)
                """,
            onlyUnder: .recordedOnLiquidGlass),
        Row(
            width: 402, height: 874, keyboard: 328,
            source: """
                printed on the iOS 27.0 simulator's iPhone 18 Pro, frame (0, 546, 402, 328) \
                (ryan-son/necto-map-local-plugin)
                """,
            onlyUnder: .assumedAsLiquidGlass),
    ]

    static let tableSource = "a public table of heights, `struct KeyboardHeight`"

    /// The docked keyboard's height with its reason, or what is missing.
    ///
    /// ```swift
    /// KeyboardHeights.dockedHeight(portraitSize: Size(width: 390, height: 844), family: .phone,
    ///                              orientation: .portrait, release: UIKitRelease(18))
    /// // .success((336, notes)) — the row's source, then the release as an assumption
    /// ```
    ///
    /// - Parameters:
    ///   - portraitSize: The device's screen in portrait, in points.
    ///   - family: Phone or pad.
    ///   - orientation: The interface orientation.
    ///   - release: The UIKit release.
    /// - Returns: The height in points and its notes (the row and its source; what is assumed,
    ///   each an assumption term of its own), or a phrase naming what no source gives.
    public static func dockedHeight(
        portraitSize: Size, family: DeviceFamily, orientation: Orientation,
        release: UIKitRelease
    ) -> Result<(height: Double, notes: [WhyTerm]), Missing> {
        let size = "\(formatPoints(portraitSize.width)) × \(formatPoints(portraitSize.height)) pt"
        let source = release.variants.keyboardHeights
        let rows: [Row]
        switch source {
        case .none:
            return .failure(Missing("iOS \(release) keyboard heights"))
        case .table2017:
            rows = ios11To18
        case .recordedOnLiquidGlass, .assumedAsLiquidGlass:
            rows = ios26
        }
        guard
            let row = rows.first(where: {
                $0.family == family && $0.width == portraitSize.width
                    && $0.height == portraitSize.height && $0.landscape == orientation.isLandscape
                    && ($0.onlyUnder == nil || $0.onlyUnder == source)
            })
        else {
            if source == .table2017 {
                if family == .pad { return .failure(Missing("iPad keyboard heights")) }
                if orientation.isLandscape { return .failure(Missing("landscape keyboard heights")) }
                return .failure(Missing("keyboard heights of \(size) phones"))
            }
            let what = family == .pad ? "iPads" : "\(size) phones"
            return .failure(
                Missing(
                    """
                    keyboard heights of \(what) in \(orientation.isLandscape ? "landscape" : "portrait") on iOS 26 \
                    and later (recorded: the iPhone SE in both orientations, the iPhone 16, the 402 × 874 pt phones \
                    and the iPad (A16) in portrait)
                    """
                ))
        }
        let notes: [WhyTerm]
        switch source {
        case .table2017 where row.family == .pad:
            notes = [
                .reason(
                    """
                    docked keyboard \(formatPoints(row.keyboard)) pt for a \(size) iPad in \
                    \(orientation.isLandscape ? "landscape" : "portrait") (\(row.source))
                    """),
                .assumption("the iOS 11 height alike on iOS 12–18"),
            ]
        case .table2017:
            notes = [
                .reason(
                    """
                    docked keyboard \(formatPoints(row.keyboard)) pt for \(size) in portrait, with the predictive bar \
                    and the home-indicator area (\(row.source))
                    """),
                .assumption("the height on iOS 11–18 (the source names no release)"),
            ]
        case .assumedAsLiquidGlass where row.onlyUnder == nil:
            notes = [
                .reason("docked keyboard \(formatPoints(row.keyboard)) pt: \(row.source)"),
                .assumption("iOS \(release) alike"),
            ]
        case .recordedOnLiquidGlass, .assumedAsLiquidGlass, .none:
            notes = [.reason("docked keyboard \(formatPoints(row.keyboard)) pt: \(row.source)")]
        }
        return .success((row.keyboard, notes))
    }

    /// What no source gives, as a phrase ("landscape keyboard heights").
    public struct Missing: Error, Hashable, Sendable {
        /// The phrase.
        public var what: String
        /// Creates the phrase.
        public init(_ what: String) { self.what = what }
    }
}
