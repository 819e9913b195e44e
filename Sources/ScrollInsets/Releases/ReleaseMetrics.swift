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
    ///   - device: The catalog name of the device (``Device/name``), which says whether a figure
    ///     recorded on some devices of the class is recorded or assumed on this one; `nil` when
    ///     unknown (assumed).
    /// - Throws: ``Missing`` where no source gives the release's figures for the class.
    /// - Complexity: O(1).
    public static func metrics(
        _ base: OrientationMetrics, insetClass: InsetClass, family: DeviceFamily,
        landscape: Bool, release: UIKitRelease,
        designRequiresCompatibility: Bool = false, device: String? = nil
    ) throws(Missing) -> OrientationMetrics {
        var metrics = base
        try windowInsets(&metrics, insetClass: insetClass, landscape: landscape, release: release, device: device)
        bars(
            &metrics, insetClass: insetClass, family: family, landscape: landscape, release: release,
            designRequiresCompatibility: designRequiresCompatibility, device: device)
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
    ///   - device: The catalog name of the device, `nil` for a custom window: where the bars are
    ///     recorded on it, no assumption follows them.
    /// - Complexity: O(1).
    public static func bars(
        _ metrics: inout OrientationMetrics, insetClass: InsetClass?, family: DeviceFamily,
        landscape: Bool, release: UIKitRelease, designRequiresCompatibility: Bool = false,
        device: String? = nil
    ) {
        let variants = release.variants
        let compatibility = release.honoursDesignCompatibility(designRequiresCompatibility)
        let liquidGlass = variants.bars.isLiquidGlass && !compatibility
        if family == .pad && variants.padBars == .phoneHeights {
            // iOS 7–11: the phone's heights on iPads (Hackworth: 64 and 116 under the 20-pt
            // status bar of an iPad Pro 10.5" on iOS 11, 70 and 122 on 12).
            metrics.navigationBarHeight = 44
            metrics.largeTitleNavigationBarHeight = 96
            metrics.toolbarHeight = 44
            metrics.tabBarHeight = 49
        }
        if liquidGlass {
            liquidGlassBars(&metrics, family: family, landscape: landscape)
            metrics.barNotes = barAssumptions(family: family, landscape: landscape, release: release, device: device)
        }
        // Dynamic Island phones on 16–18 (and 26 under compatibility): the navigation bar starts
        // on the pixel row 161 (y 53.667 at 3x), not at the 59-pt safe top: printed as
        // `frame = (0 53.6667; 430 44)` with a safe top of 59 and a 54-pt status bar
        // (GKNavigationBarSwift #41, QuintGao, 2024), "overlapping the safe area by 5.333" on the
        // iPhone 14 Pro (kouki.hatenadiary.com, 2022-10-18). On the 62-pt phones (16 Pro, 16 Pro
        // Max) GKNavigationBarSwift's constants place it at 56.333 (row 169), published, not printed.
        if let insetClass, insetClass.hasDynamicIsland, !landscape, release.major >= 16, !liquidGlass {
            let barY = insetClass == .dynamicIsland59 ? 161.0 / 3 : 169.0 / 3
            metrics.navigationBarRaise = max(0, metrics.hardwareInsets.top - barY)
        }
        // iPadOS 18 and later: the tab bar floats at the top in regular width (WWDC 2024
        // session 10147); under compatibility on 26, at the bottom as before.
        if family == .pad && release.major >= 18 && !compatibility {
            metrics.tabBarPlacement = .floatingTop
        }
    }

    /// The Liquid Glass bars (iOS 26), recorded on the iOS 26.1 simulators by
    /// Vercantez/openuikit's probes (docs/releases.md, "Bars per release"):
    /// - phones: a 54-pt navigation bar in both orientations (106 with an expanded large title,
    ///   54 + 52), never above y 10 (24 in landscape, compact height); the toolbar takes at
    ///   least 86 pt from the bottom in portrait and 82 in landscape (52 and 62 above a 34- and
    ///   20-pt home indicator), the tab bar 83 and 64, whatever the bottom inset;
    /// - the toolbar's frame is its whole slot, to the screen's bottom and inside the side insets
    ///   (printed as (0, 766, 393, 86), (59, 311, 734, 82) in landscape, (0, 1101, 820, 79) on iPad);
    /// - iPads: a 54-pt navigation bar (106 large), never above y 10; a toolbar 54 above the
    ///   safe area's bottom (79 on a 25-pt inset); the floating tab bar 44 tall with 20 below it.
    static func liquidGlassBars(_ metrics: inout OrientationMetrics, family: DeviceFamily, landscape: Bool) {
        metrics.navigationBarHeight = 54
        if metrics.largeTitleNavigationBarHeight != nil { metrics.largeTitleNavigationBarHeight = 106 }
        metrics.toolbarFillsSlot = true
        switch family {
        case .phone:
            metrics.navigationBarMinimumY = landscape ? 24 : 10
            metrics.toolbarHeight = landscape ? 62 : 52
            metrics.toolbarMinimumSlot = landscape ? 82 : 86
            metrics.tabBarHeight = landscape ? 44 : 49
            metrics.tabBarMinimumSlot = landscape ? 64 : 83
        case .pad:
            metrics.navigationBarMinimumY = 10
            metrics.toolbarHeight = 54
            metrics.floatingTabBarHeight = 44
            metrics.floatingTabBarSpacing = 20
        }
    }

    /// Where a Liquid Glass release's bars are recorded and what of them is assumed, as clauses
    /// (each assumption a term of its own), or none where all is recorded (phones in portrait on
    /// 26: docs/releases.md, "Bars per release"). On the iPad and the phone they were recorded on
    /// (`device`: iPad (A16), and iPhone SE (3rd generation) in landscape), nothing of the bars is
    /// assumed.
    static func barAssumptions(
        family: DeviceFamily, landscape: Bool, release: UIKitRelease, device: String? = nil
    ) -> [WhyTerm] {
        if release.variants.bars == .liquidGlassAssumed {
            return [.assumption("iOS \(release) bars as iOS 26's (no source states a change)")]
        }
        switch family {
        case .pad:
            let recorded: WhyTerm = .reason(
                """
                iPadOS 26 bars recorded on iPad (A16) 26.1; a bottom tab bar (compact width) carried over from \
                iPadOS 18
                """)
            return device == "iPad (A16)" ? [recorded] : [recorded, .assumption("iPadOS 26 bars alike on other iPads")]
        case .phone where landscape:
            let recorded: WhyTerm = .reason(
                "iOS 26 landscape bars recorded on iPhone SE (3rd generation) 26.1 (the toolbar on iPhone 16 too)")
            return device == "iPhone SE (3rd generation)"
                ? [recorded] : [recorded, .assumption("iOS 26 landscape bars alike on other phones")]
        case .phone:
            return []
        }
    }

    /// The window insets of `release`: the catalog's 14–18 figures changed where a source
    /// says they change, each changed edge noted: where the figure is recorded (a reason with its
    /// source) and, on a device it is not recorded on, that it is assumed alike (a term of its own).
    static func windowInsets(
        _ metrics: inout OrientationMetrics, insetClass: InsetClass, landscape: Bool,
        release: UIKitRelease, device: String? = nil
    ) throws(Missing) {
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
            metrics.notes[landscape ? .left : .top] = [
                .reason("iOS \(release): 44 before iOS 14 (GKNavigationBarSwift's table)")
            ]
        case .notch50 where major < 15 && !landscape:
            // The 12 mini on iOS 14: a 44-pt status bar under its 50-pt safe-area top; the bar
            // grew to 50 with iOS 15 (QMUI_iOS #1326). Printed on iOS 14 by QuintGao/GKNavigationBar
            // issues #67 and #68, Tencent/QMUI_iOS and ZXNavigationBar (docs/releases.md, 14.0).
            metrics.statusBarHeight = 44
            metrics.notes[.top] = [
                .reason(
                    """
                    iOS \(release): a 44-pt status bar within the 50-pt top until iOS 15 (GKNavigationBar #67, \
                    #68; QMUI_iOS #1326)
                    """)
            ]
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
            let recorded = ["iPad (A16)", "iPad Pro 13-inch (M5)"]
            for (edge, points) in [(Edge.top, "32"), (.bottom, "25")] {
                metrics.notes[edge] = [.reason("iPadOS 26: \(points) recorded on iPad (A16) and iPad Pro 13-inch (M5)")]
                if !recorded.contains(device ?? "") {
                    metrics.notes[edge]?.append(.assumption("iPadOS 26: \(points) alike on the other iPads"))
                }
            }
        case let faceID where faceID.isFaceIDPhone && landscape && major >= 26:
            // iPhone landscape: (20, s, 20, s) on iOS 26 (useyourloaf's iPhone 17 table),
            // (0, s, 20, s) on iOS 27 (safearea.info); the Air: bottom 29 on 26, none on 27.
            if faceID == .air && major >= 27 {
                throw Missing(what: "the landscape window insets of iPhone Air on iOS \(major)")
            }
            // The iPhone 16's own probe on 26.1 (openuikit's toolbarheightprobe) reads (0, 59, 20,
            // 59): its class takes that top, the others useyourloaf's 20 (docs/releases.md,
            // "Where sources disagree").
            let probed = major == 26 && faceID == .dynamicIsland59
            metrics.hardwareInsets.top = major == 26 && !probed ? 20 : 0
            metrics.hardwareInsets.bottom = faceID == .air ? 29 : 20
            let notes = landscapeNotes(faceID, major: major, probed: probed, device: device)
            if major == 26 && !probed { metrics.notes[.top] = notes }
            metrics.notes[.bottom] = notes
        default:
            break
        }
    }

    /// The note on a Face ID phone's landscape insets on `major` (26 or later): the phones of its
    /// class a table (or a probe) records, with the source, and on any other phone of the class
    /// that the figures are assumed alike; only an assumption where no phone of the class is
    /// recorded and the figures are another class's (docs/devices.md, "Insets per class, release
    /// and orientation").
    static func landscapeNotes(_ insetClass: InsetClass, major: Int, probed: Bool, device: String?) -> [WhyTerm] {
        let source =
            probed
            ? "openuikit's iPhone 16 probe on iOS 26.1"
            : major == 26 ? "useyourloaf's iPhone 17 table" : "safearea.info's iOS 27 table"
        let release = "iOS \(major) landscape: "
        let recorded: (phones: [String], words: String, others: String?)
        switch (insetClass, major) {
        case _ where probed:
            recorded = (["iPhone 16"], "the iPhone 16", "the class's other phones")
        case (.dynamicIsland62, 26):
            recorded = (
                ["iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max"], "the iPhone 17, 17 Pro and 17 Pro Max",
                "the class's other phones"
            )
        case (.dynamicIsland62, _):
            recorded = (["iPhone 18 Pro"], "the iPhone 18 Pro", "the class's other phones")
        case (.air, 26): recorded = (["iPhone Air"], "the iPhone Air, one source", nil)  // the class's one phone
        case (.notch47e, 27...): recorded = (["iPhone 16e"], "the iPhone 16e", "the 17e")
        default: return [.assumption(release + "from " + source)]
        }
        var notes: [WhyTerm] = [.reason(release + "recorded on \(recorded.words) (\(source))")]
        if let others = recorded.others, !recorded.phones.contains(device ?? "") {
            notes.append(.assumption(release + "alike on " + others))
        }
        return notes
    }
}
