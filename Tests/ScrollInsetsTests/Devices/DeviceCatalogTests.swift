import Testing
@testable import ScrollInsets

/// The window's safe area of one catalog device in one orientation, written out from the
/// sources in docs/devices.md (not computed from the catalog).
struct SafeAreaCase: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: Orientation
    var size: Size
    var insets: EdgeInsets

    init(_ device: String, _ orientation: Orientation, _ width: Double, _ height: Double,
         _ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
        self.device = device
        self.orientation = orientation
        self.size = Size(width: width, height: height)
        self.insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    var id: String { "\(device) \(orientation.rawValue)" }
    var testDescription: String { id }
}

extension SafeAreaCase {
    /// Every catalog device in every orientation it supports.
    static let all: [SafeAreaCase] = [
        // Home-button iPhones: status bar 20 in portrait, nothing in landscape.
        .init("iPhone SE (1st generation)", .portrait, 320, 568, 20, 0, 0, 0),
        .init("iPhone SE (1st generation)", .portraitUpsideDown, 320, 568, 20, 0, 0, 0),
        .init("iPhone SE (1st generation)", .landscapeLeft, 568, 320, 0, 0, 0, 0),
        .init("iPhone SE (1st generation)", .landscapeRight, 568, 320, 0, 0, 0, 0),
        .init("iPhone 8", .portrait, 375, 667, 20, 0, 0, 0),
        .init("iPhone 8", .portraitUpsideDown, 375, 667, 20, 0, 0, 0),
        .init("iPhone 8", .landscapeLeft, 667, 375, 0, 0, 0, 0),
        .init("iPhone 8", .landscapeRight, 667, 375, 0, 0, 0, 0),
        .init("iPhone 8 Plus", .portrait, 414, 736, 20, 0, 0, 0),
        .init("iPhone 8 Plus", .portraitUpsideDown, 414, 736, 20, 0, 0, 0),
        .init("iPhone 8 Plus", .landscapeLeft, 736, 414, 0, 0, 0, 0),
        .init("iPhone 8 Plus", .landscapeRight, 736, 414, 0, 0, 0, 0),
        // Notched iPhones.
        .init("iPhone X", .portrait, 375, 812, 44, 0, 34, 0),
        .init("iPhone X", .landscapeLeft, 812, 375, 0, 44, 21, 44),
        .init("iPhone X", .landscapeRight, 812, 375, 0, 44, 21, 44),
        .init("iPhone XS Max", .portrait, 414, 896, 44, 0, 34, 0),
        .init("iPhone XS Max", .landscapeLeft, 896, 414, 0, 44, 21, 44),
        .init("iPhone XS Max", .landscapeRight, 896, 414, 0, 44, 21, 44),
        // XR / 11: 48 from iOS 14 (GKNavigationBarSwift's table; docs/releases.md), 44 before.
        .init("iPhone XR", .portrait, 414, 896, 48, 0, 34, 0),
        .init("iPhone XR", .landscapeLeft, 896, 414, 0, 48, 21, 48),
        .init("iPhone XR", .landscapeRight, 896, 414, 0, 48, 21, 48),
        .init("iPhone 12 mini", .portrait, 375, 812, 50, 0, 34, 0),
        .init("iPhone 12 mini", .landscapeLeft, 812, 375, 0, 50, 21, 50),
        .init("iPhone 12 mini", .landscapeRight, 812, 375, 0, 50, 21, 50),
        .init("iPhone 12", .portrait, 390, 844, 47, 0, 34, 0),
        .init("iPhone 12", .landscapeLeft, 844, 390, 0, 47, 21, 47),
        .init("iPhone 12", .landscapeRight, 844, 390, 0, 47, 21, 47),
        .init("iPhone 12 Pro Max", .portrait, 428, 926, 47, 0, 34, 0),
        .init("iPhone 12 Pro Max", .landscapeLeft, 926, 428, 0, 47, 21, 47),
        .init("iPhone 12 Pro Max", .landscapeRight, 926, 428, 0, 47, 21, 47),
        // Dynamic Island iPhones.
        .init("iPhone 14 Pro", .portrait, 393, 852, 59, 0, 34, 0),
        .init("iPhone 14 Pro", .landscapeLeft, 852, 393, 0, 59, 21, 59),
        .init("iPhone 14 Pro", .landscapeRight, 852, 393, 0, 59, 21, 59),
        .init("iPhone 14 Pro Max", .portrait, 430, 932, 59, 0, 34, 0),
        .init("iPhone 14 Pro Max", .landscapeLeft, 932, 430, 0, 59, 21, 59),
        .init("iPhone 14 Pro Max", .landscapeRight, 932, 430, 0, 59, 21, 59),
        .init("iPhone 16 Pro", .portrait, 402, 874, 62, 0, 34, 0),
        .init("iPhone 16 Pro", .landscapeLeft, 874, 402, 0, 62, 21, 62),
        .init("iPhone 16 Pro", .landscapeRight, 874, 402, 0, 62, 21, 62),
        .init("iPhone 16 Pro Max", .portrait, 440, 956, 62, 0, 34, 0),
        .init("iPhone 16 Pro Max", .landscapeLeft, 956, 440, 0, 62, 21, 62),
        .init("iPhone 16 Pro Max", .landscapeRight, 956, 440, 0, 62, 21, 62),
        // Home-button iPads: status bar 20 in every orientation.
        .init("iPad mini (5th generation)", .portrait, 768, 1024, 20, 0, 0, 0),
        .init("iPad mini (5th generation)", .portraitUpsideDown, 768, 1024, 20, 0, 0, 0),
        .init("iPad mini (5th generation)", .landscapeLeft, 1024, 768, 20, 0, 0, 0),
        .init("iPad mini (5th generation)", .landscapeRight, 1024, 768, 20, 0, 0, 0),
        .init("iPad (9th generation)", .portrait, 810, 1080, 20, 0, 0, 0),
        .init("iPad (9th generation)", .portraitUpsideDown, 810, 1080, 20, 0, 0, 0),
        .init("iPad (9th generation)", .landscapeLeft, 1080, 810, 20, 0, 0, 0),
        .init("iPad (9th generation)", .landscapeRight, 1080, 810, 20, 0, 0, 0),
        .init("iPad Air (3rd generation)", .portrait, 834, 1112, 20, 0, 0, 0),
        .init("iPad Air (3rd generation)", .portraitUpsideDown, 834, 1112, 20, 0, 0, 0),
        .init("iPad Air (3rd generation)", .landscapeLeft, 1112, 834, 20, 0, 0, 0),
        .init("iPad Air (3rd generation)", .landscapeRight, 1112, 834, 20, 0, 0, 0),
        .init("iPad Pro 12.9-inch (2nd generation)", .portrait, 1024, 1366, 20, 0, 0, 0),
        .init("iPad Pro 12.9-inch (2nd generation)", .portraitUpsideDown, 1024, 1366, 20, 0, 0, 0),
        .init("iPad Pro 12.9-inch (2nd generation)", .landscapeLeft, 1366, 1024, 20, 0, 0, 0),
        .init("iPad Pro 12.9-inch (2nd generation)", .landscapeRight, 1366, 1024, 20, 0, 0, 0),
        // Home-indicator iPads: status bar 24 and home indicator 20 in every orientation.
        .init("iPad mini (6th generation)", .portrait, 744, 1133, 24, 0, 20, 0),
        .init("iPad mini (6th generation)", .portraitUpsideDown, 744, 1133, 24, 0, 20, 0),
        .init("iPad mini (6th generation)", .landscapeLeft, 1133, 744, 24, 0, 20, 0),
        .init("iPad mini (6th generation)", .landscapeRight, 1133, 744, 24, 0, 20, 0),
        .init("iPad Air 11-inch (M2)", .portrait, 820, 1180, 24, 0, 20, 0),
        .init("iPad Air 11-inch (M2)", .portraitUpsideDown, 820, 1180, 24, 0, 20, 0),
        .init("iPad Air 11-inch (M2)", .landscapeLeft, 1180, 820, 24, 0, 20, 0),
        .init("iPad Air 11-inch (M2)", .landscapeRight, 1180, 820, 24, 0, 20, 0),
        .init("iPad Pro 11-inch (1st generation)", .portrait, 834, 1194, 24, 0, 20, 0),
        .init("iPad Pro 11-inch (1st generation)", .portraitUpsideDown, 834, 1194, 24, 0, 20, 0),
        .init("iPad Pro 11-inch (1st generation)", .landscapeLeft, 1194, 834, 24, 0, 20, 0),
        .init("iPad Pro 11-inch (1st generation)", .landscapeRight, 1194, 834, 24, 0, 20, 0),
        .init("iPad Pro 12.9-inch (3rd generation)", .portrait, 1024, 1366, 24, 0, 20, 0),
        .init("iPad Pro 12.9-inch (3rd generation)", .portraitUpsideDown, 1024, 1366, 24, 0, 20, 0),
        .init("iPad Pro 12.9-inch (3rd generation)", .landscapeLeft, 1366, 1024, 24, 0, 20, 0),
        .init("iPad Pro 12.9-inch (3rd generation)", .landscapeRight, 1366, 1024, 24, 0, 20, 0),
        .init("iPad Pro 13-inch (M4)", .portrait, 1032, 1376, 24, 0, 20, 0),
        .init("iPad Pro 13-inch (M4)", .portraitUpsideDown, 1032, 1376, 24, 0, 20, 0),
        .init("iPad Pro 13-inch (M4)", .landscapeLeft, 1376, 1032, 24, 0, 20, 0),
        .init("iPad Pro 13-inch (M4)", .landscapeRight, 1376, 1032, 24, 0, 20, 0),
    ]
}

