import Foundation
import Testing
import ScrollInsets

/// The exit code of `check`, run as the built binary: it follows the findings' severities, never
/// the output format (issue 19: `--format json` exited 0 with an error finding).
@Suite struct CheckExitCodeTests {
    /// One kind of run: a fixture, extra flags, and the exit code every format must give.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var exitCode: Int32
        /// Whether no finding remains (then GitHub annotations and Xcode lines print nothing at all).
        var findsNothing = false
        var testDescription: String { name }
    }

    static let formats = ["text", "json", "sarif", "github", "checkstyle", "junit", "codeclimate", "xcode"]

    static let cases: [Case] = [
        Case(
            name: "no finding", arguments: ["Fixtures/audit/control-in-unsafe-area-clean.yaml"], exitCode: 0,
            findsNothing: true),
        Case(name: "warning only", arguments: ["Fixtures/audit/double-inset-triggers.yaml"], exitCode: 0),
        Case(name: "error", arguments: ["Fixtures/audit/control-in-unsafe-area-triggers.yaml"], exitCode: 1),
        Case(
            name: "error with its rule disabled",
            arguments: ["Fixtures/audit/control-in-unsafe-area-triggers.yaml", "--disable", "control-in-unsafe-area"],
            exitCode: 0,
            findsNothing: true),
        Case(
            name: "warning with --strict", arguments: ["Fixtures/audit/double-inset-triggers.yaml", "--strict"],
            exitCode: 1),
    ]

    @Test(arguments: cases, formats)
    func exitCode(_ test: Case, format: String) throws {
        let result = try BuiltTool.run(["check"] + test.arguments + ["--format", format])
        #expect(result.exitCode == test.exitCode)
        #expect(result.standardError == "")
        #expect(result.standardOutput.isEmpty == (["github", "xcode"].contains(format) && test.findsNothing))
        // The CI reports are well formed, and JUnit's failures agree with the exit code.
        switch format {
        case "checkstyle", "junit":
            let parsed = try ParsedSVG(result.standardOutput)
            if format == "junit" {
                let failures = parsed.elements.first { $0.name == "testsuites" }?.attributes["failures"]
                #expect((failures == "0") == (test.exitCode == 0))
            }
        case "codeclimate":
            let issues = try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
            #expect(issues.isEmpty == test.findsNothing)
        default: break
        }
    }

    /// The fixtures say what the cases claim: the error fixture has exactly one finding at error
    /// severity, the warning fixture one warning and no error, the clean one nothing.
    @Test func fixturesHoldTheSeveritiesTheCasesName() throws {
        let error = try BuiltTool.run(["check", "Fixtures/audit/control-in-unsafe-area-triggers.yaml"])
        #expect(error.standardOutput.hasSuffix("1 error, 0 warnings, 0 notes in 1 screen of 1 file\n"))
        let warning = try BuiltTool.run(["check", "Fixtures/audit/double-inset-triggers.yaml"])
        #expect(warning.standardOutput.contains(": warning: [double-inset]"))
        #expect(warning.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 screen of 1 file\n"))
        let clean = try BuiltTool.run(["check", "Fixtures/audit/control-in-unsafe-area-clean.yaml"])
        #expect(clean.standardOutput == "0 errors, 0 warnings, 0 notes in 1 screen of 1 file\n")
    }
}

/// `check Fixtures/` on the repository (its `.scroll-inspect.yml` leaves out Fixtures/invalid):
/// findings only on the fixtures documented as wrong, each audit "triggers" fixture firing.
@Suite struct RepositoryFixturesCheckTests {
    /// The fixtures outside Fixtures/audit with a finding, each documented as wrong (a scene
    /// named as the mistake, or a seed of a bug): the others are correct screens, and quiet.
    static let documentedAsWrong = [
        "Fixtures/child-controller-pager.yaml", "Fixtures/grouped-zero-height-header.yaml",
        "Fixtures/keyboard-sign-in-form.yaml",
        "Fixtures/keyboard-table-view-controller.yaml", "Fixtures/seeds/custom-bar-hard-coded-20.yaml",
        "Fixtures/seeds/feed-offset-jump.yaml",
        "Fixtures/seeds/page-control-bounds.yaml", "Fixtures/table-always-landscape.yaml",
        "Fixtures/table-landscape-headers.yaml",
        "Fixtures/wwdc-schedule-landscape.yaml",
    ]

    @Test func onlyFixturesDocumentedAsWrongHaveFindings() throws {
        let result = try BuiltTool.run(["check", "Fixtures/"])
        #expect(result.exitCode == 1)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").dropLast()
        let files = Set(lines.map { String($0.prefix(while: { $0 != ":" })) })
        #expect(files.filter { !$0.hasPrefix("Fixtures/audit/") }.sorted() == Self.documentedAsWrong)
        // Each audit rule's "triggers" fixture fires its rule; no "clean" one has a finding.
        for rule in AuditRuleID.allCases {
            let triggers = "Fixtures/audit/\(rule.rawValue)-triggers."
            let fires = lines.contains { $0.hasPrefix(triggers) && $0.contains("[\(rule.rawValue)]") }
            #expect(fires, "\(rule.rawValue) does not fire")
        }
        #expect(!files.contains { $0.contains("-clean.") })
        // The counts, then what was checked (the screens and files of the whole repository).
        let summary = String(result.standardOutput.split(separator: "\n").last ?? "")
        #expect(summary.hasPrefix(try AuditFixtureExpectation.repositorySummary() + " in "))
        #expect(summary.hasSuffix(" files"))
        let outside = lines.filter { !$0.hasPrefix("Fixtures/audit/") }
        for severity in Severity.allCases {
            #expect(
                outside.filter { $0.contains(": \(severity.rawValue): [") }.count
                    == AuditFixtureExpectation.documentedAsWrong[severity])
        }
    }

    @Test func aCorrectScreenIsQuiet() throws {
        let result = try BuiltTool.run(["check", "Fixtures/feed-under-navigation-bar.yaml"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "0 errors, 0 warnings, 0 notes in 1 screen of 1 file\n")
        #expect(result.standardError == "")
    }
}
