import ScrollInsets

/// One run over the fixture files: loads, lays out and audits every scene, collecting output and
/// diagnostics; prints nothing until the end, so a failed run leaves standard output empty.
///
/// A JSON report is written scene by scene as each is laid out, so that only one scene's layout
/// is alive at once; its text is returned, or dropped, at the end. Other outputs keep every
/// scene's report until then.
struct SceneRun: ~Copyable {
    let options: CommandLineOptions
    let matrix: Matrix
    let colorized: Bool
    /// The JSON report so far, when the output is one (`--format json` but for diff and lifecycle).
    var json: JSONReportWriter?
    var reports: [SceneReport] = []
    var diffs: [DiffReport] = []
    var lifecycles: [LifecycleReport] = []
    var errors = ""
    var notes = ""
    var invalid = false
    var unopenable = false
    /// Whether `check` found a finding at error severity (after `--strict`), whatever the format.
    var hasErrorFinding = false

    init(options: CommandLineOptions, matrix: Matrix, colorized: Bool) {
        self.options = options
        self.matrix = matrix
        self.colorized = colorized
        if options.format == .json && options.command != .diff && options.command != .lifecycle {
            json = JSONReportWriter(explain: options.explain)
        }
    }

    mutating func cannotOpen(_ file: String, reason: String) {
        errors += "scroll-inspect: error: cannot open '\(file)': \(reason)\n"
        unopenable = true
    }

    mutating func load(file: String, bytes: [UInt8]) {
        let decoded = FixtureDecoder.decode(bytes)
        // Built once, and only when there is something to render: it splits the whole source into lines.
        var cachedRenderer: DiagnosticRenderer?
        let colorized = colorized
        func render(_ diagnostics: [FixtureDiagnostic]) -> String {
            let renderer = cachedRenderer
                ?? DiagnosticRenderer(path: file, source: String(decoding: bytes, as: UTF8.self), colorized: colorized)
            cachedRenderer = renderer
            return renderer.render(diagnostics)
        }
        if !decoded.diagnostics.isEmpty { errors += render(decoded.diagnostics) }
        if decoded.hasErrors { invalid = true; return }
        for scene in decoded.scenes {
            let (pairs, skipped) = matrix.placements(for: scene)
            if !skipped.isEmpty {
                notes += "scroll-inspect: note: \(file) #\(scene.index): skipped \(skipped.joined(separator: ", ")) (orientation not supported)\n"
            }
            let disabled = disabledRules(scene, file: file)
            for (device, orientation) in pairs {
                do {
                    let model = try scene.scene(device: device, orientation: matrix.isIdentity ? nil : orientation)
                    try add(model, file: file, index: scene.index, disabled: disabled)
                } catch {
                    let location = error.isOrientation ? (scene.orientationLocation ?? scene.location) : scene.location
                    errors += render([FixtureDiagnostic.error(error.description, at: location)])
                    invalid = true
                }
            }
        }
    }

    /// Lays out one placed scene for the command at hand.
    mutating func add(_ scene: Scene, file: String, index: Int, disabled: Set<AuditRuleID>) throws(ModelError) {
        switch options.command {
        case .diff:
            let systems = options.systems.isEmpty ? [.iOS10, .iOS11] : options.systems
            let before = try scene.layout(options: LayoutOptions(system: systems[0]))
            let after = try scene.layout(options: LayoutOptions(system: systems[1]))
            diffs.append(DiffReport(file: file, index: index, before: before, after: after, systems: (systems[0], systems[1])))
        case .lifecycle:
            lifecycles.append(LifecycleReport(file: file, index: index, screen: scene.screen, events: try scene.pushLifecycle()))
        default:
            let layout = try scene.layout(options: LayoutOptions(system: options.systems.first ?? .iOS11))
            // The text report does not print findings; every other output does.
            let usesFindings = options.command != .report || options.format != .text
            // Explanations (the derivations behind each finding's numbers) only for `--explain`.
            var findings = usesFindings ? Audit.run(on: layout, disabled: disabled, explaining: options.explain) : []
            if options.strict {
                findings = findings.map { finding in
                    var finding = finding
                    if finding.severity == .warning { finding.severity = .error }
                    return finding
                }
            }
            if options.command == .check && findings.contains(where: { $0.severity == .error }) { hasErrorFinding = true }
            let report = SceneReport(file: file, index: index, layout: layout, findings: findings)
            if json == nil {
                reports.append(report)
            } else if !invalid && !unopenable {
                // Once the run has failed its output is dropped: no need to write more of it.
                json?.add(report)
            }
        }
    }

