import ScrollInsets

/// `scroll-inspect [report] FILE...`: every controller and view of each scene with its frame,
/// safe area, margins and scroll insets, as text or as JSON report 1, on standard output or
/// to `-o FILE`. The default command.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "report",
        usage: """
            [report] FILE... [--format text|json] [--explain] [--device NAME|all] [--orientation NAME|all] \
            [--ios N|all] [-o FILE]
            """,
        abstract: [
            "print every controller and view with its frame, safeAreaInsets, layoutMargins and,",
            "for scroll views, adjustedContentInset and contentOffset (the default)",
        ],
        formats: [.text, .json])
    static var arguments: [OptionDescriptor<Self>] {
        [.format(\.format, otherwise: "text"), .flag(.explain, \.explain)] + SceneOptions.arguments(\.scenes)
            + [.value(.output, \.output, otherwise: "standard output")]
    }
    static var files: WritableKeyPath<Self, [String]>? { \.scenes.files }

    var scenes = SceneOptions()
    /// `--format`; text when not given.
    var format: OutputFormat?
    /// `--explain`: add the derivation of every inset.
    var explain = false
    /// `-o FILE` as given.
    var output: String?

    /// `-o FILE`: the report goes to FILE, held whole and written only when the run succeeds;
    /// `nil` or `-` is standard output, streamed.
    var outputPath: String? { output == "-" ? nil : output }

    func validate() throws(UsageError) {
        try Self.validateOne(releases: scenes.releases)
        try scenes.validate()
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        var run: SceneRun
        do { run = try SceneRun(scenes, environment: environment) } catch {
            return .usageError(error)
        }
        // The text report prints no findings; the JSON report does.
        var sink = ReportScenes(json: format == .json, explain: explain)
        run.load(run.files, environment: environment, into: &sink)
        if let failure = run.failure { return failure }
        guard let outputPath else {
            run.write(to: &output)
            sink.finish(to: &output)
            return run.status()
        }
        var held = StringOutput()
        run.write(to: &held)
        sink.finish(to: &held)
        return run.status(files: [FileWrite(path: outputPath, contents: held.text)])
    }
}
