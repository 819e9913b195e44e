extension DeviceCatalog {
    /// iPhones (and the iPod touch) with a Home button, oldest first: a 20-pt status bar in
    /// portrait, no hardware insets, the status bar hidden in landscape; they rotate upside
    /// down. Figures: the reference Screens table (20,0,0,0 / 0), swift-snapshot-testing
    /// (iPhoneSe, iPhone8, iPhone8Plus), useyourloaf (20 + 44; 32 in landscape). Sizes: the
    /// HIG; releases: Apple's compatibility lists. Margins by the catalog's rule (16 below
    /// 414 pt, 20 from 414 pt).
    static let homeButtonPhones: [Device] = [
        homeButtonPhone(
            "iPhone SE (1st generation)", width: 320, height: 568, scale: 2, regularWidth: false,
            first: .iOS10, last: 15, sources: homeButtonSources),
        // The reference lists the iPod touch (7th generation) with the SE (1st generation):
        // the same screen and figures, but it ships with iOS 12.3.
        homeButtonPhone(
            "iPod touch (7th generation)", width: 320, height: 568, scale: 2, regularWidth: false,
            first: UIKitRelease(12, 3), last: 15, sources: homeButtonSources),
        // The iPhone 6 and 6 Plus ship with iOS 8 (modelled from 10) and stop at 12; sold until
        // 2016 in most markets, they are kept because the catalog has always found them.
        homeButtonPhone(
            "iPhone 6", width: 375, height: 667, scale: 2, regularWidth: false,
            first: .iOS10, last: 12, sources: homeButtonSources),
        homeButtonPhone(
            "iPhone 6 Plus", width: 414, height: 736, scale: 3, regularWidth: true,
            first: .iOS10, last: 12, sources: homeButtonPlusSources),
        homeButtonPhone(
            "iPhone 6s", width: 375, height: 667, scale: 2, regularWidth: false,
            first: .iOS10, last: 15, sources: homeButtonSources),
        homeButtonPhone(
            "iPhone 6s Plus", width: 414, height: 736, scale: 3, regularWidth: true,
            first: .iOS10, last: 15, sources: homeButtonPlusSources),
        homeButtonPhone(
            "iPhone 7", width: 375, height: 667, scale: 2, regularWidth: false,
            first: .iOS10, last: 15, sources: homeButtonSources),
        homeButtonPhone(
            "iPhone 7 Plus", width: 414, height: 736, scale: 3, regularWidth: true,
            first: .iOS10, last: 15, sources: homeButtonPlusSources),
        homeButtonPhone(
            "iPhone 8", width: 375, height: 667, scale: 2, regularWidth: false,
            first: .iOS11, last: 16, sources: homeButtonSources),
        homeButtonPhone(
            "iPhone 8 Plus", width: 414, height: 736, scale: 3, regularWidth: true,
            first: .iOS11, last: 16, sources: homeButtonPlusSources),
        homeButtonPhone(
            "iPhone SE (2nd generation)", width: 375, height: 667, scale: 2, regularWidth: false,
            first: UIKitRelease(13, 4), last: 27, sources: homeButtonSources),
        homeButtonPhone(
            "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, regularWidth: false,
            first: UIKitRelease(15, 4), last: 27, sources: homeButtonSources),
    ]

    /// The sources of every home-button phone's figures.
    static let homeButtonSources = [
        Citation.reference, Citation.hig, Citation.pointFree, Citation.useYourLoaf,
        Citation.compatibility,
    ]

    /// The sources of a Plus phone's: the above, and the 44-pt landscape navigation bar and
    /// 49-pt tab bar of regular-width phones (REMenu #109, QMUI #633).
    static let homeButtonPlusSources = homeButtonSources + [Citation.plusLandscape, Citation.qmuiBars]
}
