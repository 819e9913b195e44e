import ScrollInsets

/// `scroll-inspect inspect FILE... -o page.html`: one self-contained interactive page with
/// every scene of the files on the devices, orientations and releases asked for, drawn as
/// `render` draws them, with a panel that explains the selected view's numbers
/// (docs/inspector.md). With two releases (`--ios 18 --ios 26`) each scene is laid out on both
/// and the page overlays what moved.
struct InspectCommand: Subcommand {
    static let name = "inspect"
    static let usage =
        "inspect FILE... -o PAGE.html [--device NAME|all] [--orientation O|all] [--ios N|all | --ios A --ios B]"
    static let summary = [
        "one interactive HTML page: every scene, a switcher, a panel that explains",
        "the selected view's insets; with '--ios A --ios B' what moved between them",
    ]
    static let options: Set<CommandOption> = [.device, .orientation, .ios, .output]
    static let formats: [OutputFormat] = [.html]

    /// One `--ios`, or two releases to compare, as `render` takes them.
    static func validate(releases: [ReleaseChoice]) throws(UsageError) {
        try RenderCommand.validate(releases: releases)
    }

    var scenes: SceneOptions
    /// `-o PATH`; `-` is standard output.
    var outputPath: String
    /// `--ios A --ios B`: each scene laid out on both; empty for one release per scene.
    var releases: [UIKitRelease]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.outputPath == nil && !arguments.answeredByRoot {
            throw UsageError(message: "'inspect' needs '-o PATH' for the page (an .html file; '-' for standard output)")
        }
        scenes = try SceneOptions(arguments)
        outputPath = arguments.outputPath ?? "-"
        releases = arguments.releases.count == 2 ? arguments.releases.compactMap(\.release) : []
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        return SceneRun.withAllReports(
            scenes, releases: releases, explain: true,
            skippingDevicesWithoutRelease: true, environment: environment, output: &output
        ) { run, reports, output in
            let page = InspectorPage.render(
                reports, title: scenes.files.joined(separator: " "),
                comparesReleases: !releases.isEmpty)
            if outputPath == "-" {
                output.write(page)
                return run.status()
            }
            let count = reports.count
            let summary =
                "scroll-inspect: wrote \(outputPath) (\(count) scene\(count == 1 ? "" : "s"), inspector page)\n"
            return run.status(summary: summary, files: [FileWrite(path: outputPath, contents: page)])
        }
    }
}
