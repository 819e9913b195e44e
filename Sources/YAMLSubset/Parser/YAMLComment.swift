/// A `#` comment that holds the parser's ``YAMLParser/commentMarker`` (a tool's instructions,
/// such as `# scroll-inspect: disable content-under-bar`), collected as the line is read and
/// handed over with the document it belongs to (``YAMLDocument/comments``).
public struct YAMLComment: Hashable, Sendable {
    /// The text after the `#`, up to the end of the line (a carriage return of `\r\n` left out).
    public var text: String
    /// Where the text starts: the character after the `#`.
    public var location: SourceLocation

    /// Creates a comment.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
