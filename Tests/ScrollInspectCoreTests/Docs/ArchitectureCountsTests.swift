import Foundation
import Testing

/// docs/architecture.md's counts (targets, files, lines, unsafe uses outside the fences, `String`
/// reason fields, hand-written explanation writers) are what scripts/architecture-counts.sh prints
/// for this tree.
@Suite struct ArchitectureCountsTests {
    static let script = PackageFiles.root.appendingPathComponent("scripts/architecture-counts.sh")

    static func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.script.path] + arguments
        process.currentDirectoryURL = PackageFiles.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test func theDocsCountsAreTheScripts() throws {
        let check = try Self.run(["--check"])
        #expect(check.status == 0, "\(check.output)")
        let printed = try Self.run([])
        #expect(printed.status == 0)
        let doc = try String(
            contentsOf: PackageFiles.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let begin = try #require(doc.range(of: "<!-- architecture-counts: begin -->\n"))
        let end = try #require(doc.range(of: "\n<!-- architecture-counts: end -->"))
        #expect(String(doc[begin.upperBound..<end.lowerBound]) + "\n" == printed.output)
        // Every target under Sources/ has a row, and the fences leave no unsafe use outside them.
        let targets = try FileManager.default.contentsOfDirectory(
            atPath: PackageFiles.root.appendingPathComponent("Sources").path
        ).filter { !$0.hasPrefix(".") }
        for target in targets { #expect(printed.output.contains("| `\(target)` |"), "no row for \(target)") }
        #expect(printed.output.contains("| all \(targets.count) targets |"))
        #expect(
            printed.output.split(separator: "\n").filter { $0.hasPrefix("| `") }.allSatisfy { $0.hasSuffix(" 0 |") })
    }
}
