import ScrollInsets
import YAMLSubset

extension SceneDecoding {
    /// `pin: {bottom: {to: safeArea, constant: 8}, centerX: 0, width: 120, height: 30}` (docs/pinned-views.md).
    mutating func pin(_ node: YAMLNode) -> Pin? {
        guard let body = reader.mapping(node, allowed: FixtureKeys.pin.names) else { return nil }
        var pin = FixtureKeys.pin.prototype
        FixtureKeys.pin.decode(&reader, body, into: &pin)
        return pin
    }

    /// An edge or centre: a number (from the bounds), or `{to: ANCHOR, constant: N, margin: M}`.
    static func pinEdge(_ key: String, in body: FixtureMapping, reader: inout FixtureReader) -> PinEdge? {
        guard let node = body[key] else { return nil }
        if node.scalar != nil {
            return reader.read(node, as: .number).map { PinEdge(.bounds, $0) }
        }
        guard let edge = reader.mapping(node, allowed: FixtureKeys.pinEdge.names) else { return nil }
        let word = reader.read("to", in: edge, as: .oneOf(FixtureKeys.anchorWords.map { ($0, $0) }), required: true)
        if word == "keyboardLayoutGuide", key != "top", key != "bottom", let node = edge["to"] {
            reader.report(.keyboardLayoutGuideNotOnVerticalEdge(key: key), at: node.location)
            return nil
        }
        let constant = reader.read("constant", in: edge, as: .number) ?? PinEdge(.bounds).constant
        let margin = reader.read("margin", in: edge, as: .nonNegativeNumber)
        let isRecipe = word == "maxOfMarginAndSafeArea" || word == "minOfMarginAndSafeArea"
        if isRecipe && margin == nil && !edge.contains("margin") {
            reader.report(.recipeWithoutMargin(anchor: word ?? ""), at: edge.location)
        }
        if !isRecipe, word != nil, let entry = edge.entry("margin") {
            reader.report(.marginWithoutRecipe(anchor: word ?? ""), at: entry.keyLocation)
        }
        let adaptation = reader.read("cornerAdaptation", in: edge, as: .enumeration(LayoutRegion.AdaptivityAxis.self))
        if let adaptation, let word {
            guard
                let base: LayoutRegion.Base = word == "safeArea" ? .safeArea : word == "layoutMargins" ? .margins : nil
            else {
                if let entry = edge.entry("cornerAdaptation") {
                    reader.report(.cornerAdaptationWithoutRegion(anchor: word), at: entry.keyLocation)
                }
                return nil
            }
            return PinEdge(.layoutRegion(LayoutRegion(base, cornerAdaptation: adaptation)), constant)
        }
        let anchor: PinAnchor? =
            switch word {
            case "bounds": .bounds
            case "safeArea": .safeArea
            case "layoutMargins": .layoutMargins
            case "maxOfMarginAndSafeArea": margin.map { .maxOfMarginAndSafeArea($0) }
            case "minOfMarginAndSafeArea": margin.map { .minOfMarginAndSafeArea($0) }
            case "keyboardLayoutGuide": .keyboardLayoutGuide
            default: nil
            }
        return anchor.map { PinEdge($0, constant) }
    }
}
