import ScrollInsets

/// The output of `scroll-inspect check` in its text, SARIF, GitHub, Checkstyle, JUnit and code quality forms.
enum CheckOutput {
    /// The findings of each file, in file order. In a device matrix, identical findings are
    /// grouped and name the screens they occur on.
    static func files(_ reports: [SceneFindings], groupAcrossScreens: Bool) -> [FileFindings] {
        byFile(reports).map { file, scenes in
            if groupAcrossScreens {
                return FileFindings(
                    file: file,
                    findings: FindingMatrix.merged(
                        scenes.map {
                            DeviceFindings(device: $0.screen, findings: $0.findings)
                        }))
            }
            return FileFindings(file: file, findings: Audit.sorted(scenes.flatMap(\.findings)))
        }
    }

    /// Each finding of a matrix run once per file, view, rule and edges, with the screens it
    /// occurs on (``FindingMatrix``), for the JSON report's `findingGroups`.
    static func groups(_ reports: [SceneFindings]) -> [(file: String, group: GroupedFinding)] {
        byFile(reports).flatMap { file, scenes in
            FindingMatrix.group(scenes.map { DeviceFindings(device: $0.screen, findings: $0.findings) })
                .map { (file, $0) }
        }
    }

    /// The reports of each file, files in the order they first come.
    static func byFile(_ reports: [SceneFindings]) -> [(file: String, scenes: [SceneFindings])] {
        var order: [String] = []
        var byFile: [String: [SceneFindings]] = [:]
        for report in reports {
            if byFile[report.file] == nil { order.append(report.file) }
            byFile[report.file, default: []].append(report)
        }
        return order.map { ($0, byFile[$0] ?? []) }
    }

    /// `"findingGroups": [{"file", "rule", "severity", "path", "line", "column", "edges", "message",
    /// "screens"}]`: the message is the first screen's, whose figures it quotes.
    static func writeGroups(_ groups: [(file: String, group: GroupedFinding)], into writer: inout JSONWriter) {
        writer.key("findingGroups")
        writer.openArray()
        for (file, group) in groups {
            let finding = group.finding
            writer.nextElement()
            writer.openObject()
            writer.key("file"); writer.string(file)
            writer.key("rule"); writer.string(finding.rule.rawValue)
            writer.key("severity"); writer.string(finding.severity.rawValue)
            writer.key("path"); writer.string(finding.path)
            writer.key("line"); writer.number(finding.location?.line ?? 0)
            writer.key("column"); writer.number(finding.location?.column ?? 0)
            writer.key("edges")
            writer.openArray()
            for edge in finding.edges {
                writer.nextElement()
                writer.string(edge.rawValue)
            }
            writer.closeArray()
            writer.key("message"); writer.string(finding.message.text)
            writer.key("screens")
            writer.openArray()
            for screen in group.devices {
                writer.nextElement()
                writer.string(screen)
            }
            writer.closeArray()
            writer.closeObject()
        }
        writer.closeArray()
    }

    /// The findings of each screen, ungrouped, for the formats that name the screen.
    static func screens(_ reports: [SceneFindings]) -> [ScreenFindings] {
        reports.map {
            // Already sorted by the audit: the occurrences stay beside their findings.
            var screen = ScreenFindings(
                file: $0.file, scene: $0.index, device: $0.device, orientation: $0.orientation,
                release: $0.release, rules: $0.rules, findings: $0.findings)
            screen.keyFile = $0.keyFile
            screen.occurrences = $0.occurrences
            return screen
        }
    }

    /// What the reports take from the run's surroundings.
    struct Context: Sendable {
        /// `$GITHUB_WORKSPACE`: GitHub annotations name files relative to it.
        var workspace: String?
        /// The working directory, to make a relative path absolute.
        var workingDirectory: String?
        /// `$SCROLL_INSPECT_AUDITS_URL`, or the SARIF default.
        var rulesDocumentation = SARIFFormatter.defaultRulesDocumentation
        /// The text format: what the run checked, said after the summary's counts
        /// (`in 3 screens of 2 files`); `nil` for nothing.
        var checked: String?
        /// How many files the run read, for ``checked``.
        var fileCount = 0

