import Foundation
@testable import ScrollInspectCore
import ScrollInsets
@testable import ScrollInsetsReportsTests
import Testing

/// Checkstyle, JUnit and GitLab code quality: exact expected documents for hand-built findings,
/// and each read back by a parser (XML by `XMLParser`, JSON by `JSONSerialization`).
@Suite struct CIReportFormatterTests {
    static let screen = ScreenFindings(
        file: "Fixtures/feed.yaml", device: "iPhone X", orientation: "portrait", release: "16",
        rules: [.controlInUnsafeArea, .doubleInset, .contentOffsetNotZero],
        findings: [SampleFindings.pager, SampleFindings.scroll, SampleFindings.offset])

    @Test func checkstyleHasAFileAndAnErrorPerFinding() throws {
        let output = CheckstyleFormatter.format([
            FileFindings(file: "Fixtures/feed.yaml", findings: [SampleFindings.pager, SampleFindings.offset]),
            FileFindings(file: "Fixtures/clean.yaml", findings: []),
        ])
        #expect(
            output == """
                <?xml version="1.0" encoding="UTF-8"?>
                <checkstyle version="4.3">
                  <file name="Fixtures/feed.yaml">
                    <error line="9" column="7" severity="error" message="interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; keep controls inside the safe area" source="control-in-unsafe-area"/>
                    <error severity="info" message="'root/scroll' starts at contentOffset (0, -44), not (0, 0): behavior 'automatic' adds the top safe-area inset 44; code that assumes an offset of 0 at rest is off by 44 pt vertically" source="content-offset-not-zero"/>
                  </file>
                  <file name="Fixtures/clean.yaml"/>
                </checkstyle>

                """)
        let parsed = try ParsedSVG(output)
        let errors = parsed.elements.filter { $0.name == "error" }
        #expect(errors.map { $0.attributes["source"] } == ["control-in-unsafe-area", "content-offset-not-zero"])
        #expect(errors[0].attributes["line"] == "9")
        #expect(errors[0].attributes["column"] == "7")
        #expect(errors[1].attributes["line"] == nil)
        #expect(
            parsed.elements.filter { $0.name == "file" }.map { $0.attributes["name"] } == [
                "Fixtures/feed.yaml", "Fixtures/clean.yaml",
            ])
    }

    /// Markup characters in a path, and an explanation's line breaks, survive a parser.
    @Test func checkstyleEscapesMarkupAndLineBreaks() throws {
        let output = CheckstyleFormatter.format(
            [FileFindings(file: "a<&\">.yaml", findings: [SampleFindings.scroll])], explain: true)
        #expect(output.contains("<file name=\"a&lt;&amp;&quot;&gt;.yaml\">"))
        #expect(output.contains("counted twice&#10;adjustedContentInset.top of 'root/scroll' = 88\""))
        let parsed = try ParsedSVG(output)
        #expect(parsed.elements.first { $0.name == "file" }?.attributes["name"] == "a<&\">.yaml")
        #expect(
            parsed.elements.first { $0.name == "error" }?.attributes["message"]?.hasSuffix(
                "counted twice\nadjustedContentInset.top of 'root/scroll' = 88") == true)
    }

    @Test func junitHasATestCasePerScreenAndRule() throws {
        let clean = ScreenFindings(
            file: "Fixtures/clean.yaml", device: "iPhone 8", orientation: "landscapeLeft", release: "18.4",
            rules: [.doubleInset], findings: [])
        let output = JUnitFormatter.format([Self.screen, clean])
        let feed = "Fixtures/feed.yaml"
        #expect(
            output == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="scroll-inspect" tests="4" failures="1" errors="0">
                  <testsuite name="\(feed)" tests="3" failures="1" errors="0" skipped="0">
                    <testcase classname="\(feed)" name="scene 1 on iPhone X portrait iOS 16: control-in-unsafe-area">
                      <failure type="control-in-unsafe-area" message="\(SampleFindings.pager.message.text)">\(feed):9:7: error: [control-in-unsafe-area] \(SampleFindings.pager.message.text)</failure>
                    </testcase>
                    <testcase classname="\(feed)" name="scene 1 on iPhone X portrait iOS 16: double-inset">
                      <system-out>\(feed):12:5: warning: [double-inset] \(SampleFindings.scroll.message.text)</system-out>
                    </testcase>
                    <testcase classname="\(feed)" name="scene 1 on iPhone X portrait iOS 16: content-offset-not-zero">
                      <system-out>\(feed): note: [content-offset-not-zero] \(SampleFindings.offset.message.text)</system-out>
                    </testcase>
                  </testsuite>
                  <testsuite name="Fixtures/clean.yaml" tests="1" failures="0" errors="0" skipped="0">
                    <testcase classname="Fixtures/clean.yaml" name="scene 1 on iPhone 8 landscapeLeft iOS 18.4: double-inset"/>
                  </testsuite>
                </testsuites>

                """)
        let parsed = try ParsedSVG(output)
        #expect(parsed.elements.filter { $0.name == "testsuite" }.count == 2)
        #expect(parsed.elements.filter { $0.name == "testcase" }.count == 4)
        #expect(
            parsed.elements.filter { $0.name == "failure" }.map { $0.attributes["type"] } == ["control-in-unsafe-area"])
    }

    /// A warning made an error (what `--strict` does before formatting) fails its test case.
    @Test func junitFailsAWarningMadeAnError() {
        var strict = Self.screen
        strict.findings = strict.findings.map { finding in
            var finding = finding
            if finding.severity == .warning { finding.severity = .error }
            return finding
        }
        let output = JUnitFormatter.format([strict])
        #expect(output.contains("tests=\"3\" failures=\"2\""))
        #expect(output.contains("<failure type=\"double-inset\""))
    }

    @Test func codeClimateWritesAnIssuePerFinding() throws {
        let screen = ScreenFindings(
            file: "Fixtures/feed.yaml", device: "iPhone X", orientation: "portrait", release: "16",
            findings: [SampleFindings.pager, SampleFindings.offset])
        let output = CodeClimateFormatter.format([screen])
        let pagerPrint = CodeClimateFormatter.fingerprint(
            file: "Fixtures/feed.yaml", rule: "control-in-unsafe-area", path: "root/pager",
            device: "iPhone X", orientation: "portrait", release: "16")
        let offsetPrint = CodeClimateFormatter.fingerprint(
            file: "Fixtures/feed.yaml", rule: "content-offset-not-zero", path: "root/scroll",
            device: "iPhone X", orientation: "portrait", release: "16")
        #expect(
            output == """
                [
                  {
                    "type": "issue",
                    "check_name": "control-in-unsafe-area",
                    "description": "\(SampleFindings.pager.message.text) (iPhone X portrait iOS 16)",
                    "categories": [
                      "Bug Risk"
                    ],
                    "fingerprint": "\(pagerPrint)",
                    "severity": "critical",
                    "location": {
                      "path": "Fixtures/feed.yaml",
                      "lines": {
                        "begin": 9
                      }
                    }
                  },
                  {
                    "type": "issue",
                    "check_name": "content-offset-not-zero",
                    "description": "\(SampleFindings.offset.message.text) (iPhone X portrait iOS 16)",
                    "categories": [
                      "Bug Risk"
                    ],
                    "fingerprint": "\(offsetPrint)",
                    "severity": "info",
                    "location": {
                      "path": "Fixtures/feed.yaml",
                      "lines": {
                        "begin": 1
                      }
                    }
                  }
                ]

                """)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(issues.map { $0["fingerprint"] as? String } == [pagerPrint, offsetPrint])
        #expect(CodeClimateFormatter.format([]) == "[]\n")
    }

    /// The fingerprint is FNV-1a 64 of the eight fields (scene and occurrence in decimal), each
    /// NUL-terminated; the expected value was computed apart, by a ten-line Python implementation
    /// of FNV-1a (which also gives 27bbcbb8212952ee for the six fields of format 1, the old value).
    @Test func fingerprintIsFNV1aOfTheBaselineKey() {
        #expect(
            CodeClimateFormatter.fingerprint(
                file: "Fixtures/audit/control-in-unsafe-area-triggers.yaml", rule: "control-in-unsafe-area",
                path: "root/pager", device: "iPhone X", orientation: "portrait", release: "16")
                == "e6b4bff83148c5f5")
        // FNV-1a 64 of the empty input is its offset basis; six NULs move it.
        #expect(
            CodeClimateFormatter.fingerprint(file: "", rule: "", path: "", device: "", orientation: "", release: "")
                != "cbf29ce484222325")
        // Field boundaries count.
        #expect(
            CodeClimateFormatter.fingerprint(file: "ab", rule: "c", path: "", device: "", orientation: "", release: "")
                != CodeClimateFormatter.fingerprint(
                    file: "a", rule: "bc", path: "", device: "", orientation: "", release: ""))
    }

    /// Moving a finding down (an edit above the view) or rewording it keeps its fingerprint; a
    /// second finding of one rule on one view path of one screen is another issue (occurrence 2).
    @Test func fingerprintIgnoresLineAndMessage() {
        var moved = SampleFindings.pager
        moved.location = ScrollInsets.SourceLocation(line: 40, column: 3)
        moved.message = Finding.Message("reworded")
        let before = CodeClimateFormatter.format([
            ScreenFindings(
                file: "f.yaml", device: "iPhone X", orientation: "portrait", release: "16",
                findings: [SampleFindings.pager])
        ])
        let after = CodeClimateFormatter.format([
            ScreenFindings(
                file: "f.yaml", device: "iPhone X", orientation: "portrait", release: "16",
                findings: [moved, SampleFindings.pager])
        ])
        func prints(_ text: String) -> [String] {
            text.split(separator: "\n").filter { $0.contains("\"fingerprint\"") }.map(String.init)
        }
        #expect(prints(after).count == 2)
        #expect(prints(before) == [prints(after)[0]])
        #expect(prints(after)[0] != prints(after)[1])
        #expect(after.contains("\"begin\": 40"))
    }
}