    /// The rules turned off by `--disable` and by the scene's comments; unknown names in comments
    /// are noted.
    mutating func disabledRules(_ scene: FixtureScene, file: String) -> Set<AuditRuleID> {
        var rules = Set(options.disabledRules.compactMap(AuditRuleID.init(rawValue:)))
        for name in scene.disabledRules {
            if let rule = AuditRuleID(rawValue: name) {
                rules.insert(rule)
            } else {
                notes += "scroll-inspect: warning: \(file) #\(scene.index): unknown rule '\(name)' in a disable comment\n"
            }
        }
        return rules
    }

    consuming func finish() -> CommandOutput {
        if unopenable || invalid {
            return CommandOutput(standardOutput: "", standardError: errors + notes, exitCode: unopenable ? .noInput : .dataError)
        }
        // The exit code of `check` follows its findings, never the output format.
        let exit = hasErrorFinding ? ExitCode.findings : .success
        let output: String
        switch (options.command, options.format) {
        case (.diff, .json): output = JSONWriter.renderReport(DiffReport.json(diffs)) + "\n"
        case (.diff, _): output = diffs.map(\.text).joined(separator: "\n")
        case (.lifecycle, .json): output = JSONWriter.renderReport(LifecycleReport.json(lifecycles)) + "\n"
        case (.lifecycle, _): output = lifecycles.map(\.text).joined(separator: "\n")
        case (_, .json): output = json.take()?.text() ?? ""
        case (.render, _):
            return renderOutput(exit: exit)
        case (.check, let format):
            let files = CheckOutput.files(reports, groupAcrossScreens: !matrix.isIdentity)
            output = CheckOutput.render(files, format: format, explain: options.explain)
        default: output = TextReport.render(reports, explain: options.explain)
        }
        return CommandOutput(standardOutput: output, standardError: errors + notes, exitCode: exit)
    }
}

extension SceneRun {
    /// `render -o PATH`: one SVG (a contact sheet for several scenes) or one HTML page; the
    /// format follows `--format`, else the extension of PATH.
    func renderOutput(exit: ExitCode) -> CommandOutput {
        let path = options.outputPath ?? "-"
        let html = options.format == .html || (options.format != .svg && path.hasSuffix(".html"))
        let guides: GuideSelection = options.guides.contains("all") ? .all : .paths(options.guides)
        let renderOptions = RenderOptions(guides: guides)
        let scenes = reports.map { report in
            RenderScene(report: report, highlights: report.findings.map {
                RenderHighlight(path: $0.path, rule: $0.rule.rawValue, severity: $0.severity.rawValue)
            })
        }
        let picture: String
        if html {
            picture = HTMLReport.render(scenes, options: renderOptions)
        } else if scenes.count == 1 {
            picture = SVGReport.render(scenes[0], options: renderOptions)
        } else {
            picture = SVGReport.renderContactSheet(scenes, options: renderOptions)
        }
        if path == "-" {
            return CommandOutput(standardOutput: picture, standardError: errors + notes, exitCode: exit)
        }
        let summary = "scroll-inspect: wrote \(path) (\(scenes.count) scene\(scenes.count == 1 ? "" : "s"), \(html ? "HTML" : "SVG"))\n"
        return CommandOutput(standardOutput: "", standardError: errors + notes + summary, exitCode: exit,
                             files: [FileWrite(path: path, contents: picture)])
    }
}

extension ModelError {
    var isOrientation: Bool {
        if case .unsupportedOrientation = self { return true }
        return false
    }
}
