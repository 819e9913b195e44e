import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats
@testable import ScrollInsetsTests

/// The scene keys `ios` and `designRequiresCompatibility` (issue 16; their spellings and meaning:
/// docs/fixture-format.md).
@Suite struct ReleaseKeyTests {
    static let errorCases: [DiagnosticCase] = [
        DiagnosticCase(
            "a release the device does not run names its range",
            """
            device: iPhone X
            ios: 26
            root: {view: {}}
            """,
            .error(2, 6, "'iPhone X' does not run iOS 26; it runs iOS 11 to 16")),
        DiagnosticCase(
            "a release before the device's first",
            """
            device: iPhone 14 Pro
            ios: 15
            root: {view: {}}
            """,
            .error(2, 6, "'iPhone 14 Pro' does not run iOS 15; it runs iOS 16 to 27")),
        DiagnosticCase(
            "a release without figures",
            """
            device: iPad (9th generation)
            ios: 26
            root: {view: {}}
            """,
            .error(
                2, 6,
                """
                no sourced figures for 'iPad (9th generation)' on iOS 26: the window insets of home-button iPads on \
                iOS 26 are not published
                """
            )),
        DiagnosticCase(
            "a release that does not exist",
            """
            device: iPhone 16
            ios: 20
            root: {view: {}}
            """,
            .error(2, 6, "iOS 20 is not modelled; the model knows iOS 10–18, 26 and 27")),
        DiagnosticCase(
            "a release that does not exist on a window",
            """
            window: {size: [393, 852]}
            ios: 9
            root: {view: {}}
            """,
            .error(2, 6, "iOS 9 is not modelled; the model knows iOS 10–18, 26 and 27")),
        DiagnosticCase(
            "a malformed release",
            """
            device: iPhone 16
            ios: 18.4.1
            root: {view: {}}
            """,
            .error(2, 6, "expected a release such as 26 or 18.4; found '18.4.1'")),
        DiagnosticCase(
            "a quoted release",
            """
            device: iPhone 16
            ios: "26"
            root: {view: {}}
            """,
            .error(2, 6, "expected a release such as 26 or 18.4; found the string \"26\"")),
        DiagnosticCase(
            "designRequiresCompatibility not a boolean",
            """
            device: iPhone 16
            designRequiresCompatibility: yes
            root: {view: {}}
            """,
            .error(2, 30, "expected true or false; found 'yes'")),
    ]

    @Test(arguments: errorCases)
    func error(_ test: DiagnosticCase) { test.check() }

    @Test func designRequiresCompatibilityOn27IsIgnoredWithAWarning() {
        DiagnosticCase(
            "27",
            """
            device: iPhone 16
            ios: 27
            designRequiresCompatibility: true
            root: {view: {}}
            """,
            .warning(
                3, 30,
                """
                'designRequiresCompatibility' is ignored on iOS 27; UIKit ignores UIDesignRequiresCompatibility from \
                iOS 27
                """
            )
        ).check()
    }

    @Test func theKeysReachTheScreen() throws {
        let result = decodeFixture(
            """
            device: iPhone 16
            ios: 26
            designRequiresCompatibility: true
            root: {view: {}}
            """)
        let scene = try #require(result.scenes.first)
        #expect(scene.release == UIKitRelease(26))
        #expect(scene.designRequiresCompatibility)
        let screen = try scene.scene().screen
        #expect(screen.release == UIKitRelease(26))
        // UIDesignRequiresCompatibility on 26: iOS 18's 44-pt bar below the status bar.
        #expect(screen.metrics.navigationBarHeight == 44)
        #expect(try scene.scene(release: UIKitRelease(18, 4)).screen.release == UIKitRelease(18, 4))
    }

    @Test func withoutIOSTheDeviceDefault() throws {
        let scene = try #require(decodeFixture("device: iPhone X\nroot: {view: {}}\n").scenes.first)
        #expect(scene.release == nil)
        #expect(scene.effectiveRelease == UIKitRelease(16))
        #expect(try scene.scene().screen.release == UIKitRelease(16))
    }

    /// A window records the release; a phone window's bars follow ReleaseMetrics (54 on 26).
    @Test func aWindowOnARelease() throws {
        let text = "window: {size: [393, 852], safeAreaInsets: [59, 0, 34, 0]}\nios: 26\nroot: {view: {}}\n"
        let scene = try #require(decodeFixture(text).scenes.first)
        let screen = try scene.scene().screen
        #expect(screen.release == UIKitRelease(26))
        #expect(screen.metrics.navigationBarHeight == 54)
        #expect(try scene.scene(release: UIKitRelease(18)).screen.metrics.navigationBarHeight == 44)
    }

    /// `ios: 10` is the iOS 10 compatibility mode, on a device that never ran iOS 10 too.
    @Test func ios10IsTheCompatibilityMode() throws {
        let scene = try #require(decodeFixture("device: iPhone 8\nios: 10\nroot: {view: {}}\n").scenes.first)
        let layout = try scene.scene().layout()
        #expect(layout.release == .iOS10)
        #expect(TestScenes.device("iPhone 8").iOS10CompatibilityFigures == UIKitRelease(16))
    }

    @Test func theEncoderWritesTheKeys() throws {
        let text = "format: 1\ndevice: iPhone 16\nios: 18.4\ndesignRequiresCompatibility: true\nroot:\n  view: {}\n"
        let scene = try #require(decodeFixture(text).scenes.first)
        #expect(FixtureEncoder.encode(scene).contains("ios: 18.4\ndesignRequiresCompatibility: true\n"))
        #expect(try #require(decodeFixture(FixtureEncoder.encode(scene)).scenes.first).release == UIKitRelease(18, 4))
    }
}
