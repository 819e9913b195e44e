import ScrollInsets
import YAMLSubset

/// A fixture's YAML documents as JSON, read the way an editor's YAML language server reads them
/// (YAML 1.2's core schema), so that a JSON Schema validator checks what an editor checks
/// against docs/fixture.schema.json (`scroll-inspect fixture-json FILE`, scripts/schema-check.sh).
///
/// A quoted scalar is a string. A plain scalar is `true`/`false` (also `True`, `TRUE`, …), `null`
/// (`null`, `Null`, `NULL`, `~` or nothing), a number (`44`, `-0.5`, `+1`, `.5`, `1e3`,
/// `0x1F`, `0o17`), or else a string; `.inf` and `.nan`, which JSON cannot hold, stay strings.
/// The fixture format itself types a scalar by the key that reads it (docs/fixture-parser.md);
/// this view is only for schema validation.
///
/// ```json
/// [
///   {"device": "iPhone X", "root": {"view": {"name": "root", "frame": [0, 0, 375, 812]}}}
/// ]
/// ```
enum FixtureJSON {
    /// Every document of `documents`, in order, as one JSON array, pretty-printed, ending in a
    /// newline.
    ///
    /// - Complexity: O(*n*) in the nodes; recursive, one frame per level (the parser's nesting
    ///   limit bounds it, and the tool runs on a 1 GiB stack).
    static func json(_ documents: [YAMLDocument]) -> String {
        var json = JSONWriter(style: .pretty)
        json.openArray()
        for document in documents {
            json.nextElement()
            write(document.root, into: &json)
        }
        json.closeArray()
        json.raw("\n")
        return json.text()
    }

    private static func write(_ node: YAMLNode, into json: inout JSONWriter) {
        switch node.content {
        case .scalar(let scalar):
            write(scalar, into: &json)
        case .sequence(let items):
            json.openArray()
            for item in items {
                json.nextElement()
                write(item, into: &json)
            }
            json.closeArray()
        case .mapping(let entries):
            json.openObject()
            for entry in entries {
                json.key(named: entry.key)
                write(entry.value, into: &json)
            }
            json.closeObject()
        }
    }

    private static func write(_ scalar: YAMLScalar, into json: inout JSONWriter) {
        guard scalar.style == .plain else { return json.string(scalar.text) }
        switch scalar.text {
        case "true", "True", "TRUE": json.raw("true")
        case "false", "False", "FALSE": json.raw("false")
        case "", "~", "null", "Null", "NULL": json.null()
        default:
            if let number = number(scalar.text) { json.number(number) } else { json.string(scalar.text) }
        }
    }

    /// The value of a core-schema integer or float, or `nil` for any other text (and `.inf`, `.nan`).
    static func number(_ text: String) -> Double? {
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
        // [-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var characters = Substring(text)
        if let first = characters.first, first == "-" || first == "+" { characters = characters.dropFirst() }
        let digits = characters.prefix { $0.isASCII && $0.isNumber }
        characters = characters.dropFirst(digits.count)
        var fraction = Substring("")
        if characters.first == "." {
            characters = characters.dropFirst()
            fraction = characters.prefix { $0.isASCII && $0.isNumber }
            characters = characters.dropFirst(fraction.count)
        }
        guard !digits.isEmpty || !fraction.isEmpty else { return nil }
        if let e = characters.first, e == "e" || e == "E" {
            characters = characters.dropFirst()
            if let sign = characters.first, sign == "-" || sign == "+" { characters = characters.dropFirst() }
            let exponent = characters.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return nil }
            characters = characters.dropFirst(exponent.count)
        }
        guard characters.isEmpty else { return nil }
        let value = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text)
        return value.flatMap { $0.isFinite ? $0 : nil }
    }
}
