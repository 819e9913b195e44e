@testable import ScrollInsets

/// A compact, unambiguous rendering of a node for exact assertions: plain scalars bare,
/// quoted scalars in their quotes, the empty value as `~`, `[a, b]`, `{k: v}`; with
/// `locations`, each node and key is followed by `@line:column`.
func dump(_ node: YAMLNode, locations: Bool = false) -> String {
    let at = locations ? "@\(node.location)" : ""
    switch node.content {
    case .scalar(let scalar):
        switch scalar.style {
        case .plain: return (scalar.text.isEmpty ? "~" : scalar.text) + at
        case .singleQuoted: return "'\(scalar.text)'" + at
        case .doubleQuoted: return "\"\(scalar.text)\"" + at
        }
    case .sequence(let items):
        return "[" + items.map { dump($0, locations: locations) }.joined(separator: ", ") + "]" + at
    case .mapping(let entries):
        return "{" + entries.map {
            $0.key + (locations ? "@\($0.keyLocation)" : "") + ": " + dump($0.value, locations: locations)
        }.joined(separator: ", ") + "}" + at
    }
}

/// The diagnostics as `line:column: message` lines, notes indented below.
func describe(_ diagnostics: [FixtureDiagnostic]) -> [String] {
    diagnostics.flatMap { diagnostic in
        ["\(diagnostic.location): \(diagnostic.message)"]
            + diagnostic.notes.map { "  note\($0.location.map { " \($0)" } ?? ""): \($0.message)" }
    }
}

/// Parses `text` and renders every document and every diagnostic.
func parseDump(_ text: String, locations: Bool = false,
               limits: YAMLParser.Limits = .init()) -> (documents: [String], diagnostics: [String]) {
    let result = YAMLParser(limits: limits).parse(text)
    return (result.documents.map { dump($0.root, locations: locations) }, describe(result.diagnostics))
}

/// Reads `v: <yaml>` with `value` and returns the value and the reader's diagnostics
/// (`v`'s value starts at 1:4).
func readValue<Value>(_ yaml: String, as value: FixtureValue<Value>) -> (Value?, [String]) {
    let root = YAMLParser().parse("v: " + yaml).documents[0].root
    var reader = FixtureReader()
    let mapping = reader.mapping(root, allowed: ["v"])!
    let result = reader.read("v", in: mapping, as: value)
    return (result, describe(reader.diagnostics))
}
