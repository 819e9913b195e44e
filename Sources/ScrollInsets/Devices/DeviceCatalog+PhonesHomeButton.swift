extension DeviceCatalog {
    /// iPhones with a Home button: a 20-pt status bar in portrait, no hardware insets, the
    /// status bar hidden in landscape; they rotate upside down.
    static let homeButtonPhones: [Device] = [
        // Source: reference Screens table (20,0,0,0 / 0); HIG 320x568 @2x, compact landscape;
        // swift-snapshot-testing iPhoneSe. Margins 16: below 414 pt (rule, docs/devices.md).
        Device(
            name: "iPhone SE (1st generation)", aliases: ["iPod touch (7th generation)"],
            family: .phone, portraitSize: Size(width: 320, height: 568), scale: 2,
            portrait: phonePortrait(sensorHousing: 0, homeIndicator: 0, statusBar: 20, margin: 16),
            landscape: phoneLandscape(sensorHousing: 0, homeIndicator: 0, regularWidth: false),
            portraitUpsideDown: phonePortrait(sensorHousing: 0, homeIndicator: 0, statusBar: 20, margin: 16),
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.useYourLoaf],
            firstRelease: UIKitRelease(10), lastRelease: 15),
        // Source: reference Screens table (iPhone 8 / SE 2nd, 3rd gen); HIG 375x667 @2x for
        // 6, 6s, 7, 8, SE 4.7-inch; swift-snapshot-testing iPhone8; useyourloaf (20 + 44, 32).
        Device(
            name: "iPhone 8",
            aliases: ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 7", "iPhone 6s", "iPhone 6"],
            family: .phone, portraitSize: Size(width: 375, height: 667), scale: 2,
            portrait: phonePortrait(sensorHousing: 0, homeIndicator: 0, statusBar: 20, margin: 16),
            landscape: phoneLandscape(sensorHousing: 0, homeIndicator: 0, regularWidth: false),
            portraitUpsideDown: phonePortrait(sensorHousing: 0, homeIndicator: 0, statusBar: 20, margin: 16),
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.useYourLoaf],
            firstRelease: UIKitRelease(11), lastRelease: 16),
        // Source: reference Screens table; HIG 414x736 @3x for 6/6s/7/8 Plus, regular width in
        // landscape; swift-snapshot-testing iPhone8Plus; REMenu #109 and QMUI #633 (44-pt
        // landscape navigation bar, 49-pt tab bar on regular-width phones).
        Device(
            name: "iPhone 8 Plus", aliases: ["iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"],
            family: .phone, portraitSize: Size(width: 414, height: 736), scale: 3,
            portrait: phonePortrait(sensorHousing: 0, homeIndicator: 0, statusBar: 20, margin: 20),
            landscape: phoneLandscape(sensorHousing: 0, homeIndicator: 0, regularWidth: true),
            portraitUpsideDown: phonePortrait(sensorHousing: 0, homeIndicator: 0, statusBar: 20, margin: 20),
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.plusLandscape, Citation.qmuiBars],
            firstRelease: UIKitRelease(11), lastRelease: 16),
    ]
}