/// A name typed by a user and the catalog entry it must find.
struct LookupCase: Sendable, CustomTestStringConvertible {
    var query: String
    var expected: String
    var id: String { query }
    var testDescription: String { "'\(query)' → \(expected)" }
}

/// The window's safe area with the status bar hidden.
struct HiddenStatusBarCase: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: Orientation
    var insets: EdgeInsets
    var id: String { "\(device) \(orientation.rawValue)" }
    var testDescription: String { "\(id), status bar hidden" }
}

/// Bar heights, status bar and margins of one device in one orientation.
struct BarsCase: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: Orientation
    var statusBar: Double
    var navigationBar: Double
    var largeTitle: Double?
    var tabBar: Double
    var toolbar: Double
    var margin: Double
    var id: String { "\(device) \(orientation.rawValue)" }
    var testDescription: String { id }
}

@Suite struct DeviceCatalogTests {
    /// Looks up a device that must exist.
    func device(_ name: String) throws -> Device {
        try #require(DeviceCatalog.device(named: name), "no device named '\(name)'")
    }

    @Test(arguments: SafeAreaCase.all)
    func windowSafeArea(_ expected: SafeAreaCase) throws {
        // The table holds the figures recorded on iOS 14–18 (docs/devices.md).
        let device = try device(expected.device)
        let screen = try device.screen(orientation: expected.orientation, release: UIKitRelease(min(18, device.lastRelease)))
        #expect(screen.size == expected.size)
        #expect(screen.safeAreaInsets == expected.insets)
    }

