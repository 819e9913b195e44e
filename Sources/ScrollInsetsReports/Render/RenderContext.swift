import ScrollInsets

/// What every layer of one scene's drawing shares: the layout, the options, the geometry, the
/// prefixes that keep ids unique when several drawings share a document, and the labels
/// placed so far.
///
/// Every shape the layers make goes through ``shape(_:id:class:path:_:)``, so each carries an
/// `id`, a `class` and a `data-path` (the view's or controller's path, `window` for the
/// screen's own shapes) in that order, then its geometry.
package struct RenderContext {
    /// The laid-out scene.
    package let layout: Layout
    /// The options.
    package let options: RenderOptions
    /// Clips and visible rectangles.
    package let geometry: SceneGeometry
    /// The display's corners and sensor housing.
    package let display: DisplayShape
    /// Prepended to every shape's id and clip-path id (`s0-` in contact sheets and pages).
    package let shapePrefix: String
    /// The labels placed so far.
    package var labels: LabelPlacer
    /// The presented controllers' levels: where their shapes are shown, what they cover.
    package let levels: PresentationLevels

    /// The context of `layout`, ids starting with `shapePrefix`.
    package init(layout: Layout, options: RenderOptions, shapePrefix: String) {
        self.layout = layout
        self.options = options
        self.geometry = SceneGeometry(layout: layout)
        self.display = DisplayShape.of(layout.screen.device)
        self.shapePrefix = shapePrefix
        self.levels = PresentationLevels(layout: layout)
        self.labels = LabelPlacer(
            fontSize: options.labelFontSize, canvas: Rect(origin: .zero, size: layout.screen.size))
    }

    /// The `data-path` of the screen's own shapes.
    package static let windowPath = "window"

    /// A prefixed id.
    package func id(_ name: String) -> String { shapePrefix + name }

    /// A shape element: `id`, `class`, `data-path`, then `attributes`.
    package func shape(
        _ name: String, id: String, class className: String, path: String,
        _ attributes: [(String, String)]
    ) -> SVGElement {
        SVGElement(name, [("id", self.id(id)), ("class", className), ("data-path", path)] + attributes)
    }

    /// A `rect` shape with the rectangle's exact coordinates, then `extra` attributes.
    package func rect(
        id: String, class className: String, path: String, _ rect: Rect,
        extra: [(String, String)] = []
    ) -> SVGElement {
        shape(
            "rect", id: id, class: className, path: path,
            [
                ("x", SVGElement.number(rect.x)), ("y", SVGElement.number(rect.y)),
                ("width", SVGElement.number(rect.width)), ("height", SVGElement.number(rect.height)),
            ] + extra)
    }

    /// The `clip-path` attribute for things inside the scroll view `index` (its visible
    /// rectangle), or none when `index` is `nil`.
    package func clip(by index: Int?) -> [(String, String)] {
        guard let index else { return [] }
        return [("clip-path", "url(#\(id("clip-\(index)")))")]
    }

    /// The `clipPath` definitions: one per scroll view, its visible rectangle.
    package func clipPaths() -> [SVGElement] {
        layout.views.compactMap { view in
            guard let visible = geometry.visibleRect[view.index] else { return nil }
            return SVGElement(
                "clipPath", [("id", id("clip-\(view.index)"))],
                children: [
                    SVGElement(
                        "rect",
                        [
                            ("x", SVGElement.number(visible.x)), ("y", SVGElement.number(visible.y)),
                            ("width", SVGElement.number(visible.width)),
                            ("height", SVGElement.number(visible.height)),
                        ])
                ])
        }
    }

    /// A label at a free spot near (`x`, `y`) inside the screen (see ``LabelPlacer``); `nil`
    /// when there is none, the label then listed in the side panel instead. (`x`, `y`) is in the
    /// layout coordinates of `path`'s presentation level, and the label is placed where that
    /// point is shown (unless `inWindow` says it is already), clear of the sheets above the level
    /// (``PresentationLevels``).
    package mutating func label(
        _ text: String, id: String, path: String, x: Double, y: Double,
        anchor: LabelPlacer.Anchor = .start, inWindow: Bool = false
    ) -> SVGElement? {
        let level = levels.level(ofPath: path)
        let shown = inWindow ? Point(x: x, y: y) : levels.shown(Point(x: x, y: y), path: path)
        guard
            let at = labels.place(
                text, x: shown.x, y: shown.y, anchor: anchor, avoiding: levels.covers(above: level))
        else {
            labels.move(text, path: path)
            return nil
        }
        return self.text(text, id: id, path: path, at: at, anchor: anchor, class: labelClass(level: level))
    }

    /// `label`, and `label dimmed` for a label under a presentation's dimming veil.
    package func labelClass(level: Int) -> String {
        levels.levels.dropFirst(level).contains(where: \.dims) ? "label dimmed" : "label"
    }

    /// A label reading upwards, centred near (`x`, `y`); `nil` (and listed in the panel) when
    /// it fits nowhere along there.
    package mutating func verticalLabel(_ text: String, id: String, path: String, x: Double, y: Double) -> SVGElement? {
        guard let at = labels.placeVertical(text, x: x, y: y) else {
            labels.move(text, path: path)
            return nil
        }
        let rotate = "rotate(-90 \(SVGElement.number(at.x)) \(SVGElement.number(at.y)))"
        return self.text(text, id: id, path: path, at: at, anchor: .middle, extra: [("transform", rotate)])
    }

    /// A label exactly at `at`, not avoiding others (and not reserving room).
    package func text(
        _ text: String, id: String, path: String, at: Point, anchor: LabelPlacer.Anchor = .start,
        class className: String = "label", extra: [(String, String)] = []
    ) -> SVGElement {
        var attributes = [("x", SVGElement.number(at.x)), ("y", SVGElement.number(at.y))]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        var element = shape("text", id: id, class: className, path: path, attributes + extra)
        element.text = text
        return element
    }

    /// The window's safe area: labels start inside it so that corners and housings do not
    /// hide them.
    package var safeRect: Rect {
        Rect(origin: .zero, size: layout.screen.size).inset(by: layout.screen.safeAreaInsets)
    }
}

/// What one layer of a scene adds: shapes, drawn in a group of their own in layer order, and
/// labels, which all go in the topmost group so that no shape covers a label.
package struct Layer {
    /// The group's id, before the prefix (`layer-views`).
    package var name: String
    /// The shapes, in drawing order.
    package var shapes: [SVGElement] = []
    /// The labels.
    package var labels: [SVGElement] = []

    /// Adds `label` unless it found no room (`nil`: it is listed in the panel instead).
    package mutating func add(_ label: SVGElement?) {
        if let label { labels.append(label) }
    }
}

/// A decoration's coordinate rounded to hundredths of a point, so that derived positions
/// (paths, label baselines) print short; model coordinates are never rounded.
package func roundedCoordinate(_ value: Double) -> Double {
    (value * 100).rounded() / 100
}
