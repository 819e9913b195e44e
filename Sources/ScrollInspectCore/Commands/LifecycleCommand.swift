import ScrollInsets

/// `scroll-inspect lifecycle FILE...`: the view-controller callbacks of pushing the top
/// controller of each scene's navigation stack, with the `safeAreaInsets` each one observes.
struct LifecycleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "lifecycle",
        usage: "lifecycle FILE... [--device NAME|all] [--orientation NAME|all] [--format text|json]",
        abstract: [
            "the callbacks of pushing the top controller of a navigation stack, with the",
            "safeAreaInsets each one observes",
        ],
        formats: [.text, .json])
    static var arguments: [OptionDescriptor<Self>] {
        [.format(\.format, otherwise: "text")] + SceneOptions.arguments(\.scenes, releases: false)
    }
    static var files: WritableKeyPath<Self, [String]>? { \.scenes.files }

    var scenes = SceneOptions()
    var format: OutputFormat?

    func validate() throws(UsageError) {
        try scenes.validate()
    }

    /// The push of each placed scene, written as each is played.
    struct Pushes: ~Copyable, SceneSink {
        /// The reports written so far.
        var reports: ReportListOutput
        /// The pushes played, one a screen (``Scene/pushLifecycle()`` lays the scene out as the push
        /// goes).
        private(set) var layouts = 0

        mutating func add(
            _ placed: SceneOnScreen, _ inFile: SceneInFile, to output: inout some OutputSink
        ) throws(ModelError) {
            let scene = try placed.scene()
            layouts += 1  // one push played
            let report = LifecycleReport(
                file: inFile.file, index: inFile.index, screen: scene.screen,
                events: try scene.pushLifecycle())
            reports.add(text: report.text, json: { report.write(into: &$0) }, to: &output)
        }
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        var run: SceneRun
        do { run = try SceneRun(scenes, environment: environment) } catch {
            return .usageError(error)
        }
        var sink = Pushes(reports: ReportListOutput(jsonListKey: format == .json ? "lifecycles" : nil))
        run.load(run.files, environment: environment, into: &sink)
        if let failure = run.failure { return failure }
        run.write(to: &output)
        sink.reports.finish(to: &output)
        return run.status()
    }
}
