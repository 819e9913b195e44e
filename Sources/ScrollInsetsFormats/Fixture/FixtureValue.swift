import ScrollInsets
import YAMLSubset

/// A type that `FixtureReader` can read from a node: how to read it, and how to name
/// it in messages.
///
/// The toolkit provides numbers, counts, booleans, strings, enumerations and the
/// geometry notations of the fixture format; a decoder adds its own with
/// ``init(expected:read:)``:
///
/// ```swift
/// let edges = FixtureValue<[Edge]>(expected: "all, none or a sequence of edges") { reader, node in
///     if node.scalar?.text == "all" { return Edge.allCases }
///     if node.scalar?.text == "none" { return [] }
///     return reader.read(node, as: .sequence(of: .enumeration(Edge.self)))
/// }
/// ```
///
/// The closure is never given an empty value (`key:` with nothing after it): the reader
/// reports that as a missing value first.
package struct FixtureValue<Value>: Sendable {
    /// What is expected, with an article, as messages say it: "a number", "true or false".
    package var expected: String {
        get {
            switch expectation {
            case .text(let text): return text
            case .oneOf(let words): return "one of \(YAMLMessage.list(words, "or"))"
            }
        }
        set { expectation = .text(newValue) }
    }
    /// Reads the value from a non-empty node, reporting problems to the reader; returns
    /// `nil` after reporting.
    package var read: @Sendable (inout FixtureReader, YAMLNode) -> Value?

    /// What ``expected`` says, kept as data so that a list of words is written out only for
    /// a message (most reads succeed and never need it).
    private var expectation: Expectation

    private enum Expectation: Sendable {
        case text(String)
        /// "one of a, b or c"
        case oneOf([String])
    }

    /// Creates a readable type.
    ///
    /// - Parameters:
    ///   - expected: What is expected, for messages: "a number".
    ///   - read: Reads the value, reporting problems to the reader and returning `nil`.
    package init(expected: String, read: @escaping @Sendable (inout FixtureReader, YAMLNode) -> Value?) {
        self.expectation = .text(expected)
        self.read = read
    }

    /// Creates a readable type whose ``expected`` is "one of" `words`.
    init(expectingOneOf words: [String], read: @escaping @Sendable (inout FixtureReader, YAMLNode) -> Value?) {
        self.expectation = .oneOf(words)
        self.read = read
    }
}

extension FixtureValue where Value == Double {
    /// A finite number written plainly: `44`, `-0.5`, `+3`, `1e3`. Not `.inf`, `nan`,
    /// `1e400` (out of range), `0x10`, `1_000`, or anything quoted.
    package static var number: FixtureValue<Double> {
        FixtureValue(expected: "a number") { reader, node in reader.readNumber(node, nonNegative: false) }
    }

    /// A finite number that is zero or more: a width, a height, a spacing.
    package static var nonNegativeNumber: FixtureValue<Double> {
        FixtureValue(expected: "a non-negative number") { reader, node in reader.readNumber(node, nonNegative: true) }
    }
}

extension FixtureValue where Value == Int {
    /// A whole number that is zero or more, written as decimal digits: a row count, an
    /// index. `2.0` and `1e3` are not counts.
    package static var count: FixtureValue<Int> {
        FixtureValue(expected: "a non-negative whole number") { reader, node in
            guard let scalar = reader.plainScalar(node, expected: "a non-negative whole number") else { return nil }
            guard let count = NumberLiteral.parseCount(scalar.text) else {
                // Digits alone that do not fit are a count all the same: too large, not of the wrong kind.
                let digits = scalar.text.hasPrefix("+") ? scalar.text.dropFirst() : Substring(scalar.text)
                let isDigits =
                    !digits.isEmpty && digits.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                reader.error(
                    isDigits
                        ? ReaderMessage.countTooLarge(scalar.text)
                        : ReaderMessage.expected("a non-negative whole number", found: node),
                    at: node.location)
                return nil
            }
            return count
        }
    }
}

extension FixtureValue where Value == Bool {
    /// `true` or `false`, exactly: not `yes`, `no`, `True`, `on` or `"true"`.
    package static var bool: FixtureValue<Bool> {
        FixtureValue(expected: "true or false") { reader, node in
            guard let scalar = reader.plainScalar(node, expected: "true or false") else { return nil }
            switch scalar.text {
            case "true": return true
            case "false": return false
            default:
                reader.error(ReaderMessage.expected("true or false", found: node), at: node.location)
                return nil
            }
        }
    }
}

