extension DeviceCatalog {
    /// iPads without a Home button, by screen then release: a 24-pt status bar and a 20-pt
    /// home-indicator inset at the bottom in every orientation on iPadOS 12–18 (reference:
    /// "iPad Pro 11 / 12.9 (3rd gen+) 24,0,20,0"); the top inset is the status bar's, so
    /// hidden, the top is 0. ``ReleaseMetrics`` derives iPadOS 26 (32, 0, 25, 0) and refuses 27.
    ///
    /// The iPad Pro 11-inch and 13-inch (M5) first run iPadOS 26: no 14–18 figures exist.
    /// Their entries hold the M4's in the catalog's 14–18 shape (same screens), from which 26
    /// is derived (recorded on the 13-inch (M5), iPadOS 26.2).
    static let homeIndicatorPads: [Device] = [
        // Source: HIG 744x1133 @2x (iPad mini 8.3-inch); device_preview iPadMini "6th/7th
        // generation" (24/20 in both orientations; 32/25 on iPadOS 26).
        iPad(
            "iPad mini (6th generation)", width: 744, height: 1133, homeIndicator: true, first: UIKitRelease(15),
            sources: pad744Sources),
        iPad(
            "iPad mini (A17 Pro)", width: 744, height: 1133, homeIndicator: true, first: UIKitRelease(18),
            sources: pad744Sources),
        // Source: HIG 820x1180 @2x for iPad Air 11-inch, iPad Air 10.9-inch and iPad 11-inch;
        // insets by the home-indicator iPad rule of GKNavigationBarSwift (24,0,20,0) and QMUI
        // (#633: status bar 24, tab bar 45 + 20). See docs/devices.md ("rule-derived"). iPad
        // (A16) on iPadOS 26.1: 32,0,25,0 measured (openuikit).
        iPad(
            "iPad Air (4th generation)", width: 820, height: 1180, homeIndicator: true, first: UIKitRelease(14, 1),
            sources: pad820Sources),
        iPad(
            "iPad Air (5th generation)", width: 820, height: 1180, homeIndicator: true, first: UIKitRelease(15, 4),
            sources: pad820Sources),
        iPad(
            "iPad (10th generation)", width: 820, height: 1180, homeIndicator: true, first: UIKitRelease(16, 1),
            sources: pad820Sources),
        iPad(
            "iPad Air 11-inch (M2)", width: 820, height: 1180, homeIndicator: true, first: UIKitRelease(17, 5),
            sources: pad820Sources),
        iPad(
            "iPad Air 11-inch (M3)", width: 820, height: 1180, homeIndicator: true, first: UIKitRelease(18, 3),
            sources: pad820Sources),
        iPad(
            "iPad (A16)", width: 820, height: 1180, homeIndicator: true, first: UIKitRelease(18, 3),
            sources: pad820Sources + [Citation.openUIKitPad]),
        // Source: reference Screens table (834x1194, 24,0,20,0 both orientations); HIG 834x1194
        // @2x; swift-snapshot-testing iPadPro11 (24/20). The generation-less names find the
        // 1st generation, as they always have.
        iPad(
            "iPad Pro 11-inch (1st generation)", aliases: ["iPad Pro 11-inch", "iPad Pro 11"], width: 834, height: 1194,
            homeIndicator: true, first: UIKitRelease(12, 1), sources: pad834x1194Sources),
        iPad(
            "iPad Pro 11-inch (2nd generation)", width: 834, height: 1194, homeIndicator: true,
            first: UIKitRelease(13, 4), sources: pad834x1194Sources),
        iPad(
            "iPad Pro 11-inch (3rd generation)", width: 834, height: 1194, homeIndicator: true,
            first: UIKitRelease(14, 5), sources: pad834x1194Sources),
        iPad(
            "iPad Pro 11-inch (4th generation)", width: 834, height: 1194, homeIndicator: true,
            first: UIKitRelease(16, 1), sources: pad834x1194Sources),
        // Source: Apple's Tech Specs (2420x1668 px @2x = 834x1210); insets by the home-indicator
        // iPad rule, as the 820-pt iPads (rule-derived).
        iPad(
            "iPad Pro 11-inch (M4)", width: 834, height: 1210, homeIndicator: true, first: UIKitRelease(17, 5),
            sources: pad834x1210Sources),
        iPad(
            "iPad Pro 11-inch (M5)", width: 834, height: 1210, homeIndicator: true, first: UIKitRelease(26),
            sources: pad834x1210Sources + [Citation.devicePresetPro13]),
        // Source: reference Screens table (1024x1366, 24,0,20,0); HIG 1024x1366 @2x for iPad Pro
        // 12.9-inch and iPad Air 13-inch; QMUI #1280 (iPad Pro 12.9: 24, 50, tab bar 65);
        // adaptive_test iPadPro (24/20). The reference's "iPad Pro 12.9 (3rd gen+)": the
        // generation-less names find the 3rd generation.
        iPad(
            "iPad Pro 12.9-inch (3rd generation)", aliases: ["iPad Pro 12.9-inch", "iPad Pro 12.9"],
            width: 1024, height: 1366, homeIndicator: true, first: UIKitRelease(12, 1), sources: pad1024x1366Sources),
        iPad(
            "iPad Pro 12.9-inch (4th generation)", width: 1024, height: 1366, homeIndicator: true,
            first: UIKitRelease(13, 4), sources: pad1024x1366Sources),
        iPad(
            "iPad Pro 12.9-inch (5th generation)", width: 1024, height: 1366, homeIndicator: true,
            first: UIKitRelease(14, 5), sources: pad1024x1366Sources),
        iPad(
            "iPad Pro 12.9-inch (6th generation)", width: 1024, height: 1366, homeIndicator: true,
            first: UIKitRelease(16, 1), sources: pad1024x1366Sources),
        iPad(
            "iPad Air 13-inch (M2)", width: 1024, height: 1366, homeIndicator: true, first: UIKitRelease(17, 5),
            sources: pad1024x1366Sources),
        iPad(
            "iPad Air 13-inch (M3)", width: 1024, height: 1366, homeIndicator: true, first: UIKitRelease(18, 3),
            sources: pad1024x1366Sources),
        // Source: app_deploy_screenshots ipadProM4 and appStoreIpad13 (1032x1376 @2x, 24/20);
        // Tech Specs (2752x2064 px @2x); the 13-inch (M5) on iPadOS 26.2: 32,0,25,0 recorded.
        iPad(
            "iPad Pro 13-inch (M4)", aliases: ["iPad Pro 13-inch"], width: 1032, height: 1376, homeIndicator: true,
            first: UIKitRelease(17, 5), sources: pad1032Sources),
        iPad(
            "iPad Pro 13-inch (M5)", width: 1032, height: 1376, homeIndicator: true, first: UIKitRelease(26),
            sources: pad1032Sources + [Citation.devicePresetPro13]),
    ]

