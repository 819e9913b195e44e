extension DeviceCatalog {
    /// Face ID iPhones with the Dynamic Island at 62 pt (class DI62): the 16 Pro and Pro Max,
    /// the 17 family but the Air, the 18 Pro and Pro Max. Margins by the catalog's rule: 16 at
    /// 402 pt (GKNavigationBarSwift measured 16 on the 16 Pro), 20 at 440 pt.
    ///
    /// The 17, 17 Pro and 17 Pro Max first run iOS 26, the 18 Pro and Pro Max iOS 27: no iOS
    /// 14–18 figures exist for them. Their entries hold the 16 Pro's (or Pro Max's) in the
    /// catalog's iOS 14–18 shape (62/34 portrait, 62/21 landscape; same screen), from which
    /// ``ReleaseMetrics`` derives what they run: (20, 62, 20, 62) in landscape on 26
    /// (recorded on the 17 family by useyourloaf), (0, 62, 20, 62) on 27 (recorded on the 18
    /// Pro by safearea.info), portrait 62/34 on both. Their status bar (54) and bars are the
    /// class's, not measured on them.
    static let dynamicIsland62Phones: [Device] = [
        // Source: reference Screens table (62, reported); HIG 402x874 @3x for 16 Pro and 17 Pro,
        // compact landscape; GKNavigationBarSwift iPhone17,1 (62/34, 62/21; status bar 54,
        // navigation bar at 56.33); device_preview iPhone16Pro and iPhone17Pro (62/34, 62/21).
        faceIDPhone(
            "iPhone 16 Pro", width: 402, height: 874, sensorHousing: 62, statusBar: 54, regularWidth: false,
            insetClass: .dynamicIsland62, first: UIKitRelease(18), sources: island402Sources),
        // Source: HIG 440x956 @3x, regular width in landscape; GKNavigationBarSwift iPhone17,2
        // (62/34, 62/21); device_preview iPhone16ProMax (62/34, 62/21); app_deploy_screenshots
        // appStoreIphone69 (62/34).
        faceIDPhone(
            "iPhone 16 Pro Max", width: 440, height: 956, sensorHousing: 62, statusBar: 54, regularWidth: true,
            insetClass: .dynamicIsland62, first: UIKitRelease(18), sources: island440Sources),
        // Source: HIG 402x874 @3x, compact landscape; useyourloaf's iPhone 17 table (iOS 26:
        // 62/34, 20,62,20,62). Derived 14–18 shape (above).
        faceIDPhone(
            "iPhone 17", width: 402, height: 874, sensorHousing: 62, statusBar: 54, regularWidth: false,
            insetClass: .dynamicIsland62, first: UIKitRelease(26), sources: island17Sources),
        // Source: as the 17; device_preview iPhone17Pro (62/34, 62/21: the 14–18 shape).
        faceIDPhone(
            "iPhone 17 Pro", width: 402, height: 874, sensorHousing: 62, statusBar: 54, regularWidth: false,
            insetClass: .dynamicIsland62, first: UIKitRelease(26), sources: island17Sources + [Citation.devicePreview]),
        // Source: HIG 440x956 @3x, regular landscape; useyourloaf's iPhone 17 table.
        faceIDPhone(
            "iPhone 17 Pro Max", width: 440, height: 956, sensorHousing: 62, statusBar: 54, regularWidth: true,
            insetClass: .dynamicIsland62, first: UIKitRelease(26), sources: island17Sources),
        // Source: safearea.info (18 Pro on the iOS 27 simulator: 62/34, 0,62,20,62); sizes from
        // Apple's Tech Specs (the 17 Pro's and Pro Max's screens). The HIG copy predates them,
        // so the landscape width class is the 17 Pro's and Pro Max's (same size), derived.
        faceIDPhone(
            "iPhone 18 Pro", width: 402, height: 874, sensorHousing: 62, statusBar: 54, regularWidth: false,
            insetClass: .dynamicIsland62, first: UIKitRelease(27), sources: island18Sources),
        faceIDPhone(
            "iPhone 18 Pro Max", width: 440, height: 956, sensorHousing: 62, statusBar: 54, regularWidth: true,
            insetClass: .dynamicIsland62, first: UIKitRelease(27), sources: island18Sources),
    ]

    /// The sources of the 16 Pro.
    static let island402Sources = [
        Citation.reference, Citation.hig, Citation.gkNavigationBar, Citation.devicePreview,
        Citation.compatibility,
    ]
    /// The sources of the 16 Pro Max.
    static let island440Sources = [
        Citation.hig, Citation.gkNavigationBar, Citation.devicePreview,
        Citation.appDeployScreenshots, Citation.compatibility,
    ]
    /// The sources of the 17 family's.
    static let island17Sources = [
        Citation.useYourLoaf17, Citation.hig, Citation.gkNavigationBar, Citation.compatibility,
    ]
    /// The sources of the 18 Pro and Pro Max.
    static let island18Sources = [
        Citation.safeAreaInfo, Citation.techSpecs, Citation.gkNavigationBar, Citation.compatibility,
    ]
}
