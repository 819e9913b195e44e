import ScrollInsets

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

/// What a run prints and how it exits. Standard output is all or nothing: it is empty whenever
/// the run fails.
public struct CommandOutput: Equatable, Sendable {
    /// What goes to standard output; empty when the run fails.
    public var standardOutput: String
    /// Diagnostics, warnings and usage text for standard error.
    public var standardError: String
    /// The sysexits code the process ends with.
    public var exitCode: ExitCode
    /// Files to write (`render -o PATH`), only ever present on success: the caller writes them
    /// all, so a failed run leaves nothing half written.
    public var files: [FileWrite] = []

    /// Creates an output.
    public init(standardOutput: String, standardError: String, exitCode: ExitCode, files: [FileWrite] = []) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
        self.files = files
    }
}

/// A file the caller should write: a path and its text.
public struct FileWrite: Equatable, Sendable {
    /// Where to write, as the user gave it (`-o PATH`).
    public var path: String
    /// The whole text of the file.
    public var contents: String

    /// Creates a file to write.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// The scroll-inspect command: arguments in, output and exit code out.
public enum ScrollInspect {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Runs scroll-inspect with `arguments` (without the program name).
    public static func run(_ arguments: [String], environment: some ScrollInspectEnvironment) -> CommandOutput {
        let options: CommandLineOptions
        do {
            options = try CommandLineParser.parse(arguments)
        } catch {
            return CommandOutput(standardOutput: "", standardError: "scroll-inspect: error: \(error.message)\n\(Usage.short)", exitCode: .usage)
        }
        if options.help { return CommandOutput(standardOutput: Usage.full, standardError: "", exitCode: .success) }
        if options.version { return CommandOutput(standardOutput: "scroll-inspect \(version)\n", standardError: "", exitCode: .success) }
        if options.command == .devices {
            let text = options.format == .json ? JSONWriter.renderReport(DevicesReport.json()) + "\n" : DevicesReport.text()
            return CommandOutput(standardOutput: text, standardError: "", exitCode: .success)
        }
        let matrix: Matrix
        do {
            matrix = try Matrix(device: options.device, orientation: options.orientation)
        } catch {
            return CommandOutput(standardOutput: "", standardError: "scroll-inspect: error: \(error.message)\n", exitCode: .usage)
        }
        var run = SceneRun(options: options, matrix: matrix, colorized: environment.standardErrorIsTerminal)
        for file in options.files {
            let bytes: [UInt8]
            if file == "-" {
                bytes = environment.standardInput()
            } else {
                do {
                    bytes = try environment.contents(ofFile: file)
                } catch {
                    run.cannotOpen(file, reason: error.reason)
                    continue
                }
            }
            run.load(file: file, bytes: bytes)
        }
        return run.finish()
    }
}
