import ScrollInsets

/// A JSON value whose objects keep their keys in the order given, so output is stable
/// and reads in a meaningful order.
///
/// ```swift
/// let value: JSONValue = ["format": 1, "findings": []]
/// JSONWriter.render(value)   // "{\n  \"format\": 1,\n  \"findings\": []\n}"
/// ```
public enum JSONValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written as ``JSONWriter/number(_:)`` does.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; keys are written in this order. Repeated keys are written as given.
    case object([(key: String, value: JSONValue)])

    /// Creates a string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates a number value.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// Creates a number value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// Creates a boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates an array value.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Creates an object value, keys in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
    /// Creates `null`.
    public init(nilLiteral: ()) { self = .null }

    /// Values are equal when they have the same kind and contents, object keys in the same order.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}

/// Writes ``JSONValue``s as JSON text (RFC 8259).
///
/// Numbers use ScrollInsets' `formatPoints`: the shortest form that reads back as the same
/// `Double` (`44`, not `44.0`). JSON has no NaN or infinity; non-finite numbers are written
/// as `null` (the model never produces them: fixture numbers must be finite).
public enum JSONWriter {
    /// The JSON text of `value`: pretty-printed with two-space indentation and `"key": value`
    /// (empty arrays and objects as `[]` and `{}`), or compact with no whitespace.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public static func render(_ value: JSONValue, pretty: Bool = true) -> String {
        var output = JSONOutput()
        write(value, into: &output, pretty: pretty, depth: 0, inline: false)
        return output.string()
    }

    /// The JSON text of a report: pretty-printed, except that arrays and objects of at most six
    /// scalars (insets, rects, sizes, points, findings) stay on one line as `{"top": 44, …}`,
    /// so a report of thousands of views stays readable.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public static func renderReport(_ value: JSONValue) -> String {
        var output = JSONOutput(capacity: 1 << 16)
        write(value, into: &output, pretty: true, depth: 0, inline: true)
        return output.string()
    }

    /// Whether a container holds at most six scalars and so fits on one line.
    static func isShortScalarContainer(_ value: JSONValue) -> Bool {
        func isScalar(_ value: JSONValue) -> Bool {
            switch value {
            case .array, .object: return false
            default: return true
            }
        }
        switch value {
        case .array(let elements): return elements.count <= 6 && elements.allSatisfy(isScalar)
        case .object(let members): return members.count <= 6 && members.allSatisfy { isScalar($0.value) }
        default: return true
        }
    }

    /// A number as JSON: `44`, `0.5`, `-12.25`; `null` for NaN and infinities.
    public static func number(_ value: Double) -> String {
        value.isFinite ? formatPoints(value) : "null"
    }

    /// A string as a JSON string literal, quotes included.
    ///
    /// Escapes per RFC 8259 §7: the quotation mark, the reverse solidus and the control
    /// characters U+0000–U+001F (`\b`, `\t`, `\n`, `\f`, `\r` in short form, the others as
    /// `\u00XX`). Everything else, non-ASCII included, is written as is (UTF-8).
    public static func string(_ value: String) -> String {
        var output = JSONOutput(capacity: value.utf8.count + 2)
        output.appendString(value)
        return output.string()
    }

    // The writer works on UTF-8 bytes (JSONOutput) and makes one String at the end: appending
    // to a String token by token, and escaping it one Unicode scalar at a time, cost more than
    // all the rest of a report run.

    private static func write(_ value: JSONValue, into output: inout JSONOutput, pretty: Bool, depth: Int, inline: Bool) {
        if pretty && inline && isShortScalarContainer(value) {
            writeOneLine(value, into: &output)
            return
        }
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let number): output.appendNumber(number)
        case .string(let text): output.appendString(text)
        case .array(let elements):
            guard !elements.isEmpty else { output.append("[]"); return }
            output.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, pretty: pretty, depth: depth + 1)
                write(elements[index], into: &output, pretty: pretty, depth: depth + 1, inline: inline)
            }
            newline(&output, pretty: pretty, depth: depth)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output.append("{}"); return }
            output.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, pretty: pretty, depth: depth + 1)
                output.appendString(members[index].key)
                output.append(pretty ? ": " : ":")
                write(members[index].value, into: &output, pretty: pretty, depth: depth + 1, inline: inline)
            }
            newline(&output, pretty: pretty, depth: depth)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A container of scalars on one line, with a space after each comma and colon.
    private static func writeOneLine(_ value: JSONValue, into output: inout JSONOutput) {
        switch value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { output.append(", ") }
                write(elements[index], into: &output, pretty: false, depth: 0, inline: false)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for index in members.indices {
                if index > 0 { output.append(", ") }
                output.appendString(members[index].key)
                output.append(": ")
                write(members[index].value, into: &output, pretty: false, depth: 0, inline: false)
            }
            output.append(UInt8(ascii: "}"))
        default:
            write(value, into: &output, pretty: false, depth: 0, inline: false)
        }
    }

    private static func newline(_ output: inout JSONOutput, pretty: Bool, depth: Int) {
        if pretty { output.appendNewline(depth: depth) }
    }
}
