import Foundation
import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// `--format github` on a runner: paths relative to `$GITHUB_WORKSPACE`, and past GitHub's 10
/// annotations of a kind per step, every finding in `$GITHUB_STEP_SUMMARY`.
@Suite struct GitHubWorkspaceTests {
    struct PathCase: CustomTestStringConvertible, Sendable {
        var path: String
        var workingDirectory: String?
        var expected: String
        var testDescription: String { "\(path) from \(workingDirectory ?? "nowhere")" }
    }

    static let paths: [PathCase] = [
        PathCase(path: "Fixtures/a.yaml", workingDirectory: "/w/repo", expected: "Fixtures/a.yaml"),
        PathCase(path: "Fixtures/a.yaml", workingDirectory: "/w/repo/app", expected: "app/Fixtures/a.yaml"),
        PathCase(path: "../Fixtures/a.yaml", workingDirectory: "/w/repo/app", expected: "Fixtures/a.yaml"),
        PathCase(path: "./x/../a.yaml", workingDirectory: "/w/repo", expected: "a.yaml"),
        PathCase(path: "/w/repo/Fixtures/a.yaml", workingDirectory: nil, expected: "Fixtures/a.yaml"),
        PathCase(path: "/w/repository/a.yaml", workingDirectory: "/w/repo", expected: "/w/repository/a.yaml"),
        PathCase(path: "../../elsewhere/a.yaml", workingDirectory: "/w/repo", expected: "../../elsewhere/a.yaml"),
        PathCase(path: "-", workingDirectory: "/w/repo", expected: "-"),
    ]

    @Test(arguments: paths) func relativeToTheWorkspace(_ test: PathCase) {
        #expect(
            WorkspacePath.relative(test.path, workingDirectory: test.workingDirectory, workspace: "/w/repo/")
                == test.expected)
    }

    @Test func annotationsNameFilesFromTheWorkspace() {
        var environment = InMemoryEnvironment(
            files: ["a.yaml": BaselineTests.fixture()], workingDirectory: "/w/repo/app")
        environment.variables = ["GITHUB_WORKSPACE": "/w/repo"]
        let output = environment.run("check", "a.yaml", "--format", "github")
        #expect(
            output.standardOutput.hasPrefix("::warning file=app/a.yaml,line=8,col=9,title=always-scrolls-sideways::"))
        #expect(output.files == [])
    }

    /// Eleven scenes with a warning each: past the limit, the table goes to the summary file,
    /// appended, and the annotations are printed as usual.
    @Test func pastTenAnnotationsTheSummaryHoldsEveryFinding() {
        let scenes = Array(repeating: BaselineTests.fixture(), count: 11).joined(separator: "\n---\n")
        var environment = InMemoryEnvironment(files: ["a.yaml": scenes], workingDirectory: "/w/repo")
        environment.variables = ["GITHUB_WORKSPACE": "/w/repo", "GITHUB_STEP_SUMMARY": "/tmp/summary.md"]
        let output = environment.run("check", "a.yaml", "--format", "github", "--disable", "content-offset-not-zero")
        #expect(output.standardOutput.split(separator: "\n").count == 11)
        #expect(output.files.count == 1)
        let summary = output.files[0]
        #expect(summary.path == "/tmp/summary.md")
        #expect(summary.appends)
        let lines = summary.contents.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.prefix(6) == [
                "### scroll-inspect: 11 findings", "",
                "GitHub shows the first 10 annotations of each kind; every finding:", "",
                "| file | line | column | severity | rule | message |", "|---|---|---|---|---|---|",
            ])
        #expect(lines.count == 6 + 11 + 1)
        #expect(
            lines[6].hasPrefix(
                "| a.yaml | 8 | 9 | warning | always-scrolls-sideways | 'root/table' uses behavior 'always'"))
    }

    @Test func tenAnnotationsOrNoSummaryVariableWriteNoSummary() {
        let ten = Array(repeating: BaselineTests.fixture(), count: 10).joined(separator: "\n---\n")
        var environment = InMemoryEnvironment(files: ["a.yaml": ten])
        environment.variables = ["GITHUB_STEP_SUMMARY": "/tmp/summary.md"]
        #expect(environment.run("check", "a.yaml", "--format", "github").files == [])
        let eleven = Array(repeating: BaselineTests.fixture(), count: 11).joined(separator: "\n---\n")
        #expect(InMemoryEnvironment(files: ["a.yaml": eleven]).run("check", "a.yaml", "--format", "github").files == [])
        var text = InMemoryEnvironment(files: ["a.yaml": eleven])
        text.variables = ["GITHUB_STEP_SUMMARY": "/tmp/summary.md"]
        #expect(text.run("check", "a.yaml").files == [])
    }

    @Test func summaryCellsEscapeTheTable() {
        #expect(GitHubStepSummary.cell("a | b\nc <d> & e") == "a \\| b<br>c &lt;d&gt; &amp; e")
    }
}

/// The binary appends the summary to `$GITHUB_STEP_SUMMARY`, after what the step wrote before.
@Suite struct GitHubStepSummaryEndToEndTests {
    @Test func theBinaryAppendsToTheSummaryFile() throws {
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        try Data("earlier step output\n".utf8).write(to: summary)
        let fixtures = PackageFiles.files(under: PackageFiles.fixtures.appendingPathComponent("audit")).map {
            "Fixtures/audit/" + $0
        }
        let result = try BuiltTool.run(
            ["check", "--format", "github"] + fixtures,
            environment: ["GITHUB_STEP_SUMMARY": summary.path, "GITHUB_WORKSPACE": PackageFiles.root.path])
        #expect(result.exitCode == 1)
        let annotations = result.standardOutput.split(separator: "\n")
        let text = try String(contentsOf: summary, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| Fixtures/audit/") }
        #expect(text.hasPrefix("earlier step output\n### scroll-inspect: \(annotations.count) findings\n"))
        #expect(rows.count == annotations.count)
    }
}
