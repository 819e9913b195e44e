import Foundation
import Testing
@testable import ScrollInspectCore

/// `check --write-baseline` and `check --baseline`: accepted findings are hidden by their file,
/// rule, view path, device, orientation and release, not by their line.
@Suite struct BaselineTests {
    static let table = """
              - tableView:
                  name: table
                  frame: [0, 0, 812, 375]
                  contentInsetAdjustmentBehavior: always
                  sections:
                    - rows: 20
        """

    static func fixture(above: String = "", extra: String = "") -> String {
        """
        device: iPhone X
        orientation: landscapeLeft
        root:
          view:
            name: root
            frame: [0, 0, 812, 375]
            subviews:
        \(above)\(table)
        \(extra)
        """
    }

    static let baseline = """
        {
          "format": 1,
          "findings": [
            {"file": "a.yaml", "rule": "always-scrolls-sideways", "path": "root/table", "device": "iPhone X", "orientation": "landscapeLeft", "ios": "16"},
            {"file": "a.yaml", "rule": "content-offset-not-zero", "path": "root/table", "device": "iPhone X", "orientation": "landscapeLeft", "ios": "16"}
          ]
        }

        """

    @Test func writeBaselineWritesEveryFindingSorted() {
        let output = InMemoryEnvironment(files: ["a.yaml": Self.fixture()]).run("check", "a.yaml", "--write-baseline", "b.json")
        #expect(output.exitCode == .success)
        #expect(output.files == [FileWrite(path: "b.json", contents: Self.baseline)])
        #expect(output.standardOutput.hasSuffix("0 errors, 1 warning, 1 note\n"))
    }

    @Test func editsAboveTheViewDoNotResurfaceItsFinding() {
        let above = """
                  - view: {name: header, frame: [0, 0, 812, 40]}
                  # a comment, and the table moves down three lines

            """
        let environment = InMemoryEnvironment(files: ["a.yaml": Self.fixture(above: above), "b.json": Self.baseline])
        let output = environment.run("check", "a.yaml", "--baseline", "b.json")
        #expect(output == CommandOutput(standardOutput: "0 errors, 0 warnings, 0 notes\n", standardError: "", exitCode: .success))
    }

    @Test func aNewFindingIsReported() {
        let second = """
                  - scrollView:
                      name: pager
                      frame: [0, 0, 812, 375]
                      contentSize: [812, 375]
                      contentInsetAdjustmentBehavior: always
            """
        let environment = InMemoryEnvironment(files: ["a.yaml": Self.fixture(extra: second), "b.json": Self.baseline])
        let output = environment.run("check", "a.yaml", "--baseline", "b.json", "--format", "github")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.contains("'root/pager'"))
        #expect(!output.standardOutput.contains("'root/table'"))
    }

    @Test func aStaleBaselineIsAnError() {
        let fixed = Self.fixture().replacingOccurrences(of: "always", with: "never")
        let environment = InMemoryEnvironment(files: ["a.yaml": fixed, "b.json": Self.baseline])
        let output = environment.run("check", "a.yaml", "--baseline", "b.json")
        #expect(output == CommandOutput(standardOutput: "", standardError: """
            scroll-inspect: error: b.json: 2 baseline findings are no longer found; write the baseline again with --write-baseline
              a.yaml: always-scrolls-sideways at 'root/table' on iPhone X landscapeLeft, iOS 16
              a.yaml: content-offset-not-zero at 'root/table' on iPhone X landscapeLeft, iOS 16

            """, exitCode: .dataError))
    }

    @Test func entriesOfScreensNotCheckedAreNotStale() {
        let other = Self.baseline.replacingOccurrences(of: "\"ios\": \"16\"}\n", with: "\"ios\": \"16\"},\n    {\"file\": \"other.yaml\", \"rule\": \"always-scrolls-sideways\", \"path\": \"x\", \"device\": \"iPhone X\", \"orientation\": \"portrait\", \"ios\": \"16\"}\n")
        let environment = InMemoryEnvironment(files: ["a.yaml": Self.fixture(), "b.json": other])
        #expect(environment.run("check", "a.yaml", "--baseline", "b.json").exitCode == .success)
    }

    @Test func aMalformedBaselineIsAPositionedError() {
        let environment = InMemoryEnvironment(files: ["a.yaml": Self.fixture(), "b.json": "{\"format\": 1, \"findings\": [{\"file\": \"a.yaml\", \"rule\": \"x\"}]}\n"])
        let output = environment.run("check", "a.yaml", "--baseline", "b.json")
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("b.json:1:28: error: missing 'path' in a baseline finding\n"))
        let missing = InMemoryEnvironment(files: ["a.yaml": Self.fixture()]).run("check", "a.yaml", "--baseline", "none.json")
        #expect(missing == CommandOutput(standardOutput: "", standardError: "scroll-inspect: error: cannot open baseline 'none.json': no such file\n", exitCode: .noInput))
    }

    @Test func baselineOptionsGoWithCheckOnly() {
        let output = InMemoryEnvironment(files: ["a.yaml": Self.fixture()]).run("report", "a.yaml", "--baseline", "b.json")
        #expect(output.standardError.hasPrefix("scroll-inspect: error: '--baseline' goes with 'check' only\n"))
        #expect(output.exitCode == .usage)
    }
}
