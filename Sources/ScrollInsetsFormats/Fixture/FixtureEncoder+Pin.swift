import ScrollInsets

/// A view's `Pin` as the `pin` key writes it (docs/pinned-views.md): each given edge and
/// centre as `{to: ANCHOR, constant: N, margin: M}` (constant and margin only when set), sizes
/// as numbers, in the order top, bottom, left, right, leading, trailing, centerX, centerY,
/// width, height.
extension FixtureEncoder {
    static func pin(_ pin: Pin) -> FixtureText {
        var entries: [(key: String, value: FixtureText)] = []
        func anchor(_ anchor: PinAnchor, _ constant: Double) -> FixtureText {
            var parts = [("to", anchor.name)]
            if constant != 0 { parts.append(("constant", FixtureText.number(constant))) }
            switch anchor {
            case .maxOfMarginAndSafeArea(let margin), .minOfMarginAndSafeArea(let margin):
                parts.append(("margin", FixtureText.number(margin)))
            case .layoutRegion(let region):
                if let axis = region.cornerAdaptation { parts.append(("cornerAdaptation", axis.rawValue)) }
            default: break
            }
            return .inline(FixtureText.flowMapping(parts))
        }
        let edges: [(String, PinEdge?)] = [
            ("top", pin.top), ("bottom", pin.bottom), ("left", pin.left), ("right", pin.right),
            ("leading", pin.leading), ("trailing", pin.trailing),
        ]
        for (name, edge) in edges {
            if let edge { entries.append((name, anchor(edge.anchor, edge.constant))) }
        }
        for (name, center) in [("centerX", pin.centerX), ("centerY", pin.centerY)] {
            if let center { entries.append((name, anchor(center.anchor, center.constant))) }
        }
        if let width = pin.width { entries.append(("width", .inline(FixtureText.number(width)))) }
        if let height = pin.height { entries.append(("height", .inline(FixtureText.number(height)))) }
        return .mapping(entries)
    }
}
