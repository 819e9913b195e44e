import Testing
@testable import ScrollInsets

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

    /// The release a device's table row is pinned to: 18 or its last release before it (from
    /// its first, 18.3 on the 16e); 26 or 27 for a device that first runs one of those.
    static func pinnedRelease(_ device: Device) -> UIKitRelease {
        max(device.firstRelease, UIKitRelease(min(18, device.lastRelease)))
    }

    @Test(arguments: SafeAreaCase.all)
    func windowSafeArea(_ expected: SafeAreaCase) throws {
        // The table holds the figures recorded on iOS 14–18, or on the device's first release
        // where it first runs 26 or 27 (docs/devices.md).
        let device = try device(expected.device)
        let screen = try device.screen(orientation: expected.orientation, release: Self.pinnedRelease(device))
        #expect(screen.size == expected.size)
        #expect(screen.safeAreaInsets == expected.insets)
    }

    @Test func safeAreaTableCoversEveryDeviceAndOrientation() {
        let catalog = Set(
            DeviceCatalog.all.flatMap { device in
                device.sourcedOrientations.map { "\(device.name) \($0.rawValue)" }
            })
        let table = SafeAreaCase.all.map(\.id)
        #expect(Set(table) == catalog)
        #expect(table.count == Set(table).count, "a case is listed twice")
    }

    static let lookups: [LookupCase] = [
        LookupCase(query: "iphone-x", expected: "iPhone X"),
        LookupCase(query: "IPHONE X", expected: "iPhone X"),
        LookupCase(query: "iPhone 11 Pro", expected: "iPhone 11 Pro"),
        LookupCase(query: "iphone11pro", expected: "iPhone 11 Pro"),
        LookupCase(query: "iPhone_16_Pro", expected: "iPhone 16 Pro"),
        LookupCase(query: "iPhone 11", expected: "iPhone 11"),
        LookupCase(query: "iPhone SE (3rd generation)", expected: "iPhone SE (3rd generation)"),
        LookupCase(query: "ipad pro 12.9 inch (6th generation)", expected: "iPad Pro 12.9-inch (6th generation)"),
        // The generation-less names find the generation they always found.
        LookupCase(query: "iPad Pro 11-inch", expected: "iPad Pro 11-inch (1st generation)"),
        LookupCase(query: "ipad pro 11", expected: "iPad Pro 11-inch (1st generation)"),
        LookupCase(query: "iPad Pro 12.9", expected: "iPad Pro 12.9-inch (3rd generation)"),
        LookupCase(query: "iPad Pro 13-inch", expected: "iPad Pro 13-inch (M4)"),
        LookupCase(query: "iphone air", expected: "iPhone Air"),
        LookupCase(query: "iPhone-17e", expected: "iPhone 17e"),
    ]

    /// Every name and alias finds the entry that lists it.
    @Test func everyNameFindsItsEntry() {
        for device in DeviceCatalog.all {
            for name in [device.name] + device.aliases {
                #expect(DeviceCatalog.device(named: name)?.name == device.name, "'\(name)'")
            }
        }
    }

    @Test(arguments: lookups)
    func lookupIgnoresCaseSpacesAndHyphens(_ lookup: LookupCase) {
        #expect(DeviceCatalog.device(named: lookup.query)?.name == lookup.expected)
    }

    @Test(arguments: ["", "iPhone 99", "Galaxy S24", "iPhone X Max", "iPad"])
    func unknownNamesReturnNil(_ name: String) {
        #expect(DeviceCatalog.device(named: name) == nil)
    }

    static let faceIDPhones = [
        "iPhone X", "iPhone XS", "iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max",
        "iPhone 12 mini", "iPhone 13 mini", "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max", "iPhone 13",
        "iPhone 13 Pro", "iPhone 13 Pro Max", "iPhone 14", "iPhone 14 Plus", "iPhone 16e", "iPhone 17e",
        "iPhone 14 Pro", "iPhone 14 Pro Max", "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max",
        "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 17", "iPhone 17 Pro",
        "iPhone 17 Pro Max", "iPhone 18 Pro", "iPhone 18 Pro Max", "iPhone Air",
    ]

    @Test func onlyFaceIDPhonesStayOutOfUpsideDown() {
        let refusing = DeviceCatalog.all.filter { $0.portraitUpsideDown == nil }.map(\.name)
        // The iPhone Duo's displays do not rotate upside down either (no source shows it).
        #expect(refusing == Self.faceIDPhones + ["iPhone Duo (cover)", "iPhone Duo (inner)"])
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
        HiddenStatusBarCase(
            device: "iPhone X", orientation: .portrait,
            insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        HiddenStatusBarCase(
            device: "iPhone 14 Pro", orientation: .portrait,
            insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        HiddenStatusBarCase(device: "iPad (9th generation)", orientation: .landscapeLeft, insets: .zero),
        HiddenStatusBarCase(
            device: "iPad Pro 11-inch (1st generation)", orientation: .portrait,
            insets: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)),
    ]

    @Test(arguments: hiddenStatusBars)
    func hiddenStatusBarLeavesTheHardwareInsets(_ expected: HiddenStatusBarCase) throws {
        let device = try device(expected.device)
        let screen = try device.screen(
            orientation: expected.orientation, statusBarHidden: true,
            release: UIKitRelease(min(18, device.lastRelease)))
        #expect(screen.safeAreaInsets == expected.insets)
        #expect(screen.statusBarHeight == 0)
    }

    static let bars: [BarsCase] = [
        BarsCase(
            device: "iPhone 8", orientation: .portrait, statusBar: 20, navigationBar: 44, largeTitle: 96,
            tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(
            device: "iPhone 8", orientation: .landscapeLeft, statusBar: 0, navigationBar: 32, largeTitle: nil,
            tabBar: 32, toolbar: 32, margin: 16),
        BarsCase(
            device: "iPhone 8 Plus", orientation: .landscapeLeft, statusBar: 0, navigationBar: 44, largeTitle: nil,
            tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(
            device: "iPhone 12", orientation: .portrait, statusBar: 47, navigationBar: 44, largeTitle: 96,
            tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(
            device: "iPhone 12 mini", orientation: .portrait, statusBar: 50, navigationBar: 44, largeTitle: 96,
            tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(
            device: "iPhone 14 Pro", orientation: .portrait, statusBar: 54, navigationBar: 44, largeTitle: 96,
            tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(
            device: "iPhone 14 Pro Max", orientation: .landscapeRight, statusBar: 0, navigationBar: 44,
            largeTitle: nil, tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(
            device: "iPhone 16 Pro", orientation: .portrait, statusBar: 54, navigationBar: 44, largeTitle: 96,
            tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(
            device: "iPhone 16 Pro", orientation: .landscapeLeft, statusBar: 0, navigationBar: 32,
            largeTitle: nil, tabBar: 32, toolbar: 32, margin: 16),
        BarsCase(
            device: "iPhone 16 Pro Max", orientation: .portrait, statusBar: 54, navigationBar: 44, largeTitle: 96,
            tabBar: 49, toolbar: 44, margin: 20),
        // New entries: the 16e's status bar is the N47 class's; the Air is regular width in
        // landscape (HIG) with 20-pt margins (420 ≥ 414); the 17 is compact (HIG).
        BarsCase(
            device: "iPhone 16e", orientation: .portrait, statusBar: 47, navigationBar: 44, largeTitle: 96,
            tabBar: 49, toolbar: 44, margin: 16),
        BarsCase(
            device: "iPhone 17", orientation: .landscapeLeft, statusBar: 0, navigationBar: 32,
            largeTitle: nil, tabBar: 32, toolbar: 32, margin: 16),
        BarsCase(
            device: "iPhone 17 Pro Max", orientation: .landscapeLeft, statusBar: 0, navigationBar: 44,
            largeTitle: nil, tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(
            device: "iPhone Air", orientation: .portrait, statusBar: 54, navigationBar: 44, largeTitle: 96,
            tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(
            device: "iPhone Air", orientation: .landscapeRight, statusBar: 0, navigationBar: 44,
            largeTitle: nil, tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(
            device: "iPhone 6s Plus", orientation: .portraitUpsideDown, statusBar: 20, navigationBar: 44,
            largeTitle: 96, tabBar: 49, toolbar: 44, margin: 20),
        BarsCase(
            device: "iPad Pro 11-inch (M4)", orientation: .portrait, statusBar: 24, navigationBar: 50,
            largeTitle: 102, tabBar: 45, toolbar: 50, margin: 20),
        BarsCase(
            device: "iPad (9th generation)", orientation: .portrait, statusBar: 20, navigationBar: 50,
            largeTitle: 102, tabBar: 50, toolbar: 50, margin: 20),
        BarsCase(
            device: "iPad Pro 11-inch (1st generation)", orientation: .landscapeLeft, statusBar: 24,
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
        #expect(
            metrics.systemMinimumLayoutMargins
                == DirectionalEdgeInsets(top: 0, leading: expected.margin, bottom: 0, trailing: expected.margin))
    }

    @Test func namesAndAliasesAreUniqueAfterNormalization() {
        let keys = DeviceCatalog.allNames.map(DeviceCatalog.normalized)
        var seen: [String: Int] = [:]
        for key in keys { seen[key, default: 0] += 1 }
        #expect(seen.filter { $0.value > 1 }.keys.sorted() == [])
        #expect(DeviceCatalog.all.count == 84)
    }

    /// Issue 16: at least 40 named iPhones and 15 named iPads (aliases count; every one here
    /// is an entry of its own).
    @Test func theCatalogListsFortyIPhonesAndFifteenIPads() {
        let iPhones = DeviceCatalog.all.filter { $0.name.hasPrefix("iPhone") }
        let iPads = DeviceCatalog.all.filter { $0.family == .pad }
        #expect(iPhones.count == 48)
        #expect(iPads.count == 35)
        #expect(DeviceCatalog.allNames.filter { $0.hasPrefix("iPhone") }.count >= 40)
        #expect(DeviceCatalog.allNames.filter { $0.hasPrefix("iPad") }.count >= 15)
    }

    @Test func everyDeviceHasASource() {
        for device in DeviceCatalog.all {
            #expect(!device.sources.isEmpty, "'\(device.name)' has no source")
            #expect(device.sources.allSatisfy { !$0.isEmpty }, "'\(device.name)' has an empty source")
        }
    }

    @Test func familiesMatchTheCatalogOrder() {
        #expect(DeviceCatalog.all.prefix(49).allSatisfy { $0.family == .phone })
        #expect(DeviceCatalog.all.dropFirst(49).allSatisfy { $0.family == .pad })
    }
}
