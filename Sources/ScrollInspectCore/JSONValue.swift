import ScrollInsets

/// A JSON value with ordered object keys, written the way the report contract wants:
/// numbers in their shortest round-trip form (`44`, not `44.0`), strings escaped per RFC 8259.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Two values are equal when they serialize to the same text (object keys in order).
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        a.serialized(pretty: false) == b.serialized(pretty: false)
    }

    /// An optional string as a string or `null`.
    public static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// The value as JSON text: pretty-printed with two-space indentation, or on one line.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.isFinite ? formatPoints(value) : "null"
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, to: &out, indent: indent) { index, out, inner in
                items[index].write(to: &out, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &out, indent: indent) { index, out, inner in
                JSONValue.writeString(members[index].0, to: &out)
                out += ": "
                members[index].1.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(open: String, close: String, count: Int, to out: inout String, indent: Int?,
                                element: (Int, inout String, Int?) -> Void) {
        out += open
        guard count > 0 else { out += close; return }
        // Short arrays of scalars (rectangles, insets as arrays) stay on one line.
        let flat = indent == nil || isFlat
        let inner = flat ? nil : indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { out += flat ? ", " : "," }
            if let inner { out += "\n" + String(repeating: " ", count: inner) }
            element(index, &out, flat ? nil : inner)
        }
        if let indent, !flat { out += "\n" + String(repeating: " ", count: indent) }
        out += close
    }

    /// Objects and arrays of at most six scalars print on one line (insets, rects, points).
    private var isFlat: Bool {
        switch self {
        case .array(let items): return items.count <= 6 && items.allSatisfy(\.isScalar)
        case .object(let members): return members.count <= 6 && members.allSatisfy { $0.1.isScalar }
        default: return true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
