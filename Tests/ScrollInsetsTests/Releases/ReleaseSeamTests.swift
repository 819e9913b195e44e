import Testing
import ScrollInsets

/// The variants the release seam gained when the last release comparisons outside `Releases/`
/// and `Devices/` moved into it, release by release, and the one check of a release on a device.
@Suite struct ReleaseSeamTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var major: Int
        var bars: RuleVariants.Bars
        var designCompatibility: RuleVariants.DesignCompatibility
        var keyboardHeights: RuleVariants.KeyboardHeightSource
        var keyboardLayoutGuide: RuleVariants.KeyboardLayoutGuideRule
        var testDescription: String { "iOS \(major)" }
    }

    /// Every modelled release: bars from docs/releases.md ("Bars per release"), the
    /// compatibility key from Apple's `UIDesignRequiresCompatibility` page (26 only, ignored from
    /// 27), keyboard heights from docs/keyboard.md, `keyboardLayoutGuide` from Apple's
    /// documentation (iOS 15; `usesBottomSafeArea` iOS 17).
    static let rows: [Row] = [
        Row(
            major: 10, bars: .classic, designCompatibility: .notApplicable, keyboardHeights: .none,
            keyboardLayoutGuide: .none),
        Row(
            major: 11, bars: .classic, designCompatibility: .notApplicable, keyboardHeights: .table2017,
            keyboardLayoutGuide: .none),
        Row(
            major: 14, bars: .classic, designCompatibility: .notApplicable, keyboardHeights: .table2017,
            keyboardLayoutGuide: .none),
        Row(
            major: 15, bars: .classic, designCompatibility: .notApplicable, keyboardHeights: .table2017,
            keyboardLayoutGuide: .safeAreaBottom),
        Row(
            major: 16, bars: .classic, designCompatibility: .notApplicable, keyboardHeights: .table2017,
            keyboardLayoutGuide: .safeAreaBottom),
        Row(
            major: 17, bars: .classic, designCompatibility: .notApplicable, keyboardHeights: .table2017,
            keyboardLayoutGuide: .usesBottomSafeArea),
        Row(
            major: 18, bars: .classic, designCompatibility: .notApplicable, keyboardHeights: .table2017,
            keyboardLayoutGuide: .usesBottomSafeArea),
        Row(
            major: 26, bars: .liquidGlass, designCompatibility: .honoured, keyboardHeights: .recordedOnLiquidGlass,
            keyboardLayoutGuide: .usesBottomSafeArea),
        Row(
            major: 27, bars: .liquidGlassAssumed, designCompatibility: .ignored, keyboardHeights: .assumedAsLiquidGlass,
            keyboardLayoutGuide: .usesBottomSafeArea),
    ]

    @Test(arguments: rows)
    func eachReleaseSelectsItsVariants(_ row: Row) {
        let variants = UIKitRelease(row.major).variants
        #expect(variants.bars == row.bars)
        #expect(variants.designCompatibility == row.designCompatibility)
        #expect(variants.keyboardHeights == row.keyboardHeights)
        #expect(variants.keyboardLayoutGuide == row.keyboardLayoutGuide)
        #expect(UIKitRelease(row.major).isIOS10CompatibilityMode == (row.major == 10))
    }

    @Test func theModelledReleasesAreListedOnceAndSpelledFromTheList() {
        #expect(UIKitRelease.modelled.map(\.major) == [10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 27])
        #expect(UIKitRelease.modelledRange == "10–18, 26 and 27")
        #expect(!UIKitRelease(9).isIOS10CompatibilityMode)
    }

    @Test func aDeviceAcceptsTheReleasesItRunsAndTheCompatibilityMode() throws {
        let iPhoneX = try #require(DeviceCatalog.device(named: "iPhone X"))
        #expect(iPhoneX.accepts(UIKitRelease(11)))
        #expect(iPhoneX.accepts(UIKitRelease(16, 4)))
        #expect(iPhoneX.accepts(.iOS10))
        #expect(!iPhoneX.accepts(UIKitRelease(17)))
        #expect(!iPhoneX.accepts(UIKitRelease(20)))
        let error = #expect(
            throws: ModelError.releaseNotSupported(
                device: "iPhone X", release: UIKitRelease(26),
                first: UIKitRelease(11), last: 16)
        ) {
            try UIKitRelease(26).check(on: iPhoneX)
        }
        #expect(error?.description == "'iPhone X' does not run iOS 26; it runs iOS 11 to 16")
        #expect(throws: ModelError.releaseNotModelled(UIKitRelease(20))) { try UIKitRelease(20).check(on: nil) }
        try UIKitRelease(27).check(on: nil)
    }

    /// The compatibility figures: the SE (1st generation) runs 10 itself; the iPhone 8 and the
    /// iPhone X show the app with their iOS 16 figures (their last release); the SE (3rd
    /// generation) with 18, the last release of the classic bars; the iPhone 17, which shipped
    /// with 26, with its first release.
    @Test func theCompatibilityModeTakesTheNewestClassicFiguresTheDeviceRuns() throws {
        let figures = try [
            "iPhone SE (1st generation)", "iPhone 8", "iPhone X", "iPhone SE (3rd generation)", "iPhone 17",
        ].map { name in
            try #require(DeviceCatalog.device(named: name)).iOS10CompatibilityFigures
        }
        #expect(figures == [.iOS10, UIKitRelease(16), UIKitRelease(16), UIKitRelease(18), UIKitRelease(26)])
    }

    /// A layout carries one release, and its screen repeats it, under the iOS 10 rules too.
    @Test func aLayoutCarriesOneRelease() throws {
        let device = try #require(DeviceCatalog.device(named: "iPhone X"))
        let scene = Scene(
            screen: try device.screen(orientation: .portrait, release: UIKitRelease(16)),
            root: .controller(ControllerNode(name: "root")))
        let legacy = try scene.layout(options: LayoutOptions(system: .iOS10))
        #expect(legacy.release == .iOS10)
        #expect(legacy.screen.release == .iOS10)
        #expect(legacy.variants.barInsets == .layoutGuides)
        let current = try scene.layout()
        #expect(current.release == UIKitRelease(16))
        #expect(current.screen.release == UIKitRelease(16))
    }
}
