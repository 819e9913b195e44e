import ScrollInsets
import YAMLSubset

/// The text of every diagnostic the schema reader emits, in the house style.
enum ReaderMessage {
    static func unknownKey(_ key: String, allowed: [String]) -> (String, [FixtureDiagnostic.Note]) {
        unknown("key", key, allowed: allowed)
    }

    static func unknownValue(_ value: String, allowed: [String]) -> (String, [FixtureDiagnostic.Note]) {
        unknown("value", value, allowed: allowed)
    }

    static func unknownKind(_ kind: String, allowed: [String]) -> (String, [FixtureDiagnostic.Note]) {
        unknown("kind", kind, allowed: allowed)
    }

    /// `unknown key 'x'; did you mean 'y'?` with the allowed words in a note, or
    /// `unknown key 'x'; allowed keys: a, b` when nothing is close.
    private static func unknown(
        _ noun: String, _ word: String,
        allowed: [String]
    ) -> (String, [FixtureDiagnostic.Note]) {
        let list = allowed.isEmpty ? "none" : allowed.joined(separator: ", ")
        let start = "unknown \(noun) '\(YAMLMessage.quoted(word))'"
        if let suggestion = SpellingSuggestion.closest(to: word, among: allowed) {
            return ("\(start); did you mean '\(suggestion)'?", [.init("allowed \(noun)s: \(list)")])
        }
        return ("\(start); allowed \(noun)s: \(list)", [])
    }

    static func missingKey(_ key: String, expected: String) -> String {
        "missing required key '\(key)'; expected \(expected)"
    }

    static func missingOneOf(_ keys: [String]) -> String {
        "missing required key \(YAMLMessage.list(keys.map { "'\($0)'" }, "or"))"
    }

    static func exclusiveKeys(_ key: String, other: String) -> String {
        "'\(key)' cannot be used together with '\(other)'; keep one of them"
    }

    static func missingValue(key: String?, expected: String) -> String {
        "missing value\(key.map { " for '\($0)'" } ?? ""); expected \(expected)"
    }

    static func expected(_ expected: String, found node: YAMLNode) -> String {
        "expected \(expected); found \(found(node))"
    }

    static func outOfRange(_ text: String) -> String {
        "number '\(YAMLMessage.quoted(text))' is out of range; expected a finite number"
    }

    /// A count written in digits that `Int` cannot hold: `rows: 99999999999999999999`.
    static func countTooLarge(_ text: String) -> String {
        "whole number '\(YAMLMessage.quoted(text))' is too large; the largest is \(Int.max)"
    }

    static func notAKind(_ expected: String, found node: YAMLNode) -> String {
        "expected \(expected) as a mapping with one key naming its kind; found \(found(node))"
    }

    static func extraKindKey(_ key: String, kind: String) -> String {
        "unexpected key '\(YAMLMessage.quoted(key))' next to '\(kind)'; indent the properties under '\(kind):'"
    }

    static func wrongCount(_ expected: String, found node: YAMLNode, items: [YAMLNode]) -> String {
        var message = "expected \(expected); found \(describeSequence(items))"
        if items.count == 1, let text = items[0].scalar?.text, items[0].scalar?.style == .plain,
            text.utf8.contains(UInt8(ascii: " "))
        {
            message += "; separate the numbers with commas"
        }
        return message
    }

    /// How a node is described after "found": `'abc'`, `the string "44"`, `a mapping`.
    static func found(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let scalar):
            let text = YAMLMessage.quoted(scalar.text)
            switch scalar.style {
            case .plain: return scalar.text.isEmpty ? "nothing" : "'\(text)'"
            case .singleQuoted: return "the string '\(text)'"
            case .doubleQuoted: return "the string \"\(text)\""
            }
        case .sequence(let items):
            return items.isEmpty ? "an empty sequence" : "a sequence"
        case .mapping(let entries):
            return entries.isEmpty ? "an empty mapping" : "a mapping"
        }
    }

    /// "an empty sequence", "a sequence of 1 number", "a sequence of 3 items".
    private static func describeSequence(_ items: [YAMLNode]) -> String {
        if items.isEmpty { return "an empty sequence" }
        let allNumbers = items.allSatisfy { item in
            guard let scalar = item.scalar, scalar.style == .plain else { return false }
            if case .number = NumberLiteral.parse(scalar.text) { return true }
            return false
        }
        let noun = allNumbers ? "number" : "item"
        return "a sequence of \(items.count) \(noun)\(items.count == 1 ? "" : "s")"
    }
}
