/// What scroll-inspect needs from the outside world, so that the whole tool runs in-process in
/// tests: reading files and standard input, whether the streams are terminals, the environment
/// variables that decide colour, and a clock for `--verbose`.
package protocol ScrollInspectEnvironment {
    /// The bytes of the file at `path`, or a thrown ``FileReadError``.
    func contents(ofFile path: String) throws(FileReadError) -> [UInt8]
    /// The bytes of the regular file at `path` mapped into memory, read in place; `nil` (the
    /// default) when the environment maps no files or this one cannot be mapped, and the run
    /// reads it with ``contents(ofFile:)``, which reports why it cannot be opened.
    func mappedContents(ofFile path: String) -> (any MappedFile)?
    /// The size in bytes of the regular file at `path`, told without reading it (`stat`): the
    /// input limit is checked before a file is read (``InputSizeLimit``); `nil` when there is no
    /// such file. By default the length of ``contents(ofFile:)``.
    func fileSize(ofFile path: String) -> Int?
    /// The first `count` bytes (or fewer) of the file at `path`, reading no more; empty when it
    /// cannot be read. By default the start of ``contents(ofFile:)``.
    func leadingBytes(ofFile path: String, count: Int) -> [UInt8]
    /// All of standard input.
    func standardInput() -> [UInt8]
    /// Whether standard error is a terminal (diagnostics are coloured only then, under
    /// `--color auto`).
    var standardErrorIsTerminal: Bool { get }
    /// Whether standard output is a terminal (text reports are coloured only then, under
    /// `--color auto`). `false` unless the environment says otherwise.
    var standardOutputIsTerminal: Bool { get }
    /// The value of the environment variable `name` (`NO_COLOR`, `TERM`, `GITHUB_WORKSPACE`,
    /// `GITHUB_STEP_SUMMARY`), `nil` when unset; by default every variable is unset.
    func variable(_ name: String) -> String?
    /// The current time, for the stage times of `--verbose`; by default the continuous clock.
    func now() -> ContinuousClock.Instant
    /// The working directory's absolute path, where `.scroll-inspect.yml` is looked for first
    /// and then in each directory above; `nil` (the default) when the environment has no
    /// directories, and no configuration file is looked for.
    var workingDirectory: String? { get }
    /// The regular files below `directory` (relative to the working directory, or absolute;
    /// `""` is the working directory), recursively, as `/`-separated paths relative to it,
    /// sorted; hidden files and directories (`.build`, `.git`) are skipped. Empty (the default)
    /// when the directory does not exist.
    func regularFiles(under directory: String) -> [String]
    /// A new, empty temporary file, removed when the run drops it, where a scene command holds
    /// a large output until it knows it succeeded (``HeldOutput``); `nil` (the default) when the
    /// environment has none, and the output is held in memory.
    func temporaryFile() -> (any TemporaryFile)?
}

extension ScrollInspectEnvironment {
    /// Not a terminal.
    package var standardOutputIsTerminal: Bool { false }
    /// Unset.
    package func variable(_ name: String) -> String? { nil }
    /// No mapped files: every file is read with ``contents(ofFile:)``.
    package func mappedContents(ofFile path: String) -> (any MappedFile)? { nil }
    /// The length of ``contents(ofFile:)``, `nil` when it throws.
    package func fileSize(ofFile path: String) -> Int? { (try? contents(ofFile: path))?.count }
    /// The start of ``contents(ofFile:)``.
    package func leadingBytes(ofFile path: String, count: Int) -> [UInt8] {
        Array(((try? contents(ofFile: path)) ?? []).prefix(count))
    }
    /// No working directory: no configuration file is looked for.
    package var workingDirectory: String? { nil }
    /// No directories: no files.
    package func regularFiles(under directory: String) -> [String] { [] }
    /// No temporary files: a held output stays in memory.
    package func temporaryFile() -> (any TemporaryFile)? { nil }
    /// `ContinuousClock.now`.
    package func now() -> ContinuousClock.Instant { ContinuousClock.now }
}

/// A file that cannot be opened, and why ("No such file or directory").
package struct FileReadError: Error, Equatable, Sendable {
    /// The system's reason, as `strerror` words it.
    package var reason: String
    /// Creates an error with the system's reason.
    package init(reason: String) { self.reason = reason }

    /// The line on standard error: `scroll-inspect: error: cannot open 'FILE': REASON`.
    func line(for file: String) -> String { "scroll-inspect: error: cannot open '\(file)': \(reason)\n" }
}
