import Foundation
import Testing
@testable import ScrollInspectCore

/// `--generate-manpage`: the committed docs/scroll-inspect.1 is what the tool generates from its
/// option tables (re-record with `SCROLLINSETS_RECORD=1`), and every option of the table is in it.
@Suite struct ManPageTests {
    @Test func theCommittedManPageIsCurrent() throws {
        let output = InMemoryEnvironment().run("--generate-manpage")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput == ManPage.text)
        try CLIGolden.check(
            output.standardOutput, at: PackageFiles.root.appendingPathComponent("docs/scroll-inspect.1"),
            shown: "docs/scroll-inspect.1")
    }

    @Test(arguments: CommandOption.allCases)
    func everyOptionHasItsEntry(_ option: CommandOption) {
        let entry = ManPage.term(
            option.spellings, option.takesValue ? String(option.helpTerm.split(separator: " ")[1]) : nil)
        #expect(ManPage.text.contains(".TP\n" + entry + "\n" + ManPage.escaped(option.helpDescription)))
    }

    @Test func termsAndEscapes() {
        #expect(ManPage.term(["-o", "--output"], "PATH") == "\\fB\\-o\\fR, \\fB\\-\\-output\\fR \\fIPATH\\fR")
        #expect(ManPage.escaped("iOS 10 → 11, a\\b") == "iOS 10 \\[u2192] 11, a\\eb")
        #expect(ManPage.escaped(".start") == "\\&.start")
    }
}
