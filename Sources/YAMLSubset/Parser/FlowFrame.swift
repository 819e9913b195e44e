/// A flow collection that is still open: `[` or `{` without its closing bracket yet.
struct FlowFrame {
    /// What the collection expects next.
    enum State {
        /// A sequence item, or `]` (after `[` or `,`).
        case item
        /// A mapping key, or `}` (after `{` or `,`).
        case key
        /// A mapping value, or `,` or `}` for an empty one (after `key:`).
        case value
        /// `,` or the closing bracket, after an item or a value.
        case separator
    }

    let isMapping: Bool
    let location: SourceLocation
    var state: State
    /// Where the collection's entries (for a mapping) or items start on the value stack.
    let valuesStart: Int

    init(isMapping: Bool, location: SourceLocation, values: YAMLValueStack) {
        self.isMapping = isMapping
        self.location = location
        self.state = isMapping ? .key : .item
        self.valuesStart = isMapping ? values.marks.entries : values.marks.items
    }

    var closer: UInt8 { isMapping ? Byte.closeBrace : Byte.closeBracket }

    /// Pushes the entry of `key` with the empty value, its value until one is read.
    mutating func startPendingKey(
        _ key: consuming String, at keyLocation: SourceLocation,
        emptyValueAt location: SourceLocation, on values: inout YAMLValueStack
    ) {
        values.append(YAMLMappingEntry(key: key, at: keyLocation, value: .emptyValue(at: location)))
        state = .value
    }

    /// Adds a finished item, or the value of the pending key.
    mutating func add(_ node: consuming YAMLNode, on values: inout YAMLValueStack) {
        if isMapping {
            values.replaceLastValue(with: node, isMapping: true)
        } else {
            values.append(node)
        }
        state = .separator
    }

    /// The finished collection, taken off the value stack.
    func close(on values: inout YAMLValueStack) -> YAMLNode {
        isMapping
            ? values.closeMapping(from: valuesStart, at: location)
            : values.closeSequence(from: valuesStart, at: location)
    }
}
