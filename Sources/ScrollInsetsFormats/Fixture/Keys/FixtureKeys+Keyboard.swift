import ScrollInsets

extension FixtureKeys {
    /// The keys of a scene's `keyboard` (docs/keyboard.md): one of `shown`, `height`, `frame`,
    /// and `mode` on iPad.
    static let keyboard = FixtureKeyTable<KeyboardFields>(
        "keyboard", "A scene's `keyboard`: the software keyboard shown (docs/keyboard.md).",
        prototype: KeyboardFields(),
        [
            .optional(
                "shown", \.shown, { $0.shown = $1 }, .bool,
                """
                `true`: the device's docked keyboard at its sourced height for the release and orientation (an error \
                where none is sourced); `false`: none
                """
            ),
            .optional(
                "height", \.height, { $0.height = $1 }, .nonNegativeNumber,
                "a docked keyboard of this height across the window's bottom"),
            .optional("frame", \.frame, { $0.frame = $1 }, .rect, "the keyboard's frame in window coordinates"),
            .value(
                "mode", \.mode, { $0.mode = $1 }, .enumeration(Keyboard.Mode.self),
                "**extension**: iPad only: `floating` or `undocked` (both need a `frame`)"),
        ])
}

/// The values of a scene's `keyboard` as read, before they are checked into a `Keyboard`.
struct KeyboardFields: Sendable {
    var shown: Bool?
    var height: Double?
    var frame: Rect?
    var mode = Keyboard.Mode.docked
}

extension SceneDecoding {
    /// The scene's `keyboard`: exactly one of `shown`, `height` and `frame`; `nil` when absent,
    /// `{shown: false}`, or reported.
    static func keyboard(in scene: FixtureMapping, reader: inout FixtureReader) -> Keyboard? {
        guard let node = scene["keyboard"], let body = reader.mapping(node, allowed: FixtureKeys.keyboard.names) else {
            return nil
        }
        var fields = FixtureKeys.keyboard.prototype
        FixtureKeys.keyboard.decode(&reader, body, into: &fields)
        guard let choice = reader.exclusiveKey(among: ["shown", "height", "frame"], in: body, required: true) else {
            return nil
        }
        let extent: Keyboard.Extent
        switch choice.key {
        case "shown":
            guard fields.shown == true else { return nil }
            extent = .deviceHeight
        case "height":
            guard let height = fields.height else { return nil }
            extent = .height(height)
        default:
            guard let frame = fields.frame else { return nil }
            extent = .frame(frame)
        }
        if fields.mode != .docked, choice.key != "frame" {
            reader.error(
                "a \(fields.mode.rawValue) keyboard needs a 'frame'; got '\(choice.key)'", at: choice.keyLocation)
            return nil
        }
        return Keyboard(extent, mode: fields.mode)
    }
}

extension FixtureText {
    /// A keyboard as its flow mapping: `{shown: true}`, `{height: 336}`,
    /// `{frame: [0, 500, 1024, 300], mode: floating}`.
    static func keyboard(_ keyboard: Keyboard) -> String {
        var entries: [String]
        switch keyboard.extent {
        case .deviceHeight: entries = ["shown: true"]
        case .height(let height): entries = ["height: \(number(height))"]
        case .frame(let frame): entries = ["frame: \(rect(frame))"]
        }
        if keyboard.mode != .docked { entries.append("mode: \(keyboard.mode.rawValue)") }
        return "{" + entries.joined(separator: ", ") + "}"
    }
}
