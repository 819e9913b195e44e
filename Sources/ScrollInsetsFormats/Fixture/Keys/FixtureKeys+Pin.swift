import ScrollInsets

extension FixtureKeys {
    /// The keys of a view's `pin` (docs/pinned-views.md), all read in table order.
    static let pin = FixtureKeyTable<Pin>(
        "pin", "**Extension:** a view's `pin`, instead of `frame` (docs/pinned-views.md).", prototype: Pin(),
        [
            edgeField("top", \.top), edgeField("bottom", \.bottom), edgeField("left", \.left),
            edgeField("right", \.right),
            edgeField("leading", \.leading), edgeField("trailing", \.trailing),
            centerField("centerX", \.centerX), centerField("centerY", \.centerY),
            .optional("width", \.width, { $0.width = $1 }, .nonNegativeNumber, "the view's width"),
            .optional("height", \.height, { $0.height = $1 }, .nonNegativeNumber, "the view's height"),
        ])

    /// The anchors a pinned edge can follow (`PinAnchor/name`).
    static let anchorWords = [
        "bounds", "safeArea", "layoutMargins", "maxOfMarginAndSafeArea", "minOfMarginAndSafeArea",
        "keyboardLayoutGuide",
    ]

    /// The keys of a pinned edge or centre written as a mapping.
    static let pinEdge = FixtureKeyTable<Void>(
        "pinEdge", "An edge or centre of a `pin` written as a mapping.", prototype: (),
        [
            .custom(
                "to", type: .word, required: true, allowed: anchorWords,
                """
                the anchor the edge follows; **iOS 15** `keyboardLayoutGuide` on `top` or `bottom`: the guide's top \
                (the docked keyboard's top, the safe area's bottom with no keyboard; docs/pinned-views.md)
                """
            ),
            .custom(
                "constant", type: .number, default: { _ in FixtureText.number(PinEdge(.bounds).constant) },
                "the distance from the anchor"),
            .custom(
                "margin", type: .nonNegativeNumber,
                """
                the margin `maxOfMarginAndSafeArea` and `minOfMarginAndSafeArea` compare with the safe-area inset \
                (required by them, refused by the others)
                """
            ),
            .custom(
                "cornerAdaptation", type: .word, allowed: LayoutRegion.AdaptivityAxis.allCases.map(\.rawValue),
                """
                **iOS 26**: with `to: safeArea` or `to: layoutMargins`, the layout region `layoutGuide(for: \
                .safeArea(cornerAdaptation: .horizontal))` (or `.margins(…)`): `horizontal` moves the leading edge \
                past the window controls and the display corner, `vertical` the top edge (docs/pinned-views.md)
                """
            ),
        ])

    private static let edgeType = FixtureKeyType.either([.number, .mapping(keySet: "pinEdge")])

    private static func edgeField(
        _ name: String, _ path: WritableKeyPath<Pin, PinEdge?> & Sendable
    ) -> FixtureField<Pin> {
        .custom(
            name, type: edgeType,
            "the \(name) edge: a distance from the bounds, or `{to: ANCHOR, constant: N, margin: M}`",
            decode: { reader, body, pin in pin[keyPath: path] = SceneDecoding.pinEdge(name, in: body, reader: &reader) }
        )
    }

    private static func centerField(
        _ name: String, _ path: WritableKeyPath<Pin, PinCenter?> & Sendable
    ) -> FixtureField<Pin> {
        .custom(
            name, type: edgeType, "the \(name == "centerX" ? "horizontal" : "vertical") centre, as an edge is given",
            decode: { reader, body, pin in
                pin[keyPath: path] = SceneDecoding.pinEdge(name, in: body, reader: &reader).map {
                    PinCenter($0.anchor, $0.constant)
                }
            })
    }
}
