import Foundation
import Testing
@testable import ScrollInspectCore

/// Issue 38's newcomer items that live in the command line, one test each (docs/tooling.md).
@Suite struct NewcomerCommandLineTests {
    /// A fixture with no finding: a table under a navigation bar, its insets adjusted.
    static let feed: String = {
        let url = PackageFiles.root.appendingPathComponent("Fixtures/feed-under-navigation-bar.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// 1. Every command that reads fixtures takes a directory as `check` does: the fixtures
    /// below it, other files left out; a directory without one is a usage error.
    @Test func everyFixtureCommandTakesADirectory() {
        let environment = InMemoryEnvironment(files: ["screens/feed.yaml": Self.feed, "screens/notes.txt": "notes"])
        for command in [["report"], ["diff"], ["lifecycle"], ["render", "-o", "-"], ["inspect", "-o", "-"]] {
            let direct = ScrollInspect.run(command + ["screens/feed.yaml"], environment: environment)
            let throughDirectory = ScrollInspect.run(command + ["screens"], environment: environment)
            #expect(direct.exitCode == .success, "\(command)")
            #expect(throughDirectory.standardError == direct.standardError, "\(command)")
            #expect(throughDirectory.exitCode == .success, "\(command)")
            if command[0] != "inspect" {
                #expect(throughDirectory.standardOutput == direct.standardOutput, "\(command)")
            }
        }
        let empty = InMemoryEnvironment(files: ["notes/a.txt": "notes"]).run("report", "notes")
        #expect(
            empty
                == CommandOutput(
                    standardOutput: "",
                    standardError: "scroll-inspect: error: no fixture, .storyboard or .xib in directory 'notes'\n",
                    exitCode: .usage))
    }

    /// An environment whose `big.yaml` is 101,000,021 bytes by `stat`, which counts the reads of
    /// its contents.
    struct SizedEnvironment: ScrollInspectEnvironment {
        final class Reads: @unchecked Sendable { var count = 0 }
        let reads = Reads()
        func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
            reads.count += 1
            return Array("root:\n".utf8)
        }
        func fileSize(ofFile path: String) -> Int? { 101_000_021 }
        func leadingBytes(ofFile path: String, count: Int) -> [UInt8] { Array("root:\n  view:\n".utf8.prefix(count)) }
        func standardInput() -> [UInt8] { [] }
        var standardErrorIsTerminal: Bool { false }
    }

