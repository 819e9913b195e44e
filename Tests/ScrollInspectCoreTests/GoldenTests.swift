import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// One fixture of the catalog and the golden files that pin its output.
///
/// `Fixtures/invalid/misspelled-key.yaml` has its goldens at
/// `Tests/ScrollInspectCoreTests/Golden/invalid/misspelled-key.{txt,json,status}`:
/// the standard output of the text report, the standard output of `--format json`, and the
/// exit code and standard error of both runs.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    /// The path as the tool is given it and prints it: `Fixtures/invalid/misspelled-key.yaml`.
    var fixture: String
    /// The path under `Fixtures/` without the extension: `invalid/misspelled-key`.
    var name: String

    var testDescription: String { fixture }

    /// The folder under `Fixtures/` (`invalid`, `audit`, `seeds`), or `nil` at the top level.
    var folder: String? {
        let components = name.split(separator: "/")
        return components.count > 1 ? String(components[0]) : nil
    }

    /// The exit code every run of `report` on this fixture must have: 65 under `invalid/`,
    /// unchecked under `audit/` (the golden still pins it), 0 everywhere else.
    var expectedExitCode: ExitCode? {
        switch folder {
        case "invalid": .dataError
        case "audit": nil
        default: .success
        }
    }

    /// The three golden files, relative to the golden folder.
    var textGolden: String { name + ".txt" }
    var jsonGolden: String { name + ".json" }
    var statusGolden: String { name + ".status" }
    /// The standard output of `scroll-inspect check` on the fixture: its exact findings.
    var checkGolden: String { name + ".check" }

    /// Every `.yaml` and `.yml` file under `Fixtures/`, subfolders included, found when the
    /// tests run, and every Interface Builder document (`.storyboard`, `.xib`).
    static let all: [GoldenCase] = PackageFiles.files(under: PackageFiles.fixtures).compactMap { path in
        for suffix in [".yaml", ".yml", ".storyboard", ".xib"] where path.hasSuffix(suffix) {
            return GoldenCase(fixture: "Fixtures/" + path, name: String(path.dropLast(suffix.count)))
        }
        return nil
    }
}

/// The output of the tool on a fixture, in-process, and the text of its golden files.
struct GoldenRun {
    var text: CommandOutput
    var json: CommandOutput
    var check: CommandOutput
    var textArguments: [String]
    var jsonArguments: [String]
    var checkArguments: [String]

    init(_ golden: GoldenCase) {
        textArguments = [golden.fixture]
        jsonArguments = [golden.fixture, "--format", "json"]
        checkArguments = ["check", golden.fixture]
        text = ScrollInspect.run(textArguments, environment: PackageFileEnvironment())
        json = ScrollInspect.run(jsonArguments, environment: PackageFileEnvironment())
        check = ScrollInspect.run(checkArguments, environment: PackageFileEnvironment())
    }

    /// The contents of the `.status` golden: each command, its exit code, and its standard
    /// error with every line behind `| `.
    var status: String {
        GoldenRun.status(textArguments, text) + "\n" + GoldenRun.status(jsonArguments, json) + "\n"
            + GoldenRun.status(checkArguments, check)
    }

