import Foundation

/// The built `scroll-inspect` binary, run as a user runs it (apple/swift-argument-parser's example
/// tests do the same): arguments in; standard output, standard error and exit status out.
enum BuiltTool {
    /// What one run printed and how it ended.
    struct Result: Sendable {
        var standardOutput: String
        var standardError: String
        var exitCode: Int32
        /// Whether the process exited (`exitCode` is its status) or was ended by a signal (`exitCode`
        /// is the signal's number).
        var terminationReason: Process.TerminationReason = .exit
    }

    /// The environment variable that names the binary, overriding the search.
    static let overrideVariable = "SCROLL_INSPECT_BINARY"

    /// The binary: `$SCROLL_INSPECT_BINARY`, or `scroll-inspect` in the products folder the test
    /// bundle was built into (the folder of the running test executable on Linux, the folder
    /// holding the `.xctest` bundle on macOS), so any `--scratch-path` works.
    static let executable: URL? = {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment[overrideVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL)
        if let path = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("scroll-inspect")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Runs the binary with `arguments` in the package root (or `directory`), feeding it `input`
    /// on standard input, with the test's environment variables and `environment`'s;
    /// `whileRunning`, if given, is called with the started process before the run waits for it.
    ///
    /// Output goes to temporary files rather than pipes, so a large output (the device catalog
    /// as JSON) cannot fill a pipe and stall the child.
    static func run(
        _ arguments: [String], input: Data = Data(), in directory: URL = PackageFiles.root,
        environment: [String: String] = [:], whileRunning: ((Process) throws -> Void)? = nil
    ) throws -> Result {
        guard let executable else {
            throw ToolNotFound()
        }
        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory.appendingPathComponent("scroll-inspect-e2e-\(UUID().uuidString)")
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: folder) }
        let stdinURL = folder.appendingPathComponent("stdin")
        let stdoutURL = folder.appendingPathComponent("stdout")
        let stderrURL = folder.appendingPathComponent("stderr")
        try input.write(to: stdinURL)
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)

        let stdin = try FileHandle(forReadingFrom: stdinURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer { try? stdin.close(); try? stdout.close(); try? stderr.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        do { try whileRunning?(process) } catch {
            process.waitUntilExit()
            throw error
        }
        process.waitUntilExit()

        return Result(
            standardOutput: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            exitCode: process.terminationStatus, terminationReason: process.terminationReason)
    }

    struct ToolNotFound: Error, CustomStringConvertible {
        var description: String {
            """
            scroll-inspect was not found next to the test bundle; build it with 'swift build' or set \
            \(BuiltTool.overrideVariable)
            """
        }
    }
}