    /// 2. The 64 MiB limit (67,108,864 bytes: the YAML subset's `maximumInputSize`) is checked
    /// from the file's size, before the file is read: the error is the parser's, and the
    /// contents are never asked for.
    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() {
        let environment = SizedEnvironment()
        let output = ScrollInspect.run(["check", "big.yaml"], environment: environment)
        #expect(
            output
                == CommandOutput(
                    standardOutput: "",
                    standardError: """
                        big.yaml:1:1: error: input is 101000021 bytes; the maximum is 67108864 bytes
                        1 | root:
                          | ^

                        """, exitCode: .dataError))
        #expect(environment.reads.count == 0)
    }

    /// 3. A device and a release that do not go together, both on the command line, are the
    /// command line's error (exit 64), not the fixture's `device:` line's (exit 65). The iPhone
    /// 17 Pro shipped with iOS 26 (apple.com/iphone-17-pro/specs: "iOS 26").
    @Test func aDeviceThatDoesNotRunTheReleaseIsAUsageError() {
        let environment = InMemoryEnvironment(files: ["a.yaml": Self.feed])
        let message =
            """
            scroll-inspect: error: '--device' and '--ios' do not go together: 'iPhone 17 Pro' does not run iOS 16; \
            it runs iOS 26 to 27\n
            """
        #expect(
            environment.run("a.yaml", "--device", "iPhone 17 Pro", "--ios", "16")
                == CommandOutput(standardOutput: "", standardError: message, exitCode: .usage))
        #expect(
            environment.run("check", "a.yaml", "--device", "iPhone 17 Pro", "--ios", "16")
                == CommandOutput(standardOutput: "", standardError: message + Usage.short, exitCode: .usage))
    }

    /// 4. Options that conflict are usage errors that name both.
    @Test(arguments: [
        (
            ["a.yaml", "--device", "iPhone 16", "--device", "all"],
            "'--device' is given twice ('iPhone 16', then 'all'); give it once"
        ),
        (
            ["check", "a.yaml", "--disable", "double-inset", "--enable", "double-inset"],
            "'--disable double-inset' and '--enable double-inset' contradict each other; give one"
        ),
        (
            ["render", "a.yaml", "-o", "x.svg", "--format", "html"],
            """
            '-o x.svg' names an SVG file but '--format html' writes HTML; give the path the format's extension, or \
            leave out '--format'
            """
        ),
        (
            ["render", "a.yaml", "-o", "x.html", "--format", "svg"],
            """
            '-o x.html' names an HTML file but '--format svg' writes SVG; give the path the format's extension, or \
            leave out '--format'
            """
        ),
    ])
    func conflictingOptionsAreUsageErrors(_ arguments: [String], _ message: String) {
        let output = ScrollInspect.run(arguments, environment: InMemoryEnvironment(files: ["a.yaml": Self.feed]))
        #expect(
            output
                == CommandOutput(
                    standardOutput: "", standardError: "scroll-inspect: error: \(message)\n" + Usage.short,
                    exitCode: .usage))
    }

    /// 5. `--write-baseline` says what it wrote; a baseline's entries for a fixture that no longer
    /// exists are noted, with their files, and leave the exit code alone, with `--strict` too.
    @Test func baselinesSayWhatTheyWroteAndWhatIsGone() throws {
        let fixture = try String(
            contentsOf: PackageFiles.root.appendingPathComponent(
                "Fixtures/audit/scroll-indicator-double-inset-triggers.yaml"), encoding: .utf8)
        var environment = InMemoryEnvironment(files: ["a.yaml": fixture, "b.yaml": fixture])
        let written = environment.run("check", "a.yaml", "b.yaml", "--write-baseline", "base.json")
        let baseline = try #require(written.files.first { $0.path == "base.json" })
        // Each entry has one "rule" key; the two files are the same, so each holds half of them.
        let entries = baseline.contents.components(separatedBy: "\"rule\"").count - 1
        #expect(entries > 0 && entries % 2 == 0)
        #expect(
            written.standardError.hasSuffix("scroll-inspect: wrote base.json (a baseline of \(entries) findings)\n"))
        environment.files = ["a.yaml": fixture, "base.json": baseline.contents]
        for strict in [[], ["--strict"]] {
            let output = ScrollInspect.run(
                ["check", "a.yaml", "--baseline", "base.json"] + strict, environment: environment)
            #expect(
                output.standardError
                    == """
                    scroll-inspect: note: base.json: the baseline suppressed \(entries / 2) findings; 0 stale entries
                    scroll-inspect: note: base.json: entries for 1 fixture that no longer exists: b.yaml; write the \
                    baseline again with --write-baseline to drop them\n
                    """)
            #expect(output.exitCode == .success)
        }
    }

    /// 6. The summary line says how many screens (a scene on one device, orientation and release)
    /// and files were checked: two files of one scene each, on their own device, are two screens.
    @Test func theSummaryCountsScreensAndFiles() {
        let environment = InMemoryEnvironment(files: ["a.yaml": Self.feed, "b.yaml": Self.feed])
        #expect(
            environment.run("check", "a.yaml", "b.yaml")
                == CommandOutput(
                    standardOutput: "0 errors, 0 warnings, 0 notes in 2 screens of 2 files\n", standardError: "",
                    exitCode: .success))
        #expect(
            environment.run("check", "a.yaml").standardOutput == "0 errors, 0 warnings, 0 notes in 1 screen of 1 file\n"
        )
    }
}
