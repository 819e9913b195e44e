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
    /// Whether the last key has no value yet (its entry holds the empty value).
    var hasPendingKey = false
    /// Whether the last `-` has no item yet (its item is the empty value).
    var hasPendingItem = false

    init(
        isMapping: Bool, indent: Int, location: SourceLocation, values: YAMLValueStack,
        isSameIndentValue: Bool = false
    ) {
        self.isMapping = isMapping
        self.indent = indent
        self.location = location
        self.isSameIndentValue = isSameIndentValue
        self.valuesStart = isMapping ? values.marks.entries : values.marks.items
    }

    /// Whether a key or a dash is waiting for its value.
    var hasPending: Bool { hasPendingKey || hasPendingItem }

    /// "mapping" or "sequence", for messages.
    var kindName: String { isMapping ? "mapping" : "sequence" }

    /// Pushes the entry of `key` with the empty value, its value until one is read (the
    /// value of `key:` with nothing after it).
    mutating func startPendingKey(
        _ key: consuming String, at keyLocation: SourceLocation,
        emptyValueAt location: SourceLocation, on values: inout YAMLValueStack
    ) {
        values.append(YAMLMappingEntry(key: key, at: keyLocation, value: .emptyValue(at: location)))
        hasPendingKey = true
    }

    /// Pushes the item of a `-`: the empty value until one is read.
    mutating func startPendingItem(emptyValueAt location: SourceLocation, on values: inout YAMLValueStack) {
        values.append(.emptyValue(at: location))
        hasPendingItem = true
    }

    /// Gives the pending key or item its value.
    mutating func resolve(with value: consuming YAMLNode, on values: inout YAMLValueStack) {
        if hasPending {
            values.replaceLastValue(with: value, isMapping: isMapping)
        } else if isMapping {
            // Not reached: a value is only attached to a mapping after its key.
            values.append(YAMLMappingEntry(key: "", at: .start, value: value))
        } else {
            values.append(value)
        }
        resolvePendingAsEmpty()
    }

    /// Leaves a pending key or item with the empty value, as `key:` with nothing after it has.
    mutating func resolvePendingAsEmpty() {
        hasPendingKey = false
        hasPendingItem = false
    }

    /// The finished collection, taken off the value stack.
    func close(on values: inout YAMLValueStack) -> YAMLNode {
        isMapping
            ? values.closeMapping(from: valuesStart, at: location)
            : values.closeSequence(from: valuesStart, at: location)
    }
}
