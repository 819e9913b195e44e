/// The rule for what a release changes in a device's figures: its window insets per
/// orientation and its bars (docs/releases.md, every row with its source and trust).
///
/// The catalog holds each device's figures as recorded on iOS 14–18; this rule derives the
/// figures of any other release from them, the device's ``InsetClass`` and the orientation, or
/// refuses where no figure is sourced. A figure that is assumed says so in ``OrientationMetrics/notes``,
/// which `--explain` prints with the inset.
public enum ReleaseMetrics {
    /// Why a release has no figures for a device.
    public struct Missing: Error, Hashable, Sendable {
        /// What is missing, in words ("the window insets of home-button iPads on iOS 26").
        public var what: String
    }

    /// `base` (the iOS 14–18 figures) as they are on `release`.
    ///
    /// - Parameters:
    ///   - base: The catalog's figures for the orientation.
    ///   - insetClass: The device's class.
    ///   - family: Phone or pad.
    ///   - landscape: Whether the orientation is a landscape one.
    ///   - release: The release.
    ///   - designRequiresCompatibility: `UIDesignRequiresCompatibility` (iOS 26 only: the bars
    ///     of iOS 18 on the iOS 26 system; ignored from 27).
    /// - Throws: ``Missing`` where no source gives the release's figures for the class.
    /// - Complexity: O(1).
    public static func metrics(_ base: OrientationMetrics, insetClass: InsetClass, family: DeviceFamily,
                               landscape: Bool, release: UIKitRelease,
                               designRequiresCompatibility: Bool = false) throws(Missing) -> OrientationMetrics {
        var metrics = base
        try windowInsets(&metrics, insetClass: insetClass, landscape: landscape, release: release)
        bars(&metrics, insetClass: insetClass, family: family, landscape: landscape, release: release,
             designRequiresCompatibility: designRequiresCompatibility)
        return metrics
    }

    /// The bars of `release`, from the iOS 14–18 bars in `metrics`: a phone's navigation bar
    /// and toolbar on Liquid Glass, the Dynamic Island's navigation bar placement on 16–18, the
    /// floating iPad tab bar from 18.
    ///
    /// - Parameters:
    ///   - metrics: The figures to change, with the iOS 14–18 bars.
    ///   - insetClass: The device's class; `nil` for a custom window (no Dynamic Island).
    ///   - family: Phone or pad.
    ///   - landscape: Whether the orientation is a landscape one.
    ///   - release: The release.
    ///   - designRequiresCompatibility: `UIDesignRequiresCompatibility` (honoured on 26 only).
    /// - Complexity: O(1).
    public static func bars(_ metrics: inout OrientationMetrics, insetClass: InsetClass?, family: DeviceFamily,
                            landscape: Bool, release: UIKitRelease, designRequiresCompatibility: Bool = false) {
        let variants = release.variants
        let compatibility = designRequiresCompatibility && variants.designCompatibility == .honoured
        let liquidGlass = variants.bars.isLiquidGlass && !compatibility
        // Bars. Phones on 26: navigation bar 54 (44 before), toolbar slot 52 (44), tab bar 49;
        // recorded on iOS 26.1 (openuikit scroll-edge tests; GKNavigationBarSwift #47). Compact
        // landscape keeps 32 (assumed: no recording). From 27: as 26 (assumed).
        if liquidGlass && family == .phone {
            if metrics.navigationBarHeight == 44 { metrics.navigationBarHeight = 54 }
            if metrics.toolbarHeight == 44 { metrics.toolbarHeight = 52 }
        }
        if liquidGlass {
            metrics.barNote = barAssumption(metrics, family: family, release: release)
        }
        // Dynamic Island phones on 16–18 (and 26 under compatibility): the navigation bar sits
        // below the 54-pt status bar (GKNavigationBarSwift #41: bar y 54 with a 59 safe top).
        if let insetClass, insetClass.hasDynamicIsland, !landscape, release.major >= 16, !liquidGlass {
            metrics.navigationBarRaise = max(0, metrics.hardwareInsets.top - metrics.statusBarHeight)
        }
        // iPadOS 18 and later: the tab bar floats at the top in regular width (WWDC 2024
        // session 10147); under compatibility on 26, at the bottom as before.
        if family == .pad && release.major >= 18 && !compatibility {
            metrics.tabBarPlacement = .floatingTop
        }
    }

