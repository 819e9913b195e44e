import Foundation
import Testing
@testable import ScrollInspectCore

/// The real binary finds `.scroll-inspect.yml` above its working directory and lists the
/// files of `included` on disk (hidden directories skipped).
@Suite struct ConfigurationEndToEndTests {
    @Test func theBinaryFindsTheFileAboveAndItsFixtures() throws {
        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory.appendingPathComponent("scroll-inspect-config-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: root) }
        for folder in ["Fixtures/more", "Fixtures/.hidden", "Fixtures/invalid", "work/deeper"] {
            try fileManager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let fixture = BaselineTests.fixture()
        for path in ["Fixtures/a.yaml", "Fixtures/more/b.yml", "Fixtures/.hidden/c.yaml", "Fixtures/notes.txt"] {
            try Data(fixture.utf8).write(to: root.appendingPathComponent(path))
        }
        try Data("device: nothing\n".utf8).write(to: root.appendingPathComponent("Fixtures/invalid/bad.yaml"))
        try Data("included: Fixtures\nexcluded: Fixtures/invalid\nrules: {disabled: content-offset-not-zero}\n".utf8)
            .write(to: root.appendingPathComponent(".scroll-inspect.yml"))
        let result = try BuiltTool.run(["config", "--effective"], in: root.appendingPathComponent("work/deeper"))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("# configuration: ../../.scroll-inspect.yml\n"))
        #expect(
            result.standardOutput.hasSuffix(
                """
                # files (2, ../../.scroll-inspect.yml:1:11):\n#   ../../Fixtures/a.yaml\n#   \
                ../../Fixtures/more/b.yml\n
                """
            ))
        let check = try BuiltTool.run(["check"], in: root.appendingPathComponent("work/deeper"))
        #expect(check.exitCode == 0)
        #expect(check.standardOutput.hasSuffix("0 errors, 2 warnings, 0 notes in 2 screens of 2 files\n"))
    }
}
