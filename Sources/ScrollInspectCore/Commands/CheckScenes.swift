import ScrollInsets

/// The scenes of `check`, audited: written into JSON report 1 as soon as each is laid out, or
/// only their findings kept for the text, SARIF, GitHub and other forms, which group and sort
/// them per file at the end.
struct CheckScenes: ~Copyable, SceneSink {
    /// The audit, with the configuration's severities, `--strict` and the baseline.
    var audit: SceneAudit
    /// The JSON report so far; `nil` for the other formats.
    var json: JSONListDocument?
    /// The scenes' findings, for the other formats, and for the JSON report's `findingGroups`.
    var findings: [SceneFindings] = []
    /// Whether the run lays scenes out on a matrix of screens (`--device all`, …): the JSON report
    /// then ends with each finding once, with the screens it occurs on (``CheckOutput/groups(_:)``).
    let groupsAcrossScreens: Bool
    private(set) var layouts = 0

    init(json: Bool, explain: Bool, strict: Bool, groupsAcrossScreens: Bool = false) {
        audit = SceneAudit(explain: explain, strict: strict)
        self.groupsAcrossScreens = groupsAcrossScreens
        if json { self.json = JSONListDocument(listKey: "scenes") }
    }

    mutating func add(
        _ scene: SceneOnScreen, _ inFile: SceneInFile, to sink: inout some OutputSink
    ) throws(ModelError) {
        let (placed, layout) = try scene.layout(counting: &layouts)
        let (findings, occurrences) = audit.findings(of: scene, inFile, layout: layout)
        var report = scene.report(inFile, layout: layout, findings: findings)
        if json != nil {
            report.minimized = try placed.minimizedLayout(comparedWith: layout)
            let explain = audit.explain
            json?.add { JSONReport.write(report, explain: explain, into: &$0) }
            json?.flushIfLarge(to: &sink)
        }
        if json == nil || groupsAcrossScreens {
            let keyFile = audit.keyPath(report.file)
            self.findings.append(
                SceneFindings(
                    file: report.file, screen: report.screenLabel, findings: findings, index: report.index,
                    device: report.deviceName ?? "custom window",
                    orientation: layout.screen.orientation.rawValue, release: layout.release.description,
                    rules: AuditRuleID.allCases.filter { !inFile.disabled.contains($0) },
                    keyFile: keyFile == report.file ? nil : keyFile,
                    occurrences: occurrences))
        }
    }

    /// Writes the end of the JSON report, if the output is one.
    mutating func finish(to sink: inout some OutputSink) {
        guard let document = json.take() else { return }
        guard groupsAcrossScreens else { return document.finish(to: &sink) }
        let groups = CheckOutput.groups(findings)
        document.finish(to: &sink) { writer in CheckOutput.writeGroups(groups, into: &writer) }
    }
}
