import ScrollInsets

/// `scroll-inspect inspect`: one self-contained interactive HTML page — no network, no
/// external script, font or framework — with every scene, a switcher (scene, device,
/// orientation, release), the selected scene drawn as `render` draws it and scaled to the
/// window, and a panel that shows the selected view's numbers with their derivations
/// (docs/inspector.md).
///
/// Each scene is embedded twice, lazily: its SVG drawing (without a style sheet or fill
/// patterns: the page holds them once for every scene) as the text of a
/// `<script type="text/plain">` and its JSON report 1 with `--explain`
/// (`JSONReport.write(_:explain:into:)`, the same values `--format json` prints) as a
/// `<script type="application/json">`. The browser parses neither until the scene is shown,
/// so a page of thousands of scenes opens as fast as one of a few.
///
/// ```swift
/// let page = InspectorPage.render([report], title: "feed.yaml")
/// ```
public enum InspectorPage {
    /// The page, ending with a newline.
    ///
    /// - Parameters:
    ///   - reports: The scenes, in order. With `comparesReleases`, consecutive pairs are one
    ///     scene on two releases (as the CLI's `RenderScenes` lays them out for `--ios A --ios B`).
    ///   - title: The page's `<title>` and heading.
    ///   - comparesReleases: Whether each pair of reports is one scene on two releases; the
    ///     page then overlays what moved between them.
    ///   - notDrawn: The screens the run asked for and left out, each with its reason
    ///     (`iPhone X: does not run iOS 26`); the grid lists them.
    /// - Complexity: O(*n* · *l*) over all scenes' shapes and labels, as ``HTMLReport``.
    public static func render(
        _ reports: [SceneReport], title: String = "scroll-inspect inspect",
        comparesReleases: Bool = false, notDrawn: [String] = []
    ) -> String {
        // Every view's safe-area and margin guides, hidden until their layers are turned on.
        let options = RenderOptions(guides: .all)
        var parts: [String] = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<title>\(escape(title))</title>",
            "<style id=\"page-style\">",
            InspectorStyle.sheet,
            // The drawings' style, once for every scene: only one scene is on the stage at a
            // time, so every drawing uses the same ids (`s-render`, `s-hatch-unsafe`, …).
            RenderStyle.styleRules(
                rootID: Self.scenePrefix + "render", prefix: Self.scenePrefix, fontSize: options.labelFontSize),
            // The legend's swatches: the same rules, scoped to the legend, the same patterns.
            RenderStyle.styleRules(
                rootID: InspectorLegend.rootID, prefix: Self.scenePrefix, fontSize: options.labelFontSize),
            // Their colours in the page's theme, light or dark.
            InspectorTheme.drawingRules,
            "</style>",
            "</head>",
            "<body>",
            InspectorStyle.skeleton(title: escape(title), legend: InspectorLegend.html()),
            // The drawings' fill patterns, once; an SVG of no size, since one that is not
            // displayed does not paint its patterns.
            SVGElement(
                "svg",
                [
                    ("xmlns", "http://www.w3.org/2000/svg"), ("width", "0"), ("height", "0"),
                    ("style", "position: absolute"), ("aria-hidden", "true"), ("id", "drawing-patterns"),
                ],
                children: [SVGElement("defs", children: RenderStyle.patterns(prefix: Self.scenePrefix))]
            ).serialized(),
        ]
        var index = JSONListDocument(listKey: "scenes")
        for (number, report) in reports.enumerated() {
            let scene = RenderScene(
                report: report,
                highlights: report.findings.map {
                    RenderHighlight(path: $0.path, rule: $0.rule.rawValue, severity: $0.severity.rawValue)
                })
            let pair = comparesReleases ? (number % 2 == 0 ? number + 1 : number - 1) : nil
            index.add { stream in
                stream.beginLine(UInt8(ascii: "{"))
                stream.lineKey("title"); stream.string(scene.title)
                stream.lineKey("device"); stream.string(report.layout.screen.device?.name ?? "custom window")
                stream.lineKey("orientation"); stream.string(report.layout.screen.orientation.rawValue)
                stream.lineKey("ios"); stream.string(report.layout.release.description)
                stream.lineKey("findings"); stream.number(report.findings.count)
                stream.lineKey("pair")
                if let pair, pair < reports.count { stream.number(pair) } else { stream.null() }
                stream.endLine(UInt8(ascii: "}"))
            }
            let svg = SVGReport.element(
                scene, options: options, prefix: Self.scenePrefix, title: false, panel: false, sharedStyle: true)
            parts.append("<script type=\"text/plain\" id=\"svg-\(number)\">\(scriptSafe(svg.serialized()))</script>")
            // Compact: the page's reader is the script, and indentation was a third of the bytes.
            var data = JSONWriter(style: .compact)
            JSONReport.write(report, explain: true, into: &data)
            parts.append("<script type=\"application/json\" id=\"data-\(number)\">\(scriptSafe(data.text()))</script>")
        }
        parts.append("<script type=\"application/json\" id=\"scene-index\">\(scriptSafe(index.text()))</script>")
        let left = "[" + notDrawn.map(JSONWriter.string).joined(separator: ",") + "]"
        parts.append("<script type=\"application/json\" id=\"not-drawn\">\(scriptSafe(left))</script>")
        parts.append("<script>")
        parts.append(InspectorScript.source)
        parts.append("</script>")
        parts += ["</body>", "</html>"]
        return parts.joined(separator: "\n") + "\n"
    }

    /// The prefix of every drawing's ids: the same for every scene, as the page shows one at a time.
    static let scenePrefix = "s-"

    /// `text` safe inside a `<script>` element: `</` becomes `<\/` (the same string in JSON;
    /// in SVG markup `</` only starts end tags, which the script reading it restores).
    package static func scriptSafe(_ text: String) -> String {
        text.replacing("</", with: "<\\/")
    }

    private static func escape(_ text: String) -> String {
        XMLEscaping.escape(text, inAttribute: true)
    }
}
