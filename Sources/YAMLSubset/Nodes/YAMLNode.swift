/// A node of a parsed YAML document: a scalar, a sequence or a mapping, with its location.
///
/// Nodes are untyped: a scalar keeps its text and quoting style, and the code that reads
/// it decides what type it must be (`FixtureReader`). That is how the fixture format
/// types values "by the key that reads them": `no` is the text `no`, never a boolean.
///
/// ```swift
/// let result = YAMLParser().parse("frame: [0, 0, 375, 812]\n")
/// let root = result.documents[0].root
/// root["frame"]?.sequence?.count // 4
/// root["frame"]?.location        // 1:8
/// ```
///
/// A key written with nothing after it (`key:`) has an empty plain scalar as its value;
/// ``isEmptyValue`` tells it apart from an explicit empty string (`key: ""`).
///
/// Dropping a node releases its children recursively; the parser's default nesting limit
/// (10,000 levels) keeps that well within a thread's stack.
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    public enum Content: Hashable, Sendable {
        /// A single value, as text.
        case scalar(YAMLScalar)
        /// An ordered list: `- item` lines or `[a, b]`.
        case sequence([YAMLNode])
        /// Ordered key–value pairs: `key: value` lines or `{a: 1}`.
        case mapping([YAMLMappingEntry])
    }

    /// The node's value.
    public var content: Content
    /// Where the node starts: a scalar's first character (its opening quote if quoted),
    /// a block sequence's first `-`, a block mapping's first key, or a flow collection's
    /// opening bracket. An empty value is located just after its key's colon.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// A scalar node.
    public static func scalar(
        _ text: String, style: YAMLScalar.Style = .plain,
        at location: SourceLocation
    ) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(text, style: style)), at: location)
    }

    /// The empty value that `key:` with nothing after it produces.
    public static func emptyValue(at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar("", style: .plain)), at: location)
    }

    /// The scalar, or `nil` for a collection.
    public var scalar: YAMLScalar? {
        if case let .scalar(scalar) = content { return scalar }
        return nil
    }

    /// The items of a sequence, or `nil` for another kind of node.
    public var sequence: [YAMLNode]? {
        if case let .sequence(items) = content { return items }
        return nil
    }

    /// The entries of a mapping in document order, or `nil` for another kind of node.
    public var mapping: [YAMLMappingEntry]? {
        if case let .mapping(entries) = content { return entries }
        return nil
    }

    /// Whether the node is the empty value of `key:` (an empty, unquoted scalar).
    public var isEmptyValue: Bool {
        if case let .scalar(scalar) = content { return scalar.isEmptyValue }
        return false
    }

    /// The value of the first entry named `key`, when the node is a mapping.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key == key }?.value
    }
}

/// The text of a scalar node and how it was written.
public struct YAMLScalar: Hashable, Sendable {
    /// How a scalar was written in the source.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Unquoted: `44`, `landscapeLeft`, `iPhone X`.
        case plain
        /// In single quotes: `'it''s'` (a doubled quote is one quote).
        case singleQuoted
        /// In double quotes, with backslash escapes: `"a\tb"`.
        case doubleQuoted
    }

    /// The value, with quotes removed and escapes decoded.
    public var text: String
    /// How the value was written.
    public var style: Style

    /// Creates a scalar.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Whether the scalar is the empty value of `key:` with nothing after it.
    public var isEmptyValue: Bool { style == .plain && text.isEmpty }

    /// Whether the scalar was written in quotes, which makes it a string wherever it is read.
    public var isQuoted: Bool { style != .plain }
}

/// One `key: value` pair of a mapping, with the location of its key.
public struct YAMLMappingEntry: Hashable, Sendable {
    /// The key's text, quotes removed.
    public var key: String
    /// Where the key starts (its opening quote if quoted).
    public var keyLocation: SourceLocation
    /// The value; ``YAMLNode/isEmptyValue`` when nothing followed the colon.
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: String, at keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

extension YAMLNode {
    /// Empties `roots`, releasing trees that nothing else holds one node at a time with an
    /// explicit stack, instead of the recursive release that dropping them would do (about
    /// 150–220 bytes of stack per level of nesting, more under AddressSanitizer).
    ///
    /// A subtree still held elsewhere is only released by this call, not destroyed.
    ///
    /// - Complexity: O(*n*) in the number of nodes.
    package static func releaseIteratively(_ roots: inout [YAMLNode]) {
        var stack = roots
        roots = []
        while let node = stack.popLast() {
            switch node.content {
            case .scalar: break
            case .sequence(let items): stack.append(contentsOf: items)
            case .mapping(let entries): for entry in entries { stack.append(entry.value) }
            }
        }
    }
}
