import ScrollInsets

/// A value of JSON report 1, read back from the text ``JSONReport`` writes, so that a recording's
/// path is looked up in exactly the report a user reads (``ReportPath``).
///
/// The reader is small because its input is ours: the writer's objects, arrays, strings, numbers,
/// `true`, `false` and `null`. Anything else is a programming error, reported as `nil`.
indirect enum ReportJSONValue: Hashable, Sendable {
    case object([(key: String, value: ReportJSONValue)])
    case array([ReportJSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: ReportJSONValue, rhs: ReportJSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .object(let members): for member in members { hasher.combine(member.key); hasher.combine(member.value) }
        case .array(let items): hasher.combine(items)
        case .string(let text): hasher.combine(text)
        case .number(let value): hasher.combine(value)
        case .bool(let value): hasher.combine(value)
        case .null: hasher.combine(0)
        }
    }

    /// The member `key` of an object, `nil` otherwise.
    subscript(key: String) -> ReportJSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text read as JSON, or `nil` when it is not (never for the report's own text).
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func parse(_ text: String) -> ReportJSONValue? {
        var reader = ReportJSONReader(bytes: Array(text.utf8))
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.isAtEnd ? value : nil
    }
}

/// The cursor of ``ReportJSONValue/parse(_:)``.
private struct ReportJSONReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value() -> ReportJSONValue? {
        skipSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(ReportJSONValue.string)
        case UInt8(ascii: "t"): return word("true", .bool(true))
        case UInt8(ascii: "f"): return word("false", .bool(false))
        case UInt8(ascii: "n"): return word("null", .null)
        default: return number()
        }
    }

    private mutating func word(_ text: String, _ value: ReportJSONValue) -> ReportJSONValue? {
        let word = Array(text.utf8)
        guard bytes.count - index >= word.count, Array(bytes[index..<index + word.count]) == word else { return nil }
        index += word.count
        return value
    }

    private mutating func object() -> ReportJSONValue? {
        index += 1
        var members: [(key: String, value: ReportJSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard let key = string() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = value() else { return nil }
            members.append((key, value))
            skipSpace()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func array() -> ReportJSONValue? {
        index += 1
        var items: [ReportJSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            guard let item = value() else { return nil }
            items.append(item)
            skipSpace()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func string() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"):
                    guard bytes.count - index >= 4,
                        let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    index += 4
                    // The writer escapes only control characters this way; a lone surrogate is replaced.
                    scalars.append(
                        contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
                default: scalars.append(escape)
                }
            default:
                scalars.append(byte)
            }
        }
        return nil
    }

    private mutating func number() -> ReportJSONValue? {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)).map(ReportJSONValue.number)
    }
}
