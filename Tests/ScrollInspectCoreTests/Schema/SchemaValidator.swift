import Foundation
import ScrollInsets
import YAMLSubset

/// A JSON value: a parsed schema, or a fixture document read as an editor reads it.
indirect enum JSONValue: Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// `text` parsed as JSON.
    static func parse(json text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// A YAML node as YAML's core schema types it (as the YAML language server does): plain
    /// `true`, `false`, `null`, `~`, empty and numbers are typed; everything else is a string.
    init(yaml node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar):
            if scalar.isQuoted { self = .string(scalar.text); return }
            switch scalar.text {
            case "true": self = .bool(true)
            case "false": self = .bool(false)
            case "", "~", "null": self = .null
            default:
                if case .number(let number) = NumberLiteral.parse(scalar.text) {
                    self = .number(number)
                } else {
                    self = .string(scalar.text)
                }
            }
        case .sequence(let items): self = .array(items.map(JSONValue.init(yaml:)))
        case .mapping(let entries):
            self = .object(
                Dictionary(entries.map { ($0.key, JSONValue(yaml: $0.value)) }, uniquingKeysWith: { first, _ in first })
            )
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

/// A validator for the subset of JSON Schema 2020-12 that `scroll-inspect schema` emits:
/// `type`, `enum`, `minimum`, `exclusiveMinimum`, `properties`, `required`, `additionalProperties: false`,
/// `minProperties`, `maxProperties`, `items`, `minItems`, `maxItems`, `anyOf` and local
/// `$ref`s to `#/$defs/NAME`; `description`, `default`, `title`, `$schema` and `$defs` are
/// annotations. Any other keyword is reported (``unsupportedKeywords``), so that the schema
/// cannot grow past what this checks.
struct SchemaValidator {
    static let keywords: Set<String> = [
        "type", "enum", "minimum", "exclusiveMinimum", "properties", "required", "additionalProperties",
        "minProperties", "maxProperties", "items", "minItems", "maxItems", "anyOf", "$ref", "description", "default",
        "title", "$schema", "$defs",
    ]

    let root: JSONValue

    /// The keywords of every schema in the document that this validator does not know.
    func unsupportedKeywords() -> Set<String> {
        var found: Set<String> = []
        func visit(_ schema: JSONValue) {
            guard case .object(let members) = schema else { return }
            for (keyword, value) in members {
                if !Self.keywords.contains(keyword) { found.insert(keyword) }
                switch keyword {
                case "properties", "$defs":
                    if case .object(let schemas) = value { schemas.values.forEach(visit) }
                case "items": visit(value)
                case "anyOf":
                    if case .array(let schemas) = value { schemas.forEach(visit) }
                default: break
                }
            }
        }
        visit(root)
        return found
    }

    /// The errors of `instance` against the root schema, each `PATH: message`, in document order
    /// of the schema's checks; empty when it is valid.
    func errors(_ instance: JSONValue) -> [String] {
        errors(instance, root, path: "")
    }

    private func errors(_ instance: JSONValue, _ schema: JSONValue, path: String) -> [String] {
        guard case .object(let keywords) = schema else { return ["\(path): the schema is not an object"] }
        var found: [String] = []
        let at = path.isEmpty ? "/" : path
        if case .string(let reference)? = keywords["$ref"] {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard reference.hasPrefix("#/$defs/"), let target = root["$defs"]?[name] else {
                return ["\(at): unresolved $ref '\(reference)'"]
            }
            found += errors(instance, target, path: path)
        }
        if let type = keywords["type"] {
            let types: [String] =
                switch type {
                case .string(let one): [one]
                case .array(let many): many.compactMap { if case .string(let name) = $0 { name } else { nil } }
                default: []
                }
            if !types.contains(where: { Self.matches(instance, type: $0) }) {
                return found + ["\(at): expected \(types.joined(separator: " or ")), found \(Self.describe(instance))"]
            }
        }
        if case .array(let allowed)? = keywords["enum"], !allowed.contains(instance) {
            found.append("\(at): \(Self.describe(instance)) is not one of the allowed values")
        }
        if case .number(let minimum)? = keywords["minimum"], case .number(let value) = instance, value < minimum {
            found.append("\(at): \(value) is below \(minimum)")
        }
        if case .number(let bound)? = keywords["exclusiveMinimum"], case .number(let value) = instance, value <= bound {
            found.append("\(at): \(value) is not above \(bound)")
        }
        if case .object(let members) = instance {
            let properties: [String: JSONValue] =
                if case .object(let schemas)? = keywords["properties"] { schemas } else { [:] }
            if case .array(let required)? = keywords["required"] {
                for case .string(let name) in required where members[name] == nil {
                    found.append("\(at): missing required key '\(name)'")
                }
            }
            if case .number(let minimum)? = keywords["minProperties"], Double(members.count) < minimum {
                found.append("\(at): fewer than \(Int(minimum)) keys")
            }
            if case .number(let maximum)? = keywords["maxProperties"], Double(members.count) > maximum {
                found.append("\(at): more than \(Int(maximum)) keys")
            }
            for name in members.keys.sorted() {
                if let property = properties[name] {
                    found += errors(members[name]!, property, path: path + "/" + name)
                } else if keywords["additionalProperties"] == .bool(false) {
                    found.append("\(at): unknown key '\(name)'")
                }
            }
        }
        if case .array(let items) = instance {
            if case .number(let minimum)? = keywords["minItems"], Double(items.count) < minimum {
                found.append("\(at): fewer than \(Int(minimum)) items")
            }
            if case .number(let maximum)? = keywords["maxItems"], Double(items.count) > maximum {
                found.append("\(at): more than \(Int(maximum)) items")
            }
            if let itemSchema = keywords["items"] {
                for (index, item) in items.enumerated() { found += errors(item, itemSchema, path: path + "/\(index)") }
            }
        }
        if case .array(let schemas)? = keywords["anyOf"],
            !schemas.contains(where: { errors(instance, $0, path: path).isEmpty })
        {
            found.append("\(at): \(Self.describe(instance)) matches none of the \(schemas.count) forms")
        }
        return found
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number): numberText(number)
        case .string(let string): "'\(string)'"
        case .array: "a sequence"
        case .object: "a mapping"
        }
    }

    private static func numberText(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
