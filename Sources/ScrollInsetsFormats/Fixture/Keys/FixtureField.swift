import ScrollInsets
import YAMLSubset

/// One key of a node kind, declared once: its plain description, how the decoder reads it into
/// the model and how the encoder writes it back.
///
/// A plain value key is one line of its table:
///
/// ```swift
/// .value("rowHeight", \.rowHeight, { $0.rowHeight = $1 }, .nonNegativeNumber, "the height of a row without its own")
/// ```
///
/// Its default is the model's (the table's prototype, built by the model's initializer), so it
/// is not restated: the decoder starts from the prototype and writes only the keys present, the
/// encoder writes only the values that differ from it, and the docs print it. A key whose
/// reading needs more than the reader (its children are nodes, or the place of the node
/// matters) is declared with ``custom(_:type:default:required:allowed:inOrder:_:decode:encode:)`` and
/// no closures, and read by the decoder itself; it is still listed, suggested and documented
/// from here.
struct FixtureField<Model>: Sendable {
    /// The key as plain values, without its default (the table fills it in).
    let key: FixtureKey
    /// The default as fixture text, from the table's prototype.
    let defaultText: @Sendable (Model) -> String?
    /// Reads the key from a checked mapping into the model, whether the key is present or not;
    /// `nil` when ``decodePresent`` reads it or the decoder does.
    let decode: (@Sendable (inout FixtureReader, FixtureMapping, inout Model) -> Void)?
    /// The key's text for a model, given the defaults of its kind; `nil` (the closure) when
    /// the encoder writes the key itself, `nil` (the result) when the value is the default.
    let encode: (@Sendable (_ model: Model, _ defaults: Model) -> FixtureText?)?
    /// Whether the table's loops read and write the key in table order; `false` for a key the
    /// decoder and encoder handle one by one in their own place (`FixtureKeyTable/decode(_:_:_:into:)`).
    let inOrder: Bool
    /// Reads the key's value, given only when the key is present (most keys of a node are
    /// absent; for them the table only looks the key up).
    var decodePresent: (@Sendable (inout FixtureReader, YAMLNode, inout Model) -> Void)? = nil

    /// A key whose value is always set: absent, the model keeps its default. A required key
    /// is always written.
    @inline(__always)
    static func value<Value>(
        _ name: String, _ path: KeyPath<Model, Value> & Sendable,
        _ set: @escaping @Sendable (inout Model, Value) -> Void,
        _ type: FixtureFieldType<Value>, required: Bool = false, inOrder: Bool = true,
        _ summary: String
    ) -> Self {
        let text = type.text
        let readers = reading(name, type.value, required: required, set: set)
        return Self(
            key: FixtureKey(
                name: name, type: type.type, isRequired: required, allowedValues: type.allowedValues, summary: summary),
            defaultText: { required ? nil : text($0[keyPath: path]) },
            decode: readers.decode,
            encode: { model, defaults in
                let value = model[keyPath: path]
                return !required && value == defaults[keyPath: path] ? nil : .inline(text(value))
            },
            inOrder: inOrder, decodePresent: readers.decodePresent)
    }

    /// A key whose value may be left out (`nil`): written whenever it is set.
    @inline(__always)
    static func optional<Value>(
        _ name: String, _ path: KeyPath<Model, Value?> & Sendable,
        _ set: @escaping @Sendable (inout Model, Value) -> Void,
        _ type: FixtureFieldType<Value>, required: Bool = false, inOrder: Bool = true,
        _ summary: String
    ) -> Self {
        let text = type.text
        let readers = reading(name, type.value, required: required, set: set)
        return Self(
            key: FixtureKey(
                name: name, type: type.type, isRequired: required, allowedValues: type.allowedValues, summary: summary),
            defaultText: { required ? nil : $0[keyPath: path].map(text) },
            decode: readers.decode,
            encode: { model, _ in model[keyPath: path].map { .inline(text($0)) } },
            inOrder: inOrder, decodePresent: readers.decodePresent)
    }

    /// The readers of a value key: a required key is looked for (its absence is reported), an
    /// optional one is read only when present.
    @inline(__always)
    private static func reading<Value>(
        _ name: String, _ value: FixtureValue<Value>, required: Bool,
        set: @escaping @Sendable (inout Model, Value) -> Void
    )
        -> (
            decode: (@Sendable (inout FixtureReader, FixtureMapping, inout Model) -> Void)?,
            decodePresent: (@Sendable (inout FixtureReader, YAMLNode, inout Model) -> Void)?
        )
    {
        if required {
            return (
                { reader, body, model in
                    if let read = reader.read(name, in: body, as: value, required: true) { set(&model, read) }
                }, nil
            )
        }
        return (
            nil,
            { reader, node, model in
                if let read = reader.read(name, present: node, as: value) { set(&model, read) }
            }
        )
    }

    /// A key read or written by code of its own: a structure (a node, a list of nodes), a
    /// value with more than one form, or one that depends on where the node stands.
    ///
    /// - Parameters:
    ///   - default: The default as fixture text, from the model (`nil`: none).
    ///   - decode: Reads the key with the reader alone, in table order; `nil` when the
    ///     decoder reads it in its own place.
    ///   - encode: Writes the key in table order; `nil` when the encoder writes it itself.
    static func custom(
        _ name: String, type: FixtureKeyType, default: (@Sendable (Model) -> String?)? = nil,
        required: Bool = false, allowed: [String] = [], inOrder: Bool = true, _ summary: String,
        decode: (@Sendable (inout FixtureReader, FixtureMapping, inout Model) -> Void)? = nil,
        encode: (@Sendable (Model, Model) -> FixtureText?)? = nil
    ) -> Self {
        Self(
            key: FixtureKey(name: name, type: type, isRequired: required, allowedValues: allowed, summary: summary),
            defaultText: `default` ?? { _ in nil }, decode: decode, encode: encode, inOrder: inOrder)
    }
}

extension FixtureReader {
    /// Reads the value of `key`, present in its mapping as `node`, as
    /// ``read(_:in:as:required:)`` does once it has found the node.
    @inline(__always)
    mutating func read<Value>(_ key: String, present node: YAMLNode, as value: FixtureValue<Value>) -> Value? {
        if node.isEmptyValue {
            error(ReaderMessage.missingValue(key: key, expected: value.expected), at: node.location)
            return nil
        }
        return value.read(&self, node)
    }
}