    static func status(_ arguments: [String], _ output: CommandOutput) -> String {
        var lines = [
            "$ scroll-inspect " + arguments.joined(separator: " "),
            "exit code: \(output.exitCode.rawValue)",
        ]
        if output.standardError.isEmpty {
            lines.append("standard error: (empty)")
        } else {
            lines.append("standard error:")
            var body = output.standardError
            let newlineAtEnd = body.hasSuffix("\n")
            if newlineAtEnd { body.removeLast() }
            for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "|" : "| " + line)
            }
            if !newlineAtEnd { lines.append("\\ no newline at end of standard error") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Golden files for every fixture: the text and JSON reports, exit codes and diagnostics.
///
/// Re-record after an intended change with
/// `SCROLLINSETS_RECORD=1 swift test --filter GoldenTests`; that run writes the files and
/// fails, so review the diff and run again without the variable.
@Suite struct GoldenTests {
    static let recordVariable = "SCROLLINSETS_RECORD"

    static var isRecording: Bool {
        guard let value = ProcessInfo.processInfo.environment[recordVariable] else { return false }
        return !value.isEmpty && value != "0"
    }

    @Test func theCatalogIsFound() {
        let names = GoldenCase.all.map(\.fixture)
        #expect(names.contains("Fixtures/feed-under-navigation-bar.yaml"), "fixtures found: \(names)")
        #expect(names.contains("Fixtures/invalid/misspelled-key.yaml"), "fixtures found: \(names)")
    }

    @Test(arguments: GoldenCase.all)
    func outputMatchesGoldens(_ golden: GoldenCase) throws {
        let run = GoldenRun(golden)
        let files = [
            (golden.textGolden, run.text.standardOutput),
            (golden.jsonGolden, run.json.standardOutput),
            (golden.statusGolden, run.status),
            (golden.checkGolden, run.check.standardOutput),
        ]
        if Self.isRecording {
            var written: [String] = []
            for (path, contents) in files where Self.read(path) != contents {
                try Self.write(contents, to: path)
                written.append(path)
            }
            let what =
                written.isEmpty
                ? "goldens of \(golden.fixture) unchanged"
                : "re-recorded " + written.map { "Golden/" + $0 }.joined(separator: ", ")
            Issue.record("\(what); run again without \(Self.recordVariable)")
            return
        }
        for (path, actual) in files {
            guard let expected = Self.read(path) else {
                Issue.record(
                    """
                    no golden Golden/\(path) for \(golden.fixture); record it with \(Self.recordVariable)=1 swift \
                    test --filter GoldenTests, review it, and run again without \(Self.recordVariable)
                    """
                )
                continue
            }
            if let difference = Self.firstDifference(expected: expected, actual: actual) {
                Issue.record(
                    """
                    Golden/\(path) does not match the output for \(golden.fixture): \(difference)\nif the change is \
                    intended, re-record with \(Self.recordVariable)=1 swift test --filter GoldenTests
                    """
                )
            }
        }
    }

    @Test(arguments: GoldenCase.all)
    func exitCode(_ golden: GoldenCase) {
        guard let expected = golden.expectedExitCode else { return }
        let run = GoldenRun(golden)
        #expect(run.text.exitCode == expected, "\(golden.fixture): \(run.text.standardError)")
        #expect(run.json.exitCode == expected, "\(golden.fixture): \(run.json.standardError)")
        if expected == .dataError {
            #expect(run.text.standardOutput == "")
            #expect(run.json.standardOutput == "")
            #expect(run.text.standardError.contains("\(golden.fixture):"))
            #expect(run.text.standardError.contains(": error: "))
        } else {
            #expect(run.text.standardError == "")
        }
    }

    // What `check` reports on each audit fixture: AuditFixtureExpectationTests, from its `expect:` comments.

    /// Every rule has a fixture that triggers it and one that does not.
    @Test func everyRuleHasAuditFixtures() {
        let names = Set(GoldenCase.all.map(\.name))
        for rule in AuditRuleID.allCases {
            #expect(
                names.contains("audit/\(rule.rawValue)-triggers"),
                "missing Fixtures/audit/\(rule.rawValue)-triggers.yaml")
            #expect(
                names.contains("audit/\(rule.rawValue)-clean"), "missing Fixtures/audit/\(rule.rawValue)-clean.yaml")
        }
    }

    /// A clean catalog: outside `audit/`, `invalid/` and `seeds/` (which replays the articles'
    /// stories, their mistakes included: the page control under the home indicator, the bar at a
    /// hard-coded 20 pt), no fixture has an error-severity finding.
    @Test(arguments: GoldenCase.all.filter { !["audit", "invalid", "seeds"].contains($0.folder) })
    func catalogFixtureHasNoErrorFinding(_ golden: GoldenCase) {
        let check = GoldenRun(golden).check
        #expect(check.exitCode == .success, "\(golden.fixture):\n\(check.standardOutput)")
    }

    /// The catalog's convention: a fixture opens with `#` comments saying what it shows; an
    /// Interface Builder document with a `<!--` comment after its XML declaration.
    @Test(arguments: GoldenCase.all)
    func fixtureOpensWithComments(_ golden: GoldenCase) throws {
        let text = try String(contentsOf: PackageFiles.root.appendingPathComponent(golden.fixture), encoding: .utf8)
        if golden.fixture.hasSuffix(".storyboard") || golden.fixture.hasSuffix(".xib") {
            let lines = text.split(separator: "\n", maxSplits: 2)
            #expect(
                lines.count > 1 && lines[1].hasPrefix("<!-- "),
                "\(golden.fixture) should open with a '<!--' comment after '<?xml …?>'")
            return
        }
        #expect(
            text.hasPrefix("# "),
            "\(golden.fixture) should start with '#' comments: what it shows, the source, the key numbers")
    }

    /// A golden whose fixture was renamed or deleted is an error, not dead weight.
    @Test func everyGoldenHasItsFixture() {
        let names = Set(GoldenCase.all.map(\.name))
        for path in PackageFiles.files(under: PackageFiles.golden) {
            guard let dot = path.lastIndex(of: "."),
                [".txt", ".json", ".status", ".check"].contains(String(path[dot...]))
            else {
                Issue.record("unexpected file Golden/\(path); goldens end in .txt, .json, .status or .check")
                continue
            }
            if !names.contains(String(path[..<dot])) {
                Issue.record("Golden/\(path) has no fixture Fixtures/\(path[..<dot]).yaml; delete it")
            }
        }
    }

    // MARK: - Files

    static func read(_ path: String) -> String? {
        let url = PackageFiles.golden.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func write(_ contents: String, to path: String) throws {
        let url = PackageFiles.golden.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// The first line where the texts differ, quoted, or `nil` when they are equal.
    static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let wanted = index < expectedLines.count ? "'\(expectedLines[index])'" : "(end of file)"
            let got = index < actualLines.count ? "'\(actualLines[index])'" : "(end of output)"
            if wanted != got {
                return "line \(index + 1)\n  expected: \(wanted)\n  actual:   \(got)"
            }
        }
        return "the texts differ only in line endings"
    }
}
