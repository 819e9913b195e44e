import Foundation
import Testing
@testable import ScrollInspectCore

/// `check --write-baseline` and `check --baseline`: accepted findings are hidden by their file,
/// scene, rule, view path, occurrence, device, orientation and release, not by their line.
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
          "format": 2,
          "findings": [
            {"file": "a.yaml", "scene": 0, "rule": "always-scrolls-sideways", "path": "root/table", "occurrence": 1, "device": "iPhone X", "orientation": "landscapeLeft", "ios": "16"}
          ]
        }

        """

    @Test func writeBaselineWritesEveryFindingSorted() {
        let output = InMemoryEnvironment(files: ["a.yaml": Self.fixture()]).run(
            "check", "a.yaml", "--write-baseline", "b.json")
        #expect(output.exitCode == .success)
        #expect(output.files == [FileWrite(path: "b.json", contents: Self.baseline)])
        #expect(output.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 screen of 1 file\n"))
    }

    @Test func editsAboveTheViewDoNotResurfaceItsFinding() {
        let above = """
                  - view: {name: header, frame: [0, 0, 812, 40]}
                  # a comment, and the table moves down three lines

            """
        let environment = InMemoryEnvironment(files: ["a.yaml": Self.fixture(above: above), "b.json": Self.baseline])
        let output = environment.run("check", "a.yaml", "--baseline", "b.json")
        #expect(
            output
                == CommandOutput(
                    standardOutput: "0 errors, 0 warnings, 0 notes in 1 screen of 1 file\n",
                    standardError: "scroll-inspect: note: b.json: the baseline suppressed 1 finding; 0 stale entries\n",
                    exitCode: .success))
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

    @Test func aStaleBaselineIsAWarningThatLeavesTheExitCode() {
        let fixed = Self.fixture().replacingOccurrences(of: "always", with: "never")
        let environment = InMemoryEnvironment(files: ["a.yaml": fixed, "b.json": Self.baseline])
        let output = environment.run("check", "a.yaml", "--baseline", "b.json")
        #expect(
            output
                == CommandOutput(
                    standardOutput: "0 errors, 0 warnings, 0 notes in 1 screen of 1 file\n",
                    standardError: """
                        scroll-inspect: note: b.json: the baseline suppressed 0 findings; 1 stale entry
                        scroll-inspect: warning: b.json: 1 baseline finding is no longer found; write the baseline again with --write-baseline
                          a.yaml #0: always-scrolls-sideways at 'root/table' on iPhone X landscapeLeft, iOS 16

                        """, exitCode: .success))
    }

    /// Two scenes of one file, the same view path in each, their buttons at x `first` and
    /// `second` (0 is in the left unsafe area of iPhone X in landscape).
    static func twoScenes(first: Int, second: Int) -> String {
        """
        device: iPhone X
        orientation: landscapeLeft
        root:
          view:
            name: root
            subviews:
              - view: {name: go, frame: [\(first), 100, 50, 50], interactive: true}
        ---
        device: iPhone X
        orientation: landscapeLeft
        root:
          view:
            name: root
            subviews:
              - view: {name: go, frame: [\(second), 100, 50, 50], interactive: true}
        """
    }

    /// Writes a baseline of `before`, then checks `after` against it.
    static func checkAfterBaseline(
        of before: String, _ after: String
    ) -> (written: CommandOutput, checked: CommandOutput) {
        let written = InMemoryEnvironment(files: ["a.yaml": before]).run(
            "check", "a.yaml", "--write-baseline", "b.json")
        let checked = InMemoryEnvironment(files: ["a.yaml": after, "b.json": written.files.first?.contents ?? ""])
            .run("check", "a.yaml", "--baseline", "b.json")
        return (written, checked)
    }

    /// The error of scene #1's button at x 0 of the left unsafe area, the only finding reported.
    static let scene1Error = """
        a.yaml:15:9: error: [control-in-unsafe-area] interactive view 'root/go' lies 44 pt inside the left unsafe area (inset 44) of the window; keep controls inside the safe area
        1 error, 0 warnings, 0 notes in 2 screens of 1 file

        """

    @Test func aSceneThatBreaksAfterACleanBaselineFailsTheRun() {
        // Both scenes clean when baselined; then scene #1's button moves into the unsafe area.
        let (written, output) = Self.checkAfterBaseline(
            of: Self.twoScenes(first: 100, second: 100), Self.twoScenes(first: 100, second: 0))
        #expect(written.exitCode == .success)
        #expect(written.files == [FileWrite(path: "b.json", contents: "{\n  \"format\": 2,\n  \"findings\": []\n}\n")])
        #expect(
            output
                == CommandOutput(
                    standardOutput: Self.scene1Error,
                    standardError:
                        "scroll-inspect: note: b.json: the baseline suppressed 0 findings; 0 stale entries\n",
                    exitCode: .findings))
    }

    @Test func scene0sEntryDoesNotHideScene1sFinding() {
        // Scene #0 broken and baselined; then scene #1 breaks the same way, on the same path.
        let (written, output) = Self.checkAfterBaseline(
            of: Self.twoScenes(first: 0, second: 100), Self.twoScenes(first: 0, second: 0))
        #expect(written.exitCode == .findings)
        #expect(
            output
                == CommandOutput(
                    standardOutput: Self.scene1Error,
                    standardError: "scroll-inspect: note: b.json: the baseline suppressed 1 finding; 0 stale entries\n",
                    exitCode: .findings))
    }

    /// Two sibling buttons named 'go', the first at x 0 (in the left unsafe area of iPhone X in
    /// landscape), the second at x `secondX`.
    static func sameNamed(secondX: Int) -> String {
        """
        device: iPhone X
        orientation: landscapeLeft
        root:
          view:
            name: root
            subviews:
              - view: {name: go, frame: [0, 100, 50, 50], interactive: true}
              - view: {name: go, frame: [\(secondX), 200, 50, 50], interactive: true}
        """
    }

    /// Two sibling views named alike: a warning at the second, and a new error on it is not
    /// hidden by the first one's entry (the occurrence tells them apart).
    @Test func aNewErrorOnTheSecondOfTwoSameNamedViewsFailsTheRun() {
        let one = Self.sameNamed(secondX: 100)
        let written = InMemoryEnvironment(files: ["a.yaml": one]).run("check", "a.yaml", "--write-baseline", "b.json")
        #expect(written.exitCode == .findings)
        #expect(
            written.files.first?.contents == """
                {
                  "format": 2,
                  "findings": [
                    {"file": "a.yaml", "scene": 0, "rule": "control-in-unsafe-area", "path": "root/go", "occurrence": 1, "device": "iPhone X", "orientation": "landscapeLeft", "ios": "16"}
                  ]
                }

                """)
        #expect(
            written.standardError.hasPrefix(
                """
                a.yaml:8:9: warning: a sibling is already named 'go'; give each a distinct name, so that findings and baseline entries tell them apart by path, not by order
                8 |       - view: {name: go, frame: [100, 200, 50, 50], interactive: true}
                  |         ^

                """))
        let two = Self.sameNamed(secondX: 0)
        let output = InMemoryEnvironment(files: ["a.yaml": two, "b.json": written.files.first?.contents ?? ""])
            .run("check", "a.yaml", "--baseline", "b.json")
        #expect(output.exitCode == .findings)
        #expect(
            output.standardOutput == """
                a.yaml:8:9: error: [control-in-unsafe-area] interactive view 'root/go' lies 44 pt inside the left unsafe area (inset 44) of the window; keep controls inside the safe area
                1 error, 0 warnings, 0 notes in 1 screen of 1 file

                """)
        #expect(
            output.standardError.hasSuffix(
                "scroll-inspect: note: b.json: the baseline suppressed 1 finding; 0 stale entries\n"))
    }

    @Test func aBaselineOfFormat1MustBeWrittenAgain() {
        let old = "{\"format\": 1, \"findings\": []}\n"
        let output = InMemoryEnvironment(files: ["a.yaml": Self.fixture(), "b.json": old]).run(
            "check", "a.yaml", "--baseline", "b.json")
        #expect(output.exitCode == .dataError)
        #expect(
            output.standardError.hasPrefix(
                "b.json:1:12: error: baseline format '1' is not 2; write the baseline again with --write-baseline\n"))
    }

    @Test func entriesOfScreensNotCheckedAreNotStale() {
        let other = Self.baseline.replacingOccurrences(
            of: "\"ios\": \"16\"}\n",
            with:
                """
                "ios": "16"},\n    {"file": "other.yaml", "scene": 0, "rule": \
                "always-scrolls-sideways", "path": "x", "occurrence": 1, "device": "iPhone X", \
                "orientation": "portrait", "ios": "16"}\n
                """
        )
        // other.yaml exists (unchecked, not gone): its entries are neither stale nor noted as missing.
        let environment = InMemoryEnvironment(files: ["a.yaml": Self.fixture(), "b.json": other, "other.yaml": ""])
        #expect(
            environment.run("check", "a.yaml", "--baseline", "b.json").standardError
                == "scroll-inspect: note: b.json: the baseline suppressed 1 finding; 0 stale entries\n")
    }

    @Test func aMalformedBaselineIsAPositionedError() {
        let environment = InMemoryEnvironment(files: [
            "a.yaml": Self.fixture(),
            "b.json": "{\"format\": 2, \"findings\": [{\"file\": \"a.yaml\", \"scene\": 0, \"rule\": \"x\"}]}\n",
        ])
        let output = environment.run("check", "a.yaml", "--baseline", "b.json")
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("b.json:1:28: error: missing 'path' in a baseline finding\n"))
        let missing = InMemoryEnvironment(files: ["a.yaml": Self.fixture()]).run(
            "check", "a.yaml", "--baseline", "none.json")
        #expect(
            missing
                == CommandOutput(
                    standardOutput: "",
                    standardError: "scroll-inspect: error: cannot open baseline 'none.json': no such file\n",
                    exitCode: .noInput))
    }

    @Test func baselineOptionsGoWithCheckOnly() {
        let output = InMemoryEnvironment(files: ["a.yaml": Self.fixture()]).run(
            "report", "a.yaml", "--baseline", "b.json")
        #expect(
            output.standardError.hasPrefix("scroll-inspect: error: '--baseline' goes with 'check' and 'config' only\n"))
        #expect(output.exitCode == .usage)
    }
}