extension FixtureValue where Value == String {
    /// Any scalar's text, quoted or not: `iPhone X`, `'44'`, `123`.
    package static var string: FixtureValue<String> {
        FixtureValue(expected: "a string") { reader, node in
            guard let scalar = node.scalar else {
                reader.error(ReaderMessage.expected("a string", found: node), at: node.location)
                return nil
            }
            return scalar.text
        }
    }
}

extension FixtureValue where Value: Sendable {
    /// One of a fixed set of words, each standing for a value: `visible` → `false`,
    /// `hidden` → `true`. Matching is exact; a near miss gets a suggestion.
    ///
    /// - Parameter choices: The words and their values, in the order to list them.
    package static func oneOf(_ choices: [(String, Value)]) -> FixtureValue<Value> {
        let words = choices.map(\.0)
        return FixtureValue(expectingOneOf: words) { reader, node in
            guard let scalar = node.scalar else {
                reader.error(
                    ReaderMessage.expected("one of \(YAMLMessage.list(words, "or"))", found: node),
                    at: node.location)
                return nil
            }
            if let match = choices.first(where: { $0.0 == scalar.text }) { return match.1 }
            let (message, notes) = ReaderMessage.unknownValue(scalar.text, allowed: words)
            reader.error(message, at: node.location, notes: notes)
            return nil
        }
    }

    /// A sequence whose every item is of type `element`. Every bad item is reported.
    package static func sequence<Element>(of element: FixtureValue<Element>) -> FixtureValue<[Element]>
    where Value == [Element] {
        FixtureValue<[Element]>(expected: "a sequence, each item \(element.expected)") { reader, node in
            guard let items = reader.sequence(node) else { return nil }
            var values: [Element] = []
            var failed = false
            for item in items {
                if let value = reader.read(item, as: element) { values.append(value) } else { failed = true }
            }
            return failed ? nil : values
        }
    }
}

extension FixtureValue where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enumeration's cases, by raw value: `landscapeLeft` for
    /// `Orientation/landscapeLeft`. `landscpeLeft` is reported with a suggestion.
    package static func enumeration(_ type: Value.Type) -> FixtureValue<Value> {
        oneOf(Value.allCases.map { ($0.rawValue, $0) })
    }

    /// One of an enumeration's cases, by raw value, where some other word is known to stand for
    /// a case (another API's or a text's spelling): that word is an error that suggests UIKit's.
    /// `never` for ``VerticalBarBehavior`` is reported as `unknown value 'never'; UIKit calls it
    /// 'disabled'` (with the allowed values in a note).
    ///
    /// - Parameters:
    ///   - type: The enumeration.
    ///   - otherSpellings: Each other word and the case it stands for.
    package static func enumeration(_ type: Value.Type, otherSpellings: [String: Value]) -> FixtureValue<Value> {
        let plain = enumeration(type)
        let words = Value.allCases.map(\.rawValue)
        return FixtureValue(expectingOneOf: words) { reader, node in
            if let text = node.scalar?.text, let meant = otherSpellings[text] {
                reader.error(
                    "unknown value '\(YAMLMessage.quoted(text))'; UIKit calls it '\(meant.rawValue)'",
                    at: node.location, notes: [.init("allowed values: \(words.joined(separator: ", "))")])
                return nil
            }
            return plain.read(&reader, node)
        }
    }
}

extension FixtureReader {
    /// The plain scalar of `node`, or `nil` after reporting that `expected` was wanted.
    mutating func plainScalar(_ node: YAMLNode, expected: String) -> YAMLScalar? {
        guard let scalar = node.scalar, scalar.style == .plain else {
            error(ReaderMessage.expected(expected, found: node), at: node.location)
            return nil
        }
        return scalar
    }

    /// Reads a finite number, reporting non-numbers, non-finite values, values out of
    /// range and, when `nonNegative`, values below zero.
    mutating func readNumber(_ node: YAMLNode, nonNegative: Bool) -> Double? {
        let expected = nonNegative ? "a non-negative number" : "a number"
        guard let scalar = plainScalar(node, expected: expected) else { return nil }
        switch NumberLiteral.parse(scalar.text) {
        case .number(let value):
            guard !nonNegative || value >= 0 else {
                error(ReaderMessage.expected(expected, found: node), at: node.location)
                return nil
            }
            return value
        case .nonFinite:
            error(ReaderMessage.expected("a finite number", found: node), at: node.location)
        case .outOfRange:
            error(ReaderMessage.outOfRange(scalar.text), at: node.location)
        case .invalid:
            error(ReaderMessage.expected(expected, found: node), at: node.location)
        }
        return nil
    }
}
