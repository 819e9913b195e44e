@testable import ScrollInspectCore
import Testing

/// A file the environment maps (``MappedFile``) is read in place: the run's output is the one of
/// the same file read into an array, and the run gives back the bytes behind the parser after
/// each scene (docs/performance.md, "The input, mapped").
@Suite struct MappedInputTests {
    /// A file's bytes in memory standing in for a mapping; records where the run gives bytes back.
    final class InMemoryMapping: MappedFile {
        private let storage: UnsafeMutableBufferPointer<UInt8>
        private let count: Int
        private(set) var releases: [Int] = []

        init(_ text: String) {
            count = text.utf8.count
            storage = .allocate(capacity: max(count, 1))
            _ = storage.initialize(from: text.utf8)
        }

        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: storage[..<count]) }

        func release(before offset: Int) { releases.append(offset) }

        deinit { storage.deallocate() }
    }

    /// ``InMemoryEnvironment`` with its files also mapped.
    struct MappingEnvironment: ScrollInspectEnvironment {
        var base: InMemoryEnvironment
        var mappings: [String: InMemoryMapping]

        func contents(ofFile path: String) throws(FileReadError) -> [UInt8] { try base.contents(ofFile: path) }
        func mappedContents(ofFile path: String) -> (any MappedFile)? { mappings[path] }
        func standardInput() -> [UInt8] { base.standardInput() }
        var standardErrorIsTerminal: Bool { false }
    }

    static let first = "device: iPhone X\nroot:\n  view:\n    frame: [0, 0, 375, 812]\n"
    /// Two siblings named alike: a warning, shown with its source line.
    static let duplicate = """
        device: iPhone X
        root:
          view:
            frame: [0, 0, 375, 812]
            subviews:
              - view: {name: a, frame: [0, 0, 10, 10]}
              - view: {name: a, frame: [0, 0, 10, 10]}

        """

    /// The run of `arguments` on `text` as file `f.yaml`, read into an array and mapped.
    static func runs(
        _ text: String, _ arguments: String...
    ) -> (read: CommandOutput, mapped: CommandOutput, InMemoryMapping) {
        let base = InMemoryEnvironment(files: ["f.yaml": text])
        let mapping = InMemoryMapping(text)
        let mapped = ScrollInspect.run(
            arguments, environment: MappingEnvironment(base: base, mappings: ["f.yaml": mapping]))
        return (ScrollInspect.run(arguments, environment: base), mapped, mapping)
    }

    /// After each batch of scenes (``SceneRun/batchSize``) the run gives back the bytes before the
    /// line the parser stopped at: the next scene's `---`.
    @Test func aMappedFileIsReadInPlaceAndGivenBackBatchByBatch() {
        let batch = SceneRun.batchSize
        let scenes = [Self.first, Self.duplicate] + Array(repeating: Self.first, count: 2 * batch)
        let text = scenes.joined(separator: "---\n")
        let (read, mapped, mapping) = Self.runs(text, "f.yaml", "--format", "json")
        #expect(mapped == read)
        #expect(read.exitCode == .success)
        #expect(read.standardError.hasPrefix("f.yaml:12:9: warning: a sibling is already named 'a'"))
        // The separators before scene `batch` and scene `2 * batch`; the last scene's batch is not
        // full, and its bytes go with the mapping.
        let separators = [batch, 2 * batch].map { index in
            scenes[..<index].map(\.utf8.count).reduce(0, +) + (index - 1) * 4
        }
        #expect(mapping.releases == separators)
    }

    /// A file with a diagnostic after scenes a run has already checked, and how many times the
    /// siblings' warning is shown.
    struct Later: Sendable, CustomTestStringConvertible {
        var text: String
        var warnings: Int
        var testDescription: String { warnings == 0 ? "an error" : "a warning" }
    }

    static let errorLater: String = first + "---\n" + duplicate + "---\ndevice: iPhone X\nroot:\n  view:\n    nmae: x\n"
    static let warningLater: String =
        duplicate + "---\ndevice: iPhone 8\nstatusBar: visible\norientation: landscapeLeft\n"
        + "root: {view: {frame: [0, 0, 1, 1]}}\n"
    static let later: [Later] = [Later(text: errorLater, warnings: 0), Later(text: warningLater, warnings: 1)]

    /// A diagnostic after scenes already checked (an error in a later scene, which stops the run
    /// before any scene is placed; a warning, after which the scenes are placed again): the run
    /// goes back and reports the whole file as an unmapped run does, the siblings' warning
    /// as often as the case says.
    @Test(arguments: later)
    func aDiagnosticLaterInTheFileGivesTheUnmappedRunsOutput(_ later: Later) {
        let text = later.text
        let warnings = later.warnings
        for arguments in [["f.yaml", "--format", "json"], ["check", "f.yaml", "--device", "all"]] {
            let base = InMemoryEnvironment(files: ["f.yaml": text])
            let mapping = InMemoryMapping(text)
            let read = ScrollInspect.run(arguments, environment: base)
            let mapped = ScrollInspect.run(
                arguments, environment: MappingEnvironment(base: base, mappings: ["f.yaml": mapping]))
            #expect(mapped == read, "\(arguments)")
            #expect(!read.standardError.isEmpty)
            #expect(
                read.standardError.components(separatedBy: "warning: a sibling is already named 'a'").count == warnings
                    + 1,
                "\(arguments)")
        }
    }
}
