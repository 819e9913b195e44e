import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The iPhone Duo's two displays (issue 28; docs/devices.md, "The iPhone Duo"). Sources:
/// GetStream/stream-chat-react-native #3818 (safe area measured on device: "top: 0, bottom: 34,
/// left: 0, right: 84, on both displays"), apple.com/iphone-duo/specs (cover 1398 × 2034 px at
/// 460 ppi: 466 × 678 pt @3x), callstack/agent-device #2737 (inner panel 669 × 951, the app
/// window 951 × 669 open), and Apple's documentation (vertical bars and reserved regions from
/// iOS 27.1).
@Suite struct DuoCatalogTests {
    @Test func bothDisplaysAreCatalogDevicesFrom27Point1() throws {
        let cover = try #require(DeviceCatalog.device(named: "iPhone Duo (cover)"))
        let inner = try #require(DeviceCatalog.device(named: "iphone-duo-(inner)"))
        #expect(cover.portraitSize == Size(width: 466, height: 678))
        #expect(inner.portraitSize == Size(width: 669, height: 951))
        #expect(cover.scale == 3)
        #expect(cover.firstRelease == UIKitRelease(27, 1))
        #expect(cover.releases == [UIKitRelease(27, 1)])
        #expect(cover.defaultRelease == UIKitRelease(27, 1))
        #expect(cover.insetClass == .duo)
        #expect(inner.fold == .vertical)
        #expect(cover.fold == nil)
        #expect(cover.sourcedOrientations == [.portrait])
        #expect(inner.sourcedOrientations == [.landscapeLeft, .landscapeRight])
        #expect(DeviceCatalog.device(named: "iPhone Duo") == nil)
        #expect(DeviceCatalog.partial.isEmpty)
    }

    @Test func theCoverInPortraitHasTheRecordedSafeAreaWithTheColumn() throws {
        let cover = try #require(DeviceCatalog.device(named: "iPhone Duo (cover)"))
        let screen = try cover.screen(orientation: .portrait, release: UIKitRelease(27, 1))
        #expect(screen.size == Size(width: 466, height: 678))
        #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(screen.statusBarHeight == 0)
        #expect(screen.metrics.verticalBarColumn == 84)
        #expect(screen.derivation[.right].map(\.reason.description).first?.hasPrefix("the vertical-bar column") == true)
    }

    @Test func theInnerDisplayOpenHasTheSameSafeArea() throws {
        let inner = try #require(DeviceCatalog.device(named: "iPhone Duo (inner)"))
        let screen = try inner.screen(orientation: .landscapeLeft, release: UIKitRelease(27, 1))
        #expect(screen.size == Size(width: 951, height: 669))
        #expect(screen.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
    }

    @Test func anOrientationNoSourceGivesIsRefusedNamingWhatIsMissing() throws {
        let cover = try #require(DeviceCatalog.device(named: "iPhone Duo (cover)"))
        #expect(
            throws: ModelError.missingFigures(
                device: "iPhone Duo (cover)", release: UIKitRelease(27, 1),
                what: "the cover display's insets in landscape")
        ) {
            _ = try cover.screen(orientation: .landscapeLeft, release: UIKitRelease(27, 1))
        }
        let error = ModelError.missingFigures(
            device: "iPhone Duo (inner)", release: UIKitRelease(27, 1),
            what: "the inner display's insets in portrait")
        #expect(
            error.description
                == """
                no sourced figures for 'iPhone Duo (inner)' on iOS 27.1: the inner display's insets in portrait \
                are not published
                """
        )
    }

    @Test func releasesBefore27Point1AreRefusedNamingTheRange() throws {
        let cover = try #require(DeviceCatalog.device(named: "iPhone Duo (cover)"))
        #expect(
            throws: ModelError.releaseNotSupported(
                device: "iPhone Duo (cover)", release: UIKitRelease(26),
                first: UIKitRelease(27, 1), last: 27)
        ) {
            _ = try cover.screen(orientation: .portrait, release: UIKitRelease(26))
        }
        // "27" asked for by its major version is the 27 the device runs, 27.1 (issue 29's
        // release matching); the screen takes it.
        #expect(try cover.screen(orientation: .portrait, release: UIKitRelease(27)).release == UIKitRelease(27, 1))
        let error = ModelError.releaseNotSupported(
            device: "iPhone Duo (cover)", release: UIKitRelease(26),
            first: UIKitRelease(27, 1), last: 27)
        #expect(error.description == "'iPhone Duo (cover)' does not run iOS 26; it runs iOS 27.1 and later")
        // Other devices keep "from to".
        #expect(UIKitRelease.range(first: UIKitRelease(16), last: 27) == "16 to 27")
    }

    @Test func theBareNameIsAnUnknownDeviceWithASuggestion() {
        let result = FixtureDecoder.decode(Array("device: iPhone Duo\nroot:\n  view: {name: root}\n".utf8))
        #expect(
            result.diagnostics.map(\.message).first?.hasPrefix("unknown device 'iPhone Duo'; did you mean 'iPhone Duo")
                == true)
    }
}
