/// What a node in block context starts with.
enum BlockStart {
    /// `- `: a sequence item.
    case item
    /// `key:` followed by a space or the end of the line.
    case key(BlockKey)
    /// Anything else: a scalar or a flow collection. For a plain scalar, `plainEnd` is
    /// where it ends (before a comment and trailing blanks).
    case value(plainEnd: Int?)
}

/// A key found at the start of a block mapping entry.
struct BlockKey {
    var text: String
    var location: SourceLocation
    var isPlain: Bool
    /// The offset of the `:` after the key.
    var colon: Int
}

extension YAMLParserState {
    /// Works out whether a block node at `offset` is an item, a key or a value.
    mutating func classifyBlockStart(at offset: Int) -> BlockStart {
        let byte = bytes[offset]
        if byte == Byte.dash && isSeparator(at: offset + 1) { return .item }
        if byte == Byte.doubleQuote || byte == Byte.singleQuote {
            guard let close = closingQuote(from: offset) else { return .value(plainEnd: nil) }
            var colon = close + 1
            while colon < lineEnd && Byte.isBlank(bytes[colon]) { colon += 1 }
            guard colon < lineEnd && bytes[colon] == Byte.colon && isSeparator(at: colon + 1) else {
                return .value(plainEnd: nil)
            }
            let text = quotedText(at: offset, close: close)
            return .key(BlockKey(text: text, location: location(at: offset), isPlain: false, colon: colon))
        }
        if !canStartPlainScalar(at: offset, inFlow: false) { return .value(plainEnd: nil) }
        var index = offset
        while index < lineEnd {
            let current = bytes[index]
            if current == Byte.colon && isSeparator(at: index + 1) {
                var keyEnd = index
                while keyEnd > offset && Byte.isBlank(bytes[keyEnd - 1]) { keyEnd -= 1 }
                let text = scalarText(offset, keyEnd)
                return .key(BlockKey(text: text, location: location(at: offset), isPlain: true, colon: index))
            }
            if current == Byte.hash && Byte.isBlank(bytes[index - 1]) { break }
            index += 1
        }
        while index > offset && Byte.isBlank(bytes[index - 1]) { index -= 1 }
        return .value(plainEnd: index)
    }

    /// Reads a scalar or a flow collection that stands alone on the rest of the line.
    mutating func parseInlineValue(at offset: Int, plainEnd: Int?) -> YAMLNode {
        let byte = bytes[offset]
        if byte == Byte.openBracket || byte == Byte.openBrace {
            let (node, flowEnd) = parseFlow(at: offset)
            if let flowEnd { checkTrailingContent(at: flowEnd) }
            return node
        }
        if byte == Byte.doubleQuote || byte == Byte.singleQuote {
            let (node, after) = parseQuotedScalar(at: offset)
            checkTrailingContent(at: after)
            return node
        }
        if let plainEnd {
            lastLineEndedInPlainValue = true
            return plainScalar(offset, plainEnd)
        }
        // Only indicators that cannot start a plain scalar are left.
        reportIndicator(at: offset, inFlow: false)
        if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "?") {
            skipDeeperThan = frames.last?.indent ?? -1  // the block scalar's or key's lines
        }
        return .emptyValue(at: location(at: offset))
    }

    /// Whether the byte at `offset` is an indicator that cannot start any value here (not
    /// a quote or a flow collection, which are values).
    func isIndicatorOnly(at offset: Int) -> Bool {
        let byte = bytes[offset]
        return byte != Byte.doubleQuote && byte != Byte.singleQuote
            && byte != Byte.openBracket && byte != Byte.openBrace
    }

    /// Reports anything but blanks or a comment after a complete value on the line.
    private mutating func checkTrailingContent(at offset: Int) {
        var index = offset
        while index < lineEnd && Byte.isBlank(bytes[index]) { index += 1 }
        guard index < lineEnd else { return }
        if bytes[index] == Byte.hash {
            if index == offset { error(YAMLMessage.commentWithoutSpace, at: index) }
            return
        }
        error(YAMLMessage.trailingContent(restOfLine(from: index)), at: index)
    }

    /// Whether `offset` is the end of the line or a blank: what must follow `-` or `:`.
    @inline(__always)
    func isSeparator(at offset: Int) -> Bool {
        offset >= lineEnd || Byte.isBlank(bytes[offset])
    }
}
