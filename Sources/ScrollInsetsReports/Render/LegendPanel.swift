import ScrollInsets

/// The side panel: the legend — one swatch per kind of shape, drawn with the shape's own
/// class so it looks exactly like it, and a line saying what it is and which pattern tells
/// it apart — then the numbered findings.
package enum LegendPanel {
    /// One legend entry: the shape classes of the swatch, how it is drawn, and its text.
    package struct Entry {
        package var classes: String
        package var swatch: Swatch
        package var text: String
    }

    /// How a swatch is drawn.
    package enum Swatch {
        case box
        case pill
        case line
    }

    /// Every entry, in the order the picture stacks its layers.
    package static let entries: [Entry] = [
        Entry(classes: "screen", swatch: .box, text: "screen, display corners rounded"),
        Entry(classes: "unsafe", swatch: .box, text: "unsafe area: window safeAreaInsets (hatched /)"),
        Entry(classes: "housing", swatch: .pill, text: "notch or Dynamic Island"),
        Entry(classes: "bar opaque", swatch: .box, text: "bar, opaque (solid edge)"),
        Entry(classes: "bar translucent", swatch: .box, text: "bar, translucent (dashed edge)"),
        Entry(classes: "view", swatch: .box, text: "view frame"),
        Entry(classes: "view scroll", swatch: .box, text: "scroll, table, collection view (dash-dot)"),
        Entry(classes: "view interactive", swatch: .box, text: "interactive control (filled)"),
        Entry(classes: "content", swatch: .box, text: "content at contentOffset (dashed)"),
        Entry(classes: "adjusted-inset", swatch: .box, text: "adjustedContentInset (dotted fill)"),
        Entry(classes: "content-inset", swatch: .box, text: "its contentInset part (hatched \\)"),
        Entry(classes: "indicator-track", swatch: .box, text: "vertical scroll indicator track (filled strip)"),
        Entry(classes: "sheet", swatch: .box, text: "presented container (long dashes)"),
        Entry(classes: "keyboard", swatch: .box, text: "keyboard (grey, dotted edge)"),
        Entry(classes: "cell", swatch: .box, text: "table cell (thin solid)"),
        Entry(classes: "cell-content", swatch: .box, text: "cell contentView (dashed)"),
        Entry(classes: "separator", swatch: .line, text: "cell separator"),
        Entry(classes: "header", swatch: .box, text: "header or footer"),
        Entry(classes: "section", swatch: .box, text: "collection section (dotted)"),
        Entry(classes: "item", swatch: .box, text: "collection item"),
        Entry(classes: "guide-safe-area", swatch: .box, text: "safeAreaLayoutGuide (long dashes)"),
        Entry(classes: "guide-margins", swatch: .box, text: "layoutMarginsGuide (short dashes)"),
        Entry(classes: "highlight error", swatch: .box, text: "finding: error (solid)"),
        Entry(classes: "highlight warning", swatch: .box, text: "finding: warning (dashed)"),
        Entry(classes: "highlight note", swatch: .box, text: "finding: note (dotted)"),
    ]

    /// A numbered finding as the panel lists it.
    package struct Listed {
        package var number: Int
        package var highlight: RenderHighlight
        /// Whether the picture could outline it (its path names a view or controller).
        package var isDrawn: Bool
    }

    /// The panel's rows: the legend (when `legend` is on), then each group of findings with
    /// its title (a contact sheet's scene; `nil` in a single scene). Returns the rows, placed
    /// from (0, 0), and their size; the caller translates them.
    package static func rows(
        legend: Bool, findings: [(title: String?, items: [Listed])],
        moved: [(title: String?, labels: [LabelPlacer.Moved])] = [], idPrefix: String,
        fontSize: Double, legendTitle: Bool = true
    ) -> (elements: [SVGElement], size: Size) {
        let line = fontSize + 9
        var elements: [SVGElement] = []
        var y = 0.0
        var width = 0.0
        func text(_ string: String, id: String, x: Double, bold: Bool = false) {
            y += line
            let attributes = [
                ("id", idPrefix + id), ("class", bold ? "label title" : "label"), ("data-path", "legend"),
                ("x", SVGElement.number(x)), ("y", SVGElement.number(roundedCoordinate(y - 6))),
            ]
            elements.append(SVGElement("text", attributes, text: string))
            width = max(width, x + Double(string.count) * fontSize * 0.6)
        }
        if legend {
            if legendTitle { text("Legend", id: "legend-title", x: 0, bold: true) }
            for (index, entry) in entries.enumerated() {
                text(entry.text, id: "legend-text-\(index)", x: 40)
                elements.append(swatch(entry, id: idPrefix + "legend-\(index)", top: y - line + 4))
            }
            y += line / 2
        }
        let total = findings.reduce(0) { $0 + $1.items.count }
        text(total == 0 ? "Findings: none" : "Findings", id: "findings-title", x: 0, bold: true)
        for (groupIndex, group) in findings.enumerated() where !group.items.isEmpty {
            if let title = group.title { text(title, id: "findings-group-\(groupIndex)", x: 0, bold: true) }
            for item in group.items {
                let key = "\(groupIndex)-\(item.number)"
                text("\(item.number)  \(item.highlight.severity)  \(item.highlight.rule)", id: "finding-\(key)", x: 0)
                text(
                    item.highlight.path + (item.isDrawn ? "" : " (no such view: not drawn)"),
                    id: "finding-path-\(key)", x: 22)
            }
        }
        // Labels without room in the picture (``LabelPlacer``), each with its view's path.
        if moved.contains(where: { !$0.labels.isEmpty }) {
            y += line / 2
            text("Labels without room in the picture", id: "moved-title", x: 0, bold: true)
            for (groupIndex, group) in moved.enumerated() where !group.labels.isEmpty {
                if let title = group.title { text(title, id: "moved-group-\(groupIndex)", x: 0, bold: true) }
                for (index, label) in group.labels.enumerated() {
                    text("\(label.path): \(label.text)", id: "moved-\(groupIndex)-\(index)", x: 0)
                }
            }
        }
        return (elements, Size(width: width.rounded(.up), height: y))
    }

    /// A 28 × 14 swatch with the entry's classes, its top at `top`.
    private static func swatch(_ entry: Entry, id: String, top: Double) -> SVGElement {
        let base = [("id", id), ("class", "swatch " + entry.classes), ("data-path", "legend")]
        let y = SVGElement.number(roundedCoordinate(top))
        switch entry.swatch {
        case .box:
            return SVGElement("rect", base + [("x", "2"), ("y", y), ("width", "28"), ("height", "14")])
        case .pill:
            return SVGElement(
                "rect",
                base + [
                    ("x", "2"), ("y", y), ("width", "28"), ("height", "14"),
                    ("rx", "7"), ("ry", "7"),
                ])
        case .line:
            let middle = SVGElement.number(roundedCoordinate(top + 7))
            return SVGElement("line", base + [("x1", "2"), ("y1", middle), ("x2", "30"), ("y2", middle)])
        }
    }
}
