/// A position in an XML document: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line (on ASCII text, the byte offset
/// plus one); a tab is one column. Lines end at `\n`; a `\r` before it is not a column.
public struct XMLLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Line 1, column 1.
    public static let start = XMLLocation(line: 1, column: 1)

    /// Orders by line, then by column.
    public static func < (a: XMLLocation, b: XMLLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
