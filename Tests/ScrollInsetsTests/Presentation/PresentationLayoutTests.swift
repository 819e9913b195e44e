@testable import ScrollInsets
import Testing

@Suite struct PresentationLayoutTests {
    static func screen(_ name: String, _ orientation: Orientation = .portrait, release: Int? = nil) throws -> Screen {
        try #require(DeviceCatalog.device(named: name)).screen(
            orientation: orientation, release: release.map { UIKitRelease($0) })
    }

    static func frame(
        _ device: String, _ orientation: Orientation = .portrait, style: ModalPresentationStyle = .pageSheet,
        detents: [SheetDetent] = [.large], selected: SheetDetent? = nil, release: Int = 26
    ) throws -> Rect {
        try PresentationLayout.resolve(
            style: style, detents: detents, selectedDetent: selected,
            screen: screen(device, orientation, release: release),
            variant: UIKitRelease(release).variants.presentations,
            formSheets: UIKitRelease(release).variants.formSheets, path: "home"
        ).containerFrame
    }

    @Test func iPhoneSEPageSheetIsRecorded() throws {
        // openuikit, iOS 26.1: (0, 30, 375, 637) at a top safe area of 0 and of 20: max(30, top).
        #expect(try Self.frame("iPhone SE (3rd generation)") == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(
            try Self.frame("iPhone SE (3rd generation)", style: .automatic)
                == Rect(x: 0, y: 30, width: 375, height: 637))
    }

    @Test func iPadPageSheetIsRecorded() throws {
        // openuikit, iPad (A16), iPadOS 26.1, MEASURED: (0, 42, 820, 1138).
        #expect(try Self.frame("iPad (A16)") == Rect(x: 0, y: 42, width: 820, height: 1138))
        #expect(
            try Self.frame("iPad (A16)", detents: [.medium, .large]) == Rect(x: 0, y: 42, width: 820, height: 1138))
    }

    @Test func compactHeightFillsTheWindowAndMediumIsInactive() throws {
        let landscape = try Self.screen("iPhone 16", .landscapeLeft)
        let resolved = try PresentationLayout.resolve(
            style: .pageSheet, detents: [.medium, .large], selectedDetent: .medium,
            screen: landscape, variant: .floatingSheets, formSheets: .grownOverRootPresentation, path: "home")
        #expect(resolved.containerFrame == Rect(origin: .zero, size: landscape.size))
        #expect(resolved.detent == nil)
    }

    @Test func detentsOnIOS18AreEdgeAttached() throws {
        // iPhone 16, 393 × 852, top safe area 59 (assumed + 10), bottom 34.
        #expect(try Self.frame("iPhone 16", release: 18) == Rect(x: 0, y: 69, width: 393, height: 783))
        // Medium: maximumDetentValue 783 − 34 = 749; 0.56 × 749 = 419.44, on the 3× grid 1258 / 3
        // (419.333); + 34 = 453.333, from y 852 − 453.333 = 398.667 (not half the window, 426).
        let medium = 1258.0 / 3 + 34
        #expect(
            try Self.frame("iPhone 16", detents: [.medium, .large], release: 18)
                == Rect(x: 0, y: 852 - medium, width: 393, height: medium))
        // A custom detent: 300 within the sheet's safe area + the bottom safe area 34.
        #expect(
            try Self.frame("iPhone 16", detents: [.height(300)], release: 18)
                == Rect(x: 0, y: 518, width: 393, height: 334))
    }

    /// The medium detent before 26, worked from the rule: `maximumDetentValue` (the large height
    /// less the bottom safe area) × 0.56 on the pixel grid, plus the bottom safe area.
    @Test func mediumBefore26IsAFractionOfTheMaximum() throws {
        // iPhone SE (3rd generation), iOS 16: large (0, 40, 375, 627), maximum 627 (boscojwho's
        // printed maximumDetentValue on iOS 16.1); 0.56 × 627 = 351.12 → 351 on the 2× grid.
        #expect(
            try Self.frame("iPhone SE (3rd generation)", detents: [.medium], release: 16)
                == Rect(x: 0, y: 316, width: 375, height: 351))
        // iPhone 11, 414 × 896, iOS 15, top 48, bottom 34: large from 58, 838 tall; maximum 804;
        // 0.56 × 804 = 450.24 → 450 on the 2× grid; + 34 = 484, from y 412.
        #expect(
            try Self.frame("iPhone 11", detents: [.medium, .large], release: 15)
                == Rect(x: 0, y: 412, width: 414, height: 484))
        // The smallest detent is the default: on the iPhone 16 on 18 a custom 400 (434 with the
        // bottom 34) is below the medium's 453.333, though above half the window (426).
        let resolved = try PresentationLayout.resolve(
            style: .pageSheet, detents: [.medium, .height(400)], selectedDetent: nil,
            screen: Self.screen("iPhone 16", release: 18), variant: .sheetDetents,
            formSheets: .defaultFormSheetSize, path: "home")
        #expect(resolved.detent == .height(400))
        #expect(resolved.containerFrame == Rect(x: 0, y: 418, width: 393, height: 434))
        #expect(
            resolved.notes.contains {
                if case .assumption(let text) = $0 { text.contains("fractions are not printed") } else { false }
            } == false)
        // The medium itself says which parts are assumed: 26.1's fractions, 15–17 as 18.
        let medium = try PresentationLayout.resolve(
            style: .pageSheet, detents: [.medium], selectedDetent: nil,
            screen: Self.screen("iPhone 16", release: 18), variant: .sheetDetents,
            formSheets: .defaultFormSheetSize, path: "home")
        let assumptions = medium.notes.compactMap { if case .assumption(let text) = $0 { text } else { nil } }
        #expect(assumptions.contains { $0.contains("its fractions are not printed: 26.1's") })
        #expect(assumptions.contains { $0.contains("iOS 15–17 as 18") })
        #expect(!assumptions.contains { $0.contains("exactly half") })
    }

    static func resolve(_ device: String, detents: [SheetDetent]) throws -> ResolvedPresentation {
        try PresentationLayout.resolve(
            style: .pageSheet, detents: detents, selectedDetent: nil,
            screen: Self.screen(device), variant: .floatingSheets, formSheets: .grownOverRootPresentation, path: "home")
    }

    /// A rect with each number rounded to three decimals, as the recordings print them.
    static func printed(_ rect: Rect?) -> [Double]? {
        rect.map { [$0.minX, $0.minY, $0.width, $0.height].map { ($0 * 1000).rounded() / 1000 } }
    }

    /// Recorded on the iOS 26.1 simulators by Vercantez/openuikit's detent, sheet and realapp
    /// probes: the iPhone 16's large detent (0, 59, 393, 793), medium 425 of maximumDetentValue
    /// 759 (459 with the bottom 34), a custom detent above the maximum collapsing to the large
    /// frame; a custom detent of 343 laid out 393 × 377 and shown at (8, 482.349, 377,
    /// 361.651), one of 400 at (8, 427.669, 377, 416.331); the iPhone SE's medium 356.5 of 637.
    @Test func iOS26SheetsAsRecorded() throws {
        #expect(FloatingSheet.inset == 8)
        #expect(try Self.frame("iPhone 16") == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(try Self.frame("iPhone 16", detents: [.height(800)]) == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(try Self.resolve("iPhone 16", detents: [.height(800)]).detent == .large)
        let medium = try Self.resolve("iPhone 16", detents: [.medium, .large])
        #expect(medium.containerFrame == Rect(x: 0, y: 393, width: 393, height: 459))
        #expect(medium.isFloating)
        let custom = try Self.resolve("iPhone 16", detents: [.height(343)])
        #expect(custom.containerFrame == Rect(x: 0, y: 475, width: 393, height: 377))
        #expect(Self.printed(custom.shownFrame) == [8, 482.349, 377, 361.651])
        #expect(
            Self.printed(try Self.resolve("iPhone 16", detents: [.height(400)]).shownFrame) == [
                8, 427.669, 377, 416.331,
            ])
        #expect(
            try Self.frame("iPhone SE (3rd generation)", detents: [.medium, .large])
                == Rect(x: 0, y: 310.5, width: 375, height: 356.5))
        #expect(try Self.resolve("iPhone 16", detents: [.large]).shownFrame == nil)
    }

    @Test func iOS13And14SheetsRestAtTheLargeHeightOnly() throws {
        // max(30, 20) + 10 = 40 below a 20-pt status bar: 667 − 40 = 627 tall.
        #expect(try Self.frame("iPhone SE (2nd generation)", release: 13) == Rect(x: 0, y: 40, width: 375, height: 627))
        #expect(
            throws: ModelError.presentationNotModelled(
                path: "home", style: "pageSheet", reason: "detents need iOS 15; give detents [large]")
        ) {
            try Self.frame("iPhone SE (2nd generation)", detents: [.medium, .large], release: 14)
        }
    }

    @Test func largeDetentBefore26SitsTenBelowTheIOS26Top() throws {
        // Recorded: (0 40; 375 627) on an iPhone 8, iOS 15.0 (crifan/ios_re_dynamic_debug); the sheet from
        // 40 pt to the bottom on an iPhone 8 Plus, iOS 14 (mttcrsp/fosdem): max(30, 20) + 10 = 40.
        #expect(try Self.frame("iPhone 8", release: 15) == Rect(x: 0, y: 40, width: 375, height: 627))
        #expect(try Self.frame("iPhone 8 Plus", release: 14) == Rect(x: 0, y: 40, width: 414, height: 696))
        // RctlUIKit, a 402 × 874 phone before 26: 874 − 62 − 10 = 802 tall, at max(30, 62) + 10 = 72.
        #expect(try Self.frame("iPhone 16 Pro", release: 18) == Rect(x: 0, y: 72, width: 402, height: 802))
        // On 26 (openuikit): no gap below the 62-pt top; the SE's 30 is iPhoneSEPageSheetIsRecorded.
        #expect(try Self.frame("iPhone 16 Pro", release: 26) == Rect(x: 0, y: 62, width: 402, height: 812))
    }

    @Test func aWindowOfNoDeviceHasNoFloorBefore26() throws {
        // A 375 × 778 window with no safe area (a freeform canvas), iOS 18: 0 + 10, 778 − 10 = 768 tall; on 26
        // the recorded floor: max(30, 0), 748 tall.
        let window = Screen(size: Size(width: 375, height: 778), safeAreaInsets: .zero)
        func frame(_ release: Int) throws -> Rect {
            try PresentationLayout.resolve(
                style: .pageSheet, detents: [.large], selectedDetent: nil, screen: window,
                variant: UIKitRelease(release).variants.presentations,
                formSheets: UIKitRelease(release).variants.formSheets, path: "home"
            ).containerFrame
        }
        #expect(try frame(18) == Rect(x: 0, y: 10, width: 375, height: 768))
        #expect(try frame(26) == Rect(x: 0, y: 30, width: 375, height: 748))
    }

    @Test func iPadFormSheetIsTheChosenSizeCentredBefore16() throws {
        // iPad Air (4th generation), 820 × 1180, iPadOS 15: 540 × 620 centred, (820 − 540) / 2 = 140,
        // (1180 − 620) / 2 = 280; landscape (1180 − 540) / 2 = 320, (820 − 620) / 2 = 100.
        #expect(
            try Self.frame("iPad Air (4th generation)", style: .formSheet, release: 15)
                == Rect(x: 140, y: 280, width: 540, height: 620))
        #expect(
            try Self.frame("iPad Air (4th generation)", .landscapeLeft, style: .formSheet, release: 15)
                == Rect(x: 320, y: 100, width: 540, height: 620))
    }

    /// Read from a decompiled UIKitCore 18.0: the default size for the screen's longest side, centred
    /// with no growth; the margins (24 + 20 = 44 above and below, 25 at the sides; 20 + 20 on a
    /// home-button iPad) leave room on each.
    /// - iPad (A16), 820 × 1180 (longest side 1180: 580 × 640): x (820 − 580) / 2 = 120,
    ///   y (1180 − 640) / 2 = 270; landscape 1180 × 820: x 300, y 90.
    /// - iPad (10th generation), 820 × 1180, on 16 (Hackworth: bigger from 16 beta 4): the same.
    /// - iPad mini (A17 Pro), 744 × 1133: x 82, y (1133 − 640) / 2 = 246.5; landscape 1133 × 744:
    ///   x 276.5, y (744 − 640) / 2 = 52, within 44 and 744 − 44 − 640 = 60.
    /// - iPad mini (5th generation), 768 × 1024 (longest side ≤ 1024: 540 × 600, 20 shorter than the
    ///   classic 620): x (768 − 540) / 2 = 114, y (1024 − 600) / 2 = 212; landscape x 242, y 84.
    static let defaultSizeCases: [(String, Orientation, Int, Rect)] = [
        ("iPad (A16)", .portrait, 18, Rect(x: 120, y: 270, width: 580, height: 640)),
        ("iPad (A16)", .landscapeLeft, 18, Rect(x: 300, y: 90, width: 580, height: 640)),
        ("iPad (10th generation)", .portrait, 16, Rect(x: 120, y: 270, width: 580, height: 640)),
        ("iPad mini (A17 Pro)", .portrait, 18, Rect(x: 82, y: 246.5, width: 580, height: 640)),
        ("iPad mini (A17 Pro)", .landscapeLeft, 18, Rect(x: 276.5, y: 52, width: 580, height: 640)),
        ("iPad mini (5th generation)", .portrait, 18, Rect(x: 114, y: 212, width: 540, height: 600)),
        ("iPad mini (5th generation)", .landscapeLeft, 18, Rect(x: 242, y: 84, width: 540, height: 600)),
    ]

    @Test(arguments: defaultSizeCases)
    func iPadOS16To18FormSheetIsUIKitsDefaultSizeCentred(_ example: (String, Orientation, Int, Rect)) throws {
        let (device, orientation, release, expected) = example
        #expect(try Self.frame(device, orientation, style: .formSheet, release: release) == expected)
    }

    @Test func iPadOS18FormSheetDetentsKeepTheBottomEdge() throws {
        // maximumDetentValue 640 (the full-height frame, no growth); bottom edge 270 + 640 = 910:
        // custom 343 → y 567; medium 0.56 × 640 = 358.4 → 358.5 on the 2× grid, y 551.5; a custom
        // detent of 700 ≥ 640 → the large frame.
        let large = try Self.frame("iPad (A16)", style: .formSheet, release: 18)
        #expect(
            try Self.frame("iPad (A16)", style: .formSheet, detents: [.height(343)], release: 18)
                == Rect(x: 120, y: 567, width: 580, height: 343))
        #expect(
            try Self.frame("iPad (A16)", style: .formSheet, detents: [.medium], release: 18)
                == Rect(x: 120, y: 551.5, width: 580, height: 358.5))
        #expect(try Self.frame("iPad (A16)", style: .formSheet, detents: [.height(700)], release: 18) == large)
        // Presented from within another presentation: the same frame (no growth on 18 either way).
        let inner = try PresentationLayout.resolve(
            style: .formSheet, detents: [.large], selectedDetent: nil,
            screen: Self.screen("iPad (A16)", release: 18), variant: .sheetDetents,
            formSheets: .defaultFormSheetSize, overRootPresentation: false, path: "home")
        #expect(inner.containerFrame == large)
        #expect(inner.notes.contains { $0.isAssumption && $0.text.contains("the same size on iPadOS 16 and 17") })
    }

    @Test func aFormSheetRestsAtItsSmallestDetentByItsOwnHeights() throws {
        // No selected detent: the smallest. The medium is 358.5 of 640 on 18 and 0.56 × 650 = 364
        // on 26, both below a custom 400 (a form sheet keeps no bottom safe area below it), so the
        // medium wins: y 910 − 358.5 = 551.5 on 18, 910 − 364 = 546 on 26.
        #expect(
            try Self.frame("iPad (A16)", style: .formSheet, detents: [.medium, .height(400)], release: 18)
                == Rect(x: 120, y: 551.5, width: 580, height: 358.5))
        #expect(
            try Self.frame("iPad (A16)", style: .formSheet, detents: [.medium, .height(400)], release: 26)
                == Rect(x: 120, y: 546, width: 580, height: 364))
        // A custom 350 is below both.
        #expect(
            try Self.frame("iPad (A16)", style: .formSheet, detents: [.medium, .height(350)], release: 26)
                == Rect(x: 120, y: 560, width: 580, height: 350))
    }

    @Test func formSheetVariantsFollowTheRelease() {
        #expect(UIKitRelease(15).variants.formSheets == .classicSize)
        #expect(UIKitRelease(16).variants.formSheets == .defaultFormSheetSize)
        #expect(UIKitRelease(18, 4).variants.formSheets == .defaultFormSheetSize)
        #expect(UIKitRelease(26).variants.formSheets == .grownOverRootPresentation)
    }

    @Test func iPadOS26FormSheetFollowsTheSheetLayoutRule() throws {
        // Read from a decompiled UIKitCore 26.1: 580 × 640 for a longest side of 1180, centred in
        // 820 × 1180 (y 270, x 120), grown topOffset 10 upward over the root presentation:
        // (120, 260, 580, 650), as openuikit's ipadprobe assertion records; detents keep the bottom
        // edge 910: custom 343 → (120, 567, 580, 343) (recorded), medium 0.56 × 650 = 364
        // (recorded height) at y 910 − 364 = 546; 700 ≥ maximumDetentValue 650 → the large frame.
        let large = try Self.frame("iPad (A16)", style: .formSheet)
        #expect(large == Rect(x: 120, y: 260, width: 580, height: 650))
        #expect(
            try Self.frame("iPad (A16)", style: .formSheet, detents: [.height(343)])
                == Rect(x: 120, y: 567, width: 580, height: 343))
        #expect(
            try Self.frame("iPad (A16)", style: .formSheet, detents: [.medium])
                == Rect(x: 120, y: 546, width: 580, height: 364))
        #expect(try Self.frame("iPad (A16)", style: .formSheet, detents: [.height(700)]) == large)
        // Landscape, 1180 × 820, safe area 32 top, 25 bottom: margins 32 + 20 = 52 leave 716 ≥ 640;
        // y (820 − 640) / 2 = 90 − 10 = 80, x (1180 − 580) / 2 = 300.
        #expect(
            try Self.frame("iPad (A16)", .landscapeLeft, style: .formSheet)
                == Rect(x: 300, y: 80, width: 580, height: 650))
    }

    @Test func iPadOS26FormSheetOnOtherIPads() throws {
        // iPad Pro 13-inch (M4), 1032 × 1376 (longest side 1376 ≤ 1590: 580 × 640): portrait
        // x (1032 − 580) / 2 = 226, y (1376 − 640) / 2 = 368 − 10 = 358; landscape x (1376 − 580) / 2
        // = 398, y (1032 − 640) / 2 = 196 − 10 = 186.
        #expect(
            try Self.frame("iPad Pro 13-inch (M4)", style: .formSheet) == Rect(x: 226, y: 358, width: 580, height: 650))
        #expect(
            try Self.frame("iPad Pro 13-inch (M4)", .landscapeLeft, style: .formSheet)
                == Rect(x: 398, y: 186, width: 580, height: 650))
        // iPad mini (A17 Pro), 744 × 1133: portrait x 82, y (1133 − 640) / 2 = 246.5 − 10 = 236.5.
        // Landscape, 744 tall: the margins 52 + 52 leave exactly 640, so y 52 − 10 = 42, x 276.5.
        #expect(
            try Self.frame("iPad mini (A17 Pro)", style: .formSheet) == Rect(x: 82, y: 236.5, width: 580, height: 650))
        #expect(
            try Self.frame("iPad mini (A17 Pro)", .landscapeLeft, style: .formSheet)
                == Rect(x: 276.5, y: 42, width: 580, height: 650))
    }

    @Test func iPadOS26FormSheetFromAPresentedControllerDoesNotGrow() throws {
        // Its parent sheet is not functionally full screen: the stack alignment frame as is,
        // 580 × 640 centred in 820 × 1180: (120, 270, 580, 640).
        let resolved = try PresentationLayout.resolve(
            style: .formSheet, detents: [.large], selectedDetent: nil, screen: Self.screen("iPad (A16)"),
            variant: .floatingSheets, formSheets: .grownOverRootPresentation,
            overRootPresentation: false, path: "home")
        #expect(resolved.containerFrame == Rect(x: 120, y: 270, width: 580, height: 640))
    }

    @Test func defaultFormSheetSizeFollowsTheScreensLongestSide() {
        func size(_ width: Double, _ height: Double) -> Size {
            SheetPresentationMetrics.defaultFormSheetSize(forScreenSize: Size(width: width, height: height))
        }
        #expect(size(768, 1024) == Size(width: 540, height: 600))
        #expect(size(1024, 768) == Size(width: 540, height: 600))
        #expect(size(820, 1025) == Size(width: 580, height: 640))
        #expect(size(1589, 900) == Size(width: 580, height: 640))
        #expect(size(900, 1590) == Size(width: 620, height: 680))
    }

    @Test func fullScreenFillsTheWindow() throws {
        #expect(try Self.frame("iPhone 16", style: .fullScreen) == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(try Self.frame("iPhone 16", style: .overFullScreen) == Rect(x: 0, y: 0, width: 393, height: 852))
        // Before iOS 13 a page sheet adapts to full screen on iPhone.
        #expect(
            try Self.frame("iPhone SE (1st generation)", style: .pageSheet, release: 12)
                == Rect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func unsourcedStylesThrow() throws {
        #expect(
            throws: ModelError.presentationNotModelled(
                path: "home", style: "popover",
                reason: "no source gives a popover's frame; use pageSheet, formSheet, fullScreen or overFullScreen")
        ) {
            try Self.frame("iPhone 16", style: .popover)
        }
        #expect(
            throws: ModelError.presentationNotModelled(
                path: "home", style: "pageSheet",
                reason: "only the iPad page sheet in portrait from iOS 13 is recorded")
        ) {
            try Self.frame("iPad (A16)", .landscapeLeft)
        }
        #expect(throws: ModelError.selectedDetentNotInDetents(path: "home", detent: "medium")) {
            try Self.frame("iPhone 16", detents: [.large], selected: .medium)
        }
    }
}