    @Test func safeAreaTableCoversEveryDeviceAndOrientation() {
        let catalog = Set(DeviceCatalog.all.flatMap { device in
            device.supportedOrientations.map { "\(device.name) \($0.rawValue)" }
        })
        let table = SafeAreaCase.all.map(\.id)
        #expect(Set(table) == catalog)
        #expect(table.count == Set(table).count, "a case is listed twice")
    }

    static let lookups: [LookupCase] = [
        LookupCase(query: "iphone-x", expected: "iPhone X"),
        LookupCase(query: "IPHONE X", expected: "iPhone X"),
        LookupCase(query: "iPhone 11 Pro", expected: "iPhone X"),
        LookupCase(query: "iphone11pro", expected: "iPhone X"),
        LookupCase(query: "iPhone_16_Pro", expected: "iPhone 16 Pro"),
        LookupCase(query: "iPhone 11", expected: "iPhone XR"),
        LookupCase(query: "iPhone SE (3rd generation)", expected: "iPhone 8"),
        LookupCase(query: "ipad pro 12.9 inch (6th generation)", expected: "iPad Pro 12.9-inch (3rd generation)"),
    ]

    @Test(arguments: lookups)
    func lookupIgnoresCaseSpacesAndHyphens(_ lookup: LookupCase) {
        #expect(DeviceCatalog.device(named: lookup.query)?.name == lookup.expected)
    }

    @Test(arguments: ["", "iPhone 99", "Galaxy S24", "iPhone X Max", "iPad"])
    func unknownNamesReturnNil(_ name: String) {
        #expect(DeviceCatalog.device(named: name) == nil)
    }

    static let faceIDPhones = [
        "iPhone X", "iPhone XS Max", "iPhone XR", "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro Max",
        "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max",
    ]

    @Test func onlyFaceIDPhonesStayOutOfUpsideDown() {
        let refusing = DeviceCatalog.all.filter { $0.portraitUpsideDown == nil }.map(\.name)
        #expect(refusing == Self.faceIDPhones)
    }

