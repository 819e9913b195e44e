@testable import ScrollInspectCore
import Testing

/// `check --output FILE`: the report goes to FILE, whole, and only when the run does not fail;
/// findings (exit 1) still write it, since that is the report a CI wants.
@Suite struct CheckOutputFileTests {
    static let environment = InMemoryEnvironment(files: [
        "a.yaml": BaselineTests.fixture(),
        "b.json": BaselineTests.baseline.replacingOccurrences(of: "always-scrolls-sideways", with: "double-inset"),
        "old.json": "{\"format\": 1, \"findings\": []}\n",
    ])

    @Test func writesTheReportToTheFileInsteadOfStandardOutput() {
        let toFile = Self.environment.run("check", "a.yaml", "--format", "checkstyle", "--output", "r.xml")
        let toStandardOutput = Self.environment.run("check", "a.yaml", "--format", "checkstyle")
        #expect(toFile.exitCode == .success)
        #expect(toFile.standardOutput == "")
        #expect(toFile.standardError == "")
        #expect(toFile.files == [FileWrite(path: "r.xml", contents: toStandardOutput.standardOutput)])
        #expect(
            toStandardOutput.standardOutput.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n  <file name=\"a.yaml\">\n"))
    }

    @Test func dashIsStandardOutput() {
        let output = Self.environment.run("check", "a.yaml", "-o", "-")
        #expect(output.files == [])
        #expect(output.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 screen of 1 file\n"))
    }

    @Test func writesBesideTheBaselineAndOnFindings() {
        let output = Self.environment.run(
            "check", "a.yaml", "--strict", "--format", "junit", "-o", "r.xml", "--write-baseline", "new.json")
        #expect(output.exitCode == .findings)
        #expect(output.files.map(\.path) == ["r.xml", "new.json"])
        #expect(output.files.first?.contents.contains("failures=\"1\"") == true)
    }

    /// A failed run (here a baseline of an old format, exit 65) writes nothing.
    @Test func aFailedRunWritesNothing() {
        let output = Self.environment.run("check", "a.yaml", "--baseline", "old.json", "-o", "r.xml")
        #expect(output.exitCode == .dataError)
        #expect(output.files == [])
        #expect(output.standardOutput == "")
    }

    @Test func theReportAndTheBaselineCannotShareAFile() {
        let output = Self.environment.run("check", "a.yaml", "-o", "x.json", "--write-baseline", "x.json")
        #expect(output.exitCode == .usage)
        #expect(
            output.standardError.hasPrefix(
                "scroll-inspect: error: '--output' and '--write-baseline' name the same file 'x.json'\n"))
    }
}

/// `report -o FILE`: the report written whole to FILE, nothing on standard output; nothing
/// written when the run fails.
@Suite struct ReportOutputFileTests {
    @Test func writesTheReportToTheFile() {
        let environment = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()])
        let toFile = environment.run("a.yaml", "--format", "json", "-o", "r.json")
        let toStandardOutput = environment.run("a.yaml", "--format", "json")
        #expect(toFile.exitCode == .success)
        #expect(toFile.standardOutput == "")
        #expect(toFile.files == [FileWrite(path: "r.json", contents: toStandardOutput.standardOutput)])
        #expect(toStandardOutput.standardOutput.hasPrefix("{"))
    }

    @Test func anInvalidFixtureWritesNothing() {
        let environment = InMemoryEnvironment(files: ["a.yaml": "root:\n  view:\n    frmae: [0, 0, 1, 1]\n"])
        let output = environment.run("report", "a.yaml", "-o", "r.txt")
        #expect(output.exitCode == .dataError)
        #expect(output.files == [])
        #expect(output.standardOutput == "")
    }
}
