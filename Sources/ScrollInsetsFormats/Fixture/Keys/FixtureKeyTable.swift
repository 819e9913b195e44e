import ScrollInsets
import YAMLSubset

/// The keys of one node kind in the order users are shown them, with the code that reads and
/// writes each: the single declaration that the decoder, the encoder, the suggestions, the
/// fuzz dictionary and the docs read (`FixtureKeys`).
///
/// ```swift
/// var table = FixtureKeys.tableView.prototype        // TableViewProperties(): the defaults
/// FixtureKeys.tableView.decode(&reader, body, into: &table)
/// let entries = FixtureKeys.tableView.encode(table, defaults: FixtureKeys.tableView.prototype)
/// ```
struct FixtureKeyTable<Model>: Sendable where Model: Sendable {
    /// The name of the key set, as docs and `FixtureKeyType/mapping(keySet:)` name it.
    let name: String
    /// Where the keys go, for the docs.
    let summary: String
    /// The model built by its initializer: the defaults of the keys.
    let prototype: Model
    /// The keys, in the order messages list them.
    let fields: [FixtureField<Model>]
    /// The key names, in order: what a mapping of this kind allows.
    let names: [String]
    /// How each key is read: the lookup and the closure, without the rest of the field, so that
    /// a read copies little.
    private let readers: [Reader]
    /// The indices in ``readers`` of the keys read in table order; built once, not per node.
    private let inOrderReaders: [Int]

    private struct Reader: Sendable {
        let name: String
        let decode: (@Sendable (inout FixtureReader, FixtureMapping, inout Model) -> Void)?
        let decodePresent: (@Sendable (inout FixtureReader, YAMLNode, inout Model) -> Void)?

        @inline(__always)
        func callAsFunction(_ reader: inout FixtureReader, _ body: FixtureMapping, _ model: inout Model) {
            if let decodePresent {
                if let node = body[name] { decodePresent(&reader, node, &model) }
            } else {
                decode?(&reader, body, &model)
            }
        }
    }

    /// Creates a table.
    ///
    /// - Parameter prototype: A model built by its initializer with no arguments but the kind:
    ///   the defaults of the keys.
    init(_ name: String, _ summary: String, prototype: Model, _ fields: [FixtureField<Model>]) {
        self.name = name
        self.summary = summary
        self.prototype = prototype
        self.fields = fields
        self.names = fields.map(\.key.name)
        self.readers = fields.map { Reader(name: $0.key.name, decode: $0.decode, decodePresent: $0.decodePresent) }
        self.inOrderReaders = fields.indices.filter {
            fields[$0].inOrder && (fields[$0].decode != nil || fields[$0].decodePresent != nil)
        }
    }

    /// The keys as plain values, defaults filled in from the prototype.
    var keySet: FixtureKeySet {
        FixtureKeySet(
            name: name, summary: summary,
            keys: fields.map { field in
                var key = field.key
                key.defaultValue = field.defaultText(prototype)
                return key
            })
    }

    /// Reads every key that is read in table order into `model`, which holds the defaults of
    /// its kind; an absent key leaves its default.
    ///
    /// - Complexity: O(*k* · *n*) for *k* keys and a mapping of *n* entries (each lookup scans
    ///   the entries, comparing lengths first, as `FixtureMapping` does).
    func decode(_ reader: inout FixtureReader, _ body: FixtureMapping, into model: inout Model) {
        for index in inOrderReaders { readers[index](&reader, body, &model) }
    }

    /// Reads one key, for a decoder that reads it in its own place.
    func decode(_ key: String, _ reader: inout FixtureReader, _ body: FixtureMapping, into model: inout Model) {
        readers[index(of: key)](&reader, body, &model)
    }

    /// The entries of the keys written in table order whose value is not the default, in
    /// table order.
    func encode(_ model: Model, defaults: Model) -> [(key: String, value: FixtureText)] {
        var entries: [(key: String, value: FixtureText)] = []
        for field in fields where field.inOrder {
            if let text = field.encode?(model, defaults) { entries.append((field.key.name, text)) }
        }
        return entries
    }

    /// One key's text, for an encoder that writes it in its own place; `nil` for the default.
    func encode(_ key: String, _ model: Model, defaults: Model) -> FixtureText? {
        fields[index(of: key)].encode?(model, defaults)
    }

    /// The entries as a flow mapping's pairs (`{height: 28, background: none}`), for keys
    /// whose values are inline.
    func flowEntries(_ model: Model, defaults: Model) -> [(String, String)] {
        encode(model, defaults: defaults).compactMap { entry in
            if case .inline(let text) = entry.value { return (entry.key, text) }
            return nil
        }
    }

    /// The position of `key` in the table; the decoder's own reads are of the first keys, so
    /// the scan is short.
    @inline(__always)
    private func index(of key: String) -> Int {
        guard let index = names.firstIndex(where: { FixtureMapping.matches($0, key: key) }) else {
            preconditionFailure("'\(key)' is not a key of \(name)")
        }
        return index
    }
}

/// The keys of one node kind as plain values (`FixtureKeys/sets`).
package struct FixtureKeySet: Hashable, Sendable {
    /// The name of the set: `scene`, `scrollView`, `flowLayout`.
    package var name: String
    /// Where the keys go.
    package var summary: String
    /// The keys, in the order messages list them.
    package var keys: [FixtureKey]
}
