import Foundation
import Testing

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
        Case(name: "no finding", arguments: ["Fixtures/audit/control-in-unsafe-area-clean.yaml"], exitCode: 0, findsNothing: true),
        Case(name: "warning only", arguments: ["Fixtures/audit/double-inset-triggers.yaml"], exitCode: 0),
        Case(name: "error", arguments: ["Fixtures/audit/control-in-unsafe-area-triggers.yaml"], exitCode: 1),
        Case(name: "error with its rule disabled",
             arguments: ["Fixtures/audit/control-in-unsafe-area-triggers.yaml", "--disable", "control-in-unsafe-area"], exitCode: 0,
             findsNothing: true),
        Case(name: "warning with --strict", arguments: ["Fixtures/audit/double-inset-triggers.yaml", "--strict"], exitCode: 1),
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
            let issues = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
            #expect(issues.isEmpty == test.findsNothing)
        default: break
        }
    }

    /// The fixtures say what the cases claim: the error fixture has exactly one finding at error
    /// severity, the warning fixture one warning and no error, the clean one nothing.
    @Test func fixturesHoldTheSeveritiesTheCasesName() throws {
        let error = try BuiltTool.run(["check", "Fixtures/audit/control-in-unsafe-area-triggers.yaml"])
        #expect(error.standardOutput.hasSuffix("1 error, 0 warnings, 0 notes\n"))
        let warning = try BuiltTool.run(["check", "Fixtures/audit/double-inset-triggers.yaml"])
        #expect(warning.standardOutput.contains(": warning: [double-inset]"))
        #expect(warning.standardOutput.hasSuffix("0 errors, 1 warning, 1 note\n"))
        let clean = try BuiltTool.run(["check", "Fixtures/audit/control-in-unsafe-area-clean.yaml"])
        #expect(clean.standardOutput == "0 errors, 0 warnings, 0 notes\n")
    }
}
