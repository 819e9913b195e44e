import Foundation
import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// The documents as a whole: well-formed, escaped, deterministic, every shape findable, sizes
/// and font sizes, contact sheets and the HTML page.
@Suite struct RenderDocumentTests {
    /// Every class a drawn shape can have first.
    static let shapeClasses: Set<String> = [
        "screen", "unsafe", "housing", "bar", "view", "content", "adjusted-inset", "content-inset", "cell",
        "cell-content", "separator", "header", "header-content", "section", "item", "guide-safe-area",
        "guide-margins", "highlight", "badge", "label", "badge-text", "scroll-content", "panel", "swatch",
        "indicator-track", "sheet", "keyboard",
    ]

    func busyScene() throws -> RenderScene {
        let layout = try RenderTestScenes.navigationTable("iPhone X", .landscapeLeft)
        return RenderScene(
            report: RenderTestScenes.report(layout),
            highlights: [RenderHighlight(path: "nav/feed/table", rule: "r", severity: "error")])
    }

    @Test func everyShapeHasIdClassAndPathAndIdsAreUnique() throws {
        let text = SVGReport.render(try busyScene(), options: RenderOptions(guides: .all))
        let svg = try ParsedSVG(text)
        var ids = Set<String>()
        for element in svg.elements where element.attributes["class"] != nil {
            let first = try #require(element.classes.first)
            #expect(Self.shapeClasses.contains(first), "unexpected class \(first)")
            #expect(element.attributes["data-path"] != nil, "\(element.attributes["id"] ?? element.name)")
        }
        for element in svg.elements {
            guard let id = element.attributes["id"] else { continue }
            #expect(ids.insert(id).inserted, "duplicate id \(id)")
        }
        #expect(svg.elements.first?.name == "svg")
        // The legend panel sets the height: 25 rows of 20 pt (the indicator track, the presented container and the
        // keyboard among them), the findings, and the labels without room in the picture.
        #expect(svg.elements.first?.attributes["viewBox"] == "0 0 1337 732")
        #expect(
            svg.elements(class: "label").filter { $0.attributes["id"]?.hasPrefix("moved-") == true }.map(\.text)
                == [
                    "Labels without room in the picture",
                    "window: left 44: rounded corners, matching the sensor housing's side",
                ])
    }

    @Test func outputIsDeterministic() throws {
        let scene = try busyScene()
        #expect(SVGReport.render(scene) == SVGReport.render(scene))
        #expect(HTMLReport.render([scene]) == HTMLReport.render([scene]))
    }

    @Test func textIsEscaped() throws {
        let view = ViewNode(name: "a<b>&\"c\"", frame: Rect(x: 0, y: 100, width: 50, height: 50))
        let layout = try Scene(
            screen: try RenderTestScenes.screen("iPhone 8", .portrait),
            root: .view(ViewNode(name: "root", subviews: [.view(view)]))
        ).layout()
        let scene = RenderScene(
            report: RenderTestScenes.report(layout, file: "x&y <z>.yaml"),
            highlights: [RenderHighlight(path: "root/a<b>&\"c\"", rule: "r<1>", severity: "error\u{1}")])
        let text = SVGReport.render(scene)
        #expect(text.contains("data-path=\"root/a&lt;b&gt;&amp;&quot;c&quot;\""))
        let svg = try ParsedSVG(text)
        #expect(svg.element(id: "label-view-1")?.text == "a<b>&\"c\"")
        #expect(svg.element(id: "title")?.text == "x&y <z>.yaml#0")
        #expect(svg.element(id: "highlight-1")?.attributes["data-severity"] == "error\u{FFFD}")
        _ = try ParsedSVG(HTMLReport.render([scene], title: "<&>"))
    }

    @Test func scaleSetsPixelSizeNotCoordinatesAndLabelsStayLegible() throws {
        let scene = try busyScene()
        for scale in [0.25, 0.5, 1, 2, 3] {
            let svg = try ParsedSVG(SVGReport.render(scene, options: RenderOptions(scale: scale)))
            let root = try #require(svg.elements.first)
            let viewBox = try #require(root.attributes["viewBox"]).split(separator: " ").compactMap { Double($0) }
            if scale >= 1 { #expect(viewBox == [0, 0, 1337, 732]) }
            // Pixel sizes are rounded to hundredths.
            #expect(abs(try #require(root.number("width")) - viewBox[2] * scale) <= 0.005)
            #expect(abs(try #require(root.number("height")) - viewBox[3] * scale) <= 0.005)
            #expect(svg.element(id: "unsafe-left")?.rect == Rect(x: 0, y: 0, width: 44, height: 354))
            let fontSize = try #require(RenderOptions(scale: scale).labelFontSize as Double?)
            #expect(fontSize * scale >= 11, "scale \(scale): \(fontSize) pt")
        }
        #expect(RenderOptions(scale: .nan).effectiveScale == 1)
        #expect(RenderOptions(scale: 100).effectiveScale == 8)
        #expect(RenderOptions(scale: 0).effectiveScale == 0.25)
        #expect(RenderOptions(scale: 0.5).labelFontSize == 22)
    }

    @Test func styleSheetIsScopedToTheRoot() throws {
        let text = SVGReport.render(try busyScene())
        #expect(text.contains("#render .unsafe { fill: url(#hatch-unsafe);"))
        #expect(text.contains("#render { font-size: 11px }"))
    }

    @Test func contactSheetPlacesScenesInAGridWithPrefixedIds() throws {
        let portrait = RenderScene(report: RenderTestScenes.report(try RenderTestScenes.navigationTable(), index: 0))
        let landscape = RenderScene(
            report: RenderTestScenes.report(try RenderTestScenes.navigationTable("iPhone X", .landscapeLeft), index: 1))
        let eight = RenderScene(
            report: RenderTestScenes.report(try RenderTestScenes.navigationTable("iPhone 8", .portrait), index: 2),
            highlights: [RenderHighlight(path: "nav", rule: "r", severity: "warning")])
        let svg = try ParsedSVG(SVGReport.renderContactSheet([portrait, landscape, eight], columns: 2))
        #expect(svg.element(id: "s0-cell")?.attributes["transform"] == "translate(16 16)")
        #expect(svg.element(id: "s1-cell")?.attributes["transform"] == "translate(423 16)")
        #expect(svg.element(id: "s2-cell")?.attributes["transform"] == "translate(16 900)")
        #expect(svg.element(id: "s1-unsafe-left")?.rect == Rect(x: 0, y: 0, width: 44, height: 354))
        #expect(svg.element(id: "s1-view-1")?.attributes["clip-path"] == nil)
        #expect(svg.element(id: "s1-scroll-content-1")?.attributes["clip-path"] == "url(#s1-clip-1)")
        #expect(svg.element(id: "s2-title")?.text == "Fixtures/feed.yaml#2")
        #expect(svg.element(id: "findings-group-2")?.text == "Fixtures/feed.yaml#2")
        #expect(svg.element(id: "s2-highlight-1")?.classes == ["highlight", "warning"])
        let empty = try ParsedSVG(SVGReport.renderContactSheet([]))
        #expect(empty.element(id: "empty")?.text == "no scenes")
    }

    @Test func htmlPageIsSelfContainedWithTitlesAndFindings() throws {
        let scene = try busyScene()
        let html = HTMLReport.render(
            [scene, RenderScene(report: RenderTestScenes.report(try RenderTestScenes.navigationTable(), index: 1))],
            title: "feed.yaml")
        #expect(
            html.hasPrefix(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>feed.yaml</title>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("href="))
        let page = try ParsedSVG(html)
        #expect(
            page.elements.filter { $0.name == "h2" }.map(\.text)
                == ["Legend", "Fixtures/feed.yaml#0", "Fixtures/feed.yaml#1"])
        #expect(
            page.elements.filter { $0.name == "p" && $0.attributes["class"] == "device" }.map(\.text)
                == ["iPhone X · landscapeLeft · 812×375", "iPhone X · portrait · 375×812"])
        #expect(page.element(id: "s0-unsafe-left")?.rect == Rect(x: 0, y: 0, width: 44, height: 354))
        #expect(page.element(id: "s1-unsafe-top")?.rect == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(page.element(id: "s0-panel") == nil)
        // One finding, and the landscape scene's left unsafe label (403 pt at 11 px, in a 354-pt band).
        #expect(
            page.elements.filter { $0.name == "li" }.map(\.text)
                == ["  ", " left 44: rounded corners, matching the sensor housing's side"])
        #expect(html.contains("#s1-render .unsafe { fill: url(#s1-hatch-unsafe);"))
        #expect(page.element(id: "legend-render") != nil)
    }
}
