/// The entries and items of every open collection, block and flow, in one pair of
/// arrays: the innermost collection's are at the end.
///
/// Collections open and close in stack order, so each one only needs to remember where
/// its entries start. When it closes, its entries are copied into an array of exactly
/// their number and removed from the stack. That makes one allocation per collection
/// instead of a growing array each, which matters for parsing speed.
struct YAMLValueStack {
    private(set) var entries: [YAMLMappingEntry] = []
    private(set) var items: [YAMLNode] = []

    /// Where a collection opened now starts.
    var marks: (entries: Int, items: Int) { (entries.count, items.count) }

    mutating func append(_ entry: YAMLMappingEntry) { entries.append(entry) }
    mutating func append(_ item: YAMLNode) { items.append(item) }

    /// Closes the mapping whose entries start at `start`.
    mutating func closeMapping(from start: Int, at location: SourceLocation) -> YAMLNode {
        let node = YAMLNode(.mapping(Array(entries[start...])), at: location)
        entries.removeSubrange(start...)
        return node
    }

    /// Closes the sequence whose items start at `start`.
    mutating func closeSequence(from start: Int, at location: SourceLocation) -> YAMLNode {
        let node = YAMLNode(.sequence(Array(items[start...])), at: location)
        items.removeSubrange(start...)
        return node
    }

    /// Drops everything from the marks on: the contents of abandoned collections.
    mutating func truncate(to marks: (entries: Int, items: Int)) {
        entries.removeSubrange(marks.entries...)
        items.removeSubrange(marks.items...)
    }
}

/// Finds a repeated key among the entries of one open mapping.
///
/// Small mappings (the usual case in fixtures) are searched linearly; from the ninth
/// entry on, a dictionary from key to first location is kept up to date lazily, so
/// that a mapping with many keys still parses in linear time.
struct DuplicateKeyIndex {
    /// Where the mapping's entries start in ``YAMLValueStack/entries``.
    let start: Int
    private var firstLocations: [String: SourceLocation] = [:]
    private var indexedEnd: Int

    private static let linearSearchLimit = 8

    init(start: Int) {
        self.start = start
        self.indexedEnd = start
    }

    /// Where `key` was first defined among `entries[start...]`, if it was.
    mutating func firstLocation(of key: String, in entries: [YAMLMappingEntry]) -> SourceLocation? {
        if entries.count - start <= Self.linearSearchLimit {
            for index in start..<entries.count where entries[index].key == key {
                return entries[index].keyLocation
            }
            return nil
        }
        for index in indexedEnd..<entries.count where firstLocations[entries[index].key] == nil {
            firstLocations[entries[index].key] = entries[index].keyLocation
        }
        indexedEnd = entries.count
        return firstLocations[key]
    }
}
