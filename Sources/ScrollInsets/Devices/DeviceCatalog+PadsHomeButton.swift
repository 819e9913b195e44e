extension DeviceCatalog {
    /// iPads with a Home button: a 20-pt status bar in every orientation and no hardware
    /// insets (reference: "iPads with a home button 20,0,0,0 / 20,0,0,0").
    static let homeButtonPads: [Device] = [
        // Source: reference Screens table; HIG 768x1024 @2x for iPad mini 7.9-inch, iPad 9.7,
        // iPad Air 9.7 and iPad Pro 9.7; swift-snapshot-testing iPadMini and iPad9_7 (top 20).
        Device(
            name: "iPad mini (5th generation)",
            aliases: ["iPad mini 4", "iPad Air 2", "iPad (6th generation)", "iPad Pro 9.7-inch"],
            family: .pad, portraitSize: Size(width: 768, height: 1024), scale: 2,
            portrait: pad(homeIndicator: false), landscape: pad(homeIndicator: false),
            portraitUpsideDown: pad(homeIndicator: false),
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.qmuiBars, Citation.hacknicityPadBars],
            firstRelease: UIKitRelease(12, 2), lastRelease: 27),
        // Source: reference Screens table; HIG 810x1080 @2x (iPad 10.2-inch); swift-snapshot-
        // testing iPad10_2 (top 20); flutterware Devices.iPad (810x1080, top 20).
        Device(
            name: "iPad (9th generation)", aliases: ["iPad (7th generation)", "iPad (8th generation)"],
            family: .pad, portraitSize: Size(width: 810, height: 1080), scale: 2,
            portrait: pad(homeIndicator: false), landscape: pad(homeIndicator: false),
            portraitUpsideDown: pad(homeIndicator: false),
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.flutterwareIPad, Citation.qmuiBars],
            firstRelease: UIKitRelease(15), lastRelease: 27),
        // Source: reference Screens table; HIG 834x1112 @2x (iPad Air 10.5-inch);
        // swift-snapshot-testing iPadPro10_5 (834x1112, top 20).
        Device(
            name: "iPad Air (3rd generation)", aliases: ["iPad Pro 10.5-inch"],
            family: .pad, portraitSize: Size(width: 834, height: 1112), scale: 2,
            portrait: pad(homeIndicator: false), landscape: pad(homeIndicator: false),
            portraitUpsideDown: pad(homeIndicator: false),
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.qmuiBars],
            firstRelease: UIKitRelease(12, 2), lastRelease: 27),
        // Source: reference Screens table; HIG 1024x1366 @2x (iPad Pro 12.9-inch);
        // swift-snapshot-testing iPadPro12_9 (top 20, bottom 0: the Home-button model).
        Device(
            name: "iPad Pro 12.9-inch (2nd generation)", aliases: ["iPad Pro 12.9-inch (1st generation)"],
            family: .pad, portraitSize: Size(width: 1024, height: 1366), scale: 2,
            portrait: pad(homeIndicator: false), landscape: pad(homeIndicator: false),
            portraitUpsideDown: pad(homeIndicator: false),
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.qmuiBars],
            firstRelease: UIKitRelease(10, 3), lastRelease: 17),
    ]
}
