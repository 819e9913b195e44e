import ScrollInsets

/// `scroll-inspect inspect FILE... -o page.html`: one self-contained interactive page with
/// every scene of the files on the devices, orientations and releases asked for, drawn as
/// `render` draws them, with a panel that explains the selected view's numbers
/// (docs/inspector.md). With two releases (`--ios 18 --ios 26`) each scene is laid out on both
/// and the page overlays what moved; with a list (`--ios 18,26`) each scene is put on each
/// listed release its device runs. A scene on several screens opens on a grid of them.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "inspect",
        usage: """
            inspect FILE... -o PAGE.html [--device NAME|all] [--orientation O|all] [--ios N|all|A,B | --ios A \
            --ios B]
            """,
        abstract: [
            "one interactive HTML page: every scene, a switcher, a panel that explains",
            "the selected view's insets; with '--ios A --ios B' what moved between them;",
            "a grid of the screens when a scene is on several ('--device all --ios 18,26')",
        ],
        formats: [.html])
    static var arguments: [OptionDescriptor<Self>] {
        SceneOptions.arguments(\.scenes, releaseLists: true) + [.value(.output, \.output, otherwise: "standard output")]
    }
    static var files: WritableKeyPath<Self, [String]>? { \.scenes.files }

    var scenes = SceneOptions()
    /// `-o PATH` as given.
    var output: String?

    /// `-o PATH`; `-` is standard output.
    var outputPath: String { output ?? "-" }
    /// `--ios A --ios B`: each scene laid out on both; empty for one release per scene.
    var releases: [UIKitRelease] { scenes.releases.count == 2 ? scenes.releases.compactMap(\.release) : [] }

    /// One `--ios` (a release, `all` or a list), or two releases to compare, as `render` takes them.
    func validate() throws(UsageError) {
        try RenderCommand.validate(releases: scenes.releases)
        if scenes.releases.count == 2, let list = scenes.releases.first(where: { $0.release == nil && $0 != .all }) {
            throw UsageError(
                message: """
                    '--ios \(list.shown)' (a list) does not go with a second '--ios'; give one list such as \
                    '--ios 18,26', or two releases to compare such as '--ios 18 --ios 26'
                    """)
        }
        guard output != nil else {
            throw UsageError(message: "'inspect' needs '-o PATH' for the page (an .html file; '-' for standard output)")
        }
        try scenes.validate()
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        return SceneRun.withAllReports(
            scenes, releases: releases, explain: true,
            skippingDevicesWithoutRelease: true, environment: environment, output: &output
        ) { run, reports, output in
            let page = InspectorPage.render(
                reports, title: scenes.files.joined(separator: " "),
                comparesReleases: !releases.isEmpty, notDrawn: run.notDrawn)
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
