import Foundation
import Testing
@testable import ScrollInspectCore

/// README.md's synopsis block, under "The command-line tool", is the one `--help` prints, put
/// together from the commands' types (``Usage/readmeSynopsis``): when a command's options change,
/// this test fails until README says the same.
@Suite struct ReadmeSynopsisTests {
    /// The lines of the first fenced block after `## The command-line tool`.
    static func readmeSynopsis() throws -> String {
        let readme = try String(contentsOf: PackageFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = try #require(lines.firstIndex(of: "## The command-line tool"))
        let open = try #require(lines[heading...].firstIndex { $0.hasPrefix("```") })
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        return lines[(open + 1)..<close].map { $0 + "\n" }.joined()
    }

    @Test func readmeSynopsisIsTheGeneratedOne() throws {
        #expect(try Self.readmeSynopsis() == Usage.readmeSynopsis)
    }

    /// The synopsis is what `--help` lists under `usage:`, one command a line.
    @Test func helpListsTheSameSynopsis() {
        let usage = Usage.synopsis.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        #expect(Usage.full.contains("usage:\n" + usage + "\n\n"))
    }
}
