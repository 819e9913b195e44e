import Foundation
import Testing
@testable import ScrollInspectCore

/// The README's error example is what the tool prints, line for line (issue 19: it had lost
/// the `= note:` line), and the exit code it names.
@Suite struct ReadmeErrorExampleTests {
    static let command = "$ swift run scroll-inspect Fixtures/invalid/misspelled-key.yaml"

    /// The lines after ``command`` in README.md, up to the end of their code block.
    static func readmeOutput() throws -> String {
        let readme = try String(contentsOf: PackageFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == command }, "README.md has no line '\(command)'")
        let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix("```") })
        return lines[(start + 1)..<end].joined(separator: "\n") + "\n"
    }

    @Test func theReadmeShowsWhatTheToolPrints() throws {
        let output = ScrollInspect.run(["Fixtures/invalid/misspelled-key.yaml"], environment: PackageFileEnvironment())
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(try Self.readmeOutput() == output.standardError)
    }
}
