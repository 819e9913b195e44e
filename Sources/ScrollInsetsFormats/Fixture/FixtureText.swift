import ScrollInsets

/// The text that ``FixtureEncoder`` writes, before it is laid out in lines: block mappings and
/// sequences, and inline values (scalars and flow collections) already spelled out.
enum FixtureText {
    /// A scalar or a flow collection, written on its key's line: `44`, `[0, 0, 375, 812]`.
    case inline(String)
    /// A block mapping, one `key: value` a line; an empty one is written `{}`.
    case mapping([(key: String, value: FixtureText)])
    /// A block sequence, one `- item` a line; an empty one is written `[]`.
    case sequence([FixtureText])

    /// The value as lines indented by `indent` spaces (a document when `indent` is 0).
    ///
    /// A mapping or a sequence under a key is indented two more spaces than the key; a mapping
    /// that is a sequence item starts on the item's line: `- viewController:`.
    ///
    /// - Complexity: O(*n*) in the size of the text.
    func lines(indent: Int = 0) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .inline(let text):
            return [pad + text]
        case .mapping(let entries) where entries.isEmpty:
            return [pad + "{}"]
        case .sequence(let items) where items.isEmpty:
            return [pad + "[]"]
        case .mapping(let entries):
            return entries.flatMap { key, value -> [String] in
                switch value {
                case .inline(let text): return ["\(pad)\(key): \(text)"]
                case .mapping(let inner) where inner.isEmpty: return ["\(pad)\(key): {}"]
                case .sequence(let inner) where inner.isEmpty: return ["\(pad)\(key): []"]
                case .mapping, .sequence: return ["\(pad)\(key):"] + value.lines(indent: indent + 2)
                }
            }
        case .sequence(let items):
            // An item's content is indented past "- ", and its first line moves up onto the dash.
            return items.flatMap { item -> [String] in
                var lines = item.lines(indent: indent + 2)
                lines[0] = pad + "- " + lines[0].dropFirst(indent + 2)
                return lines
            }
        }
    }
}

extension FixtureText {
    /// A string as a scalar that reads back as exactly that string wherever a string is
    /// read: plain when that is unambiguous, double-quoted otherwise.
    ///
    /// Quoted are: the empty string; text with a leading or trailing blank; text that starts
    /// with an indicator (`- ? : , [ ] { } # & * ! | > ' " % @` and the backquote), a digit,
    /// `+` or `.`; text holding `: `, ` #`, a flow indicator, a tab or a character that cannot
    /// stand in a line (controls, U+0085, U+2028, U+2029, U+FEFF) or ending in `:`; and the
    /// words other YAML readers take for booleans or null (`true`, `no`, `null`, `~`…, in any
    /// case). Inside the quotes `\` and `"` are escaped, and so are the characters above,
    /// as `\t`, `\n`, `\r` or `\uXXXX`.
    ///
    /// ```swift
    /// FixtureText.scalar("iPhone X")   // iPhone X
    /// FixtureText.scalar("feed: top")  // "feed: top"
    /// FixtureText.scalar("true")       // "true"
    /// ```
    static func scalar(_ text: String) -> String {
        needsQuotes(text) ? doubleQuoted(text) : text
    }

    /// Words that YAML 1.1 or 1.2 readers type as booleans or null.
    private static let typedWords: Set<String> = ["true", "false", "yes", "no", "y", "n", "on", "off", "null", "~"]

    private static func needsQuotes(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, let last = bytes.last else { return true }
        if isBlank(first) || isBlank(last) || last == UInt8(ascii: ":") { return true }
        if "-?:,[]{}#&*!|>'\"%@`+.0123456789".utf8.contains(first) { return true }
        if typedWords.contains(text.lowercased()) { return true }
        for (index, byte) in bytes.enumerated() {
            if ",[]{}\t".utf8.contains(byte) { return true }
            if byte == UInt8(ascii: ":") && index + 1 < bytes.count && isBlank(bytes[index + 1]) { return true }
            if byte == UInt8(ascii: "#") && index > 0 && isBlank(bytes[index - 1]) { return true }
        }
        return text.unicodeScalars.contains(where: needsEscape)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether a character cannot be written as itself inside a line.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF: return true
        default: return false
        }
    }

    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    // MARK: Numbers and geometry

    /// A number as the fixture format reads it, in its shortest exact form (``formatExactPoints(_:)``).
    static func number(_ value: Double) -> String { formatExactPoints(value) }

    /// Numbers as a flow sequence: `[0, 44, 21, 44]`.
    static func list(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// Insets in `UIEdgeInsetsMake` order: `[top, left, bottom, right]`.
    static func insets(_ insets: EdgeInsets) -> String { list([insets.top, insets.left, insets.bottom, insets.right]) }

    /// Directional insets, which have only the mapping form: `{top: 0, leading: 16, bottom: 0, trailing: 16}`.
    static func directionalInsets(_ insets: DirectionalEdgeInsets) -> String {
        """
        {top: \(number(insets.top)), leading: \(number(insets.leading)), bottom: \(number(insets.bottom)), trailing: \
        \(number(insets.trailing))}
        """
    }

    /// A rect as `[x, y, width, height]`.
    static func rect(_ rect: Rect) -> String {
        list([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }

    /// A size as `[width, height]`.
    static func size(_ size: Size) -> String { list([size.width, size.height]) }

    /// A point as `[x, y]`.
    static func point(_ point: Point) -> String { list([point.x, point.y]) }

    /// A flow mapping of words and numbers already spelled out: `{height: 28, background: contentView}`.
    static func flowMapping(_ entries: [(String, String)]) -> String {
        "{" + entries.map { "\($0): \($1)" }.joined(separator: ", ") + "}"
    }
}
