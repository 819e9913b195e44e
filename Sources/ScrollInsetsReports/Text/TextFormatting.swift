import ScrollInsets

/// The compact notations of the text report (and of the CLI's diff, devices and lifecycle reports).
package enum TextFormatting {
    /// `(44, 0, 34, 0)` in UIEdgeInsetsMake order; a clamped edge is marked with `*`.
    package static func insets(_ insets: EdgeInsets, marked: [Edge] = []) -> String {
        let parts = Edge.allCases.sorted().map { edge in
            formatPoints(insets[edge]) + (marked.contains(edge) ? "*" : "")
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// `(0, 88, 375, 724)`: x, y, width, height.
    package static func rect(_ rect: Rect) -> String {
        "(\(formatPoints(rect.x)), \(formatPoints(rect.y)), \(formatPoints(rect.width)), \(formatPoints(rect.height)))"
    }

    /// `375×812`.
    package static func size(_ size: Size) -> String {
        "\(formatPoints(size.width))×\(formatPoints(size.height))"
    }

    /// `(0, -88)`.
    package static func point(_ point: Point) -> String {
        "(\(formatPoints(point.x)), \(formatPoints(point.y)))"
    }

    /// `top 88 = 44 (status bar 44 pt) + 44 (navigation bar of 'nav' 44 pt)`.
    package static func derivationLine(_ name: String, edge: Edge, value: Double, terms: [InsetTerm]) -> String {
        let head = "\(name).\(edge) \(formatPoints(value))"
        guard !terms.isEmpty else { return head }
        return head + " = " + derivationBody(terms)
    }

    /// `44 (status bar 44 pt) + 44 (navigation bar 'nav' 44 pt)`: the terms of one edge.
    static func derivationBody(_ terms: [InsetTerm]) -> String {
        let body = terms.enumerated().map { index, term in
            let sign = term.amount < 0 ? "- " : (index == 0 ? "" : "+ ")
            return "\(sign)\(formatPoints(abs(term.amount))) (\(term.reason))"
        }
        return body.joined(separator: " ")
    }
}
