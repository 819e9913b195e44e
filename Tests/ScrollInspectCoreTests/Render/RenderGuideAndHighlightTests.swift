import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// Guides of selected views; findings outlined with their rule and numbered in the panel.
@Suite struct RenderGuideAndHighlightTests {
    @Test func noGuidesByDefault() throws {
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable())
        #expect(svg.ids(class: "guide-safe-area").isEmpty)
        #expect(svg.ids(class: "guide-margins").isEmpty)
    }

    @Test func guidesOfASelectedView() throws {
        let options = RenderOptions(guides: .paths(["nav/feed/table"]))
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable(), options: options)
        // Safe area (88, 0, 34, 0); root-view margins (88, 16, 34, 16).
        #expect(svg.element(id: "safe-area-guide-1")?.rect == Rect(x: 0, y: 88, width: 375, height: 690))
        #expect(svg.element(id: "margins-guide-1")?.rect == Rect(x: 16, y: 88, width: 343, height: 690))
        #expect(svg.element(id: "margins-guide-1")?.attributes["data-path"] == "nav/feed/table")
    }

    @Test func allGuidesSkipContainerViewsAndUnknownPathsDrawNothing() throws {
        let root = ViewNode(
            name: "root", subviews: [.view(ViewNode(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100)))])
        let layout = try Scene(screen: try RenderTestScenes.screen("iPhone X", .portrait), root: .view(root)).layout()
        let all = try RenderTestScenes.svg(layout, options: RenderOptions(guides: .all))
        #expect(all.ids(class: "guide-safe-area") == ["safe-area-guide-0", "safe-area-guide-1"])
        // The box reaches 44 pt into the top band: its safe area starts at 44, margins 8 below that.
        #expect(all.element(id: "safe-area-guide-1")?.rect == Rect(x: 0, y: 44, width: 100, height: 56))
        #expect(all.element(id: "margins-guide-1")?.rect == Rect(x: 8, y: 52, width: 84, height: 40))
        let none = try RenderTestScenes.svg(layout, options: RenderOptions(guides: .paths(["nope"])))
        #expect(none.ids(class: "guide-safe-area").isEmpty)
    }

    @Test func findingOutlinesItsViewWithRuleAndSeverity() throws {
        let highlights = [RenderHighlight(path: "nav/feed/table", rule: "content-under-bar", severity: "Warning")]
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable(), highlights: highlights)
        let outline = try #require(svg.element(id: "highlight-1"))
        #expect(outline.rect == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(outline.classes == ["highlight", "warning"])
        #expect(outline.attributes["data-rule"] == "content-under-bar")
        #expect(outline.attributes["data-severity"] == "Warning")
        #expect(svg.element(id: "badge-text-1")?.text == "1")
        #expect(svg.element(id: "label-highlight-1")?.text == "content-under-bar")
        #expect(svg.element(id: "finding-0-1")?.text == "1  Warning  content-under-bar")
        #expect(svg.element(id: "finding-path-0-1")?.text == "nav/feed/table")
    }

    @Test func controllerPathOutlinesItsRootViewAndUnknownPathIsOnlyListed() throws {
        let highlights = [
            RenderHighlight(path: "nav", rule: "r1", severity: "error"),
            RenderHighlight(path: "nav/ghost", rule: "r2", severity: "info"),
        ]
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable(), highlights: highlights)
        #expect(svg.element(id: "highlight-1")?.rect == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(svg.element(id: "highlight-1")?.classes == ["highlight", "error"])
        #expect(svg.element(id: "highlight-2") == nil)
        #expect(svg.element(id: "finding-path-0-2")?.text == "nav/ghost (no such view: not drawn)")
        #expect(HighlightLayer.severityClass("info") == "note")
    }

    @Test func findingsShowEvenWithoutTheLegend() throws {
        let options = RenderOptions(includeLegend: false)
        let layout = try RenderTestScenes.navigationTable()
        let plain = try RenderTestScenes.svg(layout, options: options)
        #expect(plain.element(id: "panel") == nil)
        let flagged = try RenderTestScenes.svg(
            layout, highlights: [RenderHighlight(path: "nav", rule: "r", severity: "error")],
            options: options)
        #expect(flagged.element(id: "panel") != nil)
        #expect(flagged.element(id: "legend-title") == nil)
        #expect(flagged.element(id: "findings-title")?.text == "Findings")
    }
}
