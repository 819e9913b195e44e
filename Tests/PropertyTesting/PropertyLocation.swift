#if canImport(Testing)
    import Testing
#endif

/// Where a property is checked: the call site of `check` or `forAll`, and the test it runs in.
public struct PropertyLocation: Hashable, Sendable, CustomStringConvertible {
    /// The `#fileID` of the call: `Module/File.swift`.
    public var fileID: String
    /// The `#filePath` of the call.
    public var filePath: String
    /// The 1-based line of the call.
    public var line: Int
    /// The 1-based column of the call.
    public var column: Int
    /// The `#function` of the call: the test function's name, such as `shrinksToBoundary()`.
    public var function: String

    /// Creates a location from the call site's `#fileID`, `#filePath`, `#line`, `#column` and `#function`.
    public init(fileID: String, filePath: String, line: Int, column: Int, function: String) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.function = function
    }

    /// `fileID:line:column`.
    public var description: String { "\(fileID):\(line):\(column)" }

    /// A `swift test --filter` pattern that selects the test this property runs in.
    ///
    /// Inside a Swift Testing test it is the test's identifier, `Module.Suite/function`;
    /// elsewhere the module from ``fileID`` and the ``function``, `Module.*function`.
    public var testFilter: String {
        #if canImport(Testing)
            if let id = Test.current?.id {
                return id.moduleName + "." + id.nameComponents.map(Self.baseName).joined(separator: "/")
            }
        #endif
        let module = fileID.split(separator: "/").first.map(String.init) ?? fileID
        return "\(module).*\(Self.baseName(function))"
    }

    /// `name` without its parenthesised argument labels: `shrinks(case:)` → `shrinks`.
    private static func baseName(_ name: String) -> String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }
}
