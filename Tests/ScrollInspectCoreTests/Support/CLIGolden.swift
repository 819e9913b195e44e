import Foundation
import Testing

/// Golden files for the tool's generated texts that are not fixture reports (completion
/// scripts, the Swift device presets), under `Tests/ScrollInspectCoreTests/CLIGolden/`.
/// `SCROLLINSETS_RECORD=1` writes them and fails the run, as for the other goldens.
enum CLIGolden {
    static let folder = PackageFiles.root.appendingPathComponent(
        "Tests/ScrollInspectCoreTests/CLIGolden", isDirectory: true)

    /// Checks `actual` against `CLIGolden/NAME`, or records it.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        try check(
            actual, at: folder.appendingPathComponent(name), shown: "CLIGolden/" + name, sourceLocation: sourceLocation)
    }

    /// Checks `actual` against the file at `url` (shown as `shown`), or records it.
    static func check(
        _ actual: String, at url: URL, shown: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
        if GoldenTests.isRecording {
            if expected != actual { try Data(actual.utf8).write(to: url) }
            Issue.record(
                "recorded \(shown); run again without \(GoldenTests.recordVariable)", sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record(
                """
                no \(shown); record it with \(GoldenTests.recordVariable)=1 swift test --filter …, review it, and run \
                again
                """,
                sourceLocation: sourceLocation)
            return
        }
        if let difference = GoldenTests.firstDifference(expected: expected, actual: actual) {
            Issue.record(
                """
                \(shown) does not match: \(difference)\nif the change is intended, re-record with \
                \(GoldenTests.recordVariable)=1
                """,
                sourceLocation: sourceLocation)
        }
    }
}
