import ScrollInsets

/// `scroll-inspect render`: a picture of each scene as SVG, as Xcode's view debugger would
/// show it flattened — the screen with its rounded corners and unsafe areas, the bars, every
/// view's frame, scroll views' inset bands and visible content, table cells and collection
/// items, the guides of selected views, and the findings.
///
/// The `viewBox` is in points and every shape carries the model's coordinates exactly, with an
/// `id`, a `class` and a `data-path`; the screen's top-left corner is the origin of the group
/// `scene`. Output is deterministic: attributes in a fixed order, numbers written by
/// `formatPoints`, text XML-escaped.
///
/// ```swift
/// let report = SceneReport(file: "feed.yaml", index: 0, layout: try scene.layout())
/// let svg = SVGReport.render(RenderScene(report: report))
/// // <rect id="unsafe-top" class="unsafe" data-path="window" x="0" y="0" width="375" height="44" …/>
/// ```
public enum SVGReport {
    /// One scene as a standalone SVG document: the title, the drawing and (unless
    /// ``RenderOptions/includeLegend`` is off and there are no findings) the side panel.
    ///
    /// - Complexity: O(*n* · *l*) for *n* shapes and *l* labels.
    public static func render(_ scene: RenderScene, options: RenderOptions = RenderOptions()) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + element(scene, options: options, prefix: "", title: true, panel: true).serialized()
    }

    /// Several scenes in one SVG document, in rows of `columns` (default: as many as make the
    /// grid closest to square; clamped to at least one), each with its title, and one
    /// side panel for all of them whose findings are grouped by scene. Suits a device matrix:
    /// one fixture on every device and orientation.
    ///
    /// Shape ids are prefixed by the scene's position (`s0-unsafe-top`, `s1-unsafe-top`, …).
    /// An empty list gives a document that says so.
    ///
    /// - Complexity: The sum of ``render(_:options:)`` over the scenes.
    public static func renderContactSheet(
        _ scenes: [RenderScene], columns: Int? = nil,
        options: RenderOptions = RenderOptions()
    ) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + ContactSheet.element(scenes, columns: columns, options: options).serialized()
    }

    /// The `svg` element of one scene; `prefix` starts every id (the HTML page gives each
    /// scene its own), `title` adds the two title lines, `panel` the side panel. With
    /// `sharedStyle`, the drawing has no style sheet and no fill patterns of its own: the page
    /// that shows it holds them once (`RenderStyle.styleRules` scoped to `#{prefix}render`, and
    /// `RenderStyle.patterns(prefix:)`), as the inspector page does for every scene.
    package static func element(
        _ scene: RenderScene, options: RenderOptions, prefix: String, title: Bool,
        panel: Bool, sharedStyle: Bool = false
    ) -> SVGElement {
        let drawing = SceneDrawing(scene, options: options, shapePrefix: prefix)
        let pad = SVGDocumentParts.padding
        let top = pad + (title ? SVGDocumentParts.titleHeight : 0)
        var body: [SVGElement] = []
        if title { body += SVGDocumentParts.title(scene, prefix: prefix, x: pad, y: pad + 12) }
        body.append(SVGDocumentParts.placed(id: prefix + "scene", x: pad, y: top, children: drawing.groups))
        var width = pad + drawing.size.width + pad
        if title { width = max(width, pad + SVGDocumentParts.titleWidth(scene, fontSize: options.labelFontSize) + pad) }
        var height = top + drawing.size.height + pad
        if panel && (options.includeLegend || !drawing.listed.isEmpty || !drawing.moved.isEmpty) {
            let rows = LegendPanel.rows(
                legend: options.includeLegend, findings: [(nil, drawing.listed)],
                moved: [(nil, drawing.moved)], idPrefix: prefix, fontSize: options.labelFontSize)
            let x = pad + drawing.size.width + 24
            let (panel, size) = SVGDocumentParts.panel(id: prefix + "panel", x: x, y: top, rows: rows)
            body.append(panel)
            width = max(width, x + size.width + pad)
            height = max(height, top + size.height + pad)
        }
        let size = Size(width: width, height: height)
        let style =
            sharedStyle
            ? [] : [RenderStyle.styleSheet(rootID: prefix + "render", prefix: prefix, fontSize: options.labelFontSize)]
        let patterns = sharedStyle ? [] : RenderStyle.patterns(prefix: prefix)
        let defs =
            patterns.isEmpty && drawing.clipPaths.isEmpty
            ? [] : [SVGElement("defs", children: patterns + drawing.clipPaths)]
        let head =
            [SVGElement("title", text: "\(scene.title) — \(scene.subtitle)")] + style + defs
            + [SVGDocumentParts.background(id: prefix + "background", size: size)]
        return SVGDocumentParts.root(
            id: prefix + "render", size: size, scale: options.effectiveScale,
            children: head + body)
    }
}
