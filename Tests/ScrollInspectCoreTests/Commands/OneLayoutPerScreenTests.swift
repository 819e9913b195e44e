import ScrollInsets
@testable import ScrollInspectCore
import Testing

/// Each scene is laid out once per screen (and release) in every scene command: the run hands
/// each placed scene to its sink once, and the sink lays it out through
/// ``SceneOnScreen/layout(release:counting:)``, which counts (``SceneSink/layouts``). A second
/// layout of a screen (a check pass, a file read again after a warning) shows in the count.
@Suite struct OneLayoutPerScreenTests {
    static func scenes(
        _ count: Int, commentOn special: Int? = nil, comment: String = "scroll-inspect: disable dobule-inset"
    )
        -> String
    {
        (0..<count).map { index in
            (index == special ? "# \(comment)\n" : "")
                + "device: iPhone X\nroot:\n  view:\n    frame: [0, 0, 375, 812]\n"
        }.joined(separator: "---\n")
    }

    static func run(_ text: String, device: String? = nil, orientation: String? = nil) throws -> SceneRun {
        var options = SceneOptions()
        options.files = ["f.yaml"]
        options.device = device
        options.orientation = orientation
        return try SceneRun(options, environment: InMemoryEnvironment(files: ["f.yaml": text]))
    }

    @Test func theReportLaysEachSceneOutOnce() throws {
        for json in [false, true] {
            var run = try Self.run(Self.scenes(3))
            var sink = ReportScenes(json: json, explain: false)
            run.load(run.files, environment: InMemoryEnvironment(files: ["f.yaml": Self.scenes(3)]), into: &sink)
            #expect(run.failure == nil)
            #expect(sink.layouts == 3)
            #expect(sink.count == 3)
        }
    }

    /// `--orientation all` on the iPhone X: portrait and the two landscapes (it has no upside-down
    /// portrait), three screens a scene, each laid out once.
    @Test func aMatrixLaysEachScreenOutOnce() throws {
        var run = try Self.run(Self.scenes(2), device: "iPhone X", orientation: "all")
        var sink = CheckScenes(json: true, explain: false, strict: false, groupsAcrossScreens: true)
        run.load(run.files, environment: InMemoryEnvironment(files: ["f.yaml": Self.scenes(2)]), into: &sink)
        #expect(run.failure == nil)
        #expect(sink.layouts == 6)
        #expect(sink.findings.count == 6)
    }

    /// `render --ios 15 --ios 16`: each scene laid out once on each release.
    @Test func renderLaysEachSceneOutOncePerRelease() throws {
        var run = try Self.run(Self.scenes(2))
        var sink = RenderScenes(explain: false)
        sink.releases = [UIKitRelease(15), UIKitRelease(16)]
        run.load(run.files, environment: InMemoryEnvironment(files: ["f.yaml": Self.scenes(2)]), into: &sink)
        #expect(run.failure == nil)
        #expect(sink.layouts == 4)
        #expect(sink.reports.count == 4)
    }

    /// A warning in the 36th of 40 scenes: the file is decoded again to report it in order, and the
    /// first 32 scenes, already laid out and written, are not laid out again.
    @Test func aFileReadAgainForAWarningIsNotLaidOutAgain() throws {
        let text = Self.scenes(40, commentOn: 35)
        var run = try Self.run(text)
        var sink = ReportScenes(json: true, explain: false)
        run.load(run.files, environment: InMemoryEnvironment(files: ["f.yaml": text]), into: &sink)
        #expect(run.failure == nil)
        #expect(sink.layouts == 40)
        #expect(sink.count == 40)
        // The warning, at the typo: line 6 of scene 35's part (5 lines a scene and its `---`).
        #expect(run.errors.contains("f.yaml:\(35 * 5 + 1):27: warning: unknown rule 'dobule-inset'"))
    }

    /// The whole command: the output of a file read again for a warning is the output of the
    /// same file with an ordinary comment in its place (the rule it names is none), scene for scene.
    @Test func theOutputOfAFileReadAgainIsWhole() {
        let warned = ScrollInspect.run(
            ["f.yaml", "--format", "json"],
            environment: InMemoryEnvironment(files: ["f.yaml": Self.scenes(40, commentOn: 35)]))
        let clean = ScrollInspect.run(
            ["f.yaml", "--format", "json"],
            environment: InMemoryEnvironment(files: ["f.yaml": Self.scenes(40, commentOn: 35, comment: "a comment")]))
        #expect(warned.exitCode == .success)
        #expect(warned.standardOutput == clean.standardOutput)
    }
}
