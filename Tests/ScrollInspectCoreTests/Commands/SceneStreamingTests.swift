import Foundation
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets
import ScrollInsetsFormats
import Testing
import YAMLSubset

/// A run decodes one scene at a time (``FixtureDecoder/decodeScenes(_:limits:_:)`` over
/// ``YAMLParser/parseDocuments(utf8:_:)``) and streams its output, yet gives what the whole-file
/// decoder gives and writes nothing when it fails.
@Suite struct SceneStreamingTests {
    /// Every fixture of the repository, the invalid ones included: one scene at a time gives
    /// exactly the scenes of the whole-file decoder when the file has no diagnostic, and says
    /// so (returns `false`) when it has one.
    @Test func decodingSceneBySceneGivesTheScenesOfTheWholeFile() throws {
        let paths = PackageFiles.files(under: PackageFiles.fixtures).filter { $0.hasSuffix(".yaml") }
        #expect(paths.count >= 40)
        var clean = 0
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: PackageFiles.fixtures.appendingPathComponent(path)))
            let whole = FixtureDecoder.decode(bytes)
            var scenes: [FixtureScene] = []
            let isClean = FixtureDecoder.decodeScenes(bytes) { scenes.append($0) }
            #expect(isClean == whole.diagnostics.isEmpty, "\(path)")
            if isClean {
                #expect(scenes == whole.scenes, "\(path)")
                clean += 1
            }
        }
        #expect(clean >= 35)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var text: String
        var testDescription: String { id }
    }

    static let good = "device: iPhone X\nroot:\n  view: {name: a}\n"

    /// Files the scene-by-scene decoder hands back to the whole-file one: it stops at the first
    /// diagnostic, wherever it is.
    static let stopping: [Case] = [
        Case(id: "a parse error in a later scene", text: good + "---\n" + good + "---\nroot: [\n"),
        Case(id: "a decode error in a later scene", text: good + "---\ndevice: iPhone XZ\nroot: {view: {}}\n"),
        Case(
            id: "a warning",
            text: good + "---\ndevice: iPhone 8\nstatusBar: visible\norientation: landscapeLeft\nroot: {view: {}}\n"),
        Case(id: "content after a separator", text: good + "--- x\n" + good),
        Case(id: "no scene", text: "# nothing\n"),
        Case(id: "empty", text: ""),
    ]

    @Test(arguments: stopping) func stopsAtTheFirstDiagnostic(_ test: Case) {
        let bytes = Array(test.text.utf8)
        #expect(!FixtureDecoder.decode(bytes).diagnostics.isEmpty)
        #expect(!FixtureDecoder.decodeScenes(bytes) { _ in })
    }

    /// Parsing one document at a time, to the end, finds the documents and diagnostics of
    /// parsing the whole text; the body can stop it.
    @Test func parsingDocumentByDocumentFindsWhatTheWholeParseFinds() {
        let text = Array((Self.good + "---\n" + "a: [1, 2\n" + "---\n" + Self.good + "---\n# only a comment\n").utf8)
        let whole = YAMLParser().parse(text)
        var documents: [YAMLDocument] = []
        var counts: [Int] = []
        let diagnostics = YAMLParser().parseDocuments(utf8: text.span) { document, count in
            documents.append(document)
            counts.append(count)
            return true
        }
        #expect(documents == whole.documents)
        #expect(diagnostics == whole.diagnostics)
        #expect(documents.count == 3)
        #expect(counts == [0, 1, 1])
        var seen = 0
        _ = YAMLParser().parseDocuments(utf8: text.span) { _, _ in
            seen += 1
            return false
        }
        #expect(seen == 1)
    }

    /// Standard output that records each write.
    struct RecordingOutput: OutputSink {
        var writes: [Int] = []
        var text = ""
        mutating func write(_ bytes: Span<UInt8>) {
            writes.append(bytes.count)
            var copy: [UInt8] = []
            for index in bytes.indices { copy.append(bytes[index]) }
            text += String(decoding: copy, as: UTF8.self)
        }
    }

    /// A large JSON report is held while the scenes are laid out (``HeldOutput``; this environment
    /// has no temporary file, so in memory) and reaches standard output once the run succeeded, in
    /// one piece, followed by the end of the document: the report the whole run collects.
    @Test func aLargeReportIsHeldAndHandedOn() {
        let text = Array(repeating: Self.good, count: 300).joined(separator: "---\n")
        let environment = InMemoryEnvironment(files: ["many.yaml": text])
        var output = RecordingOutput()
        let status = ScrollInspect.run(["many.yaml", "--format", "json"], environment: environment, output: &output)
        #expect(status == CommandStatus(standardError: "", exitCode: .success))
        #expect(output.writes.count == 2)
        #expect(!output.writes.contains(0))
        #expect(output.writes.reduce(0, +) > 4 * JSONListDocument.flushThreshold)
        #expect(output.text == environment.run("many.yaml", "--format", "json").standardOutput)
        #expect(output.text.hasSuffix("\n}\n"))
    }

    /// A navigation stack, which every command lays out (`lifecycle` needs one).
    static let stack = """
        device: iPhone X
        root:
          navigationController:
            name: nav
            viewControllers:
              - viewController: {name: feed, view: {view: {name: root}}}

        """

    /// Decodes, but fails at layout: `leading` is the `left` edge in left-to-right.
    static let failsAtLayout = """
        device: iPhone X
        root:
          navigationController:
            name: nav
            viewControllers:
              - viewController:
                  name: feed
                  view:
                    view:
                      name: root
                      subviews:
                        - view: {name: p, pin: {leading: 0, left: 0, top: 0, width: 10, height: 10}}

        """

    /// A failure at layout in the last scene of the last file, found after hundreds of good
    /// scenes: nothing at all is written to standard output.
    @Test(arguments: ["report", "check", "diff", "lifecycle"])
    func aFailureAtTheEndWritesNothing(command: String) {
        let many = Array(repeating: Self.stack, count: 300).joined(separator: "---\n")
        let environment = InMemoryEnvironment(files: ["a.yaml": many, "b.yaml": many + "---\n" + Self.failsAtLayout])
        for format in ["text", "json"] {
            var output = RecordingOutput()
            let status = ScrollInspect.run(
                [command, "a.yaml", "b.yaml", "--format", format], environment: environment, output: &output)
            #expect(status.exitCode == .dataError)
            #expect(status.standardError.hasPrefix("b.yaml:"))
            #expect(status.standardError.contains(": error: nav/feed/root/p: pin gives both 'left' and 'leading'"))
            #expect(output.writes.isEmpty)
        }
    }
}
