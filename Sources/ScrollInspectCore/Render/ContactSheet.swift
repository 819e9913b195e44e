import ScrollInsets

/// Several scenes side by side in one SVG: a grid whose columns are as wide as their widest
/// cell and whose rows are as tall as their tallest, each cell a scene's title and drawing,
/// then one side panel (legend, findings grouped by scene) to the right of the grid.
enum ContactSheet {
    /// Space between cells.
    static let gap = 32.0

    /// The document's root element.
    static func element(_ scenes: [RenderScene], columns: Int?, options: RenderOptions) -> SVGElement {
        let pad = SVGDocumentParts.padding
        let font = options.labelFontSize
        guard !scenes.isEmpty else { return empty(options: options) }
        let columnCount = min(max(columns ?? min(scenes.count, 4), 1), scenes.count)
        let drawings = scenes.enumerated().map { index, scene in
            SceneDrawing(scene, options: options, shapePrefix: "s\(index)-")
        }
        let cellSizes = zip(scenes, drawings).map { scene, drawing in
            Size(width: max(drawing.size.width, SVGDocumentParts.titleWidth(scene, fontSize: font)),
                 height: SVGDocumentParts.titleHeight + drawing.size.height)
        }
        let rowCount = (scenes.count + columnCount - 1) / columnCount
        var columnWidths = Array(repeating: 0.0, count: columnCount)
        var rowHeights = Array(repeating: 0.0, count: rowCount)
        for (index, size) in cellSizes.enumerated() {
            columnWidths[index % columnCount] = max(columnWidths[index % columnCount], size.width)
            rowHeights[index / columnCount] = max(rowHeights[index / columnCount], size.height)
        }
        var body: [SVGElement] = []
        for (index, scene) in scenes.enumerated() {
            let column = index % columnCount, row = index / columnCount
            let x = pad + columnWidths[..<column].reduce(0, +) + Double(column) * gap
            let y = pad + rowHeights[..<row].reduce(0, +) + Double(row) * gap
            let prefix = "s\(index)-"
            let scenePart = SVGDocumentParts.placed(id: prefix + "scene", x: 0, y: SVGDocumentParts.titleHeight,
                                                    children: drawings[index].groups)
            body.append(SVGDocumentParts.placed(id: prefix + "cell", x: x, y: y,
                                                children: SVGDocumentParts.title(scene, prefix: prefix, x: 0, y: 12) + [scenePart]))
        }
        let gridWidth = columnWidths.reduce(0, +) + Double(columnCount - 1) * gap
        let gridHeight = rowHeights.reduce(0, +) + Double(rowCount - 1) * gap
        var width = pad + gridWidth + pad, height = pad + gridHeight + pad
        let findings = zip(scenes, drawings).map { scene, drawing -> (title: String?, items: [LegendPanel.Listed]) in
            (scene.title, drawing.listed)
        }
        if options.includeLegend || findings.contains(where: { !$0.items.isEmpty }) {
            let rows = LegendPanel.rows(legend: options.includeLegend, findings: findings, idPrefix: "", fontSize: font)
            let x = pad + gridWidth + 24
            let (panel, size) = SVGDocumentParts.panel(id: "panel", x: x, y: pad, rows: rows)
            body.append(panel)
            width = x + size.width + pad
            height = max(height, pad + size.height + pad)
        }
        let size = Size(width: width, height: height)
        let head = [SVGElement("title", text: "\(scenes.count) scenes"),
                    RenderStyle.styleSheet(rootID: "render", prefix: "", fontSize: font),
                    SVGElement("defs", children: RenderStyle.patterns(prefix: "") + drawings.flatMap(\.clipPaths)),
                    SVGDocumentParts.background(id: "background", size: size)]
        return SVGDocumentParts.root(id: "render", size: size, scale: options.effectiveScale, children: head + body)
    }

    /// The document for no scenes: one line saying so.
    private static func empty(options: RenderOptions) -> SVGElement {
        let size = Size(width: 200, height: 48)
        return SVGDocumentParts.root(id: "render", size: size, scale: options.effectiveScale, children: [
            RenderStyle.styleSheet(rootID: "render", prefix: "", fontSize: options.labelFontSize),
            SVGDocumentParts.background(id: "background", size: size),
            SVGElement("text", [("id", "empty"), ("class", "label"), ("data-path", "window"), ("x", "16"), ("y", "28")],
                       text: "no scenes"),
        ])
    }
}
