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

    /// The differences of each placed scene, written as each is laid out both ways.
    struct Differences: ~Copyable, SceneSink {
        let systems: (SystemVersion, SystemVersion)
        /// The JSON document so far, when the output is one.
        var json: JSONListDocument?
        var count = 0

        func check(_ scene: Scene) throws(ModelError) {
            _ = try scene.layout(options: LayoutOptions(system: systems.0))
            _ = try scene.layout(options: LayoutOptions(system: systems.1))
        }

        mutating func add(_ scene: Scene, _ placement: ScenePlacement, to output: inout some OutputSink) throws(ModelError) {
            let before = try scene.layout(options: LayoutOptions(system: systems.0))
            let after = try scene.layout(options: LayoutOptions(system: systems.1))
            let report = DiffReport(file: placement.file, index: placement.index, before: before, after: after, systems: systems)
            if json == nil {
                output.write((count > 0 ? "\n" : "") + report.text)
            } else {
                json?.add { report.write(into: &$0) }
                json?.flushIfLarge(to: &output)
            }
            count += 1
        }
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        var run: SceneRun
        do { run = try SceneRun(scenes, colorized: environment.standardErrorIsTerminal) } catch { return .usageError(error) }
        var sink = Differences(systems: systems, json: format == .json ? JSONListDocument(listKey: "diffs") : nil)
        run.load(scenes.files, environment: environment, checking: sink)
        if let failure = run.failure { return failure }
        run.write(into: &sink, output: &output)
        sink.json.take()?.finish(to: &output)
        return run.status()
    }
}
