// Renderings of parsed YAML for exact assertions, shared by the parser's tests (YAMLSubsetTests)
// and the schema reader's (ScrollInsetsTests).
import YAMLSubset

/// A compact, unambiguous rendering of a node for exact assertions: plain scalars bare,
/// quoted scalars in their quotes, the empty value as `~`, `[a, b]`, `{k: v}`; with
/// `locations`, each node and key is followed by `@line:column`.
public func dump(_ node: YAMLNode, locations: Bool = false) -> String {
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
        return "{"
            + entries.map {
                $0.key + (locations ? "@\($0.keyLocation)" : "") + ": " + dump($0.value, locations: locations)
            }.joined(separator: ", ") + "}" + at
    }
}

/// The diagnostics as `line:column: message` lines, notes indented below.
public func describe(_ diagnostics: [FixtureDiagnostic]) -> [String] {
    diagnostics.flatMap { diagnostic in
        ["\(diagnostic.location): \(diagnostic.message)"]
            + diagnostic.notes.map { "  note\($0.location.map { " \($0)" } ?? ""): \($0.message)" }
    }
}

/// Parses `text` and renders every document and every diagnostic.
public func parseDump(
    _ text: String, locations: Bool = false,
    limits: YAMLParser.Limits = .init()
) -> (documents: [String], diagnostics: [String]) {
    let result = YAMLParser(limits: limits).parse(text)
    return (result.documents.map { dump($0.root, locations: locations) }, describe(result.diagnostics))
}
