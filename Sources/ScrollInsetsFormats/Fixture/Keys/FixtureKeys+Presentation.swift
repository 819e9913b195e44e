import ScrollInsets
import YAMLSubset

extension FixtureKeys {
    /// The keys of a controller's `presentedViewController` (docs/presentations.md). `controller`
    /// is a node, read by the decoder in its own place.
    static let presentedViewController = FixtureKeyTable<PresentationFields>(
        "presentedViewController",
        "A controller's `presentedViewController`: a controller presented modally (docs/presentations.md).",
        prototype: PresentationFields(),
        [
            .value(
                "modalPresentationStyle", \.style, { $0.style = $1 }, .enumeration(ModalPresentationStyle.self),
                "the style; `automatic` is `pageSheet` from iOS 13 (`fullScreen` before); `popover` is not modelled"),
            .custom(
                "detents", type: .sequence(of: .either([.word, .nonNegativeNumber])),
                default: { "[" + $0.detents.map(\.name).joined(separator: ", ") + "]" }, allowed: ["medium", "large"],
                """
                a sheet's detents (iOS 15): `medium`, `large` or a custom height in points, within the sheet's safe \
                area
                """,
                decode: { reader, body, fields in
                    if let node = body["detents"], let detents = reader.read(node, as: .sequence(of: .sheetDetent)) {
                        fields.detents = detents
                    }
                },
                encode: { fields, defaults in
                    fields.detents == defaults.detents
                        ? nil
                        : .inline("[" + fields.detents.map(\.name).joined(separator: ", ") + "]")
                }),
            .custom(
                "selectedDetent", type: .either([.word, .nonNegativeNumber]), allowed: ["medium", "large"],
                "the detent the sheet rests at, one of `detents`; absent, the smallest",
                decode: { reader, body, fields in
                    if let node = body["selectedDetent"], let detent = reader.read(node, as: .sheetDetent) {
                        fields.selectedDetent = detent
                    }
                },
                encode: { fields, _ in fields.selectedDetent.map { .inline($0.name) } }),
            .optional(
                "preferredContentSize", \.preferredContentSize, { $0.preferredContentSize = $1 }, .positiveSize,
                """
                the presented controller's `preferredContentSize`: an iPad form sheet's size instead of the default \
                for the screen; other presentations ignore it (a warning)
                """),
            .custom("controller", type: .node, required: true, "the presented controller, a controller node"),
        ])
}

/// The values of a `presentedViewController` as read, before its controller is decoded.
struct PresentationFields: Sendable {
    var style = ModalPresentationStyle.automatic
    var detents: [SheetDetent] = [.large]
    var selectedDetent: SheetDetent?
    var preferredContentSize: Size?

    init() {}

    /// The fields of `presentation`, for the encoder.
    init(_ presentation: Presentation) {
        style = presentation.modalPresentationStyle
        detents = presentation.detents
        selectedDetent = presentation.selectedDetent
        preferredContentSize = presentation.preferredContentSize
    }
}

extension FixtureValue where Value == SheetDetent {
    /// A sheet detent: `medium`, `large`, or a custom height in points above zero.
    static var sheetDetent: FixtureValue<SheetDetent> {
        let words = ["medium", "large"]
        return FixtureValue(expected: "medium, large or a height in points") { reader, node in
            guard let scalar = reader.plainScalar(node, expected: "medium, large or a height in points") else {
                return nil
            }
            switch scalar.text {
            case "medium": return .medium
            case "large": return .large
            default: break
            }
            if case .invalid = NumberLiteral.parse(scalar.text) {
                let (message, notes) = ReaderMessage.unknownValue(scalar.text, allowed: words + ["a height in points"])
                reader.error(message, at: node.location, notes: notes)
                return nil
            }
            guard let height = reader.readNumber(node, nonNegative: true) else { return nil }
            guard height > 0 else {
                reader.error("a custom detent needs a height above 0; found '\(scalar.text)'", at: node.location)
                return nil
            }
            return .height(height)
        }
    }
}

extension SceneDecoding {
    /// The presentation of a controller (`presentedViewController`) with a placeholder for its
    /// controller, and the YAML node of that controller, which ``hierarchy(_:)`` decodes after
    /// the presenter's own children; `nil` when absent or reported.
    mutating func presentation(in body: FixtureMapping) -> (Presentation, controller: YAMLNode)? {
        let keys = FixtureKeys.presentedViewController
        guard let mapping = reader.mapping("presentedViewController", in: body, allowed: keys.names) else { return nil }
        var fields = keys.prototype
        keys.decode(&reader, mapping, into: &fields)
        if let selected = fields.selectedDetent, !fields.detents.contains(selected),
            let node = mapping["selectedDetent"]
        {
            let list = fields.detents.map(\.name).joined(separator: ", ")
            reader.error("selectedDetent '\(selected.name)' is not among the detents [\(list)]", at: node.location)
        }
        if fields.preferredContentSize != nil, let node = mapping["preferredContentSize"] {
            let style = fields.style
            if style != .popover, style != .formSheet || !presentsOnPad {
                reader.report(.preferredContentSizeIgnored(style: style), at: node.location)
            }
        }
        guard let controller = mapping["controller"] else {
            reader.error(ReaderMessage.missingKey("controller", expected: "a controller node"), at: mapping.location)
            return nil
        }
        // Read on even after an error above, so that the presented controller's own problems are reported too.
        var presentation = Presentation(
            fields.style, detents: fields.detents, selectedDetent: fields.selectedDetent,
            preferredContentSize: fields.preferredContentSize, controller: ControllerNode())
        presentation.location = body.entry("presentedViewController")?.keyLocation
        return (presentation, controller)
    }
}