    @Test(arguments: faceIDPhones)
    func faceIDPhonesThrowForUpsideDown(_ name: String) throws {
        let phone = try device(name)
        #expect(throws: ModelError.unsupportedOrientation(device: name, orientation: .portraitUpsideDown)) {
            try phone.screen(orientation: .portraitUpsideDown)
        }
        do {
            _ = try phone.screen(orientation: .portraitUpsideDown)
            Issue.record("'\(name)' rotated upside down")
        } catch {
            #expect(error.description == "'\(name)' does not support orientation 'portraitUpsideDown'")
        }
    }

    static let hiddenStatusBars: [HiddenStatusBarCase] = [
        HiddenStatusBarCase(device: "iPhone 8", orientation: .portrait, insets: .zero),
        HiddenStatusBarCase(device: "iPhone X", orientation: .portrait,
                            insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        HiddenStatusBarCase(device: "iPhone 14 Pro", orientation: .portrait,
                            insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        HiddenStatusBarCase(device: "iPad (9th generation)", orientation: .landscapeLeft, insets: .zero),
        HiddenStatusBarCase(device: "iPad Pro 11-inch (1st generation)", orientation: .portrait,
                            insets: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)),
    ]

    @Test(arguments: hiddenStatusBars)
    func hiddenStatusBarLeavesTheHardwareInsets(_ expected: HiddenStatusBarCase) throws {
        let device = try device(expected.device)
        let screen = try device.screen(orientation: expected.orientation, statusBarHidden: true,
                                       release: UIKitRelease(min(18, device.lastRelease)))
        #expect(screen.safeAreaInsets == expected.insets)
        #expect(screen.statusBarHeight == 0)
    }

    static let bars: [BarsCase] = [
        BarsCase(device: "iPhone 8", orientation: .portrait, statusBar: 20, navigationBar: 44, largeTitle: 96,
                 tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(device: "iPhone 8", orientation: .landscapeLeft, statusBar: 0, navigationBar: 32, largeTitle: nil,
                 tabBar: 32, toolbar: 32, margin: 16),
        BarsCase(device: "iPhone 8 Plus", orientation: .landscapeLeft, statusBar: 0, navigationBar: 44, largeTitle: nil,
                 tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(device: "iPhone 12", orientation: .portrait, statusBar: 47, navigationBar: 44, largeTitle: 96,
                 tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(device: "iPhone 12 mini", orientation: .portrait, statusBar: 50, navigationBar: 44, largeTitle: 96,
                 tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(device: "iPhone 14 Pro", orientation: .portrait, statusBar: 54, navigationBar: 44, largeTitle: 96,
                 tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(device: "iPhone 14 Pro Max", orientation: .landscapeRight, statusBar: 0, navigationBar: 44,
                 largeTitle: nil, tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(device: "iPhone 16 Pro", orientation: .portrait, statusBar: 54, navigationBar: 44, largeTitle: 96,
                 tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(device: "iPhone 16 Pro", orientation: .landscapeLeft, statusBar: 0, navigationBar: 32,
                 largeTitle: nil, tabBar: 32, toolbar: 32, margin: 16),
        BarsCase(device: "iPhone 16 Pro Max", orientation: .portrait, statusBar: 54, navigationBar: 44, largeTitle: 96,
                 tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(device: "iPad (9th generation)", orientation: .portrait, statusBar: 20, navigationBar: 50,
                 largeTitle: 102, tabBar: 50, toolbar: 50, margin: 20),
        BarsCase(device: "iPad Pro 11-inch (1st generation)", orientation: .landscapeLeft, statusBar: 24,
                 navigationBar: 50, largeTitle: 102, tabBar: 45, toolbar: 50, margin: 20),
    ]

    @Test(arguments: bars)
    func barsStatusBarAndMargins(_ expected: BarsCase) throws {
        let metrics = try #require(try device(expected.device).metrics(for: expected.orientation))
        #expect(metrics.statusBarHeight == expected.statusBar)
        #expect(metrics.statusBarVisibleByDefault == (expected.statusBar > 0))
        #expect(metrics.navigationBarHeight == expected.navigationBar)
        #expect(metrics.largeTitleNavigationBarHeight == expected.largeTitle)
        #expect(metrics.tabBarHeight == expected.tabBar)
        #expect(metrics.toolbarHeight == expected.toolbar)
        #expect(metrics.systemMinimumLayoutMargins ==
                DirectionalEdgeInsets(top: 0, leading: expected.margin, bottom: 0, trailing: expected.margin))
    }

    @Test func namesAndAliasesAreUniqueAfterNormalization() {
        let keys = DeviceCatalog.allNames.map(DeviceCatalog.normalized)
        var seen: [String: Int] = [:]
        for key in keys { seen[key, default: 0] += 1 }
        #expect(seen.filter { $0.value > 1 }.keys.sorted() == [])
        #expect(DeviceCatalog.all.count == 22)
    }

    @Test func everyDeviceHasASource() {
        for device in DeviceCatalog.all {
            #expect(!device.sources.isEmpty, "'\(device.name)' has no source")
            #expect(device.sources.allSatisfy { !$0.isEmpty }, "'\(device.name)' has an empty source")
        }
    }

    @Test func familiesMatchTheCatalogOrder() {
        #expect(DeviceCatalog.all.prefix(13).allSatisfy { $0.family == .phone })
        #expect(DeviceCatalog.all.dropFirst(13).allSatisfy { $0.family == .pad })
    }
}
