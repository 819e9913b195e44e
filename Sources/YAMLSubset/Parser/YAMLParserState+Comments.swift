extension YAMLParserState {
    /// Collects the current line's comment if it holds the ``YAMLParser/commentMarker``, and
    /// starts a new part at a `---` line: called by ``loadLine(at:)`` when the marker is set and
    /// its scan of the line's bytes saw a `#` (or the line starts with `-`).
    ///
    /// A separator is `---` at the start of a line, alone or followed by a blank (a comment on it
    /// belongs to the document it starts). A comment starts at a `#` at the start of a line or
    /// after a blank, outside quoted scalars, so a name such as `"a # scroll-inspect: disable x"`
    /// holds no comment.
    mutating func collectMarkedComment(lineHasHash: Bool) {
        if isDocumentMarkerLine(Byte.dash) {
            commentParts.append((line + 1, []))
        }
        guard lineHasHash, let comment = commentRange(), contains(comment, commentMarker) else { return }
        let text = bytes.text(comment)
        let found = YAMLComment(text: text, location: location(at: comment.lowerBound))
        commentParts[commentParts.count - 1].comments.append(found)
    }

    /// The marked comments of the part of the file (between `---` lines) that holds `line`, and
    /// drops the parts before it: documents are finished in order.
    mutating func markedComments(forLine line: Int) -> [YAMLComment] {
        guard let part = commentParts.lastIndex(where: { $0.firstLine <= line }) else { return [] }
        let comments = commentParts[part].comments
        commentParts.removeFirst(part)
        return comments
    }

    /// Whether `pattern` occurs in `bytes[range]`.
    private func contains(_ range: Range<Int>, _ pattern: [UInt8]) -> Bool {
        guard !pattern.isEmpty, range.count >= pattern.count else { return false }
        for offset in range.lowerBound...(range.upperBound - pattern.count) where bytes[offset] == pattern[0] {
            if pattern.indices.allSatisfy({ bytes[offset + $0] == pattern[$0] }) { return true }
        }
        return false
    }

    /// Where the text after the `#` that starts the current line's comment lies, if it has one.
    ///
    /// A quote opens a quoted scalar only where a value can start: at the start of the line or
    /// after `:`, `-`, `?`, `,`, `[` or `{` and blanks (an apostrophe inside a plain scalar, as in
    /// `name: it's`, opens nothing).
    private func commentRange() -> Range<Int>? {
        var quote: UInt8?
        var previous: UInt8?  // the last byte outside quotes, blanks included
        var lastNonBlank: UInt8?  // the last non-blank byte outside quotes
        var index = lineStart
        while index < lineEnd {
            let byte = bytes[index]
            if let open = quote {
                if byte == Byte.backslash && open == Byte.doubleQuote {
                    index += 2
                    continue
                }
                if byte == open { quote = nil; previous = byte; lastNonBlank = byte }
                index += 1
                continue
            }
            if byte == Byte.hash && (previous == nil || Byte.isBlank(previous!)) {
                return (index + 1)..<lineEnd
            }
            if (byte == Byte.doubleQuote || byte == Byte.singleQuote) && Self.opensValue(after: lastNonBlank) {
                quote = byte
            }
            previous = byte
            if !Byte.isBlank(byte) { lastNonBlank = byte }
            index += 1
        }
        return nil
    }

    /// Whether a value may start after this byte (`nil`: the start of the line).
    private static func opensValue(after byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return ":-?,[{".utf8.contains(byte)
    }
}
