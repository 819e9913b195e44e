import ScrollInsets

/// `scroll-inspect [report] FILE...`: every controller and view of each scene with its frame,
/// safe area, margins and scroll insets, as text or as JSON report 1, on standard output or
/// to `-o FILE`. The default command.
struct ReportCommand: Subcommand {
    static let name = "report"
    static let usage =
        """
        [report] FILE... [--format text|json] [--explain] [--device NAME|all] [--orientation NAME|all] [--ios N|all] \
        [-o FILE]
        """
    static let summary = [
        "print every controller and view with its frame, safeAreaInsets, layoutMargins and,",
        "for scroll views, adjustedContentInset and contentOffset (the default)",
    ]
    static let options: Set<CommandOption> = [.format, .explain, .device, .orientation, .ios, .output]
    static let formats: [OutputFormat] = [.text, .json]

    var scenes: SceneOptions
    var format: OutputFormat
    /// `--explain`: add the derivation of every inset.
    var explain: Bool
    /// `-o FILE`: the report goes to FILE, held whole and written only when the run succeeds;
    /// `nil` or `-` is standard output, streamed.
    var outputPath: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        scenes = try SceneOptions(arguments)
        format = arguments.format
        explain = arguments.explain
        outputPath = arguments.outputPath == "-" ? nil : arguments.outputPath
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        var run: SceneRun
        do { run = try SceneRun(scenes, colorized: environment.standardErrorIsTerminal) } catch {
            return .usageError(error)
        }
        // The text report prints no findings; the JSON report does.
        var sink = ReportScenes(json: format == .json, explain: explain)
        run.load(scenes.files, environment: environment, checking: sink)
        if let failure = run.failure { return failure }
        guard let outputPath else {
            run.write(into: &sink, output: &output)
            sink.finish(to: &output)
            return run.status()
        }
        var held = StringOutput()
        run.write(into: &sink, output: &held)
        sink.finish(to: &held)
        return run.status(files: [FileWrite(path: outputPath, contents: held.text)])
    }
}
