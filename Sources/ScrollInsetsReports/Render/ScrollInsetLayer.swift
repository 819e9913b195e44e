import ScrollInsets

/// The inset bands of every scroll view: where its content comes to rest at the ends of its
/// scroll range, drawn along the inside of its frame.
///
/// - The `adjustedContentInset` band (dots) on each edge: the frame's strip as deep as the
///   adjusted inset. A table under an 88-pt bar on iPhone X portrait: 0,0,375,88 at the top,
///   0,778,375,34 at the bottom.
/// - The `contentInset` band (hatching at −45°): the inner part of the adjusted band, where
///   the given `contentInset` lies beyond the safe area the scroll view absorbed.
///
/// As with the unsafe areas, top and bottom bands span the frame's width and left and right
/// ones run between them. A band of zero or negative depth is not drawn; a negative
/// `contentInset` shows in the label only.
package enum ScrollInsetLayer {
    /// Every scroll view's bands and their labels.
    package static func bands(_ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-insets")
        for view in context.layout.views where !view.isContainerView {
            guard let scroll = view.scroll else { continue }
            let clip = context.clip(by: context.geometry.clippingScrollView[view.index])
            let adjusted = scroll.adjustedContentInset
            for (edge, band) in bands(of: view.frameInWindow, insets: adjusted) {
                layer.shapes.append(
                    context.rect(
                        id: "adjusted-inset-\(view.index)-\(edge)", class: "adjusted-inset",
                        path: view.path, band,
                        extra: [
                            ("data-edge", edge.rawValue),
                            ("data-inset", SVGElement.number(adjusted[edge])),
                        ] + clip))
                if let label = label(edge: edge, band: band, scroll: scroll, view: view, context: &context) {
                    layer.labels.append(label)
                }
            }
            let inner = view.frameInWindow.inset(
                by: adjusted.map { edge, value in value - max(scroll.contentInset[edge], 0) })
            let contentInsets = scroll.contentInset.map { edge, value in min(max(value, 0), max(adjusted[edge], 0)) }
            for (edge, band) in bands(of: inner, insets: contentInsets) {
                layer.shapes.append(
                    context.rect(
                        id: "content-inset-\(view.index)-\(edge)", class: "content-inset",
                        path: view.path, band,
                        extra: [
                            ("data-edge", edge.rawValue),
                            ("data-inset", SVGElement.number(scroll.contentInset[edge])),
                        ] + clip))
            }
        }
        return layer
    }

    /// The bands of `insets` along the inside of `frame`, positive ones only, in
    /// `UIEdgeInsetsMake` order.
    package static func bands(of frame: Rect, insets: EdgeInsets) -> [(Edge, Rect)] {
        let top = max(insets.top, 0), bottom = max(insets.bottom, 0)
        let sideHeight = max(0, frame.height - top - bottom)
        let all: [(Edge, Rect)] = [
            (.top, Rect(x: frame.minX, y: frame.minY, width: frame.width, height: top)),
            (.left, Rect(x: frame.minX, y: frame.minY + top, width: max(insets.left, 0), height: sideHeight)),
            (.bottom, Rect(x: frame.minX, y: frame.maxY - bottom, width: frame.width, height: bottom)),
            (
                .right,
                Rect(
                    x: frame.maxX - max(insets.right, 0), y: frame.minY + top, width: max(insets.right, 0),
                    height: sideHeight)
            ),
        ]
        return all.filter { insets[$0.0] > 0 }
    }

    /// `adjusted top 88` (with `= contentInset 10 + safe area 78` when a content inset is
    /// set), at the right end of the top and bottom bands; side bands are left to the legend.
    private static func label(
        edge: Edge, band: Rect, scroll: ScrollResolution, view: ResolvedView,
        context: inout RenderContext
    ) -> SVGElement? {
        guard edge == .top || edge == .bottom else { return nil }
        let adjusted = scroll.adjustedContentInset[edge], given = scroll.contentInset[edge]
        var text = "adjusted \(edge) \(formatPoints(adjusted))"
        if given != 0 { text += " = contentInset \(formatPoints(given)) + safe area \(formatPoints(adjusted - given))" }
        let font = context.options.labelFontSize
        let x = min(band.maxX, context.safeRect.maxX) - 4
        // Inside the band where it is deep enough for a line, else just outside it.
        let fits = band.height >= font + 4
        let y =
            edge == .top ? (fits ? band.maxY - 4 : band.maxY + font + 2) : (fits ? band.minY + font + 2 : band.minY - 4)
        return context.label(
            text, id: "label-adjusted-inset-\(view.index)-\(edge)", path: view.path,
            x: roundedCoordinate(x), y: roundedCoordinate(y), anchor: .end)
    }
}
