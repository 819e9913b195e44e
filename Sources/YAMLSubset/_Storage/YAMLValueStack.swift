/// The entries and items of every open collection, block and flow, in one pair of
/// stacks: the innermost collection's are at the end.
///
/// Collections open and close in stack order, so each one only needs to remember where
/// its entries start. When it closes, its entries are moved into an array of exactly
/// their number: one allocation per collection, and no reference counting of the values
/// on the way (copying them out and then removing them retained and released each one).
///
/// A key or a `-` pushes its entry or item at once, holding the empty value that `key:`
/// or `-` with nothing after it has; the value replaces it when it is read
/// (``replaceLastValue(with:)``). The entry being filled in is then always the last one,
/// because the collections nested in its value have closed and been taken off.
struct YAMLValueStack {
    // Buffers are objects: the value stack has reference semantics, which is fine for the
    // one parser state that owns it. (A noncopyable struct made the compiler copy the whole
    // parser state around calls.)
    let entries = ValueBuffer<YAMLMappingEntry>()
    let items = ValueBuffer<YAMLNode>()
    private var keyIndex = DuplicateKeyIndex()

    /// Where a collection opened now starts.
    var marks: (entries: Int, items: Int) { (entries.count, items.count) }

    mutating func append(_ entry: consuming YAMLMappingEntry) { entries.append(entry) }
    mutating func append(_ item: consuming YAMLNode) { items.append(item) }

    /// Gives the last entry (of a mapping) or item (of a sequence) its value.
    mutating func replaceLastValue(with value: consuming YAMLNode, isMapping: Bool) {
        if isMapping { entries.updateLast { $0.value = value } } else { items.updateLast { $0 = value } }
    }

    /// Where `key` was first defined in the innermost open mapping, whose entries start at
    /// `start`, if it was.
    mutating func firstLocation(of key: String, inMappingFrom start: Int) -> SourceLocation? {
        keyIndex.firstLocation(of: key, inMappingFrom: start, entries: entries)
    }

    /// Closes the mapping whose entries start at `start`.
    mutating func closeMapping(from start: Int, at location: SourceLocation) -> YAMLNode {
        keyIndex.forget(from: start)
        return YAMLNode(.mapping(entries.removeAll(from: start)), at: location)
    }

    /// Closes the sequence whose items start at `start`.
    mutating func closeSequence(from start: Int, at location: SourceLocation) -> YAMLNode {
        YAMLNode(.sequence(items.removeAll(from: start)), at: location)
    }

    /// Drops everything from the marks on: the contents of abandoned collections.
    mutating func truncate(to marks: (entries: Int, items: Int)) {
        keyIndex.forget(from: marks.entries)
        entries.truncate(to: marks.entries)
        items.truncate(to: marks.items)
    }
}

/// Finds a repeated key among the entries of an open mapping, for every open mapping.
///
/// Small mappings (the usual case in fixtures) are searched linearly; from the ninth
/// entry on, a dictionary from key to first location is kept up to date lazily, so
/// that a mapping with many keys still parses in linear time.
///
/// The dictionaries live here rather than in the parser's frames so that the frames
/// hold no references and cost nothing to copy. Mappings nest, so the dictionaries form a
/// stack, the innermost mapping's last; a mapping is known by where its entries start,
/// and no two open mappings start at the same place (a mapping only opens as the value of
/// an entry or item that is already on the value stack).
struct DuplicateKeyIndex {
    private struct Index {
        /// Where the mapping's entries start in ``YAMLValueStack/entries``.
        let start: Int
        /// How many of its entries are in `firstLocations`.
        var indexedEnd: Int
        var firstLocations: [String: SourceLocation] = [:]
    }

    private var indexes: [Index] = []

    private static let linearSearchLimit = 8

    /// Where `key` was first defined among the entries of the mapping that starts at
    /// `start`, which must be the innermost open mapping.
    mutating func firstLocation(
        of key: String, inMappingFrom start: Int,
        entries: ValueBuffer<YAMLMappingEntry>
    ) -> SourceLocation? {
        if entries.count - start <= Self.linearSearchLimit {
            for index in start..<entries.count {
                if let first = entries.withElement(at: index, { $0.key == key ? $0.keyLocation : nil }) {
                    return first
                }
            }
            return nil
        }
        if indexes.last?.start != start { indexes.append(Index(start: start, indexedEnd: start)) }
        let top = indexes.count - 1
        for index in indexes[top].indexedEnd..<entries.count {
            let (name, location) = entries.withElement(at: index) { ($0.key, $0.keyLocation) }
            if indexes[top].firstLocations[name] == nil { indexes[top].firstLocations[name] = location }
        }
        indexes[top].indexedEnd = entries.count
        return indexes[top].firstLocations[key]
    }

    /// Drops the dictionaries of the mappings that start at `start` or later: they have
    /// closed or been abandoned.
    mutating func forget(from start: Int) {
        while let last = indexes.last, last.start >= start { indexes.removeLast() }
    }
}
