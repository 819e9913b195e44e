/// A mapping node that ``FixtureReader/mapping(_:allowed:acceptingEmptyValue:)`` has
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
public struct FixtureMapping: Hashable, Sendable {
    /// The node the mapping was read from: a mapping, or an empty value accepted as an
    /// empty mapping.
    public var node: YAMLNode
    /// The keys the mapping was checked against, in the order users are shown them.
    public var allowedKeys: [String]

    /// Wraps a node without checking it; ``FixtureReader`` creates checked mappings.
    public init(node: YAMLNode, allowedKeys: [String]) {
        self.node = node
        self.allowedKeys = allowedKeys
    }

    /// Where the mapping starts: its first key, its `{`, or the empty value's place.
    public var location: SourceLocation { node.location }

    /// The entries in document order, unknown keys included.
    public var entries: [YAMLMappingEntry] { node.mapping ?? [] }

    /// The first entry named `key`, if present.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public func entry(_ key: String) -> YAMLMappingEntry? {
        assert(allowedKeys.contains(key), "'\(key)' is not among the allowed keys \(allowedKeys)")
        return node.mapping?.first { $0.key == key }
    }

    /// The value of `key`, if present.
    public subscript(key: String) -> YAMLNode? { entry(key)?.value }

    /// Whether `key` is present.
    public func contains(_ key: String) -> Bool { entry(key) != nil }
}
