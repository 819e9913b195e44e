import ScrollInsets

/// The findings of one fixture file, for the formatters that report several files at once.
public struct FileFindings: Hashable, Sendable {
    /// The file's path as the user gave it ("Fixtures/feed.yaml").
    public var file: String
    /// Its findings, in the order to report them (`Audit.run(on:disabled:explaining:)` sorts them).
    public var findings: [Finding]

    /// Creates the findings of a file.
    public init(file: String, findings: [Finding]) {
        self.file = file
        self.findings = findings
    }
}
