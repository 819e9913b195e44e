import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// Every report of `check`, run on every audit fixture (each rule triggered), read back: the
/// XML reports by an XML parser, the JSON ones by a JSON parser, SARIF's required fields
/// present (OASIS SARIF 2.1.0: `version` and `runs` of the log, `tool.driver.name` of a run,
/// `id` of a rule, `message.text` of a result), and every line of the text and GitHub forms in
/// its shape.
@Suite struct ReporterValidationTests {
    static let fixtures = PackageFiles.files(under: PackageFiles.fixtures.appendingPathComponent("audit")).map {
        "Fixtures/audit/" + $0
    }

    static func run(_ format: String) -> CommandOutput {
        ScrollInspect.run(["check"] + fixtures + ["--format", format], environment: PackageFileEnvironment())
    }

    @Test func theFixturesTriggerEveryRule() {
        let text = Self.run("text").standardOutput
        for rule in AuditRuleID.allCases {
            #expect(text.contains("[\(rule.rawValue)]"), "no fixture triggers \(rule.rawValue)")
        }
    }

    @Test(arguments: ["checkstyle", "junit"]) func xmlReportsParse(_ format: String) throws {
        let output = Self.run(format)
        #expect(output.exitCode == .findings)
        let parsed = try ParsedSVG(output.standardOutput)
        #expect(parsed.elements.first?.name == (format == "junit" ? "testsuites" : "checkstyle"))
    }

    @Test(arguments: ["json", "codeclimate", "sarif"]) func jsonReportsParse(_ format: String) throws {
        let output = Self.run(format)
        #expect(output.exitCode == .findings)
        _ = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    }

    @Test func sarifHasItsRequiredFieldsAFingerprintAndAHelpURIPerRule() throws {
        let output = Self.run("sarif").standardOutput
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "scroll-inspect")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == AuditRuleID.allCases.map(\.rawValue))
        #expect(
            rules.compactMap { $0["helpUri"] as? String }
                == AuditRuleID.allCases.map { "docs/audits.md#" + $0.rawValue })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(
            results.count == Self.run("codeclimate").standardOutput.components(separatedBy: "\"fingerprint\"").count - 1
        )
        for result in results {
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let fingerprint =
                (result["partialFingerprints"] as? [String: Any])?[SARIFFormatter.fingerprintKey] as? String
            #expect(fingerprint?.count == 16)
            let uri = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
            #expect(uri?.hasPrefix("Fixtures/audit/") == true)
        }
    }

    /// The anchors `helpUri` points at exist: docs/audits.md has a heading that is exactly each
    /// rule's id (GitHub's anchor of `## double-inset` is `double-inset`).
    @Test func everyRuleHasItsSectionInTheAuditsPage() throws {
        let page = try String(contentsOf: PackageFiles.root.appendingPathComponent("docs/audits.md"), encoding: .utf8)
        let headings = Set(page.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
        for rule in AuditRuleID.allCases {
            #expect(headings.contains(rule.rawValue), "docs/audits.md has no heading '## \(rule.rawValue)'")
            #expect(SARIFFormatter.helpURI(rule) == "docs/audits.md#\(rule.rawValue)")
        }
    }

    @Test func textAndGitHubLinesHaveTheirShape() throws {
        let line = try Regex(
            #"^Fixtures/audit/[a-z-]+\.(yaml|storyboard):[0-9]+:[0-9]+: (error|warning|note): \[[a-z-]+\] .+$"#)
        let text = Self.run("text").standardOutput.split(separator: "\n").dropLast()
        #expect(text.allSatisfy { $0.wholeMatch(of: line) != nil })
        let annotation = try Regex(
            #"^::(error|warning|notice) file=Fixtures/audit/[a-z-]+\.(yaml|storyboard),"#
                + #"line=[0-9]+,col=[0-9]+,title=[a-z-]+::.+$"#
        )
        let github = Self.run("github").standardOutput.split(separator: "\n")
        #expect(github.count == text.count)
        #expect(github.allSatisfy { $0.wholeMatch(of: annotation) != nil })
    }
}

/// `--format xcode`: exactly the compiler-style lines, warnings and errors only.
@Suite struct XcodeFormatTests {
    @Test func warningsAndErrorsOnlyWithoutASummary() {
        let output = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()]).run(
            "check", "a.yaml", "--format", "xcode")
        #expect(
            output
                == CommandOutput(
                    standardOutput:
                        """
                        a.yaml:8:9: warning: [always-scrolls-sideways] 'root/table' uses behavior 'always', which \
                        adds the left and right safe-area insets (44 and 44) to content 812 pt wide in a frame 812 pt \
                        wide, so it scrolls 88 pt sideways; use 'automatic' or 'scrollableAxes'\n
                        """,
                    standardError: "", exitCode: .success))
    }

    @Test func aNoteMadeAWarningIsWritten() {
        let environment = InMemoryEnvironment(
            files: [
                "a.yaml": BaselineTests.fixture(),
                ".scroll-inspect.yml":
                    "rules: {severity: {content-offset-not-zero: error}, enabled: [content-offset-not-zero]}\n",
            ],
            workingDirectory: "/p")
        let output = environment.run("check", "a.yaml", "--format", "xcode")
        #expect(output.exitCode == .findings)
        #expect(
            output.standardOutput.split(separator: "\n").map { $0.prefix(while: { $0 != "[" }) } == [
                "a.yaml:8:9: warning: ", "a.yaml:8:9: error: ",
            ])
    }
}

/// `check --stamp FILE`: the build command's output, a Swift file of comments.
@Suite struct CheckStampTests {
    @Test func theStampCountsTheFindings() {
        let output = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()])
            .run("check", "a.yaml", "--format", "xcode", "--stamp", "out/a.scroll-inspect.swift")
        #expect(output.exitCode == .success)
        #expect(
            output.files == [
                FileWrite(
                    path: "out/a.scroll-inspect.swift",
                    contents: """
                        // Checked by scroll-inspect: a.yaml: 0 errors, 1 warning, 0 notes.
                        // Generated on every build by the ScrollInspectBuildTool plugin; do not edit.

                        """)
            ])
    }

    @Test func anInvalidFixtureWritesNoStamp() {
        let output = InMemoryEnvironment(files: ["a.yaml": "device: iPhone Z\n"]).run(
            "check", "a.yaml", "--stamp", "s.swift")
        #expect(output.exitCode == .dataError)
        #expect(output.files == [])
    }

    @Test func aLineBreakInAPathStaysInTheComment() {
        #expect(
            CheckStamp.text(files: ["a\nb.yaml"], findings: []).hasPrefix(
                "// Checked by scroll-inspect: a b.yaml: 0 errors"))
    }
}
