/// The entries of a mapping under construction, with a fast way to find a repeated key.
///
/// Small mappings (the usual case in fixtures) are searched linearly; from the ninth
/// entry on, a dictionary from key to first entry is kept so that checking for a
/// duplicate stays O(1) and a mapping with many keys parses in linear time.
struct YAMLMappingBuilder {
    private(set) var entries: [YAMLMappingEntry] = []
    private var firstIndex: [String: Int] = [:]

    private static let linearSearchLimit = 8

    /// Where `key` was first defined in this mapping, if it was.
    func firstLocation(of key: String) -> SourceLocation? {
        if entries.count <= Self.linearSearchLimit {
            return entries.first { $0.key == key }?.keyLocation
        }
        return firstIndex[key].map { entries[$0].keyLocation }
    }

    /// Appends an entry; a repeated key keeps pointing at its first definition.
    mutating func append(_ entry: YAMLMappingEntry) {
        entries.append(entry)
        if entries.count == Self.linearSearchLimit + 1 {
            for (index, existing) in entries.enumerated() where firstIndex[existing.key] == nil {
                firstIndex[existing.key] = index
            }
        } else if entries.count > Self.linearSearchLimit + 1, firstIndex[entry.key] == nil {
            firstIndex[entry.key] = entries.count - 1
        }
    }
}

/// A block collection that is still open: a mapping of `key: value` lines or a sequence
/// of `- item` lines, all starting at the same indentation.
struct BlockFrame {
    /// Whether this is a mapping (otherwise a sequence).
    let isMapping: Bool
    /// The number of spaces before the keys or the dashes.
    let indent: Int
    /// The first key or dash.
    let location: SourceLocation
    /// A sequence written at the indentation of the key whose value it is (`key:` then
    /// `- item` lines at the same indentation): it ends at the next key of that mapping.
    let isSameIndentValue: Bool

    var mapping = YAMLMappingBuilder()
    var items: [YAMLNode] = []
    /// A key whose value has not been read yet.
    var pendingKey: String?
    var pendingKeyLocation = SourceLocation.start
    /// Whether the last `-` has no item yet.
    var hasPendingItem = false
    /// Where an empty value of the pending key or item would be: just after `:` or `-`.
    var pendingValueLocation = SourceLocation.start

    init(isMapping: Bool, indent: Int, location: SourceLocation, isSameIndentValue: Bool = false) {
        self.isMapping = isMapping
        self.indent = indent
        self.location = location
        self.isSameIndentValue = isSameIndentValue
    }

    /// Whether a key or a dash is waiting for its value.
    var hasPending: Bool { pendingKey != nil || hasPendingItem }

    /// "mapping" or "sequence", for messages.
    var kindName: String { isMapping ? "mapping" : "sequence" }

    /// Gives the pending key or item its value.
    mutating func resolve(with value: YAMLNode) {
        if isMapping {
            mapping.append(YAMLMappingEntry(key: pendingKey ?? "", at: pendingKeyLocation, value: value))
            pendingKey = nil
        } else {
            items.append(value)
            hasPendingItem = false
        }
    }

    /// Gives a pending key or item the empty value, as `key:` with nothing after it has.
    mutating func resolvePendingAsEmpty() {
        if hasPending { resolve(with: .emptyValue(at: pendingValueLocation)) }
    }

    /// The finished collection.
    func node() -> YAMLNode {
        YAMLNode(isMapping ? .mapping(mapping.entries) : .sequence(items), at: location)
    }
}
