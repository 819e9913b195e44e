extension DeviceCatalog {
    /// Face ID iPhones with a notch: the notch insets the top in portrait and both long
    /// sides in landscape; the home indicator insets 34 pt (portrait) or 21 pt (landscape).
    /// They do not rotate upside down.
    static let notchPhones: [Device] = [
        // Source: reference Screens table (44,0,34,0 / 0,44,21,44); HIG 375x812 @3x for X, XS,
        // 11 Pro, compact landscape; useyourloaf (44 sides in landscape); GKNavigationBarSwift.
        Device(
            name: "iPhone X", aliases: ["iPhone XS", "iPhone 11 Pro"],
            family: .phone, portraitSize: Size(width: 375, height: 812), scale: 3,
            portrait: phonePortrait(sensorHousing: 44, homeIndicator: 34, statusBar: 44, margin: 16),
            landscape: phoneLandscape(sensorHousing: 44, homeIndicator: 21, regularWidth: false),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.useYourLoaf, Citation.gkNavigationBar, Citation.csdnTable],
            firstRelease: UIKitRelease(11), lastRelease: 16),
        // Source: reference Screens table; HIG 414x896 @3x for XS Max and 11 Pro Max, regular
        // width in landscape; GKNavigationBarSwift iPhone12,5 (44/34, 44/21); QMUI #633 (XS Max
        // landscape tab bar 49 + 21, toolbar 44 + 21).
        Device(
            name: "iPhone XS Max", aliases: ["iPhone 11 Pro Max"],
            family: .phone, portraitSize: Size(width: 414, height: 896), scale: 3,
            portrait: phonePortrait(sensorHousing: 44, homeIndicator: 34, statusBar: 44, margin: 20),
            landscape: phoneLandscape(sensorHousing: 44, homeIndicator: 21, regularWidth: true),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.gkNavigationBar, Citation.qmuiBars],
            firstRelease: UIKitRelease(12), lastRelease: 18),
        // Source: reference Screens table ("XR/11 reported 48 on later iOS"); GKNavigationBarSwift's
        // table (48 from iOS 14; 44 before, which ReleaseMetrics applies); HIG 414x896 @2x for XR
        // and 11, regular width in landscape; swift-snapshot-testing iPhoneXr (44/34, iOS 12–13).
        Device(
            name: "iPhone XR", aliases: ["iPhone 11"],
            family: .phone, portraitSize: Size(width: 414, height: 896), scale: 2,
            portrait: phonePortrait(sensorHousing: 48, homeIndicator: 34, statusBar: 48, margin: 20),
            landscape: phoneLandscape(sensorHousing: 48, homeIndicator: 21, regularWidth: true),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.qmuiRegularScreens],
            insetClass: .notch48,
            firstRelease: UIKitRelease(12), lastRelease: 18),
        // Source: reference Screens table (50,0,34,0 / 0,50,21,50); HIG 375x812 @3x, compact
        // landscape; GKNavigationBarSwift iPhone13,1 and iPhone14,4; QMUI #1326 (status bar 50
        // on iOS 15; 44 with a 6-pt gap on iOS 14); GKNavigationBar #67.
        Device(
            name: "iPhone 12 mini", aliases: ["iPhone 13 mini"],
            family: .phone, portraitSize: Size(width: 375, height: 812), scale: 3,
            portrait: phonePortrait(sensorHousing: 50, homeIndicator: 34, statusBar: 50, margin: 16),
            landscape: phoneLandscape(sensorHousing: 50, homeIndicator: 21, regularWidth: false),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.gkNavigationBar, Citation.qmuiMini, Citation.gkMiniIssue],
            firstRelease: UIKitRelease(14, 2), lastRelease: 27),
        // Source: reference Screens table (47 / 0,47,21,47); HIG 390x844 @3x, compact landscape;
        // swift-snapshot-testing iPhone12; Tinder/Layout iPhone14; QMUI #1198 (landscape bar 32).
        Device(
            name: "iPhone 12", aliases: ["iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"],
            family: .phone, portraitSize: Size(width: 390, height: 844), scale: 3,
            portrait: phonePortrait(sensorHousing: 47, homeIndicator: 34, statusBar: 47, margin: 16),
            landscape: phoneLandscape(sensorHousing: 47, homeIndicator: 21, regularWidth: false),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.tinderLayout, Citation.qmuiRegularScreens],
            firstRelease: UIKitRelease(14, 1), lastRelease: 27),
        // Source: reference Screens table; HIG 428x926 @3x, regular width in landscape;
        // swift-snapshot-testing iPhone12ProMax; Tinder/Layout iPhone14Plus; QMUI #1198.
        Device(
            name: "iPhone 12 Pro Max", aliases: ["iPhone 13 Pro Max", "iPhone 14 Plus"],
            family: .phone, portraitSize: Size(width: 428, height: 926), scale: 3,
            portrait: phonePortrait(sensorHousing: 47, homeIndicator: 34, statusBar: 47, margin: 20),
            landscape: phoneLandscape(sensorHousing: 47, homeIndicator: 21, regularWidth: true),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.tinderLayout, Citation.qmuiRegularScreens],
            firstRelease: UIKitRelease(14, 2), lastRelease: 27),
    ]
}
