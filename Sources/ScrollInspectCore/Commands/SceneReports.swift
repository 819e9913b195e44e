import ScrollInsets

/// The scenes of `report`, `check` and `render`, laid out and audited: kept as
/// ``SceneReport``s, or written one by one into a JSON report as each is laid out (so only
/// one scene's layout is alive at once).
struct SceneReports: ~Copyable, SceneSink {
    /// The system to lay out as (`--ios`).
    let system: SystemVersion
    /// Whether to run the audit (the text report prints no findings).
    let audits: Bool
    /// Whether findings carry their explanations (`--explain`).
    let explain: Bool
    /// Whether warnings become errors (`check --strict`).
    let strict: Bool
    /// The JSON report so far, when the output is one.
    var json: JSONReportWriter?
    /// The scenes, when the output is not a JSON report.
    var reports: [SceneReport] = []
    /// Whether a finding at error severity was found (after `strict`).
    var hasErrorFinding = false

    init(system: SystemVersion?, audits: Bool, explain: Bool, strict: Bool = false, json: Bool) {
        self.system = system ?? .iOS11
        self.audits = audits
        self.explain = explain
        self.strict = strict
        if json { self.json = JSONReportWriter(explain: explain) }
    }

    mutating func add(_ scene: Scene, _ placement: ScenePlacement) throws(ModelError) {
        let layout = try scene.layout(options: LayoutOptions(system: system))
        // Explanations (the derivations behind each finding's numbers) only for `--explain`.
        var findings = audits ? Audit.run(on: layout, disabled: placement.disabled, explaining: explain) : []
        if strict {
            findings = findings.map { finding in
                var finding = finding
                if finding.severity == .warning { finding.severity = .error }
                return finding
            }
        }
        if findings.contains(where: { $0.severity == .error }) { hasErrorFinding = true }
        let report = SceneReport(file: placement.file, index: placement.index, layout: layout, findings: findings)
        if json == nil {
            reports.append(report)
        } else if !placement.runHasFailed {
            // Once the run has failed its output is dropped: no need to write more of it.
            json?.add(report)
        }
    }
}
