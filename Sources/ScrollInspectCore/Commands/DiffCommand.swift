import ScrollInsets

/// `scroll-inspect diff FILE...`: what moves when each scene is laid out on one release and then
/// on another (`--ios 18 --ios 26`); without `--ios`, iOS 10 (layout guides, no safe area) then
/// iOS 11.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "diff",
        usage: """
            diff FILE... [--ios A --ios B | --minimized] [--device NAME|all] [--orientation NAME|all] \
            [--format text|json]
            """,
        abstract: [
            "what moves between two releases (--ios 18 --ios 26), with each side's reasons;",
            "by default iOS 10 (layout guides, no safe area) → iOS 11;",
            "--minimized: the expanded bars → the minimized ones (iOS 27)",
        ],
        formats: [.text, .json])
    static var arguments: [OptionDescriptor<Self>] {
        [.format(\.format, otherwise: "text")] + SceneOptions.arguments(\.scenes)
            + [.flag(.minimized, \.minimized)]
    }
    static var files: WritableKeyPath<Self, [String]>? { \.scenes.files }

    /// Two releases, or none for iOS 10 then iOS 11.
    static func validate(releases: [ReleaseChoice]) throws(UsageError) {
        if releases.count != 2 && !releases.isEmpty {
            throw UsageError(
                message:
                    """
                    'diff' compares two releases: give '--ios A --ios B' such as '--ios 18 --ios 26' (or no '--ios' \
                    for iOS 10 → 11)
                    """
            )
        }
        if releases.contains(.all) {
            throw UsageError(
                message: "'--ios all' does not go with 'diff'; give two releases such as '--ios 18 --ios 26'")
        }
    }

    /// The files, devices and orientations; the two releases are ``releases``.
    var scenes = SceneOptions()
    var format: OutputFormat?
    /// `--minimized`: each scene on its own release, expanded then minimized.
    var minimized = false

    /// The releases compared, before and after.
    var releases: (UIKitRelease, UIKitRelease) {
        let given = scenes.releases.compactMap(\.release)
        return given.count == 2 ? (given[0], given[1]) : (.iOS10, .iOS11)
    }

    func validate() throws(UsageError) {
        try Self.validate(releases: scenes.releases)
        try scenes.validate()
        if minimized && !scenes.releases.isEmpty {
            throw UsageError(
                message:
                    "'--minimized' compares the two states of the bars on each scene's release; give it without '--ios'"
            )
        }
    }

    /// The differences of each placed scene, written as each is laid out on both releases.
    struct Differences: ~Copyable, SceneSink {
        let releases: (UIKitRelease, UIKitRelease)
        /// `--minimized`: expanded, then minimized, on the scene's release.
        let minimized: Bool
        /// The reports written so far.
        var reports: ReportListOutput
        /// Two a screen: the two releases, or the two states of the bars.
        private(set) var layouts = 0

        mutating func add(
            _ scene: SceneOnScreen, _ inFile: SceneInFile, to output: inout some OutputSink
        ) throws(ModelError) {
            let before: Layout, after: Layout
            if minimized {
                var expanded = try scene.scene()
                expanded.barsMinimized = false
                before = try expanded.layout()
                expanded.barsMinimized = true
                after = try expanded.layout()
                layouts += 2
            } else {
                before = try scene.layout(release: releases.0, counting: &layouts).1
                after = try scene.layout(release: releases.1, counting: &layouts).1
            }
            var report = DiffReport(file: inFile.file, index: inFile.index, before: before, after: after)
            report.states = minimized ? ("expanded", "minimized") : nil
            reports.add(text: report.text, json: { report.write(into: &$0) }, to: &output)
        }
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        var run: SceneRun
        do { run = try SceneRun(scenes, environment: environment) } catch {
            return .usageError(error)
        }
        var sink = Differences(
            releases: releases, minimized: minimized,
            reports: ReportListOutput(jsonListKey: format == .json ? "diffs" : nil))
        run.load(run.files, environment: environment, into: &sink)
        if let failure = run.failure { return failure }
        run.write(to: &output)
        sink.reports.finish(to: &output)
        return run.status()
    }
}
