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
    let bytes: ParserInput
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
    /// Scalar and key texts made so far.
    var texts: TextCache
    var root: YAMLNode?
    var documentLocation: SourceLocation?
    var documentHasErrors = false
    /// After an error, lines indented more than this are skipped: they belong to the
    /// broken construct. `-1` skips to the next document.
    var skipDeeperThan: Int?
    /// Whether the last content line ended with a plain scalar value in block context.
    var lastLineEndedInPlainValue = false
    var documents: [YAMLDocument] = []
    /// The deepest nesting of collections opened in the current document, and in the documents
    /// finished and not yet handed over (``run(eachDocument:)``): a tree this shallow is dropped
    /// by the runtime's recursive release, a deeper one node by node.
    var deepestNesting = 0
    var finishedNesting = 0

    // Marked comments (``YAMLParser/commentMarker``).
    /// The marker's bytes; empty when no comment is collected.
    var commentMarker: [UInt8] = []
    /// The first line of each part of the file (after each `---` line) not yet handed over, and
    /// its marked comments.
    var commentParts: [(firstLine: Int, comments: [YAMLComment])] = [(1, [])]

    init(bytes: ParserInput, limits: YAMLParser.Limits, commentMarker: String = "") {
        self.bytes = bytes
        self.limits = limits
        self.commentMarker = Array(commentMarker.utf8)
        self.end = bytes.count
        self.texts = TextCache(inputSize: bytes.count)
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

    // MARK: Diagnostics

    /// Reports an error at `offset` on the current line.
    mutating func error(_ message: String, at offset: Int, notes: [FixtureDiagnostic.Note] = []) {
        error(message, at: location(at: offset), notes: notes)
    }

    /// Reports an error, unless the error limit has been reached.
    mutating func error(
        _ message: String, at location: SourceLocation,
        notes: [FixtureDiagnostic.Note] = []
    ) {
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
        finishedNesting = max(finishedNesting, deepestNesting)
        deepestNesting = 0
        if let documentLocation {
            let root = root ?? .emptyValue(at: documentLocation)
            var document = YAMLDocument(root: root, hasErrors: documentHasErrors)
            if !commentMarker.isEmpty { document.comments = markedComments(forLine: root.location.line) }
            documents.append(document)
        }
        root = nil
        documentLocation = nil
        documentHasErrors = false
        skipDeeperThan = nil
        lastLineEndedInPlainValue = false
    }
}
