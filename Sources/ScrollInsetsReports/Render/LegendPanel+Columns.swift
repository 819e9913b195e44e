import ScrollInsets

extension LegendPanel {
    /// The panel's rows flowed into columns no taller than `maxHeight` (a contact sheet of a
    /// large matrix would otherwise end in one panel many times taller than its grid), each
    /// column as wide as the widest row plus a 24-pt gap. Rows are never split: a swatch
    /// goes with its text. Rows that fit in one column are returned as they are.
    ///
    /// - Complexity: O(*r*) in the rows.
    package static func columns(
        _ rows: (elements: [SVGElement], size: Size), maxHeight: Double,
        fontSize: Double
    ) -> (elements: [SVGElement], size: Size) {
        let line = fontSize + 9
        let perColumn = max(1, Int(maxHeight / line))
        guard rows.size.height > maxHeight, perColumn > 0 else { return rows }
        // The row an element belongs to, from its position (see `rows`: a text's baseline is
        // 6 pt above the row's bottom, a swatch's top 16 pt, a line swatch's middle 9 pt).
        func row(_ element: SVGElement) -> Int {
            var bottom = 0.0
            if let y = element.attribute("y").flatMap(Double.init) {
                bottom = y + (element.name == "text" ? 6 : 16)
            } else if let y1 = element.attribute("y1").flatMap(Double.init) {
                bottom = y1 + 9
            }
            return max(0, Int((bottom / line).rounded()) - 1)
        }
        let columnWidth = rows.size.width + 24
        var groups: [Int: [SVGElement]] = [:]
        for element in rows.elements { groups[row(element) / perColumn, default: []].append(element) }
        let elements = groups.keys.sorted().map { column in
            SVGElement(
                "g",
                [
                    (
                        "transform",
                        "translate(\(SVGElement.number(Double(column) * columnWidth)) "
                            + "\(SVGElement.number(-Double(column * perColumn) * line)))"
                    )
                ],
                children: groups[column] ?? [])
        }
        let size = Size(width: Double(groups.count) * columnWidth - 24, height: Double(perColumn) * line)
        return (elements, size)
    }
}
