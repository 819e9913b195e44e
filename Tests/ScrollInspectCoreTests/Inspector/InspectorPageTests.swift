import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// `scroll-inspect inspect`: the page is self-contained, embeds each scene's drawing and its
/// JSON report (the values `--format json --explain` prints), and indexes the scenes for the
/// switcher. The browser side is checked by scripts/inspector-check.sh.
@Suite struct InspectorPageTests {
    static let fixture = "Fixtures/tab-and-navigation-iphone-x.yaml"

    /// The text of the `<script>` element whose id is `id`, `<\/` restored to `</`.
    static func script(_ id: String, in page: String) throws -> String {
        let open = try #require(page.range(of: "id=\"\(id)\">"))
        let close = try #require(page.range(of: "</script>", range: open.upperBound..<page.endIndex))
        return String(page[open.upperBound..<close.lowerBound]).replacingOccurrences(of: "<\\/", with: "</")
    }

    @Test func pageIsSelfContained() throws {
        let output = ScrollInspect.run(["inspect", Self.fixture, "-o", "-"], environment: PackageFileEnvironment())
        #expect(output.exitCode == .success)
        let page = output.standardOutput
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>"))
        for external in ["<link", " src=", "href=", "@import", "url(http", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(external), "\(external)")
        }
        // The only address is the SVG namespace.
        #expect(
            page.components(separatedBy: "http").count - 1 == page.components(separatedBy: "http://www.w3.org/2000/svg")
                .count - 1)
        #expect(page.components(separatedBy: "<script").count - 1 == 2 * 2 + 3)
    }

    @Test func indexAndDataAreTheJSONReportsValues() throws {
        let page = ScrollInspect.run(["inspect", Self.fixture, "-o", "-"], environment: PackageFileEnvironment())
            .standardOutput
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.script("scene-index", in: page).utf8)) as? [String: Any])
        let scenes = try #require(index["scenes"] as? [[String: Any]])
        #expect(
            scenes.map { $0["title"] as? String } == [
                "Fixtures/tab-and-navigation-iphone-x.yaml#0", "Fixtures/tab-and-navigation-iphone-x.yaml#1",
            ])
        #expect(scenes.map { $0["device"] as? String } == ["iPhone X", "iPhone X"])
        #expect(scenes.allSatisfy { $0["pair"] is NSNull })
        let report = ScrollInspect.run(
            [Self.fixture, "--format", "json", "--explain"], environment: PackageFileEnvironment()
        ).standardOutput
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let first = try #require((json["scenes"] as? [[String: Any]])?.first)
        let embedded = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.script("data-0", in: page).utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: embedded).isEqual(to: first))
        #expect(
            try Self.script("svg-0", in: page).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"s-render\""))
    }

    /// The drawings' style sheet and fill patterns are in the page once, not in every scene.
    @Test func drawingsShareOneStyleSheet() throws {
        let page = ScrollInspect.run(["inspect", Self.fixture, "-o", "-"], environment: PackageFileEnvironment())
            .standardOutput
        for id in ["svg-0", "svg-1"] {
            let svg = try Self.script(id, in: page)
            #expect(!svg.contains("<style>") && !svg.contains("<pattern"), "\(id)")
            #expect(svg.contains("class=\"unsafe\""), "\(id)")
        }
        #expect(page.components(separatedBy: "#s-render .unsafe { fill: url(#s-hatch-unsafe);").count - 1 == 1)
        #expect(page.components(separatedBy: "<pattern id=\"s-hatch-unsafe\"").count - 1 == 1)
    }

    @Test func twoReleasesArePaired() throws {
        let page = ScrollInspect.run(
            ["inspect", "Fixtures/tab-navigation-table-iphone16-ios26.yaml", "--ios", "18", "--ios", "26", "-o", "-"],
            environment: PackageFileEnvironment()
        ).standardOutput
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.script("scene-index", in: page).utf8)) as? [String: Any])
        let scenes = try #require(index["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["ios"] as? String } == ["18", "26"])
        #expect(scenes.map { $0["pair"] as? Int } == [1, 0])
        // Before and after, side by side in the panel (scripts/inspector_tree_check.js checks it in Chromium).
        #expect(page.contains("$(\"diff\").append(el(\"h2\", {}, \"Before and after, at one scale\"), figure);"))
    }

    /// The legend is HTML in groups that fold, names the fold and the dimming, and the selection
    /// is drawn in blue, not in the findings' vermillion nor the reserved regions' reddish purple.
    @Test func legendFoldsByGroupAndSelectionHasItsOwnColour() {
        let page = ScrollInspect.run(["inspect", Self.fixture, "-o", "-"], environment: PackageFileEnvironment())
            .standardOutput
        #expect(page.components(separatedBy: "<details").count - 1 == 7)
        for title in ["Selection", "Findings", "Screen"] {
            #expect(page.contains("<details open><summary>\(title)</summary>"), "\(title)")
        }
        for title in ["Bars, sheets, keyboard", "Split view", "Views and content", "Insets and guides"] {
            #expect(page.contains("<details><summary>\(title)</summary>"), "\(title)")
        }
        #expect(page.contains("class=\"swatch reserved-region division active\""))
        #expect(page.contains("fold: a division reserved region (iOS 27.1)</li>"))
        #expect(page.contains("class=\"swatch dimming\""))
        #expect(page.contains("#stage .selected, #legend-render .inspector-selected { stroke: var(--blue) !important;"))
        #expect(page.contains("#s-render .highlight, #legend-render .highlight { stroke: var(--vermillion) }"))
        #expect(
            page.contains(
                "#s-render .reserved-region, #s-render .window-controls, #legend-render .reserved-region, "
                    + "#legend-render .window-controls { fill: var(--purple) }"))
        // The theme's colours: blue, vermillion and reddish purple apart, in light and dark.
        #expect(page.contains(":root { color-scheme: light; --paper: #FFFFFF; --ink: #000000;"))
        #expect(page.contains("--blue: #004B75; --sky: #4794BF;"))
        #expect(page.contains("--vermillion: #954200; --purple: #A36186;"))
        #expect(page.contains(":root[data-theme=\"dark\"] { color-scheme: dark; --paper: #1E1E1E; --ink: #E8E8E8;"))
        // The page's labels are placed in the browser; the panel has room for every label in full.
        #expect(page.contains("<section><h2>Labels</h2><div id=\"labels\"></div></section>"))
        #expect(page.contains("const Labels = (function () {"))
    }

    /// A split view's columns, the search bar and the keyboard layout guide each have a legend
    /// entry and a layer box, and the bars' box leaves the search bar to its own.
    @Test func containersHaveTheirLegendAndLayers() {
        let page = ScrollInspect.run(
            ["inspect", "Fixtures/ipad-settings-split.yaml", "-o", "-"], environment: PackageFileEnvironment()
        ).standardOutput
        for swatch in ["split-column", "split-column over", "split-column collapsed", "bar search-bar translucent"] {
            #expect(page.contains("<rect class=\"swatch \(swatch)\" x=\"2\" y=\"1\" width=\"26\""), "\(swatch)")
        }
        #expect(page.contains("<rect class=\"swatch keyboard-guide\" x=\"2\" y=\"7\" width=\"26\" height=\"2\"/>"))
        for layer in ["columns", "search-bar", "keyboard-guide"] {
            #expect(
                page.contains("<input type=\"checkbox\" data-layer=\"\(layer)\" data-default=\"1\" checked/>"),
                "\(layer)")
        }
        #expect(page.contains("#stage.hide-bars #s-render .bar:not(.search-bar), "))
        #expect(page.contains("#stage.hide-search-bar #s-render .search-bar, "))
        // The drawing of the first scene holds both columns, selectable as `column:PATH:COLUMN`.
        #expect(page.contains("class=\"split-column\" data-path=\"split.columns@primary\""))
        #expect(page.contains("return \"column:\" + shape.getAttribute(\"data-controller\")"))
    }

    /// The exploded view is in the page itself (no library): a toolbar button, its key and its
    /// CSS 3D; the browser check (scripts/inspector_tree_check.js) turns and resets it.
    @Test func explodedViewIsInThePage() {
        let page = ScrollInspect.run(["inspect", Self.fixture, "-o", "-"], environment: PackageFileEnvironment())
            .standardOutput
        #expect(page.contains("<button type=\"button\" id=\"explode\" aria-pressed=\"false\""))
        #expect(page.contains("<button type=\"button\" id=\"explode-reset\""))
        #expect(page.contains("#exploded { position: absolute; inset: 0; perspective: 1800px;"))
        #expect(page.contains("const Exploded = (function () {"))
        #expect(page.contains("if (e.key === \"e\" || e.key === \"E\") { e.preventDefault(); toggle(); }"))
        #expect(page.contains("else if (e.key === \"ArrowRight\") next = data.views.findIndex("))
    }

    @Test func needsAnOutputPath() {
        let output = ScrollInspect.run(["inspect", Self.fixture], environment: PackageFileEnvironment())
        #expect(output.exitCode == .usage)
        #expect(
            output.standardError.hasPrefix(
                """
                scroll-inspect: error: 'inspect' needs '-o PATH' for the page (an .html file; '-' for standard \
                output)\n
                """
            ))
    }
}
