extension DeviceCatalog {
    /// Face ID iPhones with a notch, oldest first: the 44-pt notch (X to 11 Pro Max), the XR
    /// and 11 (48 from iOS 14, 44 before: ``ReleaseMetrics``), the minis (50), then the
    /// 47-pt notch (``notch47Phones``). They do not rotate upside down.
    static let notchPhones: [Device] =
        [
            // Source: reference Screens table (44,0,34,0 / 0,44,21,44); HIG 375x812 @3x for X, XS,
            // 11 Pro, compact landscape; useyourloaf (44 sides in landscape); GKNavigationBarSwift.
            faceIDPhone(
                "iPhone X", width: 375, height: 812, sensorHousing: 44, statusBar: 44, regularWidth: false,
                insetClass: .notch44, first: .iOS11, last: 16, sources: notch375Sources),
            faceIDPhone(
                "iPhone XS", width: 375, height: 812, sensorHousing: 44, statusBar: 44, regularWidth: false,
                insetClass: .notch44, first: UIKitRelease(12), last: 18, sources: notch375Sources),
            // Source: reference Screens table; HIG 414x896 @3x for XS Max and 11 Pro Max, regular
            // width in landscape; GKNavigationBarSwift iPhone12,5 (44/34, 44/21); QMUI #633 (XS Max
            // landscape tab bar 49 + 21, toolbar 44 + 21).
            faceIDPhone(
                "iPhone XS Max", width: 414, height: 896, sensorHousing: 44, statusBar: 44, regularWidth: true,
                insetClass: .notch44, first: UIKitRelease(12), last: 18, sources: notch414Sources),
            // Source: reference Screens table ("XR/11 reported 48 on later iOS"); GKNavigationBarSwift's
            // table (48 from iOS 14; 44 before, which ReleaseMetrics applies); HIG 414x896 @2x for XR
            // and 11, regular width in landscape; swift-snapshot-testing iPhoneXr (44/34, iOS 12–13).
            faceIDPhone(
                "iPhone XR", width: 414, height: 896, scale: 2, sensorHousing: 48, statusBar: 48,
                regularWidth: true, insetClass: .notch48, first: UIKitRelease(12), last: 18, sources: notch48Sources),
            faceIDPhone(
                "iPhone 11", width: 414, height: 896, scale: 2, sensorHousing: 48, statusBar: 48,
                regularWidth: true, insetClass: .notch48, first: UIKitRelease(13), sources: notch48Sources),
            faceIDPhone(
                "iPhone 11 Pro", width: 375, height: 812, sensorHousing: 44, statusBar: 44, regularWidth: false,
                insetClass: .notch44, first: UIKitRelease(13), sources: notch375Sources),
            faceIDPhone(
                "iPhone 11 Pro Max", width: 414, height: 896, sensorHousing: 44, statusBar: 44, regularWidth: true,
                insetClass: .notch44, first: UIKitRelease(13), sources: notch414Sources),
            // Source: reference Screens table (50,0,34,0 / 0,50,21,50); HIG 375x812 @3x, compact
            // landscape; GKNavigationBarSwift iPhone13,1 and iPhone14,4; QMUI #1326 (status bar 50
            // on iOS 15; 44 with a 6-pt gap on iOS 14); GKNavigationBar #67.
            faceIDPhone(
                "iPhone 12 mini", width: 375, height: 812, sensorHousing: 50, statusBar: 50, regularWidth: false,
                insetClass: .notch50, first: UIKitRelease(14, 2), sources: miniSources),
            faceIDPhone(
                "iPhone 13 mini", width: 375, height: 812, sensorHousing: 50, statusBar: 50, regularWidth: false,
                insetClass: .notch50, first: UIKitRelease(15), sources: miniSources),
        ] + notch47Phones

    /// The sources of the 375 × 812 pt phones with the 44-pt notch.
    static let notch375Sources = [
        Citation.reference, Citation.hig, Citation.useYourLoaf, Citation.gkNavigationBar,
        Citation.csdnTable, Citation.compatibility,
    ]
    /// The sources of the 414 × 896 pt @3x phones with the 44-pt notch.
    static let notch414Sources = [
        Citation.reference, Citation.hig, Citation.pointFree, Citation.gkNavigationBar,
        Citation.qmuiBars, Citation.compatibility,
    ]
    /// The sources of the XR and 11.
    static let notch48Sources = [
        Citation.reference, Citation.hig, Citation.pointFree, Citation.gkNavigationBar,
        Citation.csdnTable, Citation.qmuiRegularScreens, Citation.compatibility,
    ]
    /// The sources of the minis.
    static let miniSources = [
        Citation.reference, Citation.hig, Citation.gkNavigationBar, Citation.qmuiMini,
        Citation.gkMiniIssue, Citation.compatibility,
    ]
}
