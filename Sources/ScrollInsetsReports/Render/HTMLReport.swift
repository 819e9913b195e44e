import ScrollInsets

/// `scroll-inspect render --format html`: one self-contained HTML page — no scripts, no
/// external files — with the legend, then every scene as an inline SVG under a heading
/// (`file#index`), a line with device, orientation and size, and its findings as a list.
///
/// Each scene's SVG has its own id prefix (`s0-`, `s1-`, …) and its own scoped style sheet, so
/// the drawings do not share ids or patterns in the page's single id space.
///
/// ```swift
/// let page = HTMLReport.render([RenderScene(report: report)], title: "feed.yaml")
/// ```
public enum HTMLReport {
    /// The page, ending with a newline.
    ///
    /// - Parameters:
    ///   - scenes: The scenes, in order.
    ///   - title: The page's `<title>` and top heading.
    ///   - options: Guides and scale apply to every scene; ``RenderOptions/includeLegend``
    ///     shows or hides the page's legend (scenes carry no panel of their own here).
    /// - Complexity: O(*n* · *l*) over all scenes' shapes and labels.
    public static func render(
        _ scenes: [RenderScene], title: String = "scroll-inspect render",
        options: RenderOptions = RenderOptions()
    ) -> String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<title>\(escape(title))</title>",
            "<style>",
            pageStyle,
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(escape(title))</h1>",
        ]
        if options.includeLegend {
            lines.append("<section class=\"legend\" id=\"legend\">")
            lines.append("<h2>Legend</h2>")
            lines.append(legendSVG(options: options).serialized().trimmingTrailingNewline)
            lines.append("</section>")
        }
        if scenes.isEmpty { lines.append("<p>no scenes</p>") }
        for (index, scene) in scenes.enumerated() {
            let prefix = "s\(index)-"
            lines.append("<section class=\"scene\" id=\"scene-\(index)\">")
            lines.append("<h2>\(escape(scene.title))</h2>")
            lines.append("<p class=\"device\">\(escape(scene.subtitle))</p>")
            // Findings are listed in HTML below the picture rather than in a panel.
            let svg = SVGReport.element(scene, options: options, prefix: prefix, title: false, panel: false)
            lines.append(svg.serialized().trimmingTrailingNewline)
            lines += findings(scene)
            lines += movedLabels(SceneDrawing(scene, options: options, shapePrefix: prefix).moved)
            lines.append("</section>")
        }
        lines += ["</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<ol class="findings">` with one item per highlight, or a line saying there are none.
    package static func findings(_ scene: RenderScene) -> [String] {
        guard !scene.highlights.isEmpty else { return ["<p class=\"findings\">no findings</p>"] }
        var lines = ["<ol class=\"findings\">"]
        for highlight in scene.highlights {
            let drawn = SceneGeometry.frame(ofPath: highlight.path, in: scene.report.layout) != nil
            let severity = HighlightLayer.severityClass(highlight.severity)
            lines.append(
                "<li><span class=\"severity \(severity)\">\(escape(highlight.severity))</span> "
                    + "<code>\(escape(highlight.rule))</code> <code>\(escape(highlight.path))</code>"
                    + (drawn ? "" : " (no such view: not drawn)") + "</li>")
        }
        lines.append("</ol>")
        return lines
    }

    /// The labels that found no room in the picture, as a list under it; nothing when all did.
    package static func movedLabels(_ moved: [LabelPlacer.Moved]) -> [String] {
        guard !moved.isEmpty else { return [] }
        return ["<p class=\"moved-labels\">Labels without room in the picture:</p>", "<ul class=\"moved-labels\">"]
            + moved.map { "<li><code>\(escape($0.path))</code> \(escape($0.text))</li>" } + ["</ul>"]
    }

    /// The legend alone, as an SVG of its own with the `legend-` prefix.
    package static func legendSVG(options: RenderOptions) -> SVGElement {
        let font = options.labelFontSize
        // The page's heading says "Legend"; the drawing does not repeat it.
        let rows = LegendPanel.rows(legend: true, findings: [], idPrefix: "legend-", fontSize: font, legendTitle: false)
        // Drop the "Findings: none" line: the page lists findings under each scene.
        let elements = Array(rows.elements.dropLast())
        let height = rows.size.height - (font + 9)
        let size = Size(width: rows.size.width + 20, height: height + 20)
        return SVGDocumentParts.root(
            id: "legend-render", size: size, scale: 1,
            children: [
                RenderStyle.styleSheet(rootID: "legend-render", prefix: "legend-", fontSize: font),
                SVGElement("defs", children: RenderStyle.patterns(prefix: "legend-")),
                SVGDocumentParts.placed(id: "legend-rows", x: 10, y: 10, children: elements),
            ])
    }

    /// The page's own styles: layout and the severity words (which say the severity in text). The
    /// sections flow in a wrapping row, the legend 300 px wide and each scene at most 85 % of the
    /// window tall, so that a 1200-px window shows the legend and two portrait scenes side by side.
    /// In a window 1000 px wide or more, a scene is at most as wide as the room beside the legend
    /// (the window less 372 px: the legend, the gap, the margins and a scroll bar), so that a
    /// landscape scene (844 px wide) shares the legend's row in a 1200-px window instead of
    /// wrapping to a row of its own, drawn at 828 px.
    package static let pageStyle = """
        body { font-family: \(RenderStyle.fontFamily); margin: 16px; color: #000000; background: #FFFFFF;
          display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0 16px }
        h1 { font-size: 20px; flex-basis: 100% }
        h2 { font-size: 16px; margin: 0 0 4px 0 }
        section.scene, section.legend { margin: 0 0 24px 0; min-width: 0 }
        section.legend { flex: 0 0 300px }
        section.scene { flex: 0 1 auto }
        @media (min-width: 1000px) { section.scene { max-width: calc(100vw - 372px) } }
        section.legend svg { width: 300px; height: auto }
        section.scene svg { max-width: 100%; max-height: 85vh; width: auto; height: auto }
        p.device { margin: 0 0 8px 0 }
        .severity { font-weight: bold; color: \(RenderStyle.Color.vermillion) }
        """

    private static func escape(_ text: String) -> String {
        XMLEscaping.escape(text, inAttribute: true)
    }
}

private extension String {
    var trimmingTrailingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
