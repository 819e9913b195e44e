import ScrollInsets

/// The scenes of `report`, each written as soon as it is laid out: as the text report (which
/// prints no findings, so nothing is audited) or into JSON report 1 (audited).
struct ReportScenes: ~Copyable, SceneSink {
    /// The JSON report so far; `nil` for the text report.
    var json: JSONListDocument?
    /// The audit, for the JSON report.
    var audit: SceneAudit?
    /// Whether the report carries the derivations (`--explain`).
    let explain: Bool
    /// How many scenes were written.
    var count = 0
    private(set) var layouts = 0

    init(json: Bool, explain: Bool) {
        self.explain = explain
        if json {
            self.json = JSONListDocument(listKey: "scenes")
            audit = SceneAudit(explain: explain)
        }
    }

    mutating func add(
        _ scene: SceneOnScreen, _ inFile: SceneInFile, to sink: inout some OutputSink
    ) throws(ModelError) {
        let (placed, layout) = try scene.layout(counting: &layouts)
        let findings = audit?.findings(of: scene, inFile, layout: layout).findings ?? []
        var report = scene.report(inFile, layout: layout, findings: findings)
        report.minimized = try placed.minimizedLayout(comparedWith: layout)
        if json != nil {
            let explain = explain
            json?.add { JSONReport.write(report, explain: explain, into: &$0) }
            json?.flushIfLarge(to: &sink)
        } else {
            // Scenes are separated by a blank line.
            sink.write((count > 0 ? "\n" : "") + TextReport.render(report, explain: explain))
        }
        count += 1
    }

    /// Writes the end of the JSON report, if the output is one.
    mutating func finish(to sink: inout some OutputSink) {
        json.take()?.finish(to: &sink)
    }
}
