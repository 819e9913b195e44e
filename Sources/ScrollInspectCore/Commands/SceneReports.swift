import ScrollInsets

/// The scenes of `report`, `check` and `render`, laid out and audited, each written as soon as
/// it is laid out (the text or JSON report), or kept: only its findings (`check`'s text, SARIF
/// and GitHub forms, which group and sort them per file), or the whole ``SceneReport``
/// (`render`, which draws them all at the end).
struct SceneReports: ~Copyable, SceneSink {
    /// What becomes of each scene.
    enum Output {
        /// Written as the text report.
        case text
        /// Written into JSON report 1.
        case json
        /// Its findings kept.
        case findings
        /// Kept whole.
        case reports
    }

    let output: Output
    /// Whether to run the audit (the text report prints no findings).
    let audits: Bool
    /// Whether findings carry their explanations, and the reports the derivations (`--explain`).
    let explain: Bool
    /// Whether warnings become errors (`check --strict`).
    let strict: Bool
    /// The JSON report so far, for ``Output/json``.
    var json: JSONListDocument?
    /// The scenes' findings, for ``Output/findings``.
    var findings: [SceneFindings] = []
    /// The scenes, for ``Output/reports``.
    var reports: [SceneReport] = []
    /// How many scenes were added.
    var count = 0
    /// Whether a finding at error severity was found (after `strict` and the baseline).
    var hasErrorFinding = false
    /// The fixture's path as a finding's key holds it (baseline entries, fingerprints): the path
    /// as given, or relative to the configuration's directory (``EffectiveConfiguration/keyPath(_:workingDirectory:)``).
    var keyPath: @Sendable (String) -> String = { $0 }
    /// A configuration's `rules.severity`: severities that replace the rules' own (before `strict`).
    var severities: [AuditRuleID: Severity] = [:]
    /// `check --baseline`: the findings not to report.
    var baseline: Baseline?
    /// The baseline's entries that matched a finding.
    var matchedBaseline: Set<Baseline.Entry> = []
    /// Every screen laid out (for a baseline's stale entries).
    var checkedScreens: Set<Baseline.Screen> = []
    /// Every finding's baseline entry, before the baseline hides any (`--write-baseline`).
    var baselineEntries: Set<Baseline.Entry> = []
    /// How many findings the baseline hid.
    var suppressedCount = 0
    /// The releases each scene is laid out on, one report each, in this order (`render --ios A
    /// --ios B`); empty for the scene's own release (`--ios`, its `ios` key, or its device's default).
    var releases: [UIKitRelease] = []

    init(_ output: Output, audits: Bool, explain: Bool = false, strict: Bool = false) {
        self.output = output
        self.audits = audits
        self.explain = explain
        self.strict = strict
        if output == .json { json = JSONListDocument(listKey: "scenes") }
    }

    /// Lays the scene out on its release (`--ios`, the scene's `ios`, or its device's default),
    /// or on each of ``releases``.
    func check(_ scene: PlacedScene) throws(ModelError) {
        for release in releasesOfEachScene {
            _ = try scene.scene(release: release).layout()
        }
    }

    /// ``releases``, or the scene's own release (`nil`) when there are none.
    private var releasesOfEachScene: [UIKitRelease?] {
        releases.isEmpty ? [nil] : releases.map { $0 }
    }

    mutating func add(_ scene: PlacedScene, _ placement: ScenePlacement, to sink: inout some OutputSink) throws(ModelError) {
        for release in releasesOfEachScene {
            try add(scene, on: release, placement, to: &sink)
        }
    }

