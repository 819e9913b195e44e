/// A block collection that is still open: a mapping of `key: value` lines or a sequence
/// of `- item` lines, all starting at the same indentation.
///
/// Its entries or items live on the parser's ``YAMLValueStack`` from ``valuesStart`` on.
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
    /// Where the collection's entries (for a mapping) or items start on the value stack.
    let valuesStart: Int
    /// Finds repeated keys of a mapping.
    var keys: DuplicateKeyIndex

    /// A key whose value has not been read yet.
    var pendingKey: String?
    var pendingKeyLocation = SourceLocation.start
    /// Whether the last `-` has no item yet.
    var hasPendingItem = false
    /// Where an empty value of the pending key or item would be: just after `:` or `-`.
    var pendingValueLocation = SourceLocation.start

    init(isMapping: Bool, indent: Int, location: SourceLocation, values: YAMLValueStack,
         isSameIndentValue: Bool = false) {
        self.isMapping = isMapping
        self.indent = indent
        self.location = location
        self.isSameIndentValue = isSameIndentValue
        self.valuesStart = isMapping ? values.marks.entries : values.marks.items
        self.keys = DuplicateKeyIndex(start: values.marks.entries)
    }

    /// Whether a key or a dash is waiting for its value.
    var hasPending: Bool { pendingKey != nil || hasPendingItem }

    /// "mapping" or "sequence", for messages.
    var kindName: String { isMapping ? "mapping" : "sequence" }

    /// Gives the pending key or item its value.
    mutating func resolve(with value: YAMLNode, on values: inout YAMLValueStack) {
        if isMapping {
            values.append(YAMLMappingEntry(key: pendingKey ?? "", at: pendingKeyLocation, value: value))
            pendingKey = nil
        } else {
            values.append(value)
            hasPendingItem = false
        }
    }

    /// Gives a pending key or item the empty value, as `key:` with nothing after it has.
    mutating func resolvePendingAsEmpty(on values: inout YAMLValueStack) {
        if hasPending { resolve(with: .emptyValue(at: pendingValueLocation), on: &values) }
    }

    /// The finished collection, taken off the value stack.
    func close(on values: inout YAMLValueStack) -> YAMLNode {
        isMapping ? values.closeMapping(from: valuesStart, at: location)
                  : values.closeSequence(from: valuesStart, at: location)
    }
}
