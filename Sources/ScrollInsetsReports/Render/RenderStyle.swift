import ScrollInsets

/// The colours, line patterns and fills of the picture.
///
/// Colours come from the Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2008),
/// which people with the common colour-vision deficiencies can tell apart. No information is
/// carried by colour alone: every kind of shape also differs by its fill pattern (hatching at
/// 45°, hatching at −45°, dots) or its dash pattern, and the legend shows both.
package enum RenderStyle {
    /// The Okabe–Ito colours.
    package enum Color {
        package static let black = "#000000"
        package static let orange = "#E69F00"
        package static let skyBlue = "#56B4E9"
        package static let bluishGreen = "#009E73"
        package static let yellow = "#F0E442"
        package static let blue = "#0072B2"
        package static let vermillion = "#D55E00"
        package static let reddishPurple = "#CC79A7"
        package static let white = "#FFFFFF"
    }

    /// The fonts labels ask for, the first one being what CI's rasterizer has.
    package static let fontFamily = "DejaVu Sans, Verdana, Arial, sans-serif"

    /// One CSS rule per shape class: (selector, declarations).
    package static func rules(prefix: String) -> [(String, String)] {
        let c = Color.self
        return [
            (
                "text",
                "font-family: \(fontFamily); fill: \(c.black); paint-order: stroke; stroke: \(c.white); "
                    + "stroke-width: 3px; stroke-linejoin: round"
            ),
            (".title", "font-weight: bold"),
            (".screen", "fill: \(c.white); stroke: \(c.black); stroke-width: 2"),
            (".unsafe", "fill: url(#\(prefix)hatch-unsafe); stroke: \(c.orange); stroke-width: 1"),
            (".housing", "fill: \(c.black); stroke: none"),
            (".bar", "fill: \(c.skyBlue); fill-opacity: 0.45; stroke: \(c.blue); stroke-width: 1.5"),
            (".bar.translucent", "fill-opacity: 0.25; stroke-dasharray: 6 3"),
            // A navigation item's search bar: rounded (the shape carries rx), its edge green and solid.
            (
                ".bar.search-bar",
                "fill: \(c.bluishGreen); fill-opacity: 0.15; stroke: \(c.bluishGreen); stroke-width: 2.5; "
                    + "stroke-dasharray: none"
            ),
            // A split view's columns: a heavy long dash-dot edge; filled where a column lies over the
            // content (iPadOS 26's floating sidebar), short dashes when the split is collapsed.
            (
                ".split-column",
                "fill: none; stroke: \(c.orange); stroke-width: 3; stroke-dasharray: 16 4 4 4"
            ),
            (".split-column.over", "fill: \(c.orange); fill-opacity: 0.08; stroke-dasharray: none"),
            (".split-column.collapsed", "stroke-dasharray: 2 4"),
            (".view", "fill: none; stroke: \(c.black); stroke-opacity: 0.75; stroke-width: 1"),
            (".view.scroll", "stroke: \(c.blue); stroke-opacity: 1; stroke-width: 1.5; stroke-dasharray: 10 3 2 3"),
            (".view.interactive", "fill: \(c.yellow); fill-opacity: 0.35; stroke-width: 1.5"),
            (".content", "fill: none; stroke: \(c.bluishGreen); stroke-width: 1; stroke-dasharray: 4 3"),
            (".adjusted-inset", "fill: url(#\(prefix)dots-adjusted); stroke: \(c.bluishGreen); stroke-width: 1"),
            (".content-inset", "fill: url(#\(prefix)hatch-content); stroke: \(c.reddishPurple); stroke-width: 1"),
            (".indicator-track", "fill: \(c.black); fill-opacity: 0.55; stroke: none"),
            (".dimming", "fill: \(c.black); fill-opacity: 0.2; stroke: none; pointer-events: none"),
            (".sheet-background", "fill: \(c.white); stroke: none"),
            (".label.dimmed", "opacity: 0.6"),
            (".sheet", "fill: none; stroke: \(c.blue); stroke-width: 2.5; stroke-dasharray: 14 4"),
            (
                ".keyboard",
                "fill: \(c.black); fill-opacity: 0.12; stroke: \(c.black); stroke-width: 1.5; stroke-dasharray: 1 2"
            ),
            // Reddish purple, not the findings' vermillion: a fold is not an error.
            (
                ".reserved-region",
                "fill: \(c.reddishPurple); fill-opacity: 0.6; stroke: \(c.reddishPurple); stroke-width: 1"
            ),
            (".reserved-region.inactive", "fill-opacity: 0.15; stroke-dasharray: 4 3"),
            (
                ".window-controls",
                "fill: \(c.reddishPurple); fill-opacity: 0.3; stroke: \(c.reddishPurple); stroke-width: 1"
            ),
            // The top of the keyboard layout guide pins follow, drawn 2 pt tall about its line.
            (".keyboard-guide", "fill: \(c.black); stroke: \(c.black); stroke-width: 1"),
            (".cell", "fill: none; stroke: \(c.blue); stroke-width: 0.75"),
            (
                ".cell-content",
                "fill: \(c.skyBlue); fill-opacity: 0.15; stroke: \(c.blue); stroke-width: 0.75; "
                    + "stroke-dasharray: 3 2"
            ),
            (".separator", "stroke: \(c.reddishPurple); stroke-width: 1.5"),
            (".header", "fill: \(c.orange); fill-opacity: 0.2; stroke: \(c.black); stroke-width: 0.75"),
            (".header-content", "fill: none; stroke: \(c.black); stroke-width: 0.75; stroke-dasharray: 3 2"),
            (".section", "fill: none; stroke: \(c.reddishPurple); stroke-width: 1; stroke-dasharray: 1 2"),
            (".item", "fill: \(c.yellow); fill-opacity: 0.6; stroke: \(c.black); stroke-width: 0.75"),
            (".guide-safe-area", "fill: none; stroke: \(c.bluishGreen); stroke-width: 2; stroke-dasharray: 8 4"),
            (".guide-margins", "fill: none; stroke: \(c.reddishPurple); stroke-width: 2; stroke-dasharray: 2 3"),
            (".highlight", "fill: none; stroke: \(c.vermillion); stroke-width: 3"),
            (".highlight.warning", "stroke-dasharray: 9 4"),
            (".highlight.note", "stroke-dasharray: 2 3"),
            (".badge", "fill: \(c.vermillion); stroke: \(c.white); stroke-width: 1.5"),
            (".badge-text", "fill: \(c.white); stroke: none; font-weight: bold"),
            (".panel", "fill: \(c.white); stroke: \(c.black); stroke-opacity: 0.3; stroke-width: 1"),
        ]
    }

    /// The style sheet of one drawing, every rule scoped to the element `#rootID` so that
    /// several drawings inlined in one HTML page keep their own patterns.
    package static func styleSheet(rootID: String, prefix: String, fontSize: Double) -> SVGElement {
        SVGElement("style", children: [.raw(styleRules(rootID: rootID, prefix: prefix, fontSize: fontSize))])
    }

    /// The rules of ``styleSheet(rootID:prefix:fontSize:)``, one a line, without the element.
    package static func styleRules(rootID: String, prefix: String, fontSize: Double) -> String {
        var lines = ["#\(rootID) { font-size: \(formatPoints(fontSize))px }"]
        for (selector, declarations) in rules(prefix: prefix) {
            lines.append("#\(rootID) \(selector) { \(declarations) }")
        }
        return lines.joined(separator: "\n")
    }

    /// The fill patterns: 45° hatching (unsafe area), −45° hatching (content inset), dots
    /// (adjusted content inset).
    package static func patterns(prefix: String) -> [SVGElement] {
        [
            hatch(id: prefix + "hatch-unsafe", color: Color.orange, angle: 45),
            hatch(id: prefix + "hatch-content", color: Color.reddishPurple, angle: -45),
            dots(id: prefix + "dots-adjusted", color: Color.bluishGreen),
        ]
    }

    private static func hatch(id: String, color: String, angle: Double) -> SVGElement {
        SVGElement(
            "pattern",
            [
                ("id", id), ("width", "8"), ("height", "8"), ("patternUnits", "userSpaceOnUse"),
                ("patternTransform", "rotate(\(formatPoints(angle)))"),
            ],
            children: [
                SVGElement("rect", [("width", "8"), ("height", "8"), ("fill", color), ("fill-opacity", "0.15")]),
                SVGElement(
                    "line",
                    [
                        ("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "8"), ("stroke", color),
                        ("stroke-width", "3"),
                    ]),
            ])
    }

    private static func dots(id: String, color: String) -> SVGElement {
        SVGElement(
            "pattern", [("id", id), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse")],
            children: [
                SVGElement("rect", [("width", "6"), ("height", "6"), ("fill", color), ("fill-opacity", "0.1")]),
                SVGElement("circle", [("cx", "3"), ("cy", "3"), ("r", "1.25"), ("fill", color)]),
            ])
    }
}
