import ScrollInsets

/// One scene drawn: its layers stacked in order, in window coordinates (the screen's top-left
/// corner at 0,0), ready to be placed in a document.
///
/// Layer order, bottom to top: the screen outline, a split view's columns, the views with their
/// scroll contents, the unsafe areas, the bars, the scroll views' inset bands and indicator
/// tracks, the presented containers, the keyboard, the sensor housing, the guides (the keyboard
/// layout guides pins follow last), the highlights, and last every label, so that no shape hides
/// a label.
package struct SceneDrawing {
    /// The groups, one per layer, then the labels group.
    package var groups: [SVGElement]
    /// The `clipPath` definitions the groups refer to.
    package var clipPaths: [SVGElement]
    /// The findings, numbered, for the side panel.
    package var listed: [LegendPanel.Listed]
    /// The labels that found no room in the picture, listed in the side panel instead.
    package var moved: [LabelPlacer.Moved]
    /// The screen's size.
    package var size: Size

    /// Draws `scene`, every id starting with `shapePrefix`.
    ///
    /// - Complexity: O(*n* · *l*) for *n* views, cells and items and *l* labels (each label
    ///   is checked against those placed before it).
    package init(_ scene: RenderScene, options: RenderOptions, shapePrefix: String) {
        var context = RenderContext(layout: scene.report.layout, options: options, shapePrefix: shapePrefix)
        let outline = ScreenLayer.outline(context)
        let unsafe = ScreenLayer.unsafeAreas(&context)
        let bars = BarLayer.bars(&context)
        let highlights = HighlightLayer.highlights(scene.highlights, &context)
        let views = ViewLayer.views(&context)
        let insets = ScrollInsetLayer.bands(&context)
        let indicators = MovingContentLayers.indicatorTracks(context)
        let keyboard = MovingContentLayers.keyboard(&context)
        let regions = ReservedRegionLayer.regions(&context)
        let sheets = MovingContentLayers.presentedContainers(&context)
        let guides = GuideLayer.guides(context)
        let keyboardGuides = KeyboardGuideLayer.guides(&context)
        let columns = SplitColumnLayer.columns(&context)
        // Labels are placed in order of importance (the screen's first), drawn all together.
        // The reserved regions (iOS 27.1), the split columns and the keyboard layout guides only
        // where there are any, so older drawings keep their groups.
        let regionLayers = regions.shapes.isEmpty ? [] : [regions]
        let columnLayers = columns.shapes.isEmpty ? [] : [columns]
        let keyboardGuideLayers = keyboardGuides.shapes.isEmpty ? [] : [keyboardGuides]
        let placed =
            [unsafe, bars, highlights, views, insets, keyboard] + keyboardGuideLayers + [sheets] + regionLayers
            + columnLayers
        let housing = ScreenLayer.housingLayer(context)
        let stacked: [(layer: Layer, attributes: [(String, String)])]
        if context.levels.isEmpty {
            // The keyboard goes under the views, so the outline of a field it covers still shows.
            stacked =
                ([outline] + columnLayers + [keyboard, views, unsafe, bars, insets, indicators, sheets, housing]
                + regionLayers + [guides] + keyboardGuideLayers + [highlights]).map { ($0, []) }
        } else {
            // The presenter, then each presented level over its veil, then what belongs to the
            // window: the unsafe areas, the keyboard (a window of its own), the housing.
            let levels = context.levels
            let split = (columnLayers + [views, bars, insets, indicators, sheets] + keyboardGuideLayers).map {
                levels.partition($0)
            }
            let guideLevels = levels.partition(guides)
            let findingLevels = levels.partition(highlights, keepingInWindow: "badge")
            var stack = ([outline] + split.map { $0[0] }).map { ($0, [(String, String)]()) }
            for (offset, level) in levels.levels.enumerated() {
                let number = offset + 1
                if level.dims { stack.append((PresentationLayer.dimming(level, context), [])) }
                var group = PresentationLayer.background(level, context)
                group.shapes += (split.map { $0[number] } + [guideLevels[number], findingLevels[number]]).flatMap(
                    \.shapes)
                stack.append((group, level.transformAttribute.map { [("transform", $0)] } ?? []))
            }
            stacked =
                stack
                + ([unsafe, keyboard, housing] + regionLayers + [guideLevels[0], findingLevels[0]]).map { ($0, []) }
        }
        groups = stacked.map { layer, extra in
            var attributes = [("id", context.id(layer.name))]
            if layer.name == unsafe.name { attributes.append(("clip-path", "url(#\(context.id("clip-screen")))")) }
            return SVGElement("g", attributes + extra, children: layer.shapes)
        }
        groups.append(SVGElement("g", [("id", context.id("layer-labels"))], children: placed.flatMap(\.labels)))
        clipPaths = [ScreenLayer.screenClip(context)] + context.clipPaths()
        listed = scene.highlights.enumerated().map { offset, highlight in
            LegendPanel.Listed(
                number: offset + 1, highlight: highlight,
                isDrawn: SceneGeometry.frame(ofPath: highlight.path, in: scene.report.layout) != nil)
        }
        moved = context.labels.moved
        size = scene.report.layout.screen.size
    }
}

