/// The inspector page's legend: HTML, in groups that fold (`<details>`), so it wraps to the
/// panel's width instead of being clipped. Each entry's swatch is drawn with the shape's own
/// classes under the drawings' style sheet (scoped to the legend's `id`, the fill patterns
/// shared with the drawings), so it looks exactly like the shape; the text says what it is and
/// which pattern tells it apart. The entries are `render`'s legend (``LegendPanel/entries``),
/// grouped, plus what only the page or only some scenes draw: reserved regions (the iPhone Duo's
/// fold), the dimming under a sheet, a split view's columns, the search bar, the keyboard layout
/// guide pins follow, and the selection and hover outlines.
package enum InspectorLegend {
    /// A group: its title, whether it starts open, and its entries (shape classes, text).
    struct Group {
        var title: String
        var isOpen: Bool
        var entries: [(classes: String, text: String)]
    }

    /// The id the legend's style rules are scoped to.
    static let rootID = "legend-render"

    /// The groups, the render legend's entries looked up by their classes.
    static var groups: [Group] {
        func render(_ classes: String...) -> [(classes: String, text: String)] {
            classes.compactMap { wanted in
                LegendPanel.entries.first { $0.classes == wanted }.map { (wanted, $0.text) }
            }
        }
        return [
            Group(
                title: "Selection", isOpen: true,
                entries: [
                    ("inspector-selected", "selected (blue, thick, glow)"),
                    ("inspector-hovered", "under the pointer (sky blue)"),
                    ("inspector-moved", "the other release's frame (dashed purple)"),
                ]),
            Group(
                title: "Findings", isOpen: true,
                entries: render("highlight error", "highlight warning", "highlight note")),
            Group(
                title: "Screen", isOpen: true,
                entries: render("screen", "unsafe", "housing") + [
                    ("reserved-region division active", "fold: a division reserved region (iOS 27.1)"),
                    ("reserved-region occlusion active", "occlusion reserved region: window controls"),
                ]),
            Group(
                title: "Bars, sheets, keyboard", isOpen: false,
                entries: render("bar opaque", "bar translucent") + [
                    ("bar search-bar translucent", "search bar (rounded corners, green edge)")
                ] + render("sheet") + [
                    ("dimming", "dimmed under a sheet (grey veil)")
                ] + render("keyboard") + [
                    ("keyboard-guide", "keyboardLayoutGuide top that pins follow (solid line)")
                ]),
            Group(
                title: "Split view", isOpen: false,
                entries: [
                    ("split-column", "split view column (orange, long dash-dot)"),
                    ("split-column over", "column over the content: iPadOS 26's floating sidebar (filled)"),
                    ("split-column collapsed", "collapsed split: one column (short dashes)"),
                ]),
            Group(
                title: "Views and content", isOpen: false,
                entries: render(
                    "view", "view scroll", "view interactive", "content", "cell", "cell-content", "separator", "header",
                    "section", "item")),
            Group(
                title: "Insets and guides", isOpen: false,
                entries: render(
                    "adjusted-inset", "content-inset", "indicator-track", "guide-safe-area", "guide-margins")),
        ]
    }

    /// The legend's markup: a `div` holding one `<details>` per group.
    static func html() -> String {
        var lines = ["<div id=\"\(rootID)\">"]
        for group in groups {
            lines.append(
                "<details\(group.isOpen ? " open" : "")><summary>\(group.title)</summary><ul class=\"legend\">")
            for entry in group.entries {
                let corner =
                    entry.classes == "housing"
                    ? " rx=\"7\" ry=\"7\"" : entry.classes.contains("search-bar") ? " rx=\"5\" ry=\"5\"" : ""
                let swatch: String
                switch entry.classes {
                case "separator":
                    swatch = "<line class=\"swatch \(entry.classes)\" x1=\"1\" y1=\"8\" x2=\"29\" y2=\"8\"/>"
                case "keyboard-guide":
                    // Drawn 2 pt tall about its line, as on the stage.
                    swatch = "<rect class=\"swatch \(entry.classes)\" x=\"2\" y=\"7\" width=\"26\" height=\"2\"/>"
                default:
                    swatch =
                        "<rect class=\"swatch \(entry.classes)\" x=\"2\" y=\"1\" width=\"26\" height=\"14\"\(corner)/>"
                }
                lines.append(
                    "<li><svg width=\"30\" height=\"16\" aria-hidden=\"true\">\(swatch)</svg> "
                        + "\(XMLEscaping.escape(entry.text, inAttribute: false))</li>")
            }
            lines.append("</ul></details>")
        }
        lines.append("</div>")
        return lines.joined(separator: "\n")
    }
}
