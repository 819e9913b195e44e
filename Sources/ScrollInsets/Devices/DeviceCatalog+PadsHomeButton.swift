extension DeviceCatalog {
    /// iPads with a Home button, by screen then release: a 20-pt status bar in every
    /// orientation and no hardware insets (reference: "iPads with a home button 20,0,0,0 /
    /// 20,0,0,0"). No source gives their figures on iPadOS 26 (``ReleaseMetrics`` refuses).
    static let homeButtonPads: [Device] = [
        // Source: reference Screens table; HIG 768x1024 @2x for iPad mini 7.9-inch, iPad 9.7,
        // iPad Air 9.7 and iPad Pro 9.7; swift-snapshot-testing iPadMini and iPad9_7 (top 20).
        iPad(
            "iPad Air 2", width: 768, height: 1024, homeIndicator: false, first: .iOS10, last: 15,
            sources: pad768Sources),
        iPad(
            "iPad mini 4", width: 768, height: 1024, homeIndicator: false, first: .iOS10, last: 15,
            sources: pad768Sources),
        iPad(
            "iPad Pro 9.7-inch", width: 768, height: 1024, homeIndicator: false, first: .iOS10, last: 16,
            sources: pad768Sources),
        iPad(
            "iPad (5th generation)", width: 768, height: 1024, homeIndicator: false, first: UIKitRelease(10, 2),
            last: 16,
            sources: pad768Sources),
        iPad(
            "iPad (6th generation)", width: 768, height: 1024, homeIndicator: false, first: UIKitRelease(11, 3),
            last: 17,
            sources: pad768Sources),
        iPad(
            "iPad mini (5th generation)", width: 768, height: 1024, homeIndicator: false, first: UIKitRelease(12, 2),
            sources: pad768Sources),
        // Source: reference Screens table; HIG 810x1080 @2x (iPad 10.2-inch); swift-snapshot-
        // testing iPad10_2 (top 20); flutterware Devices.iPad (810x1080, top 20).
        iPad(
            "iPad (7th generation)", width: 810, height: 1080, homeIndicator: false, first: UIKitRelease(13, 1),
            last: 18,
            sources: pad810Sources),
        iPad(
            "iPad (8th generation)", width: 810, height: 1080, homeIndicator: false, first: UIKitRelease(14),
            sources: pad810Sources),
        iPad(
            "iPad (9th generation)", width: 810, height: 1080, homeIndicator: false, first: UIKitRelease(15),
            sources: pad810Sources),
        // Source: reference Screens table; HIG 834x1112 @2x (iPad Air 10.5-inch);
        // swift-snapshot-testing iPadPro10_5 (834x1112, top 20).
        iPad(
            "iPad Pro 10.5-inch", width: 834, height: 1112, homeIndicator: false, first: UIKitRelease(10, 3), last: 17,
            sources: pad834Sources),
        iPad(
            "iPad Air (3rd generation)", width: 834, height: 1112, homeIndicator: false, first: UIKitRelease(12, 2),
            sources: pad834Sources),
        // Source: reference Screens table; HIG 1024x1366 @2x (iPad Pro 12.9-inch);
        // swift-snapshot-testing iPadPro12_9 (top 20, bottom 0: the Home-button models).
        iPad(
            "iPad Pro 12.9-inch (1st generation)", width: 1024, height: 1366, homeIndicator: false, first: .iOS10,
            last: 16,
            sources: pad1024Sources),
        iPad(
            "iPad Pro 12.9-inch (2nd generation)", width: 1024, height: 1366, homeIndicator: false,
            first: UIKitRelease(10, 3), last: 17, sources: pad1024Sources),
    ]

    /// The sources of every home-button iPad's bars and releases.
    static let homeButtonPadSources = [
        Citation.reference, Citation.hig, Citation.pointFree, Citation.qmuiBars,
        Citation.hacknicityPadBars, Citation.compatibility,
    ]
    /// The 768 × 1024 pt iPads'.
    static let pad768Sources = homeButtonPadSources
    /// The 810 × 1080 pt iPads': also flutterware's iPad.
    static let pad810Sources = homeButtonPadSources + [Citation.flutterwareIPad]
    /// The 834 × 1112 pt iPads'.
    static let pad834Sources = homeButtonPadSources
    /// The 1024 × 1366 pt Home-button iPads'.
    static let pad1024Sources = homeButtonPadSources
}
