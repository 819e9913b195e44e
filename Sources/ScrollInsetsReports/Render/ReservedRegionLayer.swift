import ScrollInsets

/// The window's reserved regions (iOS 27.1; docs/reserved-regions.md) as render draws them: each
/// region's frame, a fold of zero width as a 2-pt band on its line, dashed when inactive, with a
/// label that says what it is, its kind and its state ("fold (division, active)", "window controls
/// (occlusion, active)"). Before 27.1 an iPad window's window controls are no reserved region but
/// still cover the window's corner: they are drawn as a region of their own, labelled "window
/// controls (not in the safe area)". Bars in the vertical-bar column are drawn by the bar layer at
/// their frames in the column.
enum ReservedRegionLayer {
    /// The regions' layer; empty (and then left out of the drawing) where there are none.
    static func regions(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-reserved-regions")
        let layout = context.layout
        for (offset, region) in layout.reservedRegions.enumerated() {
            var frame = region.frame
            if frame.width == 0 { frame = Rect(x: frame.x - 1, y: frame.y, width: 2, height: frame.height) }
            if frame.height == 0 { frame = Rect(x: frame.x, y: frame.y - 1, width: frame.width, height: 2) }
            let state = region.isActive ? "active" : "inactive"
            let path = "reservedRegions[\(offset)]"
            layer.shapes.append(
                context.rect(
                    id: "reserved-region-\(offset)", class: "reserved-region \(region.kind.rawValue) \(state)",
                    path: path, frame, extra: [("data-kind", region.kind.rawValue)]))
            let text = "\(name(of: region, in: layout)) (\(region.kind.rawValue), \(state))"
            place(text, id: "label-reserved-region-\(offset)", path: path, frame: frame, in: &layer, &context)
        }
        if layout.variants.reservedRegions == .none, let controls = layout.screen.windowControls {
            layer.shapes.append(
                context.rect(id: "window-controls", class: "window-controls", path: "window.windowControls", controls))
            place(
                "window controls (not in the safe area)", id: "label-window-controls", path: "window.windowControls",
                frame: controls, in: &layer, &context)
        }
        return layer
    }

    /// What a region is: the fold for a division; the window controls for the occlusion at their
    /// frame (the only occlusion the model has a frame for); "occlusion" for any other.
    static func name(of region: ReservedRegion, in layout: Layout) -> String {
        switch region.kind {
        case .division: return "fold"
        case .occlusion: return region.frame == layout.screen.windowControls ? "window controls" : "occlusion"
        }
    }

    /// A label beside `frame`, through the label placement pass: nowhere free, it goes to the panel.
    static func place(
        _ text: String, id: String, path: String, frame: Rect, in layer: inout Layer, _ context: inout RenderContext
    ) {
        if let label = context.label(
            text, id: id, path: path, x: roundedCoordinate(frame.maxX + 4),
            y: roundedCoordinate(frame.minY + context.options.labelFontSize + 4))
        {
            layer.labels.append(label)
        }
    }
}
