import Foundation
import Testing
@testable import ScrollInspectCore

/// `--generate-completion-script bash|zsh|fish`: each script pinned by a golden file, and the
/// bash one loaded into a real bash and asked for completions.
@Suite struct CompletionScriptTests {
    @Test(arguments: CompletionShell.allCases)
    func scriptMatchesItsGolden(_ shell: CompletionShell) throws {
        let output = InMemoryEnvironment().run("--generate-completion-script", shell.rawValue)
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        try CLIGolden.check(output.standardOutput, against: "scroll-inspect.\(shell.rawValue)")
    }

    /// After a subcommand's name the spelling is the same: the root answers it.
    @Test func theRootAnswersAfterASubcommandToo() {
        let root = InMemoryEnvironment().run("--generate-completion-script", "fish")
        let afterCheck = InMemoryEnvironment().run("check", "--generate-completion-script", "fish")
        #expect(afterCheck == root)
    }

    struct Completion: CustomTestStringConvertible, Sendable {
        var words: [String]
        var expected: [String]
        var testDescription: String { words.joined(separator: " ") }
    }

    static let completions: [Completion] = [
        Completion(
            words: ["check", "--format", ""],
            expected: ["text", "json", "sarif", "github", "checkstyle", "junit", "codeclimate", "xcode"]),
        Completion(words: ["--format", ""], expected: ["text", "json"]),
        Completion(words: ["devices", "--format", ""], expected: ["text", "json", "swift"]),
        Completion(words: ["devices", "--ios", "2"], expected: ["26", "27"]),
        Completion(words: ["check", "--ios", "2"], expected: ["26", "27"]),
        Completion(
            words: ["--device", "iPhone 16 P"], expected: ["iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max"]),
        Completion(words: ["check", "--disable", "double"], expected: ["double-inset"]),
        Completion(words: ["--color", ""], expected: ["auto", "always", "never"]),
        Completion(words: ["--generate-completion-script", ""], expected: ["bash", "zsh", "fish"]),
        Completion(words: ["check", "--s"], expected: ["--strict", "--stamp"]),
        Completion(words: ["config", "--e"], expected: ["--enable", "--effective"]),
        Completion(words: ["diff", "--e"], expected: []),
        Completion(
            words: ["schema", "--"],
            expected: [
                "--format", "--color", "--quiet", "--verbose", "--help", "--version", "--generate-completion-script",
                "--generate-manpage",
            ]),
        Completion(words: ["li"], expected: ["lifecycle"]),
    ]

    /// bash loads the script (`complete -p` names its function) and completes each case.
    @Test(arguments: completions)
    func bashCompletes(_ completion: Completion) throws {
        let script = InMemoryEnvironment().run("--generate-completion-script", "bash").standardOutput
        let words = (["scroll-inspect"] + completion.words).map { "'" + $0.replacing("'", with: "'\\''") + "'" }
        let program = """
            source <(cat <<'SCRIPT'
            \(script)SCRIPT
            )
            complete -p scroll-inspect
            cd "$(mktemp -d)"
            COMP_WORDS=(\(words.joined(separator: " "))); COMP_CWORD=\(completion.words.count)
            _scroll_inspect
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Bash.run(program)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(lines.first == "complete -o filenames -F _scroll_inspect scroll-inspect")
        #expect(Array(lines.dropFirst()) == completion.expected)
    }

    /// The line of the issue: `source <(scroll-inspect --generate-completion-script bash); complete -p scroll-inspect`,
    /// with the built tool.
    @Test func theBuiltToolsScriptLoadsInBash() throws {
        guard let tool = BuiltTool.executable else { throw BuiltTool.ToolNotFound() }
        let result = try Bash.run(
            "source <('\(tool.path)' --generate-completion-script bash); complete -p scroll-inspect")
        #expect(result.standardOutput == "complete -o filenames -F _scroll_inspect scroll-inspect\n")
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }
}

/// `bash -c PROGRAM`, its output and status.
enum Bash {
    static func run(_ program: String) throws -> BuiltTool.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scroll-inspect-bash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutURL = folder.appendingPathComponent("stdout")
        let stderrURL = folder.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer { try? stdout.close(); try? stderr.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", program]
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        return BuiltTool.Result(
            standardOutput: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
            exitCode: process.terminationStatus)
    }
}
