extension YAMLParserState {
    /// Makes the line starting at `start` current, checking its bytes are valid UTF-8
    /// without control characters.
    mutating func loadLine(at start: Int) {
        line += 1
        lineStart = start
        var index = start
        var unusual = false
        // Whether a `#` was seen (perhaps past the line's end, in its last word): only then is the
        // line searched for a marked comment (``collectMarkedComment(lineHasHash:)``).
        var hashes: UInt64 = 0
        while index < end {
            if index + 8 <= end {
                // Eight bytes at a time, skipping words in which no byte is unusual.
                let word = bytes.word(at: index)
                hashes |= Self.hashFlags(in: word)
                let flags = Self.unusualByteFlags(in: word)
                if flags == 0 {
                    index += 8
                    continue
                }
                index += flags.trailingZeroBitCount / 8  // the first unusual byte
            }
            let byte = bytes[index]
            if byte == Byte.newline { break }
            if byte == Byte.hash { hashes = 1 }
            // True for bytes below 0x20 (tab, carriage return, controls) and from 0x7F up.
            unusual = unusual || (byte &- 0x20) >= 0x5F
            index += 1
        }
        nextLineStart = index < end ? index + 1 : end
        lineEnd = index
        if lineEnd > start && bytes[lineEnd - 1] == Byte.carriageReturn { lineEnd -= 1 }
        lineIsASCII = true
        lineHasInvalidUTF8 = false
        if !characterStarts.isEmpty { characterStarts = [] }
        if unusual { validateLine() }
        if !commentMarker.isEmpty && (hashes != 0 || (start < lineEnd && bytes[start] == Byte.dash)) {
            collectMarkedComment(lineHasHash: hashes != 0)
        }
    }

    /// Reports the first invalid UTF-8 sequence or control character of the current line
    /// and works out whether the line is ASCII.
    private mutating func validateLine() {
        var index = lineStart
        var problem: (offset: Int, message: String)?
        while index < lineEnd {
            let byte = bytes[index]
            if byte < 0x80 {
                if (byte < 0x20 && byte != Byte.tab) || byte == 0x7F, problem == nil {
                    problem = (index, YAMLMessage.controlCharacter(byte))
                }
                index += 1
                continue
            }
            lineIsASCII = false
            let length = validUTF8SequenceLength(at: index)
            if length == 0 {
                lineHasInvalidUTF8 = true
                if problem == nil { problem = (index, YAMLMessage.invalidUTF8(byte)) }
                index += 1
            } else {
                index += length
            }
        }
        if let problem { error(problem.message, at: problem.offset) }
    }

    /// The length of the valid UTF-8 sequence that starts at `index`, or 0 if it is invalid.
    func validUTF8SequenceLength(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xED: length = 3; high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90
        case 0xF4: length = 4; high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= lineEnd else { return 0 }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// The location of `offset` on the current line.
    ///
    /// On an ASCII line the column is the byte offset plus one. On other lines it is a
    /// character count, read from a table of where each character starts that is built
    /// once per line, so a long line with many nodes is still handled in linear time.
    @inline(__always)  // the usual ASCII case is a subtraction; only the rest is a call
    mutating func location(at offset: Int) -> SourceLocation {
        if lineIsASCII || offset <= lineStart {
            return SourceLocation(line: line, column: offset - lineStart + 1)
        }
        return nonASCIILocation(at: offset)
    }

    /// ``location(at:)`` on a line that is not ASCII.
    private mutating func nonASCIILocation(at offset: Int) -> SourceLocation {
        if characterStarts.isEmpty { characterStarts = characterStartsOfLine() }
        let relative = min(offset, lineEnd) - lineStart
        var low = 0, high = characterStarts.count  // the number of characters starting before `relative`
        while low < high {
            let middle = (low + high) / 2
            if characterStarts[middle] < relative { low = middle + 1 } else { high = middle }
        }
        return SourceLocation(line: line, column: low + 1 + max(0, offset - lineEnd))
    }

    /// The byte offsets, from the line's start, at which the line's characters start. An
    /// invalid UTF-8 byte counts as one character.
    private func characterStartsOfLine() -> [Int] {
        var lineBytes = bytes.bytes(lineStart..<lineEnd)
        if lineHasInvalidUTF8 {
            var index = 0
            while index < lineBytes.count {
                let length = lineBytes[index] < 0x80 ? 1 : validUTF8SequenceLength(at: lineStart + index)
                if length == 0 { lineBytes[index] = UInt8(ascii: "?") }
                index += max(length, 1)
            }
        }
        var starts: [Int] = []
        var offset = 0
        for character in String(decoding: lineBytes, as: UTF8.self) {
            starts.append(offset)
            offset += character.utf8.count
        }
        return starts
    }

    /// The text of the current line between two offsets.
    func text(_ from: Int, _ to: Int) -> String {
        bytes.text(from..<max(from, to))
    }

    /// The text from `offset` to the end of the line, without a trailing comment or blanks.
    func restOfLine(from offset: Int) -> String {
        var stop = offset
        while stop < lineEnd {
            if bytes[stop] == Byte.hash && stop > offset && Byte.isBlank(bytes[stop - 1]) { break }
            stop += 1
        }
        while stop > offset && Byte.isBlank(bytes[stop - 1]) { stop -= 1 }
        return text(offset, stop)
    }

    /// Whether the current line is a document marker, `---` or `...`, alone at column 1.
    @inline(__always)  // see YAMLParserState
    func isDocumentMarkerLine(_ marker: UInt8) -> Bool {
        guard lineEnd - lineStart >= 3, bytes[lineStart] == marker,
            bytes[lineStart + 1] == marker, bytes[lineStart + 2] == marker
        else { return false }
        return lineEnd - lineStart == 3 || Byte.isBlank(bytes[lineStart + 3])
    }

    // MARK: Words

    /// A word with the top bit set in the bytes of `word` that are `#` (and, after one, perhaps
    /// in others: only whether there is any is used), and 0 if none is.
    @inline(__always)
    static func hashFlags(in word: UInt64) -> UInt64 {
        let hashes = word ^ 0x2323_2323_2323_2323  // a `#` becomes a zero byte
        return (hashes &- 0x0101_0101_0101_0101) & ~hashes & 0x8080_8080_8080_8080
    }

    /// A word with the top bit set in the lowest byte of `word` that is below 0x20 (a
    /// control byte: tab, carriage return, newline) or from 0x7F up (DEL, or part of a
    /// non-ASCII character), and 0 if no byte is.
    ///
    /// The flags of higher bytes can be wrong (the subtraction borrows and the addition
    /// carries from one byte into the next), but only after a byte that is really flagged,
    /// so the lowest flag and whether there is any are exact.
    @inline(__always)
    static func unusualByteFlags(in word: UInt64) -> UInt64 {
        let below20 = (word &- 0x2020_2020_2020_2020) & ~word
        let from7F = (word &+ 0x0101_0101_0101_0101) | word
        return (below20 | from7F) & 0x8080_8080_8080_8080
    }

    /// The offset of the first byte from `offset` on that is not a space, or the end of
    /// the line.
    @inline(__always)
    func spacesEnd(from offset: Int) -> Int {
        var index = offset
        // Eight bytes at a time: indentation is long in nested fixtures.
        while index + 8 <= lineEnd {
            let others = bytes.word(at: index) ^ 0x2020_2020_2020_2020  // zero bytes are spaces
            if others != 0 { return index + others.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < lineEnd && bytes[index] == Byte.space { index += 1 }
        return index
    }
}
