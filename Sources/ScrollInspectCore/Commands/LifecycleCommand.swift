import ScrollInsets

/// `scroll-inspect lifecycle FILE...`: the view-controller callbacks of pushing the top
/// controller of each scene's navigation stack, with the `safeAreaInsets` each one observes.
struct LifecycleCommand: Subcommand {
    static let name = "lifecycle"
    static let usage = "lifecycle FILE... [--format text|json]"
    static let summary = [
        "the callbacks of pushing the top controller of a navigation stack, with the",
        "safeAreaInsets each one observes",
    ]
    static let options: Set<CommandOption> = [.format, .device, .orientation]
    static let formats: [OutputFormat] = [.text, .json]

    var scenes: SceneOptions
    var format: OutputFormat

    init(_ arguments: ParsedArguments) throws(UsageError) {
        scenes = try SceneOptions(arguments)
        format = arguments.format
    }

    /// The push of each placed scene.
    struct Pushes: SceneSink {
        var reports: [LifecycleReport] = []

        mutating func add(_ scene: Scene, _ placement: ScenePlacement) throws(ModelError) {
            reports.append(LifecycleReport(file: placement.file, index: placement.index, screen: scene.screen,
                                           events: try scene.pushLifecycle()))
        }
    }

    func run(environment: some ScrollInspectEnvironment) -> CommandOutput {
        var run: SceneRun
        do { run = try SceneRun(scenes, colorized: environment.standardErrorIsTerminal) } catch { return .usageError(error) }
        var sink = Pushes()
        run.load(scenes.files, environment: environment, into: &sink)
        if let failure = run.failure { return failure }
        if format == .json { return run.output(LifecycleReport.json(sink.reports)) }
        return run.output(sink.reports.map(\.text).joined(separator: "\n"))
    }
}
