import Foundation
import Testing
@testable import ScrollInspectCore

/// action.yml and the script its check step runs: every input reaches the script, and the script
/// turns them into check's options (run here on the binary the tests built).
@Suite struct GitHubActionTests {
    static let action = PackageFiles.root.appendingPathComponent("action.yml")
    static let script = PackageFiles.root.appendingPathComponent("scripts/action-check.sh")

    /// The `inputs:` keys of action.yml, and the `${{ inputs.X }}` it uses.
    @Test func everyInputIsPassedToTheScriptAndRead() throws {
        let text = try String(contentsOf: Self.action, encoding: .utf8)
        let script = try String(contentsOf: Self.script, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "inputs:"))
        let end = try #require(lines.firstIndex(of: "runs:"))
        let declared = lines[(start + 1)..<end].filter {
            $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(":")
        }
        .map { String($0.dropFirst(2).dropLast()) }
        #expect(declared == ["paths", "format", "baseline", "config", "output", "working-directory"])
        for input in declared where input != "working-directory" {
            let variable = "SCROLL_INSPECT_" + input.uppercased()
            #expect(text.contains("\(variable): ${{ inputs.\(input) }}"), "action.yml does not pass \(input)")
            #expect(script.contains("${\(variable)"), "action-check.sh does not read \(variable)")
        }
        #expect(text.contains("working-directory: ${{ inputs.working-directory }}"))
        #expect(
            text.contains("run: swift build -c release --package-path \"$GITHUB_ACTION_PATH\" --product scroll-inspect")
        )
        // Shell steps only.
        #expect(!text.contains("uses:"))
        #expect(lines.filter { $0.hasPrefix("      shell: ") } == ["      shell: bash", "      shell: bash"])
    }

    struct Run { var output: String; var error: String; var status: Int32 }

    static func run(_ environment: [String: String]) throws -> Run {
        let tool = try #require(BuiltTool.executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.script.path]
        process.currentDirectoryURL = PackageFiles.root
        // The sanitizer settings pass through, so that a sanitized build's binary runs as the test
        // run does (.ci/run turns LeakSanitizer off for the test runs); nothing else of the parent's.
        let inherited = ProcessInfo.processInfo.environment.filter { name, _ in
            ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS", "SWIFT_BACKTRACE"].contains(name)
        }
        process.environment =
            inherited
            .merging([
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "SCROLL_INSPECT": tool.path,
            ]) { $1 }
            .merging(environment) { $1 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("action-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        try Data().write(to: out)
        try Data().write(to: err)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Run(
            output: try String(contentsOf: out, encoding: .utf8), error: try String(contentsOf: err, encoding: .utf8),
            status: process.terminationStatus)
    }

    @Test func theScriptRunsCheckWithTheInputs() throws {
        let run = try Self.run([
            "SCROLL_INSPECT_PATHS": "Fixtures/audit/double-inset-*.yaml\nFixtures/table-always-landscape.yaml",
            "SCROLL_INSPECT_FORMAT": "sarif", "SCROLL_INSPECT_ACTION_REPOSITORY": "owner/repo",
            "SCROLL_INSPECT_ACTION_REF": "v1", "SCROLL_INSPECT_SERVER_URL": "https://github.example",
        ])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(
            run.output.contains(
                "\"helpUri\": \"https://github.example/owner/repo/blob/v1/docs/audits.md#double-inset\""))
        // The glob's two files and the named one were checked: the clean one has no result.
        for file in ["Fixtures/audit/double-inset-triggers.yaml", "Fixtures/table-always-landscape.yaml"] {
            #expect(run.output.contains("\"uri\": \"\(file)\""), "\(file) not checked")
        }
        let clean = try Self.run([
            "SCROLL_INSPECT_PATHS": "Fixtures/audit/double-inset-*.yaml", "SCROLL_INSPECT_FORMAT": "text",
        ])
        #expect(clean.output.hasSuffix("0 errors, 1 warning, 0 notes in 2 screens of 2 files\n"))
        #expect(clean.error == "")
    }

    @Test func aGlobThatMatchesNothingFailsTheStep() throws {
        let run = try Self.run(["SCROLL_INSPECT_PATHS": "Fixtures/none/*.yaml"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.error == "action-check: 'Fixtures/none/*.yaml' matches no file\n")
    }

    @Test func anErrorFindingFailsTheStep() throws {
        let run = try Self.run(["SCROLL_INSPECT_PATHS": "Fixtures/audit/control-in-unsafe-area-triggers.yaml"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("::error file=Fixtures/audit/control-in-unsafe-area-triggers.yaml,"))
    }
}
