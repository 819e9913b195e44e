import ScrollInsets

/// Several scenes side by side in one SVG: rows of `columns` cells, each cell a scene's title
/// and drawing, packed left to right with a 32-pt gap (portrait and landscape screens mix
/// without wide holes), each row as tall as its tallest cell; then one side panel (legend,
/// findings grouped by scene) to the right, flowed into columns no taller than the grid.
package enum ContactSheet {
    /// Space between cells.
    package static let gap = 32.0

    /// The document's root element.
    package static func element(_ scenes: [RenderScene], columns: Int?, options: RenderOptions) -> SVGElement {
        let pad = SVGDocumentParts.padding
        let font = options.labelFontSize
        guard !scenes.isEmpty else { return empty(options: options) }
        let drawings = scenes.enumerated().map { index, scene in
            SceneDrawing(scene, options: options, shapePrefix: "s\(index)-")
        }
        let cellSizes = zip(scenes, drawings).map { scene, drawing in
            Size(
                width: max(drawing.size.width, SVGDocumentParts.titleWidth(scene, fontSize: font)),
                height: SVGDocumentParts.titleHeight + drawing.size.height)
        }
        let columnCount = min(max(columns ?? squareColumns(cellSizes), 1), scenes.count)
        let rowCount = (scenes.count + columnCount - 1) / columnCount
        var rowHeights = Array(repeating: 0.0, count: rowCount)
        var rowWidths = Array(repeating: 0.0, count: rowCount)
        for (index, size) in cellSizes.enumerated() {
            let row = index / columnCount
            rowHeights[row] = max(rowHeights[row], size.height)
            rowWidths[row] += size.width + (index % columnCount == 0 ? 0 : gap)
        }
        var body: [SVGElement] = []
        var x = pad
        for (index, scene) in scenes.enumerated() {
            let row = index / columnCount
            if index % columnCount == 0 { x = pad }
            let y = pad + rowHeights[..<row].reduce(0, +) + Double(row) * gap
            let prefix = "s\(index)-"
            let scenePart = SVGDocumentParts.placed(
                id: prefix + "scene", x: 0, y: SVGDocumentParts.titleHeight,
                children: drawings[index].groups)
            body.append(
                SVGDocumentParts.placed(
                    id: prefix + "cell", x: x, y: y,
                    children: SVGDocumentParts.title(scene, prefix: prefix, x: 0, y: 12) + [scenePart]))
            x += cellSizes[index].width + gap
        }
        let gridWidth = rowWidths.max() ?? 0
        let gridHeight = rowHeights.reduce(0, +) + Double(rowCount - 1) * gap
        var width = pad + gridWidth + pad, height = pad + gridHeight + pad
        let findings = zip(scenes, drawings).map { scene, drawing -> (title: String?, items: [LegendPanel.Listed]) in
            (scene.title, drawing.listed)
        }
        let moved = zip(scenes, drawings).map { scene, drawing -> (title: String?, labels: [LabelPlacer.Moved]) in
            (scene.title, drawing.moved)
        }
        if options.includeLegend || findings.contains(where: { !$0.items.isEmpty })
            || moved.contains(where: { !$0.labels.isEmpty })
        {
            let rows = LegendPanel.columns(
                LegendPanel.rows(
                    legend: options.includeLegend, findings: findings, moved: moved,
                    idPrefix: "", fontSize: font),
                maxHeight: max(gridHeight, 800), fontSize: font)
            let x = pad + gridWidth + 24
            let (panel, size) = SVGDocumentParts.panel(id: "panel", x: x, y: pad, rows: rows)
            body.append(panel)
            width = x + size.width + pad
            height = max(height, pad + size.height + pad)
        }
        let size = Size(width: width, height: height)
        let head = [
            SVGElement("title", text: "\(scenes.count) scenes"),
            RenderStyle.styleSheet(rootID: "render", prefix: "", fontSize: font),
            SVGElement("defs", children: RenderStyle.patterns(prefix: "") + drawings.flatMap(\.clipPaths)),
            SVGDocumentParts.background(id: "background", size: size),
        ]
        return SVGDocumentParts.root(id: "render", size: size, scale: options.effectiveScale, children: head + body)
    }

    /// The number of columns that makes a grid of cells of these sizes closest to square:
    /// ⌈√(*n* · mean height / mean width)⌉ (iPhone matrices in both orientations: about as many
    /// columns as rows).
    package static func squareColumns(_ sizes: [Size]) -> Int {
        let count = Double(sizes.count)
        let width = sizes.reduce(0) { $0 + $1.width + gap } / count
        let height = sizes.reduce(0) { $0 + $1.height + gap } / count
        guard width > 0, height.isFinite else { return 1 }
        return max(1, Int((count * height / width).squareRoot().rounded(.up)))
    }

    /// The document for no scenes: one line saying so.
    private static func empty(options: RenderOptions) -> SVGElement {
        let size = Size(width: 200, height: 48)
        return SVGDocumentParts.root(
            id: "render", size: size, scale: options.effectiveScale,
            children: [
                RenderStyle.styleSheet(rootID: "render", prefix: "", fontSize: options.labelFontSize),
                SVGDocumentParts.background(id: "background", size: size),
                SVGElement(
                    "text", [("id", "empty"), ("class", "label"), ("data-path", "window"), ("x", "16"), ("y", "28")],
                    text: "no scenes"),
            ])
    }
}
