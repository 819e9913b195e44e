import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// The screen: outline, unsafe bands (exact window coordinates, from the catalog's safe areas),
/// their labels, and the sensor housing turned with the orientation.
@Suite struct RenderScreenLayerTests {
    /// A device and orientation, with the bands the picture must shade.
    struct BandCase: CustomTestStringConvertible, Sendable {
        var device: String
        var orientation: Orientation
        var bands: [String: Rect]
        var testDescription: String { "\(device) \(orientation)" }
    }

    static let bandCases: [BandCase] = [
        BandCase(
            device: "iPhone X", orientation: .portrait,
            bands: [
                "unsafe-top": Rect(x: 0, y: 0, width: 375, height: 44),
                "unsafe-bottom": Rect(x: 0, y: 778, width: 375, height: 34),
            ]),
        BandCase(
            device: "iPhone X", orientation: .landscapeLeft,
            bands: [
                "unsafe-left": Rect(x: 0, y: 0, width: 44, height: 354),
                "unsafe-bottom": Rect(x: 0, y: 354, width: 812, height: 21),
                "unsafe-right": Rect(x: 768, y: 0, width: 44, height: 354),
            ]),
        BandCase(
            device: "iPhone 8", orientation: .portrait,
            bands: [
                "unsafe-top": Rect(x: 0, y: 0, width: 375, height: 20)
            ]),
        BandCase(device: "iPhone 8", orientation: .landscapeLeft, bands: [:]),
        BandCase(
            device: "iPhone 14 Pro", orientation: .portrait,
            bands: [
                "unsafe-top": Rect(x: 0, y: 0, width: 393, height: 59),
                "unsafe-bottom": Rect(x: 0, y: 818, width: 393, height: 34),
            ]),
        BandCase(
            device: "iPad Pro 11-inch (1st generation)", orientation: .landscapeRight,
            bands: [
                "unsafe-top": Rect(x: 0, y: 0, width: 1194, height: 24),
                "unsafe-bottom": Rect(x: 0, y: 814, width: 1194, height: 20),
            ]),
    ]

    @Test(arguments: bandCases)
    func unsafeBandsHaveTheWindowsSafeArea(_ testCase: BandCase) throws {
        let screen = try RenderTestScenes.screen(testCase.device, testCase.orientation)
        let layout = try Scene(screen: screen, root: .view(ViewNode(name: "root"))).layout()
        let svg = try RenderTestScenes.svg(layout)
        var found: [String: Rect] = [:]
        for element in svg.shapes(class: "unsafe") {
            found[element.attributes["id"] ?? "?"] = element.rect
        }
        #expect(found == testCase.bands)
    }

    @Test func iPhoneXPortraitOutlineBandsAndLabels() throws {
        let layout = try RenderTestScenes.navigationTable()
        let svg = try RenderTestScenes.svg(layout)
        let outline = try #require(svg.element(id: "screen"))
        #expect(outline.rect == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(outline.attributes["rx"] == "39")
        #expect(outline.attributes["data-path"] == "window")
        #expect(svg.element(id: "unsafe-top")?.attributes["data-inset"] == "44")
        #expect(svg.element(id: "label-unsafe-top")?.text == "top 44: sensor housing (status bar 44 pt within it)")
        #expect(svg.element(id: "label-unsafe-bottom")?.text == "bottom 34: home indicator")
        #expect(svg.element(id: "label-unsafe-top")?.attributes["y"] == "40")
    }

    @Test func homeButtonPhoneHasSquareCornersAndNoHousing() throws {
        let layout = try Scene(
            screen: try RenderTestScenes.screen("iPhone 8", .portrait),
            root: .view(ViewNode(name: "root"))
        ).layout()
        let svg = try RenderTestScenes.svg(layout)
        #expect(svg.element(id: "screen")?.attributes["rx"] == "0")
        #expect(svg.element(id: "sensor-housing") == nil)
        #expect(svg.element(id: "label-unsafe-top")?.text == "top 20: status bar 20 pt")
    }

    @Test func notchSitsOnTheCameraSideInEachOrientation() throws {
        // The path starts at the notch's left ear: 6 pt beyond its 209-pt width, centred.
        let starts: [(Orientation, String)] = [
            (.portrait, "M77,0 "), (.landscapeLeft, "M812,77 "), (.landscapeRight, "M0,298 "),
        ]
        for (orientation, start) in starts {
            let layout = try Scene(
                screen: try RenderTestScenes.screen("iPhone X", orientation),
                root: .view(ViewNode(name: "root"))
            ).layout()
            let housing = try #require(try RenderTestScenes.svg(layout).element(id: "sensor-housing"))
            #expect(housing.attributes["data-kind"] == "notch")
            #expect(
                housing.attributes["d"]?.hasPrefix(start) == true, "\(orientation): \(housing.attributes["d"] ?? "")")
        }
    }

    @Test func dynamicIslandIsAPillBelowTheTopEdge() throws {
        let portrait = try Scene(
            screen: try RenderTestScenes.screen("iPhone 14 Pro", .portrait),
            root: .view(ViewNode(name: "root"))
        ).layout()
        let island = try #require(try RenderTestScenes.svg(portrait).element(id: "sensor-housing"))
        #expect(island.attributes["data-kind"] == "dynamicIsland")
        #expect(island.rect == Rect(x: 133.5, y: 11, width: 126, height: 37.33))
        let landscape = try Scene(
            screen: try RenderTestScenes.screen("iPhone 14 Pro", .landscapeLeft),
            root: .view(ViewNode(name: "root"))
        ).layout()
        let turned = try #require(try RenderTestScenes.svg(landscape).element(id: "sensor-housing"))
        #expect(turned.rect == Rect(x: 803.67, y: 133.5, width: 37.33, height: 126))
    }

    @Test func customWindowIsSquareWithItsOwnReason() throws {
        let screen = Screen(
            size: Size(width: 300, height: 500), safeAreaInsets: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        let layout = try Scene(screen: screen, root: .view(ViewNode(name: "root"))).layout()
        let svg = try RenderTestScenes.svg(layout)
        #expect(svg.element(id: "screen")?.attributes["rx"] == "0")
        #expect(svg.element(id: "sensor-housing") == nil)
        // 47 characters are wider than the 300-pt window: the label is listed in the panel instead.
        #expect(svg.element(id: "label-unsafe-top") == nil)
        #expect(svg.element(id: "moved-0-0")?.text == "window: top 10: the custom window's safeAreaInsets.top")
        #expect(svg.element(id: "subtitle")?.text == "custom window · portrait · 300×500")
    }
}
