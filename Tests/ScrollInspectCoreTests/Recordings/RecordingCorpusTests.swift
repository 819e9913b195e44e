import Foundation
import ScrollInsets
import ScrollInsetsFormats
import Testing
@testable import ScrollInspectCore

/// Every recording of `Tests/Recordings/` run through the check `verify` makes: a recording the
/// model does not match is allowed only when marked `known:`, and one marked `known:` that now
/// matches fails too, so that the marks stay honest (docs/recordings.md).
@Suite struct RecordingCorpusTests {
    /// One recording file, by its path under `Tests/Recordings/`.
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var testDescription: String { file }
    }

    static let files: [Case] = PackageFiles.files(under: PackageFiles.recordings)
        .filter { $0.hasSuffix(".yaml") }.map(Case.init)

    static func recording(_ file: String) throws -> Recording {
        let bytes = Array(try Data(contentsOf: PackageFiles.recordings.appendingPathComponent(file)))
        let decoded = Recording.decode(bytes)
        #expect(decoded.diagnostics.map(\.description) == [])
        return try #require(decoded.recording)
    }

    @Test(arguments: files)
    func recordingAgreesOrIsMarkedKnown(_ recording: Case) throws {
        let verdict = try RecordingCheck.check(try Self.recording(recording.file))
        switch verdict.status {
        case .agrees, .known:
            break
        case .disagrees:
            let values = verdict.disagreements.map {
                "\($0.path): recorded \($0.recorded), model \($0.model.map { "\($0)" } ?? "none")"
            }
            Issue.record("\(recording.file) disagrees and is not marked known: \(values.joined(separator: "; "))")
        case .knownButAgrees:
            Issue.record(
                "\(recording.file) is marked known (\(verdict.known ?? "")) but every value agrees; remove 'known'")
        }
    }

    /// The corpus's size and breadth, and the count of known disagreements, printed on every run.
    @Test func corpusHoldsAtLeast120RecordingsFrom25Sources() throws {
        let recordings = try Self.files.map { try Self.recording($0.file) }
        let sources = Set(recordings.map { RecordingSource.identity(of: $0.source) })
        let known = recordings.filter { $0.known != nil }.count
        print("recordings: \(recordings.count) from \(sources.count) sources; \(known) marked known (goal 0)")
        #expect(recordings.count >= 120)
        #expect(sources.count >= 25)
    }

    /// docs/recordings.md lists each recording marked known, with its reason, and no other.
    @Test func docsListEveryKnownRecordingWithItsReason() throws {
        let page = try String(
            contentsOf: PackageFiles.root.appendingPathComponent("docs/recordings.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Known disagreements").dropFirst().first)
        let docs = section.components(separatedBy: "\n## ")[0]
        let listed = Set(
            docs.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
                return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            })
        var expected: Set<String> = []
        for file in Self.files {
            let recording = try Self.recording(file.file)
            guard let known = recording.known else { continue }
            expected.insert(file.file)
            #expect(
                docs.contains("| `\(file.file)` | \(known) |"), "docs/recordings.md lists \(file.file) with its reason")
        }
        #expect(listed == expected)
    }
}
