@testable import ScrollInspectCore

/// Files and standard input held in memory, for running scroll-inspect in-process.
struct InMemoryEnvironment: ScrollInspectEnvironment {
    var files: [String: String] = [:]
    var input = ""
    var standardErrorIsTerminal = false
    var standardOutputIsTerminal = false
    /// Environment variables (`NO_COLOR`, `TERM`, `GITHUB_WORKSPACE`, …); unset when absent.
    var variables: [String: String] = [:]
    /// A clock that moves 1 ms at every reading, for exact `--verbose` times; `nil` for the real one.
    var clock: SteppingClock?
    /// The working directory's absolute path; `nil`: no configuration file is looked for.
    /// Paths in ``files`` are relative to it (`../.scroll-inspect.yml` is one level up).
    var workingDirectory: String?

    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
        guard let text = files[path] else { throw FileReadError(reason: "no such file") }
        return Array(text.utf8)
    }

    func standardInput() -> [UInt8] { Array(input.utf8) }

    func variable(_ name: String) -> String? { variables[name] }

    func now() -> ContinuousClock.Instant { clock?.next() ?? ContinuousClock.now }

    func regularFiles(under directory: String) -> [String] {
        let prefix = directory.isEmpty ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
            .filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") || $0 == ".." } }
            .sorted()
    }

    func run(_ arguments: String...) -> CommandOutput {
        ScrollInspect.run(arguments, environment: self)
    }
}

/// A clock for tests: each reading is 1 ms after the one before.
final class SteppingClock: @unchecked Sendable {
    private let start = ContinuousClock.now
    private var readings = 0

    func next() -> ContinuousClock.Instant {
        defer { readings += 1 }
        return start.advanced(by: .milliseconds(readings))
    }
}
