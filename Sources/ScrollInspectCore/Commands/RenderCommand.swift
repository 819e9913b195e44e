import ScrollInsets

/// `scroll-inspect render FILE... -o PATH`: draws each scene (screen, unsafe areas, bars, views,
/// insets, the findings highlighted) as one SVG, a contact sheet of several, or one HTML page;
/// with two releases (`--ios 18 --ios 26`), each scene on both, side by side.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "render",
        usage: """
            render FILE... -o PATH [--format svg|html] [--guides all|PATH]... [--device NAME|all] [--orientation \
            NAME|all] [--ios N|all | --ios A --ios B]
            """,
        abstract: [
            "draw each scene: screen, unsafe areas, bars, views, insets (SVG or HTML);",
            "with '--ios A --ios B' each scene on both releases, side by side",
        ],
        discussion: [
            "The format is the one the -o path's extension names (.svg, .html); --format must agree with it",
            "and is needed only for another extension or '-o -'. A FILE may be a directory: the fixtures below it.",
        ],
        formats: [.svg, .html])
    static var arguments: [OptionDescriptor<Self>] {
        [.format(\.format, otherwise: "from the -o path (html for .html, else svg)")]
            + SceneOptions.arguments(\.scenes)
            + [
                .value(.output, \.output, otherwise: "standard output"),
                .list(.guides, \.guides),
            ]
    }
    static var files: WritableKeyPath<Self, [String]>? { \.scenes.files }

    /// One `--ios` (a release or `all`), or two releases to draw side by side.
    static func validate(releases: [ReleaseChoice]) throws(UsageError) {
        if releases.count > 2 {
            throw UsageError(
                message:
                    "'--ios' is given \(releases.count) times; give it once, or twice to draw two releases side by side"
            )
        }
        if releases.count == 2 && releases.contains(.all) {
            throw UsageError(
                message: "'--ios all' does not go with a second '--ios'; give two releases such as '--ios 18 --ios 26'")
        }
    }

    var scenes = SceneOptions()
    /// `--format`; `nil` or `text` follows the extension of ``outputPath``.
    var format: OutputFormat?
    /// `-o PATH` as given.
    var output: String?
    /// `--guides all|PATH`, repeatable.
    var guides: [String] = []

    /// `-o PATH`; `-` is standard output.
    var outputPath: String { output ?? "-" }
    /// `--ios A --ios B`: each scene drawn on both, side by side; empty for one release per scene.
    var releases: [UIKitRelease] { scenes.releases.count == 2 ? scenes.releases.compactMap(\.release) : [] }

    func validate() throws(UsageError) {
        try Self.validate(releases: scenes.releases)
        guard output != nil else {
            throw UsageError(
                message: "'render' needs '-o PATH' for the picture (an .svg or .html file; '-' for standard output)")
        }
        try scenes.validate()
        // An extension that names the other format is refused: which one was meant cannot be told.
        if let format, format != .text, let named = Self.format(named: outputPath), named != format {
            throw UsageError(
                message:
                    """
                    '-o \(outputPath)' names \(named == .html ? "an HTML" : "an SVG") file but '--format \(format.rawValue)' \
                    writes \(format == .html ? "HTML" : "SVG"); give the path the format's extension, or leave out '--format'
                    """
            )
        }
        // Without '--format', the extension names the format; another extension is refused
        // rather than given SVG it does not hold (an .svg written into x.png).
        if format == nil || format == .text, outputPath != "-", Self.format(named: outputPath) == nil {
            throw UsageError(
                message:
                    """
                    cannot tell the format of '\(outputPath)' from its extension; name an .svg or .html file, or give \
                    '--format svg' or '--format html'
                    """
            )
        }
    }

    /// The format an `-o` path's extension names: `.svg` or `.html`; `nil` for another.
    static func format(named path: String) -> OutputFormat? {
        path.hasSuffix(".svg") ? .svg : path.hasSuffix(".html") ? .html : nil
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        return SceneRun.withAllReports(scenes, releases: releases, environment: environment, output: &output) {
            run, reports, output in
            let html = format == .html || (format != .svg && outputPath.hasSuffix(".html"))
            let picture = self.picture(reports, html: html)
            if outputPath == "-" {
                output.write(picture)
                return run.status()
            }
            let count = reports.count
            let summary =
                """
                scroll-inspect: wrote \(outputPath) (\(count) scene\(count == 1 ? "" : "s"), \
                \(html ? "HTML" : "SVG"))\n
                """
            return run.status(summary: summary, files: [FileWrite(path: outputPath, contents: picture)])
        }
    }

    /// One SVG (a contact sheet for several scenes) or one HTML page, findings highlighted.
    /// With two releases, each scene's pair of reports is a row of the contact sheet, each
    /// titled with its release.
    func picture(_ reports: [SceneReport], html: Bool) -> String {
        let renderOptions = RenderOptions(guides: guides.contains("all") ? .all : .paths(guides))
        let sideBySide = !releases.isEmpty
        let scenes = reports.map { report in
            RenderScene(
                report: report,
                highlights: report.findings.map {
                    RenderHighlight(path: $0.path, rule: $0.rule.rawValue, severity: $0.severity.rawValue)
                }, titlesRelease: sideBySide)
        }
        if html { return HTMLReport.render(scenes, options: renderOptions) }
        if sideBySide { return SVGReport.renderContactSheet(scenes, columns: releases.count, options: renderOptions) }
        if scenes.count == 1 { return SVGReport.render(scenes[0], options: renderOptions) }
        return SVGReport.renderContactSheet(scenes, options: renderOptions)
    }
}
