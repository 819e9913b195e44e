import ScrollInsets

/// The screen: its rounded outline (drawn first, under the views), above the views the unsafe
/// areas — one band per edge of the window's `safeAreaInsets`, labelled with its height and
/// why, clipped to the rounded outline — and above the scroll views' bands the sensor housing.
///
/// Bands: the top and bottom ones span the full width; the left and right ones run between
/// them, so no area is shaded twice. iPhone X portrait: top 0,0,375,44 and bottom 0,778,375,34.
package enum ScreenLayer {
    /// The outline: `rect#screen` with the display's corner radius.
    package static func outline(_ context: RenderContext) -> Layer {
        let size = context.layout.screen.size
        let radius = SVGElement.number(context.display.cornerRadius)
        let outline = context.rect(
            id: "screen", class: "screen", path: RenderContext.windowPath,
            Rect(origin: .zero, size: size), extra: [("rx", radius), ("ry", radius)])
        return Layer(name: "layer-screen", shapes: [outline])
    }

    /// The unsafe bands, the housing and their labels.
    package static func unsafeAreas(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-unsafe")
        let screen = context.layout.screen
        let insets = screen.safeAreaInsets
        let (width, height) = (screen.size.width, screen.size.height)
        let sideHeight = max(0, height - max(insets.top, 0) - max(insets.bottom, 0))
        let bands: [(Edge, Rect)] = [
            (.top, Rect(x: 0, y: 0, width: width, height: insets.top)),
            (.left, Rect(x: 0, y: max(insets.top, 0), width: insets.left, height: sideHeight)),
            (.bottom, Rect(x: 0, y: height - insets.bottom, width: width, height: insets.bottom)),
            (.right, Rect(x: width - insets.right, y: max(insets.top, 0), width: insets.right, height: sideHeight)),
        ]
        for (edge, band) in bands where insets[edge] > 0 {
            layer.shapes.append(
                context.rect(
                    id: "unsafe-\(edge)", class: "unsafe", path: RenderContext.windowPath, band,
                    extra: [("data-edge", edge.rawValue), ("data-inset", SVGElement.number(insets[edge]))]))
            if let label = label(edge: edge, band: band, context: &context) { layer.labels.append(label) }
        }
        return layer
    }

    /// The sensor housing alone, drawn above the scroll views' bands: it hides whatever is
    /// under it on the device.
    package static func housingLayer(_ context: RenderContext) -> Layer {
        Layer(name: "layer-housing", shapes: housing(context).map { [$0] } ?? [])
    }

    /// The `clipPath` with the display's rounded outline; the unsafe bands are clipped to it,
    /// so they shade only what the display shows.
    package static func screenClip(_ context: RenderContext) -> SVGElement {
        let size = context.layout.screen.size
        let radius = SVGElement.number(context.display.cornerRadius)
        return SVGElement(
            "clipPath", [("id", context.id("clip-screen"))],
            children: [
                SVGElement(
                    "rect",
                    [
                        ("x", "0"), ("y", "0"), ("width", SVGElement.number(size.width)),
                        ("height", SVGElement.number(size.height)), ("rx", radius), ("ry", radius),
                    ])
            ])
    }

    /// `top 44: status bar 44 pt`, the reasons taken from the window's inset derivation.
    package static func labelText(edge: Edge, screen: Screen) -> String {
        let reasons = screen.derivation[edge].map(\.reason)
        let head = "\(edge) \(formatPoints(screen.safeAreaInsets[edge]))"
        return reasons.isEmpty ? head : head + ": " + reasons.joined(separator: " + ")
    }

    private static func label(edge: Edge, band: Rect, context: inout RenderContext) -> SVGElement? {
        let text = labelText(edge: edge, screen: context.layout.screen)
        let font = context.options.labelFontSize
        let id = "label-unsafe-\(edge)"
        let path = RenderContext.windowPath
        switch edge {
        case .top:
            // Centred on the band's lower edge, below a notch.
            return context.label(
                text, id: id, path: path, x: roundedCoordinate(band.minX + band.width / 2),
                y: band.maxY - 4, anchor: .middle)
        case .bottom:
            // Centred vertically, from the left clear of the rounded corner, leaving the right
            // end to the scroll views' bottom inset labels.
            let x = roundedCoordinate(max(8, context.display.cornerRadius * 0.6))
            return context.label(
                text, id: id, path: path, x: x, y: (band.minY + (band.height + font) / 2 - 1).rounded())
        case .left, .right:
            // Vertical, centred in the band, reading upwards.
            let x = roundedCoordinate(band.minX + band.width / 2) + 4
            return context.verticalLabel(
                text, id: id, path: path, x: x, y: roundedCoordinate(band.minY + band.height / 2))
        }
    }

    /// The notch (a path) or Dynamic Island (a pill) at the device's top edge, turned with
    /// the interface orientation; `nil` for displays without one.
    package static func housing(_ context: RenderContext) -> SVGElement? {
        let screen = context.layout.screen
        let edge = DisplayShape.housingEdge(screen.orientation)
        let (width, height) = (screen.size.width, screen.size.height)
        // (u, v): u along the device's top edge from its centre, v inwards from it.
        func map(_ u: Double, _ v: Double) -> Point {
            switch edge {
            case .top: return Point(x: width / 2 + u, y: v)
            case .bottom: return Point(x: width / 2 - u, y: height - v)
            case .right: return Point(x: width - v, y: height / 2 + u)
            case .left: return Point(x: v, y: height / 2 - u)
            }
        }
        func point(_ u: Double, _ v: Double) -> String {
            let p = map(u, v)
            return "\(SVGElement.number(roundedCoordinate(p.x))),\(SVGElement.number(roundedCoordinate(p.y)))"
        }
        switch context.display.housing {
        case .none:
            return nil
        case .notch(let notchWidth, let depth):
            let (a, ear, radius) = (notchWidth / 2, 6.0, 20.0)
            let path =
                "M\(point(-a - ear, 0)) Q\(point(-a, 0)) \(point(-a, ear)) L\(point(-a, depth - radius)) "
                + "Q\(point(-a, depth)) \(point(-a + radius, depth)) L\(point(a - radius, depth)) "
                    + """
                    Q\(point(a, depth)) \(point(a, depth - radius)) L\(point(a, ear)) Q\(point(a, 0)) \
                    \(point(a + ear, 0)) Z
                    """
            return context.shape(
                "path", id: "sensor-housing", class: "housing", path: RenderContext.windowPath,
                [("data-kind", "notch"), ("d", path)])
        case .island(let islandWidth, let islandHeight, let top):
            let a = map(-islandWidth / 2, top), b = map(islandWidth / 2, top + islandHeight)
            let rect = Rect(
                x: roundedCoordinate(min(a.x, b.x)), y: roundedCoordinate(min(a.y, b.y)),
                width: roundedCoordinate(abs(b.x - a.x)), height: roundedCoordinate(abs(b.y - a.y)))
            let radius = SVGElement.number(roundedCoordinate(islandHeight / 2))
            var element = context.rect(
                id: "sensor-housing", class: "housing", path: RenderContext.windowPath, rect,
                extra: [("rx", radius), ("ry", radius)])
            element.attributes.insert(SVGElement.Attribute(name: "data-kind", value: "dynamicIsland"), at: 3)
            return element
        }
    }
}
