@testable import ScrollInsets
import Testing

@Suite struct PresentationLayoutTests {
    static func screen(_ name: String, _ orientation: Orientation = .portrait) throws -> Screen {
        try #require(DeviceCatalog.device(named: name)).screen(orientation: orientation)
    }

    static func frame(_ device: String, _ orientation: Orientation = .portrait, style: ModalPresentationStyle = .pageSheet,
                      detents: [SheetDetent] = [.large], selected: SheetDetent? = nil, release: Int = 26) throws -> Rect {
        try PresentationLayout.resolve(style: style, detents: detents, selectedDetent: selected,
                                       screen: screen(device, orientation), variant: UIKitRelease(release).variants.presentations,
                                       path: "home").containerFrame
    }

    @Test func iPhoneSEPageSheetIsRecorded() throws {
        // openuikit, iOS 26: (0, 30, 375, 637) = top safe area 20 + 10.
        #expect(try Self.frame("iPhone SE (3rd generation)") == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(try Self.frame("iPhone SE (3rd generation)", style: .automatic) == Rect(x: 0, y: 30, width: 375, height: 637))
    }

    @Test func iPadPageSheetIsRecorded() throws {
        // openuikit, iPad (A16), iPadOS 26.1, MEASURED: (0, 42, 820, 1138).
        #expect(try Self.frame("iPad (A16)") == Rect(x: 0, y: 42, width: 820, height: 1138))
        #expect(try Self.frame("iPad (A16)", detents: [.medium, .large]) == Rect(x: 0, y: 42, width: 820, height: 1138))
    }

    @Test func compactHeightFillsTheWindowAndMediumIsInactive() throws {
        let landscape = try Self.screen("iPhone 16", .landscapeLeft)
        let resolved = try PresentationLayout.resolve(style: .pageSheet, detents: [.medium, .large], selectedDetent: .medium,
                                                      screen: landscape, variant: .floatingSheets, path: "home")
        #expect(resolved.containerFrame == Rect(origin: .zero, size: landscape.size))
        #expect(resolved.detent == nil)
    }

    @Test func detentsOnIOS18AreEdgeAttached() throws {
        // iPhone 16, 393 × 852, top safe area 59 (assumed + 10), bottom 34.
        #expect(try Self.frame("iPhone 16", release: 18) == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(try Self.frame("iPhone 16", detents: [.medium, .large], release: 18) == Rect(x: 0, y: 426, width: 393, height: 426))
        // A custom detent: 300 within the sheet's safe area + the bottom safe area 34.
        #expect(try Self.frame("iPhone 16", detents: [.height(300)], release: 18) == Rect(x: 0, y: 518, width: 393, height: 334))
    }

    @Test func iOS26FloatsPartialHeightsByTheChosenInset() throws {
        #expect(PresentationLayout.floatingSheetInset == 8)
        // The large detent stays attached; medium and custom heights float 8 pt from the left, right and bottom.
        #expect(try Self.frame("iPhone 16") == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(try Self.frame("iPhone 16", detents: [.medium, .large]) == Rect(x: 8, y: 418, width: 377, height: 426))
        #expect(try Self.frame("iPhone 16", detents: [.height(300)]) == Rect(x: 8, y: 510, width: 377, height: 334))
        let medium = try PresentationLayout.resolve(style: .pageSheet, detents: [.medium], selectedDetent: nil,
                                                    screen: Self.screen("iPhone 16"), variant: .floatingSheets, path: "home")
        #expect(medium.isFloating)
        #expect(medium.notes.last == PresentationNote("iOS 26 floats a sheet at a partial height, inset from the screen's edges (WWDC25 session 284); the inset is unmeasured: 8 pt on the left, right and bottom", isAssumption: true))
    }

    @Test func iOS13And14SheetsRestAtTheLargeHeightOnly() throws {
        #expect(try Self.frame("iPhone SE (2nd generation)", release: 13) == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(throws: ModelError.presentationNotModelled(path: "home", style: "pageSheet", reason: "detents need iOS 15; give detents [large]")) {
            try Self.frame("iPhone SE (2nd generation)", detents: [.medium, .large], release: 14)
        }
    }

    @Test func iPadFormSheetIsTheChosenSizeCentred() throws {
        // iPad (A16), 820 × 1180: 540 × 620 centred.
        #expect(try Self.frame("iPad (A16)", style: .formSheet) == Rect(x: 140, y: 280, width: 540, height: 620))
        #expect(try Self.frame("iPad (A16)", .landscapeLeft, style: .formSheet) == Rect(x: 320, y: 100, width: 540, height: 620))
    }

    @Test func fullScreenFillsTheWindow() throws {
        #expect(try Self.frame("iPhone 16", style: .fullScreen) == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(try Self.frame("iPhone 16", style: .overFullScreen) == Rect(x: 0, y: 0, width: 393, height: 852))
        // Before iOS 13 a page sheet adapts to full screen on iPhone.
        #expect(try Self.frame("iPhone SE (1st generation)", style: .pageSheet, release: 12) == Rect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func unsourcedStylesThrow() throws {
        #expect(throws: ModelError.presentationNotModelled(
            path: "home", style: "popover",
            reason: "no source gives a popover's frame; use pageSheet, formSheet, fullScreen or overFullScreen")) {
            try Self.frame("iPhone 16", style: .popover)
        }
        #expect(throws: ModelError.presentationNotModelled(path: "home", style: "pageSheet",
                                                           reason: "only the iPad page sheet in portrait from iOS 13 is recorded")) {
            try Self.frame("iPad (A16)", .landscapeLeft)
        }
        #expect(throws: ModelError.selectedDetentNotInDetents(path: "home", detent: "medium")) {
            try Self.frame("iPhone 16", detents: [.large], selected: .medium)
        }
    }
}
