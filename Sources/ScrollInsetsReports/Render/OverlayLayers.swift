import ScrollInsets

/// The `safeAreaLayoutGuide` and `layoutMarginsGuide` of the views ``RenderOptions/guides``
/// selects, in window coordinates.
///
/// - Safe-area guide: the view's frame inset by its `safeAreaInsets` (dashed, long dashes).
/// - Layout-margins guide: the frame inset by its effective `layoutMargins`, which already
///   include the safe area where `insetsLayoutMarginsFromSafeArea` is on (dotted).
///
/// iPhone X portrait, a table under an 88-pt bar: safe-area guide 0,88,375,690; margins
/// guide 16,88,343,690. Guides are clipped like their view. A guide with no area is still
/// drawn (zero width or height), so a test or a reader can see that it collapsed.
package enum GuideLayer {
    /// The guides of the selected views, in document order, safe-area guide first.
    package static func guides(_ context: RenderContext) -> Layer {
        var layer = Layer(name: "layer-guides")
        for view in context.layout.views where !view.isContainerView && context.options.guides.includes(view.path) {
            let clip = context.clip(by: context.geometry.clippingScrollView[view.index])
            layer.shapes.append(
                context.rect(
                    id: "safe-area-guide-\(view.index)", class: "guide-safe-area",
                    path: view.path, view.frameInWindow.inset(by: view.safeAreaInsets),
                    extra: clip))
            layer.shapes.append(
                context.rect(
                    id: "margins-guide-\(view.index)", class: "guide-margins",
                    path: view.path, view.frameInWindow.inset(by: view.layoutMargins),
                    extra: clip))
        }
        return layer
    }
}

/// The findings marked on the picture: a thick outline on the frame of the view (or of the
/// controller's root view) each finding names, a numbered badge at its top-left corner, and
/// the rule id beside the badge. The side panel lists the same numbers with the severity
/// and the path.
///
/// Severity is told by the dash pattern as well as the word: errors solid, warnings dashed,
/// anything else (a note) dotted. A finding whose path names no view or controller is not
/// drawn, only listed.
package enum HighlightLayer {
    /// The drawing class of a severity: `error`, `warning` or `note`, ignoring case.
    package static func severityClass(_ severity: String) -> String {
        switch severity.lowercased() {
        case "error": return "error"
        case "warning": return "warning"
        default: return "note"
        }
    }

    /// Outlines, badges and rule labels, numbered from 1 in the order given.
    package static func highlights(_ highlights: [RenderHighlight], _ context: inout RenderContext) -> Layer {
        var layer = Layer(name: "layer-highlights")
        for (offset, highlight) in highlights.enumerated() {
            let number = offset + 1
            guard let laidOut = SceneGeometry.frame(ofPath: highlight.path, in: context.layout) else { continue }
            let severity = severityClass(highlight.severity)
            layer.shapes.append(
                context.rect(
                    id: "highlight-\(number)", class: "highlight \(severity)",
                    path: highlight.path, laidOut,
                    extra: [("data-rule", highlight.rule), ("data-severity", highlight.severity)]))
            // The badge goes at the frame's top-left corner moved inside the safe area (clear
            // of corners and housings), else the next free spot to its right or below.
            let frame = context.levels.shown(laidOut, path: highlight.path)
            let safe = context.safeRect
            let corner = Point(
                x: min(max(frame.minX + 1, safe.minX + 1), max(safe.maxX - 19, safe.minX)),
                y: min(max(frame.minY + 1, safe.minY + 1), max(safe.maxY - 19, safe.minY)))
            let origins = (0..<6).flatMap { row in
                (0..<8).map { column in Point(x: corner.x + Double(column) * 22, y: corner.y + Double(row) * 22) }
            }
            guard let badge = context.labels.placeBox(Size(width: 18, height: 18), origins: origins) else {
                context.labels.move("\(number) \(highlight.rule)", path: highlight.path)
                continue
            }
            let center = Point(x: roundedCoordinate(badge.minX + 9), y: roundedCoordinate(badge.minY + 9))
            layer.shapes.append(
                context.shape(
                    "circle", id: "badge-\(number)", class: "badge", path: highlight.path,
                    [
                        ("cx", SVGElement.number(center.x)), ("cy", SVGElement.number(center.y)), ("r", "9"),
                    ]))
            layer.labels.append(
                context.text(
                    String(number), id: "badge-text-\(number)", path: highlight.path,
                    at: Point(x: center.x, y: center.y + 4), anchor: .middle, class: "badge-text"))
            layer.add(
                context.label(
                    highlight.rule, id: "label-highlight-\(number)", path: highlight.path,
                    x: center.x + 13, y: center.y + 4, inWindow: true))
        }
        return layer
    }
}
