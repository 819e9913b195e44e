import Testing
@testable import ScrollInsets

/// The new entries across releases: each model runs its own releases, and the devices that
/// first run 26 or 27 get the recorded figures of those releases (docs/devices.md, "Insets
/// per class, release and orientation"; docs/releases.md).
@Suite struct DeviceReleaseTests {
    struct Window: CustomTestStringConvertible, Sendable {
        var device: String
        var orientation: Orientation
        var release: UIKitRelease
        var insets: EdgeInsets
        var testDescription: String { "\(device) \(orientation.rawValue) iOS \(release)" }

        init(_ device: String, _ orientation: Orientation, _ release: UIKitRelease, _ insets: EdgeInsets) {
            self.device = device
            self.orientation = orientation
            self.release = release
            self.insets = insets
        }
    }

    static let windows: [Window] = [
        // useyourloaf's iPhone 17 table (iOS 26): 17 Pro (62, 0, 34, 0), (20, 62, 20, 62).
        Window("iPhone 17 Pro", .portrait, UIKitRelease(26), insets(62, 0, 34, 0)),
        Window("iPhone 17 Pro", .landscapeLeft, UIKitRelease(26), insets(20, 62, 20, 62)),
        // iOS 27 (safearea.info): landscape (0, s, 20, s).
        Window("iPhone 17 Pro", .landscapeRight, UIKitRelease(27), insets(0, 62, 20, 62)),
        Window("iPhone 18 Pro", .portrait, UIKitRelease(27), insets(62, 0, 34, 0)),
        Window("iPhone 18 Pro", .landscapeLeft, UIKitRelease(27), insets(0, 62, 20, 62)),
        Window("iPhone 18 Pro Max", .landscapeLeft, UIKitRelease(27), insets(0, 62, 20, 62)),
        // The Air on 26 (useyourloaf, one source): (68, 0, 34, 0), (20, 68, 29, 68); its
        // portrait carried over to 27.
        Window("iPhone Air", .portrait, UIKitRelease(26), insets(68, 0, 34, 0)),
        Window("iPhone Air", .landscapeLeft, UIKitRelease(26), insets(20, 68, 29, 68)),
        Window("iPhone Air", .portrait, UIKitRelease(27), insets(68, 0, 34, 0)),
        // The 16e: (0, 47, 21, 47) on 18.3, (0, 47, 20, 47) on 27 (safearea.info).
        Window("iPhone 16e", .landscapeLeft, UIKitRelease(18, 3), insets(0, 47, 21, 47)),
        Window("iPhone 16e", .landscapeLeft, UIKitRelease(27), insets(0, 47, 20, 47)),
        Window("iPhone 17e", .portrait, UIKitRelease(27), insets(47, 0, 34, 0)),
        // The former aliases run their own releases with the same figures: the 11 Pro on 26.
        Window("iPhone 11 Pro", .landscapeLeft, UIKitRelease(26), insets(20, 44, 20, 44)),
        Window("iPhone 11", .portrait, UIKitRelease(13), insets(44, 0, 34, 0)),
        // iPadOS 26: (32, 0, 25, 0) (iPad Pro 13-inch (M5), 26.2; iPad (A16), 26.1).
        Window("iPad Pro 13-inch (M5)", .landscapeLeft, UIKitRelease(26), insets(32, 0, 25, 0)),
        Window("iPad Pro 11-inch (M4)", .portrait, UIKitRelease(17, 5), insets(24, 0, 20, 0)),
        Window("iPad mini (A17 Pro)", .portrait, UIKitRelease(26), insets(32, 0, 25, 0)),
    ]

    @Test(arguments: windows)
    func windowInsets(_ test: Window) throws {
        let screen = try TestScenes.device(test.device).screen(orientation: test.orientation, release: test.release)
        #expect(screen.safeAreaInsets == test.insets)
    }

    struct Range: CustomTestStringConvertible, Sendable {
        var device: String
        var first: UIKitRelease
        var last: Int
        var defaultRelease: UIKitRelease
        var testDescription: String { device }
    }

    /// Each model's releases (Apple's compatibility lists; docs/devices.md): models that were
    /// aliases of one entry differ here.
    static let ranges: [Range] = [
        Range(device: "iPhone X", first: UIKitRelease(11), last: 16, defaultRelease: UIKitRelease(16)),
        Range(device: "iPhone XS", first: UIKitRelease(12), last: 18, defaultRelease: UIKitRelease(18)),
        Range(device: "iPhone 11 Pro", first: UIKitRelease(13), last: 27, defaultRelease: UIKitRelease(26)),
        Range(device: "iPhone 6", first: .iOS10, last: 12, defaultRelease: UIKitRelease(12)),
        Range(
            device: "iPod touch (7th generation)", first: UIKitRelease(12, 3), last: 15,
            defaultRelease: UIKitRelease(15)),
        Range(device: "iPhone 16e", first: UIKitRelease(18, 3), last: 27, defaultRelease: UIKitRelease(26)),
        Range(device: "iPhone 17", first: UIKitRelease(26), last: 27, defaultRelease: UIKitRelease(26)),
        Range(device: "iPhone 18 Pro", first: UIKitRelease(27), last: 27, defaultRelease: UIKitRelease(27)),
        Range(device: "iPad (7th generation)", first: UIKitRelease(13, 1), last: 18, defaultRelease: UIKitRelease(18)),
        Range(device: "iPad (A16)", first: UIKitRelease(18, 3), last: 27, defaultRelease: UIKitRelease(26)),
        Range(device: "iPad Pro 11-inch (M5)", first: UIKitRelease(26), last: 27, defaultRelease: UIKitRelease(26)),
    ]

