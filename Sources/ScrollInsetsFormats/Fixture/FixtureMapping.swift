import ScrollInsets
import YAMLSubset

/// A mapping node that `FixtureReader/mapping(_:allowed:acceptingEmptyValue:)` has
/// checked against its allowed keys, ready for typed reads.
///
/// ```swift
/// var reader = FixtureReader()
/// if let view = reader.mapping(node, allowed: ["name", "frame", "subviews"]) {
///     let name = reader.read("name", in: view, as: .string)
///     let frame = reader.read("frame", in: view, as: .rect, required: true)
///     view.location              // where the mapping starts, for audit findings
///     view.entry("frame")?.keyLocation
/// }
/// ```
///
/// Looking up a key that is not in ``allowedKeys`` is a programming error, caught by an
/// assertion in debug builds: the allowed list is what users are told, so every key a
/// decoder reads must be in it.
package struct FixtureMapping: Hashable, Sendable {
    /// The node the mapping was read from: a mapping, or an empty value accepted as an
    /// empty mapping.
    package var node: YAMLNode {
        didSet { entries = node.mapping ?? [] }
    }
    /// The keys the mapping was checked against, in the order users are shown them.
    package var allowedKeys: [String]
    /// The entries in document order, unknown keys included.
    ///
    /// Kept apart from ``node`` so that a lookup does not take them out of the node again.
    package private(set) var entries: [YAMLMappingEntry]

    /// Wraps a node without checking it; `FixtureReader` creates checked mappings.
    package init(node: YAMLNode, allowedKeys: [String]) {
        self.node = node
        self.allowedKeys = allowedKeys
        self.entries = node.mapping ?? []
    }

    /// Where the mapping starts: its first key, its `{`, or the empty value's place.
    package var location: SourceLocation { node.location }

    /// The first entry named `key`, if present.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    package func entry(_ key: String) -> YAMLMappingEntry? {
        index(of: key).map { entries[$0] }
    }

    /// The value of `key`, if present.
    package subscript(key: String) -> YAMLNode? { index(of: key).map { entries[$0].value } }

    /// Whether `key` is present.
    package func contains(_ key: String) -> Bool { index(of: key) != nil }

    /// The position in ``entries`` of the first entry named `key`.
    private func index(of key: String) -> Int? {
        assert(allowedKeys.contains(key), "'\(key)' is not among the allowed keys \(allowedKeys)")
        return entries.firstIndex { Self.matches($0.key, key: key) }
    }

    /// Whether `text`, a key written in a file, is `key`, one of the format's keys.
    ///
    /// The lengths are compared first. A lookup compares a key with many that differ from it,
    /// and `==` calls into the runtime for every pair of strings that are not bit for bit the
    /// same, while the UTF-8 length is stored in the string (the decoder spent about a tenth of
    /// its time comparing keys). The shortcut is exact for the format's keys: they are ASCII
    /// letters without `K`, and no other text is canonically equivalent to such a word (only
    /// U+212A KELVIN SIGN, U+037E and U+1FEF decompose to ASCII: `K`, `;` and the backquote).
    @inline(__always)
    static func matches(_ text: String, key: String) -> Bool {
        assert(
            key.utf8.allSatisfy {
                ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") && $0 != UInt8(ascii: "K")
            },
            "'\(key)' is not a key of the format")
        return text.utf8.count == key.utf8.count && text == key
    }
}

extension [String] {
    /// Whether `text`, a key written in a file, is one of these keys of the format
    /// (`FixtureMapping/matches(_:key:)`).
    func containsKey(_ text: String) -> Bool {
        contains { FixtureMapping.matches(text, key: $0) }
    }
}