    /// The bars every home-indicator iPad shares (QMUI #633: status bar 24, tab bar 45 + 20;
    /// navigation bar and toolbar 50), and the releases.
    static let homeIndicatorPadSources = [Citation.qmuiBars, Citation.hacknicityPadBars, Citation.compatibility]
    /// The iPad minis'.
    static let pad744Sources =
        [Citation.hig, Citation.devicePreview, Citation.gkNavigationBar] + homeIndicatorPadSources
    /// The 820 × 1180 pt iPads'.
    static let pad820Sources = [Citation.hig, Citation.gkNavigationBar] + homeIndicatorPadSources
    /// The 834 × 1194 pt iPad Pros'.
    static let pad834x1194Sources = [Citation.reference, Citation.hig, Citation.pointFree] + homeIndicatorPadSources
    /// The 834 × 1210 pt iPad Pros'.
    static let pad834x1210Sources = [Citation.techSpecs, Citation.gkNavigationBar] + homeIndicatorPadSources
    /// The 1024 × 1366 pt home-indicator iPads'.
    static let pad1024x1366Sources =
        [Citation.reference, Citation.hig, Citation.qmuiPadPro, Citation.adaptiveTest]
        + homeIndicatorPadSources
    /// The 1032 × 1376 pt iPad Pros'.
    static let pad1032Sources =
        [Citation.appDeployScreenshots, Citation.techSpecs, Citation.gkNavigationBar]
        + homeIndicatorPadSources
}
