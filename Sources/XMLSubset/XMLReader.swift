/// Reads XML documents in the subset Interface Builder writes into a tree of ``XMLElement``s,
/// treating the input as hostile.
///
/// What is read: an optional byte order mark and XML declaration, comments, processing
/// instructions, elements with attributes, text and CDATA sections (checked, not kept). What is
/// refused, each with a positioned ``XMLError``:
///
/// - a document type declaration (`<!DOCTYPE …>`): no DTD is ever processed, so no entity can
///   be declared, expanded or fetched; a billion-laughs or external-entity document stops at
///   its `<!DOCTYPE`;
/// - any entity reference but `&lt;` `&gt;` `&amp;` `&apos;` `&quot;`, and character
///   references (`&#38;`, `&#x26;`) to characters XML does not allow;
/// - input beyond ``Limits``: its size, the depth of nesting, the attributes of one element,
///   the number of elements, the length of one attribute value.
///
/// ```swift
/// let root = try XMLReader().read(Array("<document version=\"3.0\"><scenes/></document>".utf8))
/// root["version"]          // "3.0"
/// root.children[0].name    // "scenes"
/// ```
///
/// The reader stops at the first error (XML well-formedness errors are fatal). It never
/// recurses with the input's depth: nesting is an explicit stack bounded by
/// ``Limits/maximumDepth``. docs/storyboards.md lists every error.
public struct XMLReader: Sendable {
    /// Bounds on the input, each enforced with a positioned error.
    public struct Limits: Hashable, Sendable {
        /// The largest input, in bytes. Default 64 MiB.
        public var maximumInputSize: Int
        /// The deepest nesting of elements; the root element is level 1. Default 512.
        public var maximumDepth: Int
        /// The most attributes on one element. Default 256.
        public var maximumAttributesPerElement: Int
        /// The most elements in the document. Default 1,000,000.
        public var maximumElements: Int
        /// The longest attribute value, in bytes of source text. Default 1 MiB.
        public var maximumValueLength: Int

        /// Creates limits; every bound has the documented default.
        public init(
            maximumInputSize: Int = 64 << 20, maximumDepth: Int = 512,
            maximumAttributesPerElement: Int = 256, maximumElements: Int = 1_000_000,
            maximumValueLength: Int = 1 << 20
        ) {
            self.maximumInputSize = maximumInputSize
            self.maximumDepth = maximumDepth
            self.maximumAttributesPerElement = maximumAttributesPerElement
            self.maximumElements = maximumElements
            self.maximumValueLength = maximumValueLength
        }
    }

    /// The bounds this reader enforces.
    public var limits: Limits

    /// Creates a reader with the given limits, the defaults if none are given.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The error of a document larger than `limit`: `the document is N bytes; the limit is L`
    /// (also said by a caller that checks a file's size before reading it).
    package static func tooLargeMessage(_ size: Int, limit: Int) -> String {
        "the document is \(size) bytes; the limit is \(limit)"
    }

    /// Reads a whole document and returns its root element.
    ///
    /// - Parameter bytes: The document, UTF-8 (invalid sequences are an error).
    /// - Returns: The root element with every descendant.
    /// - Throws: ``XMLError``: the first problem, positioned.
    /// - Complexity: O(*n*) in the number of bytes.
    public func read(_ bytes: [UInt8]) throws(XMLError) -> XMLElement {
        if bytes.count > limits.maximumInputSize {
            throw XMLError(Self.tooLargeMessage(bytes.count, limit: limits.maximumInputSize), at: .start)
        }
        var scanner = XMLScanner(bytes: bytes, limits: limits)
        return try scanner.document()
    }

    /// Reads a whole document held in a string.
    public func read(_ text: String) throws(XMLError) -> XMLElement {
        try read(Array(text.utf8))
    }
}