        init(workspace: String? = nil, workingDirectory: String? = nil, rulesDocumentation: String? = nil) {
            self.workspace = workspace
            self.workingDirectory = workingDirectory
            if let rulesDocumentation, !rulesDocumentation.isEmpty { self.rulesDocumentation = rulesDocumentation }
        }

        /// The context of `environment`.
        init(_ environment: some ScrollInspectEnvironment) {
            self.init(
                workspace: environment.variable("GITHUB_WORKSPACE"), workingDirectory: environment.workingDirectory,
                rulesDocumentation: environment.variable("SCROLL_INSPECT_AUDITS_URL"))
        }

        /// `files` with GitHub's paths (relative to the workspace), when the workspace is known.
        func forGitHub(_ files: [FileFindings]) -> [FileFindings] {
            guard let workspace, !workspace.isEmpty else { return files }
            return files.map {
                FileFindings(
                    file: WorkspacePath.relative($0.file, workingDirectory: workingDirectory, workspace: workspace),
                    findings: $0.findings)
            }
        }
    }

    static func render(
        _ reports: [SceneFindings], groupAcrossScreens: Bool, format: OutputFormat, explain: Bool,
        context: Context = Context()
    ) -> String {
        switch format {
        case .junit: return JUnitFormatter.format(screens(reports), explain: explain)
        case .codeclimate: return CodeClimateFormatter.format(screens(reports), explain: explain)
        case .sarif:
            return SARIFFormatter.format(
                screens(reports), groupedAcrossScreens: groupAcrossScreens,
                rulesDocumentation: context.rulesDocumentation, toolVersion: ScrollInspect.version, explain: explain)
        case .github:
            return GitHubAnnotationsFormatter.format(
                context.forGitHub(files(reports, groupAcrossScreens: groupAcrossScreens)), explain: explain)
        default:
            return render(
                files(reports, groupAcrossScreens: groupAcrossScreens), format: format, explain: explain,
                checked: context.checked)
        }
    }

    /// For `--format github` past GitHub's annotation limit, with `$GITHUB_STEP_SUMMARY` set:
    /// every finding as a Markdown table, to append to the summary file; otherwise `nil`.
    static func stepSummary(
        _ reports: [SceneFindings], groupAcrossScreens: Bool, explain: Bool, context: Context
    ) -> String? {
        let files = context.forGitHub(files(reports, groupAcrossScreens: groupAcrossScreens))
        guard GitHubStepSummary.exceedsAnnotationLimit(files) else { return nil }
        return GitHubStepSummary.markdown(files, explain: explain)
    }

    static func render(_ files: [FileFindings], format: OutputFormat, explain: Bool, checked: String? = nil) -> String {
        switch format {
        case .checkstyle: return CheckstyleFormatter.format(files, explain: explain)
        case .sarif: return SARIFFormatter.format(files, toolVersion: ScrollInspect.version, explain: explain)
        case .github: return GitHubAnnotationsFormatter.format(files, explain: explain)
        case .xcode: return XcodeFindingsFormatter.format(files)
        default: return TextFindingsFormatter.format(files, explain: explain, checked: checked)
        }
    }
}

/// The findings of one placed scene, all `check` keeps of it for its text, SARIF and GitHub forms.
struct SceneFindings {
    /// The fixture's path as the user gave it.
    var file: String
    /// The screen it was placed on (``SceneReport/screenLabel``).
    var screen: String
    /// Its findings.
    var findings: [Finding]
    /// The scene's index in its file.
    var index: Int = 0
    /// The device's name, or "custom window".
    var device: String = "custom window"
    /// The orientation's raw value.
    var orientation: String = "portrait"
    /// The release.
    var release: String = ""
    /// The rules that ran.
    var rules: [AuditRuleID] = AuditRuleID.allCases
    /// The fixture's path in the finding's key (``SceneAudit/keyPath``), when it differs.
    var keyFile: String?
    /// Each finding's occurrence (``ScreenFindings/occurrences(of:)``), counted before the baseline hid any.
    var occurrences: [Int] = []
}

extension SceneReport {
    /// "iPhone X landscapeLeft iOS 16", or "custom window portrait iOS 18": a matrix lays one
    /// device out on several releases, so the release is part of the name.
    var screenLabel: String {
        "\(deviceName ?? "custom window") \(layout.screen.orientation.rawValue) iOS \(layout.release)"
    }
}
