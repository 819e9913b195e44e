import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// Every audit fixture (`Fixtures/audit/RULE-triggers.*` and `RULE-clean.*`) gets from `check`, in
/// text and in SARIF, exactly the findings its `expect:` comments name: each rule, each that many
/// times, no other. So a new rule's two fixtures are its test: a rule needs no test file of its own.
@Suite struct AuditFixtureExpectationTests {
    static let fixtures = GoldenCase.all.filter { $0.folder == "audit" }

    @Test(arguments: fixtures)
    func checkReportsWhatTheFixtureExpects(_ golden: GoldenCase) throws {
        let contents = try String(
            contentsOf: PackageFiles.root.appendingPathComponent(golden.fixture), encoding: .utf8)
        let expected = try AuditFixtureExpectation(fixture: contents)
        let text = ScrollInspect.run(["check", golden.fixture], environment: PackageFileEnvironment())
        #expect(text.standardError == "", "\(golden.fixture)")
        #expect(
            AuditFixtureExpectation(textOutput: text.standardOutput) == expected,
            "\(golden.fixture) expects \(expected):\n\(text.standardOutput)")
        let sarif = ScrollInspect.run(
            ["check", golden.fixture, "--format", "sarif"], environment: PackageFileEnvironment())
        #expect(
            try AuditFixtureExpectation(sarif: sarif.standardOutput) == expected,
            "\(golden.fixture) expects \(expected) in SARIF")
        // The exit code follows the severities: 1 only with an error.
        let hasError = (expected.severityCounts[.error] ?? 0) > 0
        #expect(text.exitCode == (hasError ? .findings : .success), "\(golden.fixture)")
        // The name says which rule: RULE-triggers reports it, RULE-clean does not.
        let file = String(golden.name.dropFirst("audit/".count))
        let triggers = file.hasSuffix("-triggers")
        #expect(
            triggers || file.hasSuffix("-clean"), "audit fixtures are named RULE-triggers or RULE-clean, not \(file)")
        let rule = String(file.dropLast(triggers ? "-triggers".count : "-clean".count))
        #expect(AuditRuleID(rawValue: rule) != nil, "\(golden.fixture) names no rule")
        #expect((expected.counts[rule] ?? 0 > 0) == triggers, "\(golden.fixture) expects \(expected)")
    }

    /// The reader of `expect:` refuses what it cannot read, so that a misspelt clause fails.
    @Test func theClausesParseAndMisspeltOnesAreRefused() throws {
        #expect(try AuditFixtureExpectation(fixture: "# expect: no findings (the bar is 54)\nformat: 1").counts == [:])
        #expect(
            try AuditFixtureExpectation(
                fixture: "# expect: double-inset × 2, pinned-under-bar × 1 at 'a/b':\n---\n# expect: double-inset × 1"
            ).counts == ["double-inset": 3, "pinned-under-bar": 1])
        #expect(
            try AuditFixtureExpectation(fixture: "<!-- A scene. expect: layout-guide-migration × 1 on 'Inbox' -->")
                .counts == ["layout-guide-migration": 1])
        for wrong in [
            "format: 1", "# expect: nothing", "# expect: double-inset on 'a'", "# expect: double-insets × 1",
            "# expect: double-inset × 0",
        ] {
            #expect(throws: AuditFixtureExpectation.Unreadable.self, "\(wrong)") {
                try AuditFixtureExpectation(fixture: wrong)
            }
        }
    }

    @Test func textAndSARIFAreCounted() throws {
        let text = """
            a.yaml:3:5: warning: [double-inset] 'x' has …
            a.yaml: note: [content-offset-not-zero] 'y' starts …
            a.yaml:9:1: warning: [double-inset] 'z' has [a bracket]
            0 errors, 2 warnings, 1 note

            """
        #expect(
            AuditFixtureExpectation(textOutput: text).counts == ["double-inset": 2, "content-offset-not-zero": 1])
        let sarif = #"{"runs": [{"results": [{"ruleId": "pinned-under-bar"}, {"ruleId": "pinned-under-bar"}]}]}"#
        #expect(try AuditFixtureExpectation(sarif: sarif).counts == ["pinned-under-bar": 2])
    }
}
