@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets
import ScrollInsetsFormats
import Testing

/// A JSON run over several files is the report of all their scenes, written scene by scene,
/// and still all or nothing.
@Suite struct JSONRunTests {
    static let good = "device: iPhone X\nroot:\n  view: {name: a}\n"
    /// Decodes, but a child view controller in `subviews` needs a frame: it fails at layout.
    static let failsAtLayout = """
        device: iPhone X
        root:
          view:
            name: root
            subviews:
              - viewController: {name: child, view: {view: {name: v}}}
        """

    @Test func aRunOfSeveralFilesIsTheReportOfAllTheirScenes() throws {
        let files = [("a.yaml", Self.good), ("b.yaml", Self.good + "---\n" + Self.good)]
        let environment = InMemoryEnvironment(files: Dictionary(uniqueKeysWithValues: files))
        let output = environment.run("a.yaml", "b.yaml", "--format", "json")
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        let reports = try files.flatMap { file, text in
            try FixtureDecoder.decode(Array(text.utf8)).scenes.map { scene in
                let layout = try scene.scene().layout()
                return SceneReport(file: file, index: scene.index, layout: layout, findings: Audit.run(on: layout))
            }
        }
        #expect(reports.count == 3)
        #expect(output.standardOutput == JSONReport.render(reports))
    }

    struct FailureCase: CustomTestStringConvertible, Sendable {
        var id: String
        var files: [String: String]
        var exitCode: ExitCode
        var testDescription: String { id }
    }

    static let failures: [FailureCase] = [
        FailureCase(
            id: "a later file does not decode", files: ["a.yaml": good, "b.yaml": "root: [\n"], exitCode: .dataError),
        FailureCase(
            id: "a later scene fails at layout", files: ["a.yaml": good, "b.yaml": good + "---\n" + failsAtLayout],
            exitCode: .dataError),
        FailureCase(id: "a later file cannot be opened", files: ["a.yaml": good], exitCode: .noInput),
    ]

    @Test(arguments: failures) func aFailedRunPrintsNothingOnStandardOutput(_ failure: FailureCase) {
        let output = InMemoryEnvironment(files: failure.files).run("a.yaml", "b.yaml", "--format", "json")
        #expect(output.exitCode == failure.exitCode)
        #expect(output.standardOutput == "")
        #expect(output.standardError.contains("error"))
    }
}
