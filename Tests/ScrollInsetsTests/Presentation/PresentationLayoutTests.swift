@testable import ScrollInsets
import Testing

@Suite struct PresentationLayoutTests {
    static func screen(_ name: String, _ orientation: Orientation = .portrait) throws -> Screen {
        try #require(DeviceCatalog.device(named: name)).screen(orientation: orientation)
    }

    static func frame(_ device: String, _ orientation: Orientation = .portrait, style: ModalPresentationStyle = .pageSheet,
                      detents: [SheetDetent] = [.large], selected: SheetDetent? = nil, release: Int = 26) throws -> Rect {
        try PresentationLayout.resolve(style: style, detents: detents, selectedDetent: selected,
                                       screen: screen(device, orientation), release: UIKitRelease(release), path: "home").containerFrame
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
                                                      screen: landscape, release: UIKitRelease(26), path: "home")
        #expect(resolved.containerFrame == Rect(origin: .zero, size: landscape.size))
        #expect(resolved.detent == nil)
    }

    @Test func detents() throws {
        // iPhone 16, 393 × 852, top safe area 59 (assumed + 10), bottom 34.
        #expect(try Self.frame("iPhone 16") == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(try Self.frame("iPhone 16", detents: [.medium, .large]) == Rect(x: 0, y: 426, width: 393, height: 426))
        #expect(try Self.frame("iPhone 16", detents: [.height(300)]) == Rect(x: 0, y: 518, width: 393, height: 334))
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
        #expect(throws: ModelError.presentationNotModelled(path: "home", style: "formSheet",
                                                           reason: "only the iPad page sheet in portrait is recorded")) {
            try Self.frame("iPad (A16)", style: .formSheet)
        }
        #expect(throws: ModelError.selectedDetentNotInDetents(path: "home", detent: "medium")) {
            try Self.frame("iPhone 16", detents: [.large], selected: .medium)
        }
    }
}
