extension DeviceCatalog {
    /// Face ID iPhones with the Dynamic Island. The safe area's top (59 or 62) is taller than
    /// the status bar (54), so the hardware top is the full inset and stays when the status
    /// bar is hidden. They do not rotate upside down.
    static let dynamicIslandPhones: [Device] = [
        // Source: reference Screens table (59 / 0,59,21,59); HIG 393x852 @3x for 14 Pro, 15,
        // 15 Pro, 16, compact landscape; QMUI #1445 and GKNavigationBarSwift #41 (status bar
        // 54); Tinder/Layout iPhone14Pro; GKNavigationBarSwift iPhone17,3 (16: 59/34, 59/21).
        Device(
            name: "iPhone 14 Pro", aliases: ["iPhone 15", "iPhone 15 Pro", "iPhone 16"],
            family: .phone, portraitSize: Size(width: 393, height: 852), scale: 3,
            portrait: phonePortrait(sensorHousing: 59, homeIndicator: 34, statusBar: 54, margin: 16),
            landscape: phoneLandscape(sensorHousing: 59, homeIndicator: 21, regularWidth: false),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.qmuiDynamicIsland, Citation.gkIslandIssue,
                      Citation.tinderLayout, Citation.gkNavigationBar, Citation.cslLayout],
            firstRelease: UIKitRelease(16), lastRelease: 27),
        // Source: reference Screens table; HIG 430x932 @3x for 14 Pro Max, 15 Plus, 15 Pro Max,
        // 16 Plus, regular width in landscape; Tinder/Layout iPhone14ProMax; device_preview
        // iPhone16Plus (59/34, 59/21); fluentui-apple #1727 (14 Pro Max keeps the large bar).
        Device(
            name: "iPhone 14 Pro Max", aliases: ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
            family: .phone, portraitSize: Size(width: 430, height: 932), scale: 3,
            portrait: phonePortrait(sensorHousing: 59, homeIndicator: 34, statusBar: 54, margin: 20),
            landscape: phoneLandscape(sensorHousing: 59, homeIndicator: 21, regularWidth: true),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.tinderLayout, Citation.devicePreview,
                      Citation.gkIslandIssue, Citation.fluentLandscape, Citation.csdnTable],
            firstRelease: UIKitRelease(16), lastRelease: 27),
        // Source: reference Screens table (62, reported); HIG 402x874 @3x for 16 Pro and 17 Pro,
        // compact landscape; GKNavigationBarSwift iPhone17,1 (62/34, 62/21; status bar 54,
        // navigation bar at 56.33); device_preview iPhone16Pro and iPhone17Pro (62/34, 62/21).
        // Margins 16: 402 pt is below 414 and GKNavigationBarSwift measured 16 on the 16 Pro.
        Device(
            name: "iPhone 16 Pro", aliases: ["iPhone 17 Pro"],
            family: .phone, portraitSize: Size(width: 402, height: 874), scale: 3,
            portrait: phonePortrait(sensorHousing: 62, homeIndicator: 34, statusBar: 54, margin: 16),
            landscape: phoneLandscape(sensorHousing: 62, homeIndicator: 21, regularWidth: false),
            portraitUpsideDown: nil,
            sources: [Citation.reference, Citation.hig, Citation.gkNavigationBar, Citation.devicePreview],
            firstRelease: UIKitRelease(18), lastRelease: 27),
        // Source: HIG 440x956 @3x, regular width in landscape; GKNavigationBarSwift iPhone17,2
        // (62/34, 62/21); device_preview iPhone16ProMax (62/34, 62/21); app_deploy_screenshots
        // appStoreIphone69 (62/34). Margins 20: 440 pt is 414 or wider.
        Device(
            name: "iPhone 16 Pro Max",
            family: .phone, portraitSize: Size(width: 440, height: 956), scale: 3,
            portrait: phonePortrait(sensorHousing: 62, homeIndicator: 34, statusBar: 54, margin: 20),
            landscape: phoneLandscape(sensorHousing: 62, homeIndicator: 21, regularWidth: true),
            portraitUpsideDown: nil,
            sources: [Citation.hig, Citation.gkNavigationBar, Citation.devicePreview, Citation.appDeployScreenshots],
            firstRelease: UIKitRelease(18), lastRelease: 27),
    ]
}