    /// Why the bars of a Liquid Glass release are assumed, or `nil` where they are recorded
    /// (phones in portrait and regular-width landscape on 26: docs/releases.md, "Bars per release").
    static func barAssumption(_ metrics: OrientationMetrics, family: DeviceFamily, release: UIKitRelease) -> String? {
        if family == .pad {
            return "assumed: iPadOS \(release.major) bar heights carried over from iPadOS 18 (not published)"
        }
        if release.variants.bars == .liquidGlassAssumed {
            return "assumed: iOS \(release.major) bars as iOS 26's (no source states a change)"
        }
        if metrics.navigationBarHeight == 32 {
            return "assumed: iOS 26 compact-height bars carried over from iOS 18 (not recorded)"
        }
        return nil
    }

    /// The window insets of `release`: the catalog's 14–18 figures changed where a source
    /// says they change.
    static func windowInsets(_ metrics: inout OrientationMetrics, insetClass: InsetClass, landscape: Bool,
                             release: UIKitRelease) throws(Missing) {
        let major = release.major
        switch insetClass {
        case .notch48 where major < 14:
            // XR and 11: 44 on iOS 12–13, 48 from iOS 14 (GKNavigationBarSwift's per-model
            // table; the CSDN table).
            if landscape {
                metrics.hardwareInsets.left = 44
                metrics.hardwareInsets.right = 44
            } else {
                metrics.hardwareInsets.top = 44
                metrics.statusBarHeight = 44
            }
            metrics.notes[landscape ? .left : .top] = "iOS \(release): 44 before iOS 14 (GKNavigationBarSwift's table)"
        case .homeButtonPad where major >= 26:
            throw Missing(what: "the window insets of home-button iPads on iOS \(major)")
        case .homeIndicatorPad where major >= 27:
            throw Missing(what: "the window insets of iPads on iOS \(major)")
        case .homeIndicatorPad where major == 26:
            // Full-screen home-indicator iPads on iPadOS 26: (32, 0, 25, 0), recorded on iPad
            // (A16) 26.1 and iPad Pro 13-inch (M5) 26.2; the others assumed alike.
            metrics.hardwareInsets.top = 32
            metrics.hardwareInsets.bottom = 25
            metrics.statusBarHeight = 32
            let trust = "recorded on iPad (A16) and iPad Pro 13-inch (M5), assumed on the other iPads"
            metrics.notes[.top] = "iPadOS 26: 32 \(trust)"
            metrics.notes[.bottom] = "iPadOS 26: 25 \(trust)"
        case let faceID where faceID.isFaceIDPhone && landscape && major >= 26:
            // iPhone landscape: (20, s, 20, s) on iOS 26 (useyourloaf's iPhone 17 table),
            // (0, s, 20, s) on iOS 27 (safearea.info); the Air: bottom 29 on 26, none on 27.
            if faceID == .air && major >= 27 {
                throw Missing(what: "the landscape window insets of iPhone Air on iOS \(major)")
            }
            let source = major == 26 ? "useyourloaf's iPhone 17 table" : "safearea.info's iOS 27 table"
            let trust = recordedLandscape(faceID, major: major).map { "recorded on \($0) (\(source))" }
                ?? "assumed from \(source)"
            metrics.hardwareInsets.top = major == 26 ? 20 : 0
            metrics.hardwareInsets.bottom = faceID == .air ? 29 : 20
            if major == 26 { metrics.notes[.top] = "iOS 26 landscape: \(trust)" }
            metrics.notes[.bottom] = "iOS \(major) landscape: \(trust)"
        default:
            break
        }
    }

    /// The phones of `insetClass` whose landscape insets on `major` (26 or later) a table
    /// records, in words with what the class's other phones take; `nil` where none is
    /// recorded and the figures are assumed from another class's (docs/devices.md, "Insets
    /// per class, release and orientation").
    static func recordedLandscape(_ insetClass: InsetClass, major: Int) -> String? {
        switch (insetClass, major) {
        case (.dynamicIsland62, 26): return "the iPhone 17, 17 Pro and 17 Pro Max, assumed alike on the class's other phones"
        case (.dynamicIsland62, _): return "the iPhone 18 Pro, assumed alike on the class's other phones"
        case (.air, 26): return "the iPhone Air, one source"
        case (.notch47e, 27...): return "the iPhone 16e, assumed alike on the 17e"
        default: return nil
        }
    }
}
