import Foundation
import Testing
@testable import ScrollInspectCore

/// Golden files for `diff` between two releases: the Liquid Glass migration (18 → 26) and the
/// 2017 one (iOS 10 → 11, the default), text and JSON, under `DiffGolden/`.
///
/// Re-record after an intended change with `SCROLLINSETS_RECORD=1 swift test --filter
/// DiffGoldenTests`; that run writes the files and fails, so review the diff and run again.
@Suite struct DiffGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The golden's name: `DiffGolden/NAME.txt` and `DiffGolden/NAME.json`.
        var name: String
        var arguments: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "tab-navigation-table-iphone16.ios18-ios26",
            arguments: ["diff", "Fixtures/tab-navigation-table-iphone16-ios26.yaml", "--ios", "18", "--ios", "26"]),
        Case(
            name: "landscape.ios18-ios26",
            arguments: ["diff", "Fixtures/landscape-ios26.yaml", "--ios", "18", "--ios", "26"]),
        Case(
            name: "tab-and-navigation-iphone-x.ios10-ios11",
            arguments: ["diff", "Fixtures/tab-and-navigation-iphone-x.yaml"]),
    ]

    static let folder = PackageFiles.root.appendingPathComponent(
        "Tests/ScrollInspectCoreTests/DiffGolden", isDirectory: true)

    @Test(arguments: cases)
    func outputMatchesGoldens(_ test: Case) throws {
        let text = ScrollInspect.run(test.arguments, environment: PackageFileEnvironment())
        let json = ScrollInspect.run(test.arguments + ["--format", "json"], environment: PackageFileEnvironment())
        #expect(text.exitCode == .success, "\(text.standardError)")
        #expect(json.exitCode == .success, "\(json.standardError)")
        for (file, output) in [(test.name + ".txt", text.standardOutput), (test.name + ".json", json.standardOutput)] {
            let url = Self.folder.appendingPathComponent(file)
            let expected = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
            if GoldenTests.isRecording {
                if expected != output { try Data(output.utf8).write(to: url) }
                Issue.record("recorded DiffGolden/\(file); run again without \(GoldenTests.recordVariable)")
            } else if let expected {
                if let difference = GoldenTests.firstDifference(expected: expected, actual: output) {
                    Issue.record("DiffGolden/\(file) does not match: \(difference)")
                }
            } else {
                Issue.record("no golden DiffGolden/\(file); record it with \(GoldenTests.recordVariable)=1")
            }
        }
    }

    /// The migration report's headline numbers (docs/releases.md): iPhone 16, tab → navigation
    /// → table, iOS 18 → 26: the bar moves from (0, 53.667, 393, 44) (pixel row 161,
    /// GKNavigationBarSwift #41) to (0, 59, 393, 54), the adjusted inset from 97.667 to 113.
    @Test func iPhone16From18To26() {
        let output = ScrollInspect.run(Self.cases[0].arguments, environment: PackageFileEnvironment()).standardOutput
        #expect(output.contains("    navigationBar.frame (0, 53.667, 393, 44) → (0, 59, 393, 54)\n"))
        #expect(output.contains("    adjustedContentInset (97.667, 0, 83, 0) → (113, 0, 83, 0)\n"))
        #expect(
            output.contains(
                """
                    why on iOS 26: safeAreaInsets.top 113 = 59 (sensor housing (status bar 54 pt within it)) + 54 \
                (navigation bar of 'tabs/nav' 54 pt)\n
                """
            ))
    }
}
