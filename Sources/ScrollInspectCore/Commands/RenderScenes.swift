import ScrollInsets

/// The scenes of `render` and `inspect`, audited and kept whole: the pictures are drawn once
/// every scene is laid out. With two `--ios`, each scene is laid out once per release.
struct RenderScenes: ~Copyable, SceneSink {
    /// The audit (its findings are drawn as highlights).
    var audit: SceneAudit
    /// The releases each scene is laid out on, one report each, in this order (`render --ios A
    /// --ios B`); empty for the scene's own release (`--ios`, its `ios` key, or its device's default).
    var releases: [UIKitRelease] = []
    /// The scenes so far.
    var reports: [SceneReport] = []
    private(set) var layouts = 0

    init(explain: Bool) {
        audit = SceneAudit(explain: explain)
    }

    /// ``releases``, or the scene's own release (`nil`) when there are none.
    private var releasesOfEachScene: [UIKitRelease?] {
        releases.isEmpty ? [nil] : releases.map { $0 }
    }

    mutating func add(
        _ scene: SceneOnScreen, _ inFile: SceneInFile, to sink: inout some OutputSink
    ) throws(ModelError) {
        for release in releasesOfEachScene {
            let (placed, layout) = try scene.layout(release: release, counting: &layouts)
            let findings = audit.findings(of: scene, inFile, layout: layout).findings
            var report = scene.report(inFile, layout: layout, findings: findings)
            report.minimized = try placed.minimizedLayout(comparedWith: layout)
            reports.append(report)
        }
    }
}
