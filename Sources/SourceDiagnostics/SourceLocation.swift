/// A position in a fixture's text: a 1-based line and a 1-based column.
///
/// Columns count characters (extended grapheme clusters) from the start of the line, so
/// `é` is one column whether it is written as one Unicode scalar or as `e` and a combining
/// accent. On a line of ASCII text a column is the byte offset plus one. A tab counts as
/// one column. Lines are separated by `\n` (a `\r` before it is not part of the line).
///
/// ```swift
/// let location = SourceLocation(line: 3, column: 5)
/// location.description // "3:5"
/// ```
///
/// Locations order by line, then column, so diagnostics can be sorted into reading order.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in characters from the start of the line.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    ///
    /// - Parameters:
    ///   - line: The line number; the first line is 1.
    ///   - column: The column in characters; the first character of a line is at 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of the input: line 1, column 1.
    public static let start = SourceLocation(line: 1, column: 1)

    /// Orders locations as they appear in the text: by line, then by column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// The location as `line:column`, the form diagnostics print after the file path.
    public var description: String { "\(line):\(column)" }
}