    /// Lays out and audits `scene` on `release` (`nil`: its own) and writes or keeps its report.
    private mutating func add(_ scene: PlacedScene, on release: UIKitRelease?, _ placement: ScenePlacement,
                              to sink: inout some OutputSink) throws(ModelError) {
        let layout = try scene.scene(release: release).layout()
        // Explanations (the derivations behind each finding's numbers) only for `--explain`.
        var findings = audits ? Audit.run(on: layout, disabled: placement.disabled, explaining: explain) : []
        if audits && !scene.documentFindings.isEmpty {
            findings = Audit.sorted(findings + scene.documentFindings.filter { !placement.disabled.contains($0.rule) }
                .map { finding in
                    var finding = finding
                    if !explain { finding.explanation = [] }
                    return finding
                })
        }
        if !severities.isEmpty {
            findings = findings.map { finding in
                var finding = finding
                finding.severity = severities[finding.rule] ?? finding.severity
                return finding
            }
        }
        if strict {
            findings = findings.map { finding in
                var finding = finding
                if finding.severity == .warning { finding.severity = .error }
                return finding
            }
        }
        var occurrences = ScreenFindings.occurrences(of: findings)
        if audits { (findings, occurrences) = applyBaseline(findings, occurrences: occurrences, file: keyPath(placement.file), scene: placement.index, layout: layout) }
        if findings.contains(where: { $0.severity == .error }) { hasErrorFinding = true }
        var report = SceneReport(file: placement.file, index: placement.index, layout: layout, findings: findings)
        if case .findings = output {} else { report.minimized = try scene.scene(release: release).minimizedLayout(comparedWith: layout) }
        switch output {
        case .text:
            // Scenes are separated by a blank line.
            sink.write((count > 0 ? "\n" : "") + TextReport.render(report, explain: explain))
        case .json:
            let explain = explain
            json?.add { JSONReport.write(report, explain: explain, into: &$0) }
            json?.flushIfLarge(to: &sink)
        case .findings:
            self.findings.append(SceneFindings(file: report.file, screen: report.screenLabel, findings: findings, index: report.index,
                                               device: report.deviceName ?? "custom window",
                                               orientation: layout.screen.orientation.rawValue, release: layout.release.description,
                                               rules: AuditRuleID.allCases.filter { !placement.disabled.contains($0) },
                                               keyFile: keyPath(report.file) == report.file ? nil : keyPath(report.file),
                                               occurrences: occurrences))
        case .reports:
            reports.append(report)
        }
        count += 1
    }

    /// Records `findings` for `--write-baseline` and returns those the baseline does not hold,
    /// with their occurrences (``ScreenFindings/occurrences(of:)``, counted before any is hidden).
    private mutating func applyBaseline(_ findings: [Finding], occurrences: [Int], file: String, scene: Int,
                                        layout: Layout) -> (findings: [Finding], occurrences: [Int]) {
        let screen = Baseline.Screen(file: file, scene: scene, device: layout.screen.device?.name ?? "custom window",
                                     orientation: layout.screen.orientation.rawValue, ios: layout.release.description)
        checkedScreens.insert(screen)
        var kept: (findings: [Finding], occurrences: [Int]) = ([], [])
        for (finding, occurrence) in zip(findings, occurrences) {
            let entry = Baseline.Entry(file: file, scene: scene, rule: finding.rule.rawValue, path: finding.path, occurrence: occurrence,
                                       device: screen.device, orientation: screen.orientation, ios: screen.ios)
            baselineEntries.insert(entry)
            if let baseline, baseline.entries.contains(entry) {
                matchedBaseline.insert(entry)
                suppressedCount += 1
            } else {
                kept.findings.append(finding)
                kept.occurrences.append(occurrence)
            }
        }
        return kept
    }

    /// The baseline's entries whose screen was checked and whose finding is gone, sorted.
    var staleBaselineEntries: [Baseline.Entry] {
        (baseline?.entries ?? []).filter { checkedScreens.contains($0.screen) && !matchedBaseline.contains($0) }.sorted()
    }

    /// Writes the end of the JSON report, if the output is one.
    mutating func finish(to sink: inout some OutputSink) {
        json.take()?.finish(to: &sink)
    }
}
