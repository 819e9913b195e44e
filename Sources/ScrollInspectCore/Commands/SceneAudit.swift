import ScrollInsets

/// What `check`, `report --format json`, `render` and `inspect` do to the findings of each
/// laid-out scene before they write it: the audit (with the fixture's own findings), a
/// configuration's `rules.severity`, `--strict`, and `check --baseline`. Each command's sink
/// (``ReportScenes``, ``CheckScenes``, ``RenderScenes``) holds one.
struct SceneAudit {
    /// Whether findings carry their explanations (`--explain`).
    let explain: Bool
    /// Whether warnings become errors (`check --strict`).
    let strict: Bool
    /// The fixture's path as a finding's key holds it (baseline entries, fingerprints): the path
    /// as given, or relative to the configuration's directory
    /// (``EffectiveConfiguration/keyPath(_:workingDirectory:)``).
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
    /// Whether a finding at error severity was found (after `strict` and the baseline).
    var hasErrorFinding = false

    init(explain: Bool, strict: Bool = false) {
        self.explain = explain
        self.strict = strict
    }

    /// The findings of `scene` laid out as `layout`, after the severities, `strict` and the
    /// baseline, each with its occurrence (``ScreenFindings/occurrences(of:)``, counted before
    /// the baseline hid any).
    mutating func findings(
        of scene: SceneOnScreen, _ inFile: SceneInFile,
        layout: Layout
    ) -> (findings: [Finding], occurrences: [Int]) {
        // Explanations (the derivations behind each finding's numbers) only for `--explain`.
        var findings = Audit.run(on: layout, disabled: inFile.disabled, explaining: explain)
        if !scene.documentFindings.isEmpty {
            findings = Audit.sorted(
                findings
                    + scene.documentFindings.filter { !inFile.disabled.contains($0.rule) }
                    .map { finding in
                        var finding = finding
                        if !explain { finding.explanation = [] }
                        return finding
                    })
        }
        if scene.placementAssumed {
            // The scene fills the window only by assumption: no error rests on that place, and a
            // control's place in the top or bottom unsafe area is not reported at all.
            findings = findings.compactMap { finding in
                guard !Self.restsOnAssumedHeight(finding) else { return nil }
                var finding = finding
                if finding.severity == .error { finding.severity = .warning }
                return finding
            }
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
        let kept = applyBaseline(
            findings, occurrences: ScreenFindings.occurrences(of: findings), file: keyPath(inFile.file),
            scene: inFile.index, layout: layout)
        if kept.findings.contains(where: { $0.severity == .error }) { hasErrorFinding = true }
        return kept
    }

    /// Whether a finding of a scene that fills the window only by assumption
    /// (``SceneOnScreen/placementAssumed``) says where a control lies in the window's top or
    /// bottom unsafe area: code shows such a scene under a navigation bar, in a sheet, a drawer or
    /// a floating panel, each of which puts it at another height, so that place is the
    /// assumption's, not the app's. Each of those spans the window's width on an iPhone, so a
    /// control in a side's unsafe area is still reported, and so is a view pinned to the root
    /// view's edge rather than its safe area (`pinned-to-superview-edge`): a choice of
    /// constraint, wrong wherever the scene meets an unsafe area.
    static func restsOnAssumedHeight(_ finding: Finding) -> Bool {
        finding.rule == .controlInUnsafeArea && !finding.edges.isEmpty
            && finding.edges.allSatisfy { $0 == .top || $0 == .bottom }
    }

    /// Records `findings` for `--write-baseline` and returns those the baseline does not hold,
    /// with their occurrences.
    private mutating func applyBaseline(
        _ findings: [Finding], occurrences: [Int], file: String, scene: Int,
        layout: Layout
    ) -> (findings: [Finding], occurrences: [Int]) {
        let screen = Baseline.Screen(
            file: file, scene: scene, device: layout.screen.device?.name ?? "custom window",
            orientation: layout.screen.orientation.rawValue, ios: layout.release.description)
        checkedScreens.insert(screen)
        var kept: (findings: [Finding], occurrences: [Int]) = ([], [])
        for (finding, occurrence) in zip(findings, occurrences) {
            let entry = Baseline.Entry(
                file: file, scene: scene, rule: finding.rule.rawValue, path: finding.path, occurrence: occurrence,
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
        (baseline?.entries ?? []).filter { checkedScreens.contains($0.screen) && !matchedBaseline.contains($0) }
            .sorted()
    }
}
