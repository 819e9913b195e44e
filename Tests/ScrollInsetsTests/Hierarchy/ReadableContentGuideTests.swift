import Testing
@testable import ScrollInsets

/// `readableContentGuide` per platform and width (docs/safe-area.md, "The readable content guide").
@Suite struct ReadableContentGuideTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var platform: ReadableContentGuide.Platform
        var bounds: Size
        var margins: EdgeInsets
        var expected: Rect
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // useyourloaf "Readable Content Guides": iPad Air 2 landscape, 20 pt margins → 672 wide, inset 176.
        Case(
            name: "iPad landscape at the default text size", platform: .pad,
            bounds: Size(width: 1024, height: 768), margins: EdgeInsets(all: 20),
            expected: Rect(x: 176, y: 20, width: 672, height: 728)),
        // iPad portrait: margin guide 768 − 40 = 728 > 672 → x 20 + 28 = 48.
        Case(
            name: "iPad portrait", platform: .pad,
            bounds: Size(width: 768, height: 1024), margins: EdgeInsets(all: 20),
            expected: Rect(x: 48, y: 20, width: 672, height: 984)),
        // A phone in portrait: 375 − 32 = 343 < 672 → the margin guide.
        Case(
            name: "phone portrait is the margin guide", platform: .phone,
            bounds: Size(width: 375, height: 812), margins: EdgeInsets(top: 44, left: 16, bottom: 34, right: 16),
            expected: Rect(x: 16, y: 44, width: 343, height: 734)),
        // iPhone X landscape root view, margins 44 + 16 = 60: guide 692 > 672 → x 60 + 10 = 70.
        Case(
            name: "phone landscape wider than the readable width", platform: .phone,
            bounds: Size(width: 812, height: 375), margins: EdgeInsets(top: 0, left: 60, bottom: 21, right: 60),
            expected: Rect(x: 70, y: 0, width: 672, height: 354)),
        // Exactly the readable width: not narrowed.
        Case(
            name: "margin guide exactly 672", platform: .phone,
            bounds: Size(width: 704, height: 400), margins: EdgeInsets(all: 16),
            expected: Rect(x: 16, y: 16, width: 672, height: 368)),
        // openuikit Catalyst 26.1 probes: 1024 → x 52 w 920; 1009 → x 44.5 w 920; 1008 → margin guide.
        Case(
            name: "Catalyst 1024 wide", platform: .macCatalyst,
            bounds: Size(width: 1024, height: 700), margins: EdgeInsets(all: 20),
            expected: Rect(x: 52, y: 20, width: 920, height: 660)),
        Case(
            name: "Catalyst 1009 wide", platform: .macCatalyst,
            bounds: Size(width: 1009, height: 700), margins: EdgeInsets(all: 8),
            expected: Rect(x: 44.5, y: 8, width: 920, height: 684)),
        Case(
            name: "Catalyst 1008 wide is the margin guide", platform: .macCatalyst,
            bounds: Size(width: 1008, height: 700), margins: EdgeInsets(all: 8),
            expected: Rect(x: 8, y: 8, width: 992, height: 684)),
        // openuikit: 1200 wide with 200 pt margins → 800, the margin guide (narrower than the cap).
        Case(
            name: "Catalyst wide bounds, narrow margin guide", platform: .macCatalyst,
            bounds: Size(width: 1200, height: 700), margins: EdgeInsets(all: 200),
            expected: Rect(x: 200, y: 200, width: 800, height: 300)),
        // The Catalyst band never leaves the margin guide: margin guide 200…1200 (1000 > 920),
        // centred band 140…1060, cut at the left margin 200.
        Case(
            name: "Catalyst band kept inside asymmetric margins", platform: .macCatalyst,
            bounds: Size(width: 1200, height: 700), margins: EdgeInsets(top: 0, left: 200, bottom: 0, right: 0),
            expected: Rect(x: 200, y: 0, width: 860, height: 700)),
    ]

    @Test(arguments: cases) func layoutFrame(_ c: Case) {
        let guide = ReadableContentGuide.resolve(bounds: c.bounds, layoutMargins: c.margins, platform: c.platform)
        #expect(guide.layoutFrame == c.expected)
        #expect(
            guide.insets
                == EdgeInsets(
                    top: c.expected.minY, left: c.expected.minX,
                    bottom: c.bounds.height - c.expected.maxY,
                    right: c.bounds.width - c.expected.maxX))
    }

    @Test func insetsOfTheIPadCase() {
        let guide = ReadableContentGuide.resolve(
            bounds: Size(width: 1024, height: 768), layoutMargins: EdgeInsets(all: 20),
            platform: .pad)
        #expect(guide.insets == EdgeInsets(top: 20, left: 176, bottom: 20, right: 176))
    }

    @Test func reasonsNameTheNumbers() {
        let narrowed = ReadableContentGuide.resolve(
            bounds: Size(width: 1024, height: 768),
            layoutMargins: EdgeInsets(all: 20), platform: .pad)
        #expect(
            narrowed.reason
                == .reason(
                    "the margin guide is 984 pt wide, more than the readable width 672 pt at the "
                        + "default text size, so the guide is 672 pt centred in it"))
        let phone = ReadableContentGuide.resolve(
            bounds: Size(width: 375, height: 667), layoutMargins: EdgeInsets(all: 16),
            platform: .phone)
        #expect(
            phone.reason
                == .reason(
                    "the margin guide is 343 pt wide, not more than the readable width 672 pt at the "
                        + "default text size, so the guide is the margin guide"))
    }

    @Test func platformOfEachFamily() {
        #expect(ReadableContentGuide.Platform(.phone) == .phone)
        #expect(ReadableContentGuide.Platform(.pad) == .pad)
    }
}
