/// What scroll-inspect needs from the outside world, so that the whole tool runs in-process in
/// tests: reading files and standard input, and whether standard error is a terminal.
public protocol ScrollInspectEnvironment {
    /// The bytes of the file at `path`, or a thrown ``FileReadError``.
    func contents(ofFile path: String) throws(FileReadError) -> [UInt8]
    /// All of standard input.
    func standardInput() -> [UInt8]
    /// Whether standard error is a terminal (diagnostics are coloured only then).
    var standardErrorIsTerminal: Bool { get }
}

/// A file that cannot be opened, and why ("No such file or directory").
public struct FileReadError: Error, Equatable, Sendable {
    /// The system's reason, as `strerror` words it.
    public var reason: String
    /// Creates an error with the system's reason.
    public init(reason: String) { self.reason = reason }
}
