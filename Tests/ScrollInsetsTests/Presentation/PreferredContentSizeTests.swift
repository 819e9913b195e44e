@testable import ScrollInsets
import Testing

/// A presented controller's `preferredContentSize` as an iPad form sheet's size
/// (`formSheetSizeForViewController:windowSize:screenSize:`, read from decompiled UIKitCores 18.0
/// and 26.1; docs/presentations.md). Every frame worked by hand from the rule.
@Suite struct PreferredContentSizeTests {
    static func resolve(
        _ device: String = "iPad (A16)", _ orientation: Orientation = .portrait,
        style: ModalPresentationStyle = .formSheet, detents: [SheetDetent] = [.large], size: Size?,
        release: Int
    ) throws -> ResolvedPresentation {
        let release = UIKitRelease(release)
        let screen = try #require(DeviceCatalog.device(named: device)).screen(
            orientation: orientation, release: release)
        return try PresentationLayout.resolve(
            style: style, detents: detents, selectedDetent: nil, screen: screen,
            variant: release.variants.presentations, formSheets: release.variants.formSheets,
            preferredContentSize: size, path: "home")
    }

    static func frame(
        _ device: String = "iPad (A16)", style: ModalPresentationStyle = .formSheet, detents: [SheetDetent] = [.large],
        size: Size?, release: Int
    ) throws -> Rect {
        try resolve(device, style: style, detents: detents, size: size, release: release).containerFrame
    }

    static let size400x500 = Size(width: 400, height: 500)

    @Test func iPadOS18CentresThePreferredSize() throws {
        // iPad (A16), 820 × 1180, iPadOS 18 (safe area 24 top, 20 bottom): margins 44 above and below
        // leave 1092 ≥ 500; centred: x (820 − 400) / 2 = 210, y (1180 − 500) / 2 = 340; no growth.
        let resolved = try Self.resolve(size: Self.size400x500, release: 18)
        #expect(resolved.containerFrame == Rect(x: 210, y: 340, width: 400, height: 500))
        #expect(resolved.notes.contains { !$0.isAssumption && $0.text.contains("its preferredContentSize, 400 × 500") })
    }

    @Test func iPadOS26GrowsThePreferredSizeTenUpward() throws {
        // iPadOS 26 (32 top, 25 bottom): margins 52 leave 1076 ≥ 500; centred at y 340, then grown
        // topOffset 10 upward over the root presentation: (210, 330, 400, 510).
        #expect(try Self.frame(size: Self.size400x500, release: 26) == Rect(x: 210, y: 330, width: 400, height: 510))
    }

    @Test func aHeightTallerThanTheMarginsAllowIsClamped() throws {
        // 18: 1180 − 2 × 44 = 1092 tall, at y 44. 26: 1180 − 2 × 52 = 1076 at y 52, grown to
        // (210, 42, 400, 1086).
        let tall = Size(width: 400, height: 1200)
        #expect(try Self.frame(size: tall, release: 18) == Rect(x: 210, y: 44, width: 400, height: 1092))
        let resolved = try Self.resolve(size: tall, release: 26)
        #expect(resolved.containerFrame == Rect(x: 210, y: 42, width: 400, height: 1086))
        #expect(resolved.notes.contains { $0.text == "the margins leave 1076: the form sheet is that tall" })
    }

    @Test func aWidthWiderThanTheSideMarginsAllowIsRefused() throws {
        // 820 − 2 × 25 = 770: 770 fits (x 25), 771 attaches the sheet to an edge.
        #expect(try Self.frame(size: Size(width: 770, height: 500), release: 18).origin.x == 25)
        for release in [18, 26] {
            #expect(
                throws: ModelError.presentationNotModelled(
                    path: "home", style: "formSheet",
                    reason: """
                        preferredContentSize's width 771 is wider than the 770 the window leaves within the side \
                        margins (the safe area + 25 at each side): UIKit attaches the form sheet to an edge \
                        (_isEdgeAttached); give a width of at most 770
                        """)
            ) {
                try Self.frame(size: Size(width: 771, height: 500), release: release)
            }
        }
    }

    @Test func theMediumDetentIsAFractionOfThePreferredMaximum() throws {
        // 18: maximumDetentValue 500; 0.56 × 500 = 280, keeping the bottom edge 840: (210, 560, 400, 280).
        #expect(
            try Self.frame(detents: [.medium], size: Self.size400x500, release: 18)
                == Rect(x: 210, y: 560, width: 400, height: 280))
        // 26, 400 × 490: centred y (1180 − 490) / 2 = 345, grown to 335, bottom 835, maximumDetentValue
        // 500; 0.56 × 500 = 280: (210, 555, 400, 280).
        #expect(
            try Self.frame(detents: [.medium], size: Size(width: 400, height: 490), release: 26)
                == Rect(x: 210, y: 555, width: 400, height: 280))
    }

    @Test func aSideOfZeroGivesTheDefaultSize() throws {
        // Both sides must be above 0; otherwise the default 580 × 640, as without a preferred size.
        let resolved = try Self.resolve(size: Size(width: 0, height: 500), release: 18)
        #expect(resolved.containerFrame == Rect(x: 120, y: 270, width: 580, height: 640))
        #expect(resolved.notes.contains { $0.text.hasPrefix("preferredContentSize 0 × 500 has a side of 0 or less") })
    }

    @Test func aNonFiniteSizeIsRefused() throws {
        #expect(
            throws: ModelError.presentationNotModelled(
                path: "home", style: "formSheet", reason: "preferredContentSize must be finite; found 400 × inf")
        ) {
            try Self.frame(size: Size(width: 400, height: .infinity), release: 26)
        }
    }

    @Test func beforeIPadOS16ThePreferredSizeIsCentredInTheWindow() throws {
        // Assumed: centred in 820 × 1180 as the classic size is: (210, 340, 400, 500).
        let resolved = try Self.resolve("iPad Air (4th generation)", size: Self.size400x500, release: 15)
        #expect(resolved.containerFrame == Rect(x: 210, y: 340, width: 400, height: 500))
        #expect(resolved.notes.contains { $0.isAssumption && $0.text.contains("its preferredContentSize, 400 × 500") })
    }

    @Test func otherPresentationsIgnoreIt() throws {
        // A page sheet on iPad and a form sheet on iPhone keep their frames, with a note.
        let page = try Self.resolve(style: .pageSheet, size: Self.size400x500, release: 26)
        #expect(page.containerFrame == Rect(x: 0, y: 42, width: 820, height: 1138))
        #expect(page.notes.contains { $0.text.hasPrefix("preferredContentSize 400 × 500 is ignored") })
        let phone = try Self.resolve("iPhone 16", size: Self.size400x500, release: 26)
        #expect(phone.containerFrame == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(phone.notes.contains { $0.text.hasPrefix("preferredContentSize 400 × 500 is ignored") })
        let full = try Self.resolve(style: .fullScreen, size: Self.size400x500, release: 26)
        #expect(full.containerFrame == Rect(x: 0, y: 0, width: 820, height: 1180))
        #expect(full.notes.contains { $0.text.hasPrefix("preferredContentSize 400 × 500 is ignored") })
    }
}
