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
    /// The corpus's floor: the recordings of UIKit (a peer model's counted apart) and their
    /// independent sources, as this session left them (issue 39's goal, 200 from 60, is reached:
    /// 208 from 92); a recording removed without a replacement fails here.
    @Test func corpusHoldsAtLeast200RecordingsOfUIKitFrom90Sources() throws {
        let recordings = try Self.files.map { try Self.recording($0.file) }
        let uikit = recordings.filter { $0.trust != .peerModel }
        let sources = Set(uikit.map { RecordingSource.identity(of: $0.source) })
        let known = recordings.filter { $0.known != nil }.count
        print(
            """
            recordings: \(recordings.count) from \(sources.count) sources \
            (\(recordings.count - uikit.count) of a peer model, counted apart); \(known) marked known (goal 0)
            """)
        #expect(uikit.count >= 200)
        #expect(sources.count >= 90)
    }

    /// No source holds more than half of a release's recordings of UIKit (iOS 14, where
    /// KaleyraTestKit's device table was 13 of 24, came under the cap with more iOS 14 printouts).
    @Test func noSourceHoldsMoreThanHalfOfARelease() throws {
        let recordings = try Self.files.map { try Self.recording($0.file) }
        let found = RecordingSourcesTable.largestShares(of: recordings)
            .filter { $0.value.count * 2 > $0.value.total }.mapValues(\.source)
        #expect(found == [:])
    }

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
            #expect(known.contains("; settled by "), "\(file.file): its known mark says what recording would settle it")
            #expect(
                docs.contains("| `\(file.file)` | \(known) |"), "docs/recordings.md lists \(file.file) with its reason")
        }
        #expect(listed == expected)
    }

    /// docs/recordings.md lists exactly the recordings marked `calibrates:`, each with the
    /// constant it names, in its "Calibrating recordings" table.
    @Test func docsListEveryCalibratingRecordingWithItsConstant() throws {
        let page = try String(
            contentsOf: PackageFiles.root.appendingPathComponent("docs/recordings.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Calibrating recordings").dropFirst().first)
        let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.hasPrefix("| `") }
        var expected: [String] = []
        for file in Self.files {
            guard let constant = try Self.recording(file.file).calibrates else { continue }
            expected.append("| `\(file.file)` | \(constant) |")
        }
        #expect(rows.map(String.init).sorted() == expected.sorted())
    }

    /// A GitHub file is cited at the commit that holds the quoted line, never at a branch or
    /// `HEAD`, whose lines move (docs/recordings.md).
    @Test func everyGitHubFileIsCitedAtACommit() throws {
        var unpinned: [String] = []
        for file in Self.files {
            let recording = try Self.recording(file.file)
            if let reference = RecordingSource.unpinnedReference(in: recording.source) {
                unpinned.append("\(file.file): cites '\(reference)', not a commit")
            }
        }
        #expect(unpinned == [])
    }

    /// One printed number is one value: the same numbers quoted from the same page at the same
    /// place (overlapping lines or one comment; where a citation names no place, one device and
    /// release), whatever fragment, scheme or commit each citation spells it with, count the
    /// printout twice (`RecordingSource.repeatedValues`).
    @Test func noPrintedValueIsCountedInTwoRecordings() throws {
        let recordings = try Self.files.map { ($0.file, try Self.recording($0.file)) }
        let repeated = RecordingSource.repeatedValues(in: recordings).map {
            "\($0.value) in \($0.files.joined(separator: ", "))"
        }
        #expect(repeated == [])
    }

    /// docs/recordings.md lists the sources with their recordings per release, as generated
    /// from the corpus (`RecordingSourcesTable`).
    @Test func docsListTheSourcesPerRelease() throws {
        let url = PackageFiles.root.appendingPathComponent("docs/recordings.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let table = RecordingSourcesTable.table(of: try Self.files.map { try Self.recording($0.file) })
        let expected = try #require(
            RecordingSourcesTable.page(page, replacingTableWith: table),
            "docs/recordings.md has the markers \(RecordingSourcesTable.begin) and \(RecordingSourcesTable.end)")
        if GoldenTests.isRecording {
            if expected != page { try expected.write(to: url, atomically: true, encoding: .utf8) }
            Issue.record("docs/recordings.md \(expected == page ? "unchanged" : "rewritten"); run again without it")
            return
        }
        #expect(expected == page, "docs/recordings.md's table of sources is stale: \(RecordingSourcesTable.regenerate)")
    }
}
