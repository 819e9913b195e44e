/// A position in a fixture file, 1-based.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
