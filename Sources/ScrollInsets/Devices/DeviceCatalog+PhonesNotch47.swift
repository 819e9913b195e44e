extension DeviceCatalog {
    /// Face ID iPhones with the 47-pt notch: the 12, 13 and 14 families (class N47), then the
    /// 16e and 17e (class N47e: the same figures on a later phone, recorded on the 16e).
    static let notch47Phones: [Device] = [
        // Source: reference Screens table (47 / 0,47,21,47); HIG 390x844 @3x, compact landscape;
        // swift-snapshot-testing iPhone12 and PR #662 (iPhone 14); Tinder/Layout iPhone14; QMUI
        // #1198 (landscape bar 32).
        faceIDPhone(
            "iPhone 12", width: 390, height: 844, sensorHousing: 47, statusBar: 47, regularWidth: false,
            insetClass: .notch47, first: UIKitRelease(14, 1), sources: notch390Sources),
        faceIDPhone(
            "iPhone 12 Pro", width: 390, height: 844, sensorHousing: 47, statusBar: 47, regularWidth: false,
            insetClass: .notch47, first: UIKitRelease(14, 1), sources: notch390Sources),
        // Source: reference Screens table; HIG 428x926 @3x, regular width in landscape;
        // swift-snapshot-testing iPhone12ProMax; Tinder/Layout iPhone14Plus; QMUI #1198.
        faceIDPhone(
            "iPhone 12 Pro Max", width: 428, height: 926, sensorHousing: 47, statusBar: 47, regularWidth: true,
            insetClass: .notch47, first: UIKitRelease(14, 2), sources: notch428Sources),
        faceIDPhone(
            "iPhone 13", width: 390, height: 844, sensorHousing: 47, statusBar: 47, regularWidth: false,
            insetClass: .notch47, first: UIKitRelease(15), sources: notch390Sources),
        faceIDPhone(
            "iPhone 13 Pro", width: 390, height: 844, sensorHousing: 47, statusBar: 47, regularWidth: false,
            insetClass: .notch47, first: UIKitRelease(15), sources: notch390Sources),
        faceIDPhone(
            "iPhone 13 Pro Max", width: 428, height: 926, sensorHousing: 47, statusBar: 47, regularWidth: true,
            insetClass: .notch47, first: UIKitRelease(15), sources: notch428Sources),
        faceIDPhone(
            "iPhone 14", width: 390, height: 844, sensorHousing: 47, statusBar: 47, regularWidth: false,
            insetClass: .notch47, first: UIKitRelease(16), sources: notch390Sources),
        faceIDPhone(
            "iPhone 14 Plus", width: 428, height: 926, sensorHousing: 47, statusBar: 47, regularWidth: true,
            insetClass: .notch47, first: UIKitRelease(16), sources: notch428Sources),
        // Source: safearea.info (16e: 47/34; 0,47,20,47 on iOS 27) and a swift-snapshot-testing
        // fork (iPhone16e = the iPhone 14 configuration: 47/34, 47/21); HIG 390x844 @3x,
        // compact landscape. Status bar 47 and bars as the N47 class (the table of
        // docs/devices.md), not measured on the 16e.
        faceIDPhone(
            "iPhone 16e", width: 390, height: 844, sensorHousing: 47, statusBar: 47, regularWidth: false,
            insetClass: .notch47e, first: UIKitRelease(18, 3), sources: notch47eSources),
        // The 17e first runs iOS 26: no iOS 14–18 figures exist. Its entry holds the 16e's in
        // the catalog's iOS 14–18 shape (the same 390x844 @3x screen and class as the 16e),
        // from which ReleaseMetrics derives 26 and 27; every 17e figure is assumed from the 16e.
        faceIDPhone(
            "iPhone 17e", width: 390, height: 844, sensorHousing: 47, statusBar: 47, regularWidth: false,
            insetClass: .notch47e, first: UIKitRelease(26), sources: notch47eSources),
    ]

    /// The sources of the 390 × 844 pt phones with the 47-pt notch.
    static let notch390Sources = [
        Citation.reference, Citation.hig, Citation.pointFree, Citation.pointFree14,
        Citation.tinderLayout, Citation.qmuiRegularScreens, Citation.compatibility,
    ]
    /// The sources of the 428 × 926 pt phones with the 47-pt notch.
    static let notch428Sources = [
        Citation.reference, Citation.hig, Citation.pointFree, Citation.tinderLayout,
        Citation.qmuiRegularScreens, Citation.compatibility,
    ]
    /// The sources of the 16e and 17e.
    static let notch47eSources = [
        Citation.safeAreaInfo, Citation.snapshotFork16e, Citation.hig, Citation.techSpecs,
        Citation.compatibility,
    ]
}
