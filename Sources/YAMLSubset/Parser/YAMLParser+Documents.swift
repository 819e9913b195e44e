extension YAMLParser {
    /// Parses bytes one document at a time: each document is handed to `body` as soon as its
    /// last line is read, and released when `body` returns, before the next one is parsed. A
    /// caller that keeps no node of it holds one document's tree at a time, however many
    /// documents the file has (``parse(utf8:)`` builds them all first).
    ///
    /// The documents, and the diagnostics in the end, are those ``parse(utf8:)`` finds; a
    /// caller that needs the whole file's diagnostics in order can stop at the first one and
    /// parse again.
    ///
    /// ```swift
    /// let diagnostics = YAMLParser().parseDocuments(utf8: buffer) { document, diagnosticCount in
    ///     guard diagnosticCount == 0 else { return false }   // stop: something is wrong
    ///     decode(document.root)
    ///     return true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - utf8: The whole fixture.
    ///   - body: Called with each document that has content, in order, and the number of
    ///     diagnostics found so far (in this document and before it); returns whether to go on.
    /// - Returns: Every diagnostic found up to where parsing stopped, sorted by location.
    /// - Complexity: O(*n*) in the number of bytes.
    public func parseDocuments(
        utf8: Span<UInt8>,
        _ body: (_ document: YAMLDocument, _ diagnosticCount: Int) -> Bool
    ) -> [FixtureDiagnostic] {
        ParserInput.reading(utf8) { input in
            var state = YAMLParserState(bytes: input, limits: limits, commentMarker: commentMarker)
            return state.run(eachDocument: body)
        }
    }

    /// ``parseDocuments(utf8:_:)`` over an array of bytes, as read from a file.
    ///
    /// - Parameters:
    ///   - bytes: The whole fixture.
    ///   - body: Called with each document that has content, in order, and the number of
    ///     diagnostics found so far; returns whether to go on.
    /// - Returns: Every diagnostic found up to where parsing stopped, sorted by location.
    /// - Complexity: O(*n*) in the number of bytes.
    public func parseDocuments(
        _ bytes: [UInt8],
        _ body: (_ document: YAMLDocument, _ diagnosticCount: Int) -> Bool
    ) -> [FixtureDiagnostic] {
        parseDocuments(utf8: bytes.span, body)
    }

    /// ``parseDocuments(utf8:_:)`` over a span of bytes, also telling `body` how far the parser has
    /// read: every byte before `consumed` is behind it, and is not read again, so a caller reading
    /// a mapped file can give those bytes' memory back while the rest is parsed.
    ///
    /// - Parameters:
    ///   - bytes: The whole fixture.
    ///   - body: Called with each document that has content, in order, the number of diagnostics
    ///     found so far and the offset of the first byte not yet read; returns whether to go on.
    /// - Returns: Every diagnostic found up to where parsing stopped, sorted by location.
    /// - Complexity: O(*n*) in the number of bytes.
    package func parseDocuments(
        _ bytes: Span<UInt8>,
        _ body: (_ document: YAMLDocument, _ diagnosticCount: Int, _ consumed: Int) -> Bool
    ) -> [FixtureDiagnostic] {
        ParserInput.reading(bytes) { input in
            var state = YAMLParserState(bytes: input, limits: limits, commentMarker: commentMarker)
            return state.run(eachDocument: body)
        }
    }
}

extension YAMLParserState {
    /// ``run()``, handing over each document as it is finished instead of keeping it.
    mutating func run(eachDocument body: (YAMLDocument, Int) -> Bool) -> [FixtureDiagnostic] {
        run { document, diagnosticCount, _ in body(document, diagnosticCount) }
    }

    /// ``run()``, handing over each document as it is finished with the offset of the line being
    /// read (the bytes before it are behind the parser).
    mutating func run(eachDocument body: (YAMLDocument, Int, Int) -> Bool) -> [FixtureDiagnostic] {
        if end > limits.maximumInputSize {
            error(YAMLMessage.inputTooLarge(end, limit: limits.maximumInputSize), at: .start)
            return diagnostics
        }
        if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            nextLineStart = 3  // a byte order mark is allowed and ignored
        }
        var goOn = true
        while !isStopped && goOn {
            if !lineIsPending {
                guard nextLineStart < end else { break }
                loadLine(at: nextLineStart)
            }
            lineIsPending = false
            processLine()
            goOn = handOver(body)
        }
        if goOn {
            finishDocument()
            _ = handOver(body)
        }
        let sorted = diagnostics.enumerated().sorted {
            ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
        }
        return sorted.map(\.element)
    }

    /// Hands the finished document, if any, to `body`, then releases its tree: without recursion
    /// when it is deeper than ``recursiveReleaseDepth`` (it may be as deep as the parser allowed).
    private mutating func handOver(_ body: (YAMLDocument, Int, Int) -> Bool) -> Bool {
        guard var document = documents.popLast() else { return true }
        let goOn = body(document, diagnostics.count, lineStart)
        if finishedNesting > Self.recursiveReleaseDepth {
            // The tree must be held only by `roots` to be released node by node.
            var roots = [document.root]
            document.root = .emptyValue(at: document.root.location)
            YAMLNode.releaseIteratively(&roots)
        }
        finishedNesting = 0
        return goOn
    }

    /// The deepest document dropped by the runtime's recursive release: 128 levels take at most
    /// about 28 KB of stack (150–220 bytes a level, ``YAMLNode/releaseIteratively(_:)``), and the
    /// walk node by node costs a retain, a release and a stack entry a node (5 % of a run's
    /// instructions on the benchmark's screens, docs/performance.md).
    static let recursiveReleaseDepth = 128
}