    @Test(arguments: ranges)
    func releases(_ test: Range) {
        let device = TestScenes.device(test.device)
        #expect(device.firstRelease == test.first)
        #expect(device.lastRelease == test.last)
        #expect(device.defaultRelease == test.defaultRelease)
        #expect(device.runs(device.defaultRelease))
    }

    @Test func aDeviceIsRefusedBeforeItsFirstRelease() throws {
        let error = #expect(throws: ModelError.self) {
            try TestScenes.device("iPhone 18 Pro").screen(orientation: .portrait, release: UIKitRelease(26))
        }
        #expect(error?.description == "'iPhone 18 Pro' does not run iOS 26; it runs iOS 27 to 27")
        // An explicit minor stays exact: the 16e shipped with 18.3.
        #expect(
            throws: ModelError.releaseNotSupported(
                device: "iPhone 16e", release: UIKitRelease(18, 1),
                first: UIKitRelease(18, 3), last: 27)
        ) {
            try TestScenes.device("iPhone 16e").screen(orientation: .portrait, release: UIKitRelease(18, 1))
        }
    }

    /// A major version alone is the newest modelled release of it that the device runs.
    @Test func aMajorVersionIsTheDevicesReleaseOfIt() throws {
        let sixteenE = TestScenes.device("iPhone 16e")
        #expect(sixteenE.release(matching: UIKitRelease(18)) == UIKitRelease(18, 3))
        #expect(sixteenE.release(matching: UIKitRelease(18, 4)) == UIKitRelease(18, 4))
        #expect(sixteenE.release(matching: UIKitRelease(18, 1)) == nil)
        #expect(sixteenE.release(matching: UIKitRelease(17)) == nil)
        #expect(try sixteenE.screen(orientation: .portrait, release: UIKitRelease(18)).release == UIKitRelease(18, 3))
        #expect(TestScenes.device("iPhone X").release(matching: UIKitRelease(16)) == UIKitRelease(16))
        #expect(TestScenes.device("iPhone X").release(matching: UIKitRelease(26)) == nil)
        #expect(TestScenes.device("iPhone 16").release(matching: .iOS10) == .iOS10)
    }

    /// The Air's landscape on 27 is not published: refused, not guessed.
    @Test func theAirInLandscapeOnIOS27IsRefused() throws {
        let error = #expect(throws: ModelError.self) {
            try TestScenes.device("iPhone Air").screen(orientation: .landscapeLeft, release: UIKitRelease(27))
        }
        #expect(
            error?.description
                == """
                no sourced figures for 'iPhone Air' on iOS 27: the landscape window insets of iPhone Air on iOS \
                27 are not published
                """
        )
    }

    struct Note: CustomTestStringConvertible, Sendable {
        var device: String
        var release: Int
        /// The bottom edge's terms: the inset's, then any assumption (0 pt).
        var bottom: [String]
        var testDescription: String { "\(device) iOS \(release)" }
    }

    /// Landscape trust per class: the phones a table records, the others assumed (a term of its own).
    static let notes: [Note] = [
        Note(
            device: "iPhone 17 Pro", release: 26,
            bottom: [
                """
                home indicator; iOS 26 landscape: recorded on the iPhone 17, 17 Pro and 17 Pro Max (useyourloaf's \
                iPhone 17 table)
                """
            ]),
        Note(
            device: "iPhone 16 Pro", release: 26,
            bottom: [
                """
                home indicator; iOS 26 landscape: recorded on the iPhone 17, 17 Pro and 17 Pro Max (useyourloaf's \
                iPhone 17 table)
                """,
                "assumed: iOS 26 landscape: alike on the class's other phones",
            ]),
        Note(
            device: "iPhone 18 Pro", release: 27,
            bottom: ["home indicator; iOS 27 landscape: recorded on the iPhone 18 Pro (safearea.info's iOS 27 table)"]),
        Note(
            device: "iPhone 17 Pro Max", release: 27,
            bottom: [
                "home indicator; iOS 27 landscape: recorded on the iPhone 18 Pro (safearea.info's iOS 27 table)",
                "assumed: iOS 27 landscape: alike on the class's other phones",
            ]),
        Note(
            device: "iPhone Air", release: 26,
            bottom: [
                """
                home indicator; iOS 26 landscape: recorded on the iPhone Air, one source (useyourloaf's iPhone 17 \
                table)
                """
            ]),
        Note(
            device: "iPhone 16e", release: 27,
            bottom: ["home indicator; iOS 27 landscape: recorded on the iPhone 16e (safearea.info's iOS 27 table)"]),
        Note(
            device: "iPhone 17e", release: 27,
            bottom: [
                "home indicator; iOS 27 landscape: recorded on the iPhone 16e (safearea.info's iOS 27 table)",
                "assumed: iOS 27 landscape: alike on the 17e",
            ]),
        Note(
            device: "iPhone 17e", release: 26,
            bottom: ["home indicator", "assumed: iOS 26 landscape: from useyourloaf's iPhone 17 table"]),
    ]

    @Test(arguments: notes)
    func landscapeTrustNotes(_ test: Note) throws {
        let screen = try TestScenes.device(test.device).screen(
            orientation: .landscapeLeft, release: UIKitRelease(test.release))
        #expect(screen.derivation[.bottom].map(\.reason) == test.bottom)
        // The assumption is a term of its own that adds 0: the edge still sums to its inset.
        #expect(screen.derivation[.bottom].dropFirst().allSatisfy { $0.amount == 0 && WhyTerm.inset($0).isAssumption })
    }
}
