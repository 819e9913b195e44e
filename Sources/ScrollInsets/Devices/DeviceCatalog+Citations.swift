extension DeviceCatalog {
    /// Short citations for the catalog's `sources` arrays. docs/devices.md lists each with what
    /// it supports.
    enum Citation {
        /// The project's researched reference; its screens table is authoritative where it speaks.
        static let reference = "docs/sources.md, Screens table"
        /// Apple's HIG device tables (screen size in points, scale, size classes).
        static let hig =
            """
            Apple HIG, Layout > Specifications (dimensions, size classes); copy in MaryM1660/Continuum_test \
            APPLE_HIG_LAYOUT_SPECIFICATIONS.md
            """
        static let pointFree =
            "pointfreeco/swift-snapshot-testing Sources/SnapshotTesting/Common/View.swift (ViewImageConfig)"
        static let gkNavigationBar =
            """
            QuintGao/GKNavigationBarSwift Sources/GKNavigationBarConfigure.swift (per-model safe areas, status bar, \
            bar heights)
            """
        static let qmuiBars = "Tencent/QMUI_iOS issue #633 (measured bar heights: regular/compact landscape, iPad)"
        static let qmuiRegularScreens =
            "Tencent/QMUI_iOS issue #1198 (390-pt phones: 32-pt landscape navigation bar; 414/428-pt phones: 44)"
        static let qmuiMini = "Tencent/QMUI_iOS issue #1326 (12 mini status bar 50 on iOS 15)"
        static let qmuiDynamicIsland = "Tencent/QMUI_iOS issue #1445 (14 Pro: status bar 54; landscape bars 32)"
        static let qmuiPadPro =
            "Tencent/QMUI_iOS issue #1280 (iPad Pro 12.9: status bar 24, navigation bar 50, tab bar 65)"
        static let gkIslandIssue =
            "QuintGao/GKNavigationBarSwift issue #41 (Dynamic Island: status bar 54, safe area 59/34)"
        static let gkMiniIssue = "QuintGao/GKNavigationBar issue #67 (12 mini safe area top 50)"
        static let fluentLandscape =
            "microsoft/fluentui-apple PR #1727 (14 Pro landscape bar 32; 14 Pro Max is a large phone)"
        static let plusLandscape = "romaonthego/REMenu issue #109 (6 Plus landscape navigation bar 44)"
        static let tinderLayout = "Tinder/Layout Tests/LayoutTests/Support/ViewImageConfig.swift (iPhone 14 family)"
        static let useYourLoaf = "useyourloaf.com/blog/supporting-iphone-x (status bar 20, bars 44/32, X insets)"
        static let hacknicityPadBars =
            "hacknicity.medium.com, iPad Navigation Bar and Toolbar Height Changes in iOS 12 (50 pt; large titles +52)"
        static let devicePreview = "pub.dev device_preview 3.0.0-prerelease3, DevicePresets"
        static let appDeployScreenshots =
            "pub.dev app_deploy_screenshots, Device.ipadProM4 / appStoreIpad13 / appStoreIphone69"
        static let flutterwareIPad = "pub.dev flutterware, Devices.iPad (810x1080, top 20)"
        static let adaptiveTest = "pub.dev adaptive_test, iPadPro (12.9-inch, 24/20)"
        static let csdnTable =
            "blog.csdn.net/weixin_37543822/article/details/135525139 (status bar vs safe area per model)"
        static let cslLayout = "csl.cool/2023/09/15/ios-dev/ios-layout-adaptation (59/34 portrait, 59/21 landscape)"
        /// Sizes of the models the HIG copy does not list, and every model's pixels and scale.
        static let techSpecs = "Apple Tech Specs pages, support.apple.com/specs (pixel resolution and scale per model)"
        /// First and last releases.
        static let compatibility =
            "Apple's per-release compatibility lists (iOS/iPadOS N is compatible with these devices; docs/releases.md)"
        static let pointFree14 = "pointfreeco/swift-snapshot-testing PR #662 (iPhone 14: 47/34, 47/21)"
        static let snapshotFork16e =
            "a swift-snapshot-testing fork defining iPhone16e as the iPhone 14 configuration (47/34, 47/21)"
        static let safeAreaInfo =
            """
            safearea.info (per-device insets on the iOS 27 simulator: 16e 47/34 and 0,47,20,47; 18 Pro 62/34 and \
            0,62,20,62)
            """
        static let useYourLoaf17 =
            """
            useyourloaf.com/blog/iphone-17-screen-sizes (13 October 2025: iOS 26 insets of the 17 family and Air); \
            copied in pointfreeco/swift-snapshot-testing PR #1046
            """
        static let openUIKitPad =
            "Vercantez/openuikit RealAppScreen.padSafeArea (iPad (A16) 820x1180, iPadOS 26.1: 32,0,25,0, measured)"
        static let devicePresetPro13 =
            "a third-party DevicePreset.iPadPro13 comment (iPad Pro 13-inch (M5) simulator, iPadOS 26.2: 32,0,25,0)"
        static let streamDuo =
            """
            GetStream/stream-chat-react-native PR #3818 (iPhone Duo safe area measured on device: top 0, bottom 34, \
            left 0, right 84, on both displays)
            """
        static let readestDuo =
            """
            readest/readest issue #6307 (iPhone Duo cover panel 466x678 pt; controls under the status strip and \
            camera; nothing avoids the fold)
            """
        static let agentDeviceDuo =
            """
            callstack/agent-device PR #2737 (iPhone Duo simulator: native panel 669x951 open, 466x678 closed; app \
            window 951x669 open)
            """
        static let duoScreenshots =
            """
            mjmirza/app-store-compliance issue #724 (screenshot sizes: outer 1398x2034, inner 2007x2853: 669x951 pt \
            @3x)
            """
        static let duoSpecs =
            "apple.com/iphone-duo/specs (outer display 1398x2034 px at 460 ppi, inner 1878x2670 px at 430 ppi)"
    }
}
