import ScrollInsets

/// `scroll-inspect diff FILE...`: what moves when each scene is laid out by one system and then
/// by another (iOS 10, with layout guides and no safe area, then iOS 11, by default).
struct DiffCommand: Subcommand {
    static let name = "diff"
    static let usage = "diff FILE... [--ios 10 --ios 11] [--format text|json]"
    static let summary = ["what moves between iOS 10 (layout guides, no safe area) and iOS 11"]
    static let options: Set<CommandOption> = [.format, .device, .orientation, .ios]
    static let formats: [OutputFormat] = [.text, .json]

    /// Two systems, or none for iOS 10 then iOS 11.
    static func validate(systems: [SystemVersion]) throws(UsageError) {
        if systems.count != 2 && !systems.isEmpty {
            throw UsageError(message: "'diff' compares two systems: give '--ios 10 --ios 11' (or no '--ios' for that default)")
        }
    }

    var scenes: SceneOptions
    var format: OutputFormat
    /// The systems compared, before and after.
    var systems: (SystemVersion, SystemVersion)

    init(_ arguments: ParsedArguments) throws(UsageError) {
        scenes = try SceneOptions(arguments)
        format = arguments.format
        systems = arguments.systems.count == 2 ? (arguments.systems[0], arguments.systems[1]) : (.iOS10, .iOS11)
    }

    /// The differences of each placed scene.
    struct Differences: SceneSink {
        let systems: (SystemVersion, SystemVersion)
        var reports: [DiffReport] = []

        mutating func add(_ scene: Scene, _ placement: ScenePlacement) throws(ModelError) {
            let before = try scene.layout(options: LayoutOptions(system: systems.0))
            let after = try scene.layout(options: LayoutOptions(system: systems.1))
            reports.append(DiffReport(file: placement.file, index: placement.index, before: before, after: after, systems: systems))
        }
    }

    func run(environment: some ScrollInspectEnvironment) -> CommandOutput {
        var run: SceneRun
        do { run = try SceneRun(scenes, colorized: environment.standardErrorIsTerminal) } catch { return .usageError(error) }
        var sink = Differences(systems: systems)
        run.load(scenes.files, environment: environment, into: &sink)
        if let failure = run.failure { return failure }
        if format == .json { return run.output(DiffReport.json(sink.reports)) }
        return run.output(sink.reports.map(\.text).joined(separator: "\n"))
    }
}