/// The parts every document shares: the root element, the title lines, the side panel.
package enum SVGDocumentParts {
    /// Space around the drawing and between its parts.
    package static let padding = 16.0
    /// The height of the two title lines above a scene.
    package static let titleHeight = 40.0

    /// The `svg` root: `viewBox` in points, `width` and `height` in pixels at `scale`.
    package static func root(id: String, size: Size, scale: Double, children: [SVGElement]) -> SVGElement {
        SVGElement(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("id", id),
                ("width", SVGElement.number(roundedCoordinate(size.width * scale))),
                ("height", SVGElement.number(roundedCoordinate(size.height * scale))),
                ("viewBox", "0 0 \(SVGElement.number(size.width)) \(SVGElement.number(size.height))"),
            ],
            children: children)
    }

    /// A white background, so rasterized pictures are not transparent.
    package static func background(id: String, size: Size) -> SVGElement {
        SVGElement(
            "rect",
            [
                ("id", id), ("x", "0"), ("y", "0"), ("width", SVGElement.number(size.width)),
                ("height", SVGElement.number(size.height)), ("fill", "#FFFFFF"),
            ])
    }

    /// `file#index` in bold over `device · orientation · size`, the first baseline at `y`.
    package static func title(_ scene: RenderScene, prefix: String, x: Double, y: Double) -> [SVGElement] {
        [
            SVGElement(
                "text",
                [
                    ("id", prefix + "title"), ("class", "label title"), ("data-path", "window"),
                    ("x", SVGElement.number(x)), ("y", SVGElement.number(y)),
                ], text: scene.title),
            SVGElement(
                "text",
                [
                    ("id", prefix + "subtitle"), ("class", "label"), ("data-path", "window"),
                    ("x", SVGElement.number(x)), ("y", SVGElement.number(y + 16)),
                ], text: scene.subtitle),
        ]
    }

    /// The estimated width of the title lines of `scene` at `fontSize`.
    package static func titleWidth(_ scene: RenderScene, fontSize: Double) -> Double {
        (Double(max(scene.title.count, scene.subtitle.count)) * fontSize * 0.6).rounded(.up)
    }

    /// The side panel at (`x`, `y`): a framed box around the legend and findings rows.
    package static func panel(
        id: String, x: Double, y: Double, rows: (elements: [SVGElement], size: Size)
    ) -> (SVGElement, Size) {
        let inner = 10.0
        let size = Size(width: rows.size.width + 2 * inner, height: rows.size.height + 2 * inner)
        let frame = SVGElement(
            "rect",
            [
                ("id", id + "-frame"), ("class", "panel"), ("data-path", "legend"),
                ("x", "0"), ("y", "0"), ("width", SVGElement.number(size.width)),
                ("height", SVGElement.number(size.height)), ("rx", "6"), ("ry", "6"),
            ])
        let content = SVGElement(
            "g", [("transform", "translate(\(SVGElement.number(inner)) \(SVGElement.number(inner)))")],
            children: rows.elements)
        let group = SVGElement(
            "g", [("id", id), ("transform", "translate(\(SVGElement.number(x)) \(SVGElement.number(y)))")],
            children: [frame, content])
        return (group, size)
    }

    /// A group that moves its children to (`x`, `y`).
    package static func placed(id: String, x: Double, y: Double, children: [SVGElement]) -> SVGElement {
        SVGElement(
            "g", [("id", id), ("transform", "translate(\(SVGElement.number(x)) \(SVGElement.number(y)))")],
            children: children)
    }
}
