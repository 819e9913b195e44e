extension DeviceCatalog {
    /// iPads without a Home button: a 24-pt status bar and a 20-pt home-indicator inset at
    /// the bottom in every orientation (reference: "iPad Pro 11 / 12.9 (3rd gen+) 24,0,20,0").
    /// The top inset is the status bar's; hidden, the top is 0.
    static let homeIndicatorPads: [Device] = [
        // Source: HIG 744x1133 @2x (iPad mini 8.3-inch); device_preview iPadMini "6th/7th
        // generation" (24/20 in both orientations).
        Device(
            name: "iPad mini (6th generation)", aliases: ["iPad mini (A17 Pro)"],
            family: .pad, portraitSize: Size(width: 744, height: 1133), scale: 2,
            portrait: pad(homeIndicator: true), landscape: pad(homeIndicator: true),
            portraitUpsideDown: pad(homeIndicator: true),
            sources: [Citation.hig, Citation.devicePreview, Citation.gkNavigationBar, Citation.qmuiBars],
            firstRelease: UIKitRelease(15), lastRelease: 27),
        // Source: HIG 820x1180 @2x for iPad Air 11-inch, iPad Air 10.9-inch and iPad 11-inch;
        // insets by the home-indicator iPad rule of GKNavigationBarSwift (24,0,20,0) and QMUI
        // (#633: status bar 24, tab bar 45 + 20). See docs/devices.md ("rule-derived").
        Device(
            name: "iPad Air 11-inch (M2)",
            aliases: ["iPad Air 11-inch (M3)", "iPad Air (4th generation)", "iPad Air (5th generation)",
                      "iPad (10th generation)", "iPad (A16)"],
            family: .pad, portraitSize: Size(width: 820, height: 1180), scale: 2,
            portrait: pad(homeIndicator: true), landscape: pad(homeIndicator: true),
            portraitUpsideDown: pad(homeIndicator: true),
            sources: [Citation.hig, Citation.gkNavigationBar, Citation.qmuiBars],
            firstRelease: UIKitRelease(17, 5), lastRelease: 27),
        // Source: reference Screens table (834x1194, 24,0,20,0 both orientations); HIG 834x1194
        // @2x; swift-snapshot-testing iPadPro11 (24/20).
        Device(
            name: "iPad Pro 11-inch (1st generation)",
            aliases: ["iPad Pro 11-inch (2nd generation)", "iPad Pro 11-inch (3rd generation)",
                      "iPad Pro 11-inch (4th generation)",
                      // The generation-less names people write; every generation here has the same figures.
                      "iPad Pro 11-inch", "iPad Pro 11"],
            family: .pad, portraitSize: Size(width: 834, height: 1194), scale: 2,
            portrait: pad(homeIndicator: true), landscape: pad(homeIndicator: true),
            portraitUpsideDown: pad(homeIndicator: true),
            sources: [Citation.reference, Citation.hig, Citation.pointFree, Citation.qmuiBars],
            firstRelease: UIKitRelease(12, 1), lastRelease: 27),
        // Source: reference Screens table (1024x1366, 24,0,20,0); HIG 1024x1366 @2x for iPad Pro
        // 12.9-inch and iPad Air 13-inch; QMUI #1280 (iPad Pro 12.9: 24, 50, tab bar 65);
        // adaptive_test iPadPro (24/20).
        Device(
            name: "iPad Pro 12.9-inch (3rd generation)",
            aliases: ["iPad Pro 12.9-inch (4th generation)", "iPad Pro 12.9-inch (5th generation)",
                      "iPad Pro 12.9-inch (6th generation)", "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)",
                      // The reference's "iPad Pro 12.9 (3rd gen+)": the generation-less name finds these.
                      "iPad Pro 12.9-inch", "iPad Pro 12.9"],
            family: .pad, portraitSize: Size(width: 1024, height: 1366), scale: 2,
            portrait: pad(homeIndicator: true), landscape: pad(homeIndicator: true),
            portraitUpsideDown: pad(homeIndicator: true),
            sources: [Citation.reference, Citation.hig, Citation.qmuiPadPro, Citation.adaptiveTest, Citation.qmuiBars],
            firstRelease: UIKitRelease(12, 1), lastRelease: 27),
        // Source: app_deploy_screenshots ipadProM4 and appStoreIpad13 (1032x1376 @2x, 24/20).
        Device(
            name: "iPad Pro 13-inch (M4)", aliases: ["iPad Pro 13-inch"],
            family: .pad, portraitSize: Size(width: 1032, height: 1376), scale: 2,
            portrait: pad(homeIndicator: true), landscape: pad(homeIndicator: true),
            portraitUpsideDown: pad(homeIndicator: true),
            sources: [Citation.appDeployScreenshots, Citation.gkNavigationBar, Citation.qmuiBars],
            firstRelease: UIKitRelease(17, 5), lastRelease: 27),
    ]
}
