/// Parses fixture text written in the strict YAML subset of the fixture format into
/// ``YAMLNode`` trees, one per scene, collecting every syntax error it can find.
///
/// The subset: block mappings and sequences (including `- key: value` items and
/// sequences indented at the level of their key), flow sequences `[1, 2]` and flow
/// mappings `{a: 1}` (nested, possibly spanning lines), `#` comments, plain, single- and
/// double-quoted scalars on one line, and documents separated by a line `---`. Anchors,
/// aliases, tags, merge keys, block scalars, directives, explicit keys and the document
/// end marker `...` are errors that name the feature. docs/fixture-parser.md lists
/// every rule and every error.
///
/// ```swift
/// let result = YAMLParser().parse("""
///     device: iPhone X
///     orientation: landscapeLeft
///     ---
///     device: iPad Pro 11-inch
///     """)
/// result.documents.count   // 2
/// result.diagnostics       // []
/// ```
///
/// The parser never stops at the first error: after one it skips to a safe place (the
/// next line that is not nested in the broken one, or the end of a broken flow
/// collection) and goes on, so independent mistakes give one diagnostic each. It uses
/// no recursion whose depth grows with the input, so deeply nested input cannot
/// overflow the stack; ``Limits`` bound the nesting depth, the input size, the length
/// of a scalar and the number of errors reported.
public struct YAMLParser: Sendable {
    /// Bounds on the input, each enforced with a positioned error.
    public struct Limits: Hashable, Sendable {
        /// The deepest nesting of collections, block and flow together; the root
        /// collection is level 1. Default 10,000.
        ///
        /// Dropping a ``YAMLNode`` releases its children recursively, so raising this far
        /// above the default risks exhausting a thread's stack when a tree that deep is
        /// released.
        public var maximumDepth: Int
        /// The largest input accepted, in bytes. Default 64 MiB.
        public var maximumInputSize: Int
        /// The longest scalar or key accepted, in bytes of source text. Default 1 MiB.
        public var maximumScalarLength: Int
        /// How many errors are reported before the parser gives up with a final
        /// "too many errors" diagnostic. Default 100.
        public var maximumErrorCount: Int

        /// Creates limits; every bound has the documented default.
        public init(
            maximumDepth: Int = 10_000, maximumInputSize: Int = 64 << 20,
            maximumScalarLength: Int = 1 << 20, maximumErrorCount: Int = 100
        ) {
            self.maximumDepth = maximumDepth
            self.maximumInputSize = maximumInputSize
            self.maximumScalarLength = maximumScalarLength
            self.maximumErrorCount = maximumErrorCount
        }
    }

    /// The bounds this parser enforces.
    public var limits: Limits
    /// The text a `#` comment must hold to be collected (``YAMLDocument/comments``), such as a
    /// tool's name; empty (the default): no comment is collected.
    public var commentMarker: String

    /// Creates a parser with the given limits, the defaults if none are given, collecting the
    /// comments that hold `commentMarker`, if one is given.
    public init(limits: Limits = Limits(), commentMarker: String = "") {
        self.limits = limits
        self.commentMarker = commentMarker
    }

    /// Parses UTF-8 text.
    ///
    /// - Parameter text: The whole fixture.
    /// - Returns: The documents and every diagnostic found.
    /// - Complexity: O(*n*) in the length of the text.
    public func parse(_ text: String) -> YAMLParseResult {
        var text = text
        text.makeContiguousUTF8()
        return parse(utf8: text.utf8.span)
    }

    /// Parses bytes that should be UTF-8; invalid sequences are reported as errors.
    ///
    /// - Parameter bytes: The whole fixture, as read from its file.
    /// - Returns: The documents and every diagnostic found.
    /// - Complexity: O(*n*) in the number of bytes.
    public func parse(_ bytes: [UInt8]) -> YAMLParseResult {
        parse(utf8: bytes.span)
    }

    /// Parses bytes read in place: a file's mapped bytes, an array's, a string's UTF-8.
    ///
    /// - Parameter utf8: The whole fixture.
    /// - Returns: The documents and every diagnostic found.
    /// - Complexity: O(*n*) in the number of bytes.
    public func parse(utf8: Span<UInt8>) -> YAMLParseResult {
        ParserInput.reading(utf8) { input in
            var state = YAMLParserState(bytes: input, limits: limits, commentMarker: commentMarker)
            return state.run()
        }
    }
}

/// One document of a fixture: one scene.
public struct YAMLDocument: Hashable, Sendable {
    /// The document's value, usually a mapping. When the document has errors this is a
    /// best-effort tree (broken parts are missing or empty).
    public var root: YAMLNode
    /// Whether any error was found in the document's lines. A decoder should not read a
    /// document with errors: its tree is incomplete and would give misleading errors.
    public var hasErrors: Bool
    /// The comments holding the parser's ``YAMLParser/commentMarker`` in the document's part of
    /// the file (from the `---` line that starts it, comment included, to the next one), in order.
    public var comments: [YAMLComment] = []

    /// Creates a document.
    public init(root: YAMLNode, hasErrors: Bool = false) {
        self.root = root
        self.hasErrors = hasErrors
    }
}

/// What ``YAMLParser`` found: the documents and every diagnostic, in the order of the text.
public struct YAMLParseResult: Hashable, Sendable {
    /// The documents with content, in order. A document that holds only blank lines and
    /// comments (after a leading `---`, or between two `---`) is not included.
    public var documents: [YAMLDocument]
    /// Every problem found, sorted by location.
    public var diagnostics: [FixtureDiagnostic]

    /// Creates a result.
    public init(documents: [YAMLDocument], diagnostics: [FixtureDiagnostic]) {
        self.documents = documents
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.isError } }

    /// The documents' roots, or every diagnostic if there is any error.
    ///
    /// - Throws: ``FixtureDiagnostics`` holding all the diagnostics when one is an error.
    public func get() throws(FixtureDiagnostics) -> [YAMLNode] {
        if hasErrors { throw FixtureDiagnostics(diagnostics) }
        return documents.map(\.root)
    }
}
