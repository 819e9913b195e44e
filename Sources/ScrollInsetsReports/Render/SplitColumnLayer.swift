import ScrollInsets

/// A split view controller's columns (docs/split-views.md) as render draws them: each column on
/// screen at its frame in the window (``ResolvedSplitColumn/frame``), outlined, with a label that
/// gives the column, its width and its state: `primary column 320`, `secondary column 834
/// (collapsed)`, `primary column 320 (over content)`. A column is *over the content* when
/// another shown column's controller view reaches under it: the floating sidebar of iPadOS 26
/// (the secondary's view extends under the primary, WWDC25 session 282) and the overlay display
/// modes. Hidden columns are not drawn (the panel lists them with the report's `columns`).
///
/// iPad Pro 11-inch landscape, iPadOS 18: primary 0,0,320,834 and secondary 321,0,873,834; on
/// iPadOS 26 the primary at 0,0,320,834 over the secondary's view at 0,0,1194,834.
enum SplitColumnLayer {
    /// The columns' layer; empty (and then left out of the drawing) without a split view.
    static func columns(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-split-columns")
        let layout = context.layout
        for controller in layout.controllers {
            guard let split = controller.split else { continue }
            let shown = split.columns.filter(\.visible)
            for column in shown {
                let over = shown.contains { other in
                    guard other.column != column.column, let index = other.controller else { return false }
                    return layout.views[layout.controllers[index].view].frameInWindow.overlaps(column.frame)
                        && other.frame.width >= column.frame.width
                }
                var state: [String] = []
                if split.collapsed { state.append("collapsed") }
                if over { state.append("over") }
                let name = column.column.rawValue
                let id = "split-column-\(controller.index)-\(name)"
                layer.shapes.append(
                    context.rect(
                        id: id, class: (["split-column"] + state).joined(separator: " "),
                        path: "\(controller.path).columns@\(name)", column.frame,
                        extra: [("data-column", name), ("data-controller", controller.path)]))
                let text =
                    "\(name) column \(formatPoints(column.frame.width))"
                    + (split.collapsed ? " (collapsed)" : over ? " (over content)" : "")
                // At the column's bottom-left, above the window's bottom inset.
                let x = max(column.frame.minX, context.safeRect.minX) + 8
                let y = min(column.frame.maxY, context.safeRect.maxY) - 8
                layer.add(
                    context.label(
                        text, id: "label-" + id, path: "\(controller.path).columns@\(name)",
                        x: roundedCoordinate(x), y: roundedCoordinate(y)))
            }
        }
        return layer
    }
}
