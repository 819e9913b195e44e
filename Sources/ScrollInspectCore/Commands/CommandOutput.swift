/// What a run prints and how it exits. Standard output is all or nothing: it is empty whenever
/// the run fails.
package struct CommandOutput: Equatable, Sendable {
    /// What goes to standard output; empty when the run fails.
    package var standardOutput: String
    /// Diagnostics, warnings and usage text for standard error.
    package var standardError: String
    /// The sysexits code the process ends with.
    package var exitCode: ExitCode
    /// Files to write (`render -o PATH`), only ever present on success: the caller writes them
    /// all, so a failed run leaves nothing half written.
    package var files: [FileWrite] = []

    /// Creates an output.
    package init(standardOutput: String, standardError: String, exitCode: ExitCode, files: [FileWrite] = []) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
        self.files = files
    }

}

/// How a run ended, apart from what it wrote to standard output (an ``OutputSink``).
package struct CommandStatus: Equatable, Sendable {
    /// Diagnostics, warnings and usage text for standard error.
    package var standardError: String
    /// The sysexits code the process ends with.
    package var exitCode: ExitCode
    /// Files to write (`render -o PATH`), only ever present on success: the caller writes them
    /// all, so a failed run leaves nothing half written.
    package var files: [FileWrite] = []

    /// Creates a status.
    package init(standardError: String, exitCode: ExitCode, files: [FileWrite] = []) {
        self.standardError = standardError
        self.exitCode = exitCode
        self.files = files
    }

    /// Records that `path` could not be written: its `scroll-inspect: wrote PATH …` line is
    /// dropped (nothing says "wrote" for a file that was not), the error is added, and the exit
    /// code becomes 73.
    package mutating func failedToWrite(_ path: String, reason: String) {
        let wrote = "scroll-inspect: wrote \(path) "
        standardError = standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix(wrote) }.joined(separator: "\n")
        standardError += "scroll-inspect: error: cannot write '\(path)': \(reason)\n"
        exitCode = .cantCreate
    }

    /// A usage error found once the command runs (an unknown device or orientation): exit 64.
    static func usageError(_ error: UsageError) -> CommandStatus {
        CommandStatus(standardError: "scroll-inspect: error: \(error.message)\n", exitCode: .usage)
    }
}

/// A file the caller should write: a path and its text.
package struct FileWrite: Equatable, Sendable {
    /// Where to write, as the user gave it (`-o PATH`).
    package var path: String
    /// The whole text of the file.
    package var contents: String
    /// Whether `contents` is added to the end of the file (`$GITHUB_STEP_SUMMARY`, which other
    /// commands of the step write too) rather than replacing it (written whole, atomically).
    package var appends: Bool

    /// Creates a file to write.
    package init(path: String, contents: String, appends: Bool = false) {
        self.path = path
        self.contents = contents
        self.appends = appends
    }
}
