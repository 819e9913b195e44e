import ScrollInsets

/// The window's reserved regions (iOS 27.1; docs/reserved-regions.md) as render draws them: each
/// region's frame, a fold of zero width as a 2-pt band on its line, dashed when inactive, with a
/// label ("fold (division, active)"). Bars in the vertical-bar column are drawn by the bar layer at
/// their frames in the column.
enum ReservedRegionLayer {
    /// The regions' layer; empty (and then left out of the drawing) where there are none.
    static func regions(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-reserved-regions")
        for (offset, region) in context.layout.reservedRegions.enumerated() {
            var frame = region.frame
            if frame.width == 0 { frame = Rect(x: frame.x - 1, y: frame.y, width: 2, height: frame.height) }
            if frame.height == 0 { frame = Rect(x: frame.x, y: frame.y - 1, width: frame.width, height: 2) }
            let state = region.isActive ? "active" : "inactive"
            let path = "reservedRegions[\(offset)]"
            layer.shapes.append(
                context.rect(
                    id: "reserved-region-\(offset)", class: "reserved-region \(region.kind.rawValue) \(state)",
                    path: path, frame, extra: [("data-kind", region.kind.rawValue)]))
            let name = region.kind == .division ? "fold" : "occlusion"
            // Through the label placement pass: nowhere free, it goes to the panel.
            if let label = context.label(
                "\(name) (\(region.kind.rawValue), \(state))", id: "label-reserved-region-\(offset)",
                path: path, x: roundedCoordinate(frame.maxX + 4),
                y: roundedCoordinate(frame.minY + context.options.labelFontSize + 4))
            {
                layer.labels.append(label)
            }
        }
        return layer
    }
}
