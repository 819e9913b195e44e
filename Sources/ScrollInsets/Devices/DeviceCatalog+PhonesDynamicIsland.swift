extension DeviceCatalog {
    /// Face ID iPhones with the Dynamic Island at 59 pt (class DI59), oldest first; then the
    /// 62-pt ones (``dynamicIsland62Phones``) and the Air (``airPhones``). The safe area's top
    /// is taller than the 54-pt status bar, so the hardware top is the full inset and stays
    /// when the status bar is hidden. They do not rotate upside down.
    static let dynamicIslandPhones: [Device] =
        [
            // Source: reference Screens table (59 / 0,59,21,59); HIG 393x852 @3x for 14 Pro, 15,
            // 15 Pro, 16, compact landscape; QMUI #1445 and GKNavigationBarSwift #41 (status bar
            // 54); Tinder/Layout iPhone14Pro; GKNavigationBarSwift iPhone17,3 (16: 59/34, 59/21).
            faceIDPhone(
                "iPhone 14 Pro", width: 393, height: 852, sensorHousing: 59, statusBar: 54, regularWidth: false,
                insetClass: .dynamicIsland59, first: UIKitRelease(16), sources: island393Sources),
            // Source: reference Screens table; HIG 430x932 @3x for 14 Pro Max, 15 Plus, 15 Pro Max,
            // 16 Plus, regular width in landscape; Tinder/Layout iPhone14ProMax; device_preview
            // iPhone16Plus (59/34, 59/21); fluentui-apple #1727 (14 Pro Max keeps the large bar).
            faceIDPhone(
                "iPhone 14 Pro Max", width: 430, height: 932, sensorHousing: 59, statusBar: 54, regularWidth: true,
                insetClass: .dynamicIsland59, first: UIKitRelease(16), sources: island430Sources),
            faceIDPhone(
                "iPhone 15", width: 393, height: 852, sensorHousing: 59, statusBar: 54, regularWidth: false,
                insetClass: .dynamicIsland59, first: UIKitRelease(17), sources: island393Sources),
            faceIDPhone(
                "iPhone 15 Plus", width: 430, height: 932, sensorHousing: 59, statusBar: 54, regularWidth: true,
                insetClass: .dynamicIsland59, first: UIKitRelease(17), sources: island430Sources),
            faceIDPhone(
                "iPhone 15 Pro", width: 393, height: 852, sensorHousing: 59, statusBar: 54, regularWidth: false,
                insetClass: .dynamicIsland59, first: UIKitRelease(17), sources: island393Sources),
            faceIDPhone(
                "iPhone 15 Pro Max", width: 430, height: 932, sensorHousing: 59, statusBar: 54, regularWidth: true,
                insetClass: .dynamicIsland59, first: UIKitRelease(17), sources: island430Sources),
            faceIDPhone(
                "iPhone 16", width: 393, height: 852, sensorHousing: 59, statusBar: 54, regularWidth: false,
                insetClass: .dynamicIsland59, first: UIKitRelease(18), sources: island393Sources),
            faceIDPhone(
                "iPhone 16 Plus", width: 430, height: 932, sensorHousing: 59, statusBar: 54, regularWidth: true,
                insetClass: .dynamicIsland59, first: UIKitRelease(18), sources: island430Sources),
        ] + dynamicIsland62Phones + airPhones

    /// The sources of the 393 × 852 pt Dynamic Island phones.
    static let island393Sources = [
        Citation.reference, Citation.hig, Citation.qmuiDynamicIsland, Citation.gkIslandIssue,
        Citation.tinderLayout, Citation.gkNavigationBar, Citation.cslLayout, Citation.compatibility,
    ]
    /// The sources of the 430 × 932 pt Dynamic Island phones.
    static let island430Sources = [
        Citation.reference, Citation.hig, Citation.tinderLayout, Citation.devicePreview,
        Citation.gkIslandIssue, Citation.fluentLandscape, Citation.csdnTable, Citation.compatibility,
    ]
}
