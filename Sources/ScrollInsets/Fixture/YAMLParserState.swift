/// ASCII bytes the parser looks for.
enum Byte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let dash = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let percent = UInt8(ascii: "%")
    static let backslash = UInt8(ascii: "\\")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    /// Whether `byte` is a space or a tab.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
}

/// The working state of one ``YAMLParser/parse(utf8:)`` call: the input, the current line,
/// the open block collections, the documents so far and the diagnostics.
///
/// The parser reads the input line by line. Block structure is kept on an explicit stack
/// of ``BlockFrame``s and flow collections on a second explicit stack, so no recursion
/// depends on the input. Locations are computed while their line is current: columns are
/// byte offsets on ASCII lines and character counts otherwise.
///
/// Small non-mutating helpers called for every line or scalar are `@inline(__always)`: to
/// call one that is not inlined from a mutating method, the compiler copies the whole state
/// (about 260 bytes) first.
struct YAMLParserState {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: YAMLParser.Limits
    let end: Int

    // The current line.
    var line = 0
    var lineStart = 0
    /// The end of the line's content: the index of its `\n`, or of the `\r` of `\r\n`.
    var lineEnd = 0
    var nextLineStart = 0
    var lineIsASCII = true
    var lineHasInvalidUTF8 = false
    /// Where the current line's characters start, when it is not ASCII; built on demand.
    var characterStarts: [Int] = []
    /// Set when a flow collection stopped at a line that the block parser must still read.
    var lineIsPending = false

    // Diagnostics.
    var diagnostics: [FixtureDiagnostic] = []
    var errorCount = 0
    var isStopped = false

    // The current document.
    var frames: [BlockFrame] = []
    /// The entries and items of the open collections, block and flow.
    var values = YAMLValueStack()
    /// The open flow collections' storage, reused by every ``parseFlow(at:)``.
    var flowStack: [FlowFrame] = []
    var root: YAMLNode?
    var documentLocation: SourceLocation?
    var documentHasErrors = false
    /// After an error, lines indented more than this are skipped: they belong to the
    /// broken construct. `-1` skips to the next document.
    var skipDeeperThan: Int?
    /// Whether the last content line ended with a plain scalar value in block context.
    var lastLineEndedInPlainValue = false
    var documents: [YAMLDocument] = []

    init(bytes: UnsafeBufferPointer<UInt8>, limits: YAMLParser.Limits) {
        self.bytes = bytes
        self.limits = limits
        self.end = bytes.count
    }

    /// Parses the whole input.
    mutating func run() -> YAMLParseResult {
        if end > limits.maximumInputSize {
            error(YAMLMessage.inputTooLarge(end, limit: limits.maximumInputSize), at: .start)
            return YAMLParseResult(documents: [], diagnostics: diagnostics)
        }
        if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            nextLineStart = 3  // a byte order mark is allowed and ignored
        }
        while !isStopped {
            if !lineIsPending {
                guard nextLineStart < end else { break }
                loadLine(at: nextLineStart)
            }
            lineIsPending = false
            processLine()
        }
        finishDocument()
        let sorted = diagnostics.enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }
        return YAMLParseResult(documents: documents, diagnostics: sorted.map(\.element))
    }

    // MARK: Lines

    /// Makes the line starting at `start` current, checking its bytes are valid UTF-8
    /// without control characters.
    mutating func loadLine(at start: Int) {
        line += 1
        lineStart = start
        var index = start
        var unusual = false
        while index < end {
            let byte = bytes[index]
            if byte == Byte.newline { break }
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
    mutating func location(at offset: Int) -> SourceLocation {
        if lineIsASCII || offset <= lineStart {
            return SourceLocation(line: line, column: offset - lineStart + 1)
        }
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
        var lineBytes = Array(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
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
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<max(from, to)]), as: UTF8.self)
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
              bytes[lineStart + 1] == marker, bytes[lineStart + 2] == marker else { return false }
        return lineEnd - lineStart == 3 || Byte.isBlank(bytes[lineStart + 3])
    }

    // MARK: Diagnostics

    /// Reports an error at `offset` on the current line.
    mutating func error(_ message: String, at offset: Int, notes: [FixtureDiagnostic.Note] = []) {
        error(message, at: location(at: offset), notes: notes)
    }

    /// Reports an error, unless the error limit has been reached.
    mutating func error(_ message: String, at location: SourceLocation,
                        notes: [FixtureDiagnostic.Note] = []) {
        guard !isStopped else { return }
        documentHasErrors = true
        if errorCount == limits.maximumErrorCount {
            diagnostics.append(.error(YAMLMessage.tooManyErrors(errorCount), at: location))
            isStopped = true
            return
        }
        errorCount += 1
        diagnostics.append(.error(message, at: location, notes: notes))
    }

    // MARK: Documents

    /// Closes every open collection and records the document, if it had any content.
    mutating func finishDocument() {
        while !frames.isEmpty { popFrame() }
        if let documentLocation {
            documents.append(YAMLDocument(root: root ?? .emptyValue(at: documentLocation),
                                          hasErrors: documentHasErrors))
        }
        root = nil
        documentLocation = nil
        documentHasErrors = false
        skipDeeperThan = nil
        lastLineEndedInPlainValue = false
    }
}
