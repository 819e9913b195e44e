import ScrollInsets
import ScrollInsetsFormats

/// `scroll-inspect check FILE...`: runs the audit rules and prints the findings as text, JSON
/// report 1, SARIF, GitHub annotations, Checkstyle, JUnit or GitLab code quality; exits 1 when a finding at error
/// severity remains,
/// whatever the format. With `--baseline FILE` the findings FILE holds are not reported, and
/// standard error says how many were suppressed and warns about stale entries (the exit code
/// follows the findings; a malformed baseline fails the run, exit 65); `--write-baseline FILE` writes every finding
/// to FILE (``Baseline``); `-o FILE` writes the report to FILE instead of standard output.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "check",
        usage: """
            check [FILE...] [--format text|json|sarif|github|checkstyle|junit|codeclimate|xcode] [--explain] \
            [--strict] [--disable RULE]... [--enable RULE]... [--device NAME|all] [--orientation NAME|all] \
            [--ios N|all] [--baseline FILE] [--write-baseline FILE] [-o FILE] [--config FILE] [--stamp FILE]
            """,
        abstract: [
            "run the audit rules; exit 1 when a finding at error severity remains; a FILE may be a directory;",
            "without FILE, the fixtures of .scroll-inspect.yml's 'included' (docs/configuration.md), or",
            "without one, every fixture, .storyboard and .xib under the current directory",
        ],
        discussion: [
            "The text report ends with the counts and what was checked: '0 errors, 1 warning, 0 notes in 3 screens",
            "of 2 files' (a screen: a scene on one device, orientation and release). --write-baseline says what it",
            "wrote; --baseline notes its entries for fixtures that no longer exist (docs/tooling.md, Baselines).",
        ],
        formats: [.text, .json, .sarif, .github, .checkstyle, .junit, .codeclimate, .xcode])
    static var arguments: [OptionDescriptor<Self>] {
        [.format(\.options.format, otherwise: "text"), .flag(.explain, \.explain)]
            + SceneOptions.arguments(\.scenes)
            + [
                .flag(.strict, \.options.strict),
                .list(.disable, \.options.disabledRules),
                .list(.enable, \.options.enabledRules),
                .value(.baseline, \.options.baselinePath, otherwise: "none"),
                .value(.writeBaseline, \.writeBaselinePath, otherwise: "none"),
                .value(.output, \.output, otherwise: "standard output"),
                // The values above are the command line's; a configuration file may set more
                // (`config --effective` prints them with their origins).
                .value(
                    .config, \.options.configPath,
                    otherwise: ".scroll-inspect.yml here or above, if any (values from it: config --effective)"),
                .value(.stamp, \.stampPath, otherwise: "none"),
            ]
    }
    static var files: WritableKeyPath<Self, [String]>? { \.scenes.files }

    /// What the command line says, before the configuration file is put with it
    /// (``EffectiveConfiguration``): `nil` or empty where an option is not given.
    struct Options: Sendable {
        var files: [String] = []
        var device: String?
        var orientation: String?
        var release: ReleaseChoice?
        /// `--disable RULE`: known rule ids.
        var disabledRules: [String] = []
        /// `--enable RULE`: known rule ids, turning on rules that are off by default.
        var enabledRules: [String] = []
        /// `--strict`: warnings become errors, so they fail the run.
        var strict = false
        /// `--format`, when given.
        var format: OutputFormat?
        /// `--baseline FILE`.
        var baselinePath: String?
        /// `--config FILE`: the configuration file, instead of looking for `.scroll-inspect.yml`.
        var configPath: String?
    }

    /// The files, devices, orientations and release, copied into ``options`` by ``validate()``.
    var scenes = SceneOptions()
    var options = Options()
    /// `--explain`: the numbers behind each finding.
    var explain = false
    /// `--write-baseline FILE`.
    var writeBaselinePath: String?
    /// `--stamp FILE`: a Swift comment with the counts, written when the run ends (with or
    /// without findings): the output a build command declares (``CheckStamp``).
    var stampPath: String?
    /// `-o FILE` as given.
    var output: String?

    /// `-o FILE` / `--output FILE`: the report goes to FILE, written whole once the run ends
    /// (with or without findings) and not at all when it fails; `nil` or `-` is standard output.
    var outputPath: String? { output == "-" ? nil : output }

    mutating func validate() throws(UsageError) {
        try Self.validateOne(releases: scenes.releases)
        for (option, rules) in [("--disable", options.disabledRules), ("--enable", options.enabledRules)] {
            for rule in rules where AuditRuleID(rawValue: rule) == nil {
                var message = "unknown rule '\(rule)' for '\(option)'"
                if let guess = SpellingSuggestion.closest(to: rule, among: AuditRuleID.allCases.map(\.rawValue)) {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message: message + " (scroll-inspect rules lists them)")
            }
        }
        if let rule = options.disabledRules.first(where: options.enabledRules.contains) {
            throw UsageError(message: "'--disable \(rule)' and '--enable \(rule)' contradict each other; give one")
        }
        options.files = scenes.files
        options.device = scenes.device
        options.orientation = scenes.orientation
        options.release = scenes.release
        if let outputPath, outputPath == writeBaselinePath {
            throw UsageError(message: "'--output' and '--write-baseline' name the same file '\(outputPath)'")
        }
    }

    /// The command line put together with the configuration file that applies, or the status
    /// to end the run with (a configuration that cannot be read, 66 or 78; no fixture, 64).
    func effectiveConfiguration(
        environment: some ScrollInspectEnvironment,
        requiringFiles: Bool = true
    ) -> Result<EffectiveConfiguration, LoadedConfiguration.Failure> {
        do {
            let configuration = try LoadedConfiguration.load(explicit: options.configPath, environment: environment)
            do {
                return .success(
                    try EffectiveConfiguration(
                        options, configuration: configuration, environment: environment,
                        requiringFiles: requiringFiles))
            } catch {
                return .failure(
                    LoadedConfiguration.Failure(
                        status: CommandStatus(
                            standardError: "scroll-inspect: error: \(error.message)\n\(Usage.short)", exitCode: .usage))
                )
            }
        } catch {
            return .failure(error)
        }
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        let effective: EffectiveConfiguration
        switch effectiveConfiguration(environment: environment) {
        case .success(let value): effective = value
        case .failure(let failure): return failure.status
        }
        let format = effective.format.value
        let baselinePath = effective.baseline.value
        var run = SceneRun(
            matrix: effective.matrix(), colorized: environment.standardErrorIsTerminal,
            disabled: Set(effective.rulesTurnedOff))
        run.statusBarHiddenAppWide = effective.statusBarHidden.value
        var sink = CheckScenes(
            json: format == .json, explain: explain, strict: effective.strict.value,
            groupsAcrossScreens: !run.matrix.isIdentity)
        sink.audit.severities = effective.severities.value
        let workingDirectory = environment.workingDirectory
        sink.audit.keyPath = { effective.keyPath($0, workingDirectory: workingDirectory) }
        if let baselinePath {
            switch readBaseline(baselinePath, environment: environment) {
            case .success(let baseline): sink.audit.baseline = baseline
            case .failure(let failure): return failure.status
            }
        }
        run.load(effective.files.value, environment: environment, into: &sink)
        if let failure = run.failure { return failure }
        // With `--output`, the report is held for the file.
        var held = StringOutput()
        var context = CheckOutput.Context(environment)
        context.fileCount = Set(effective.files.value).count
        if outputPath != nil {
            writeReport(&run, &sink, format: format, context: context, to: &held)
        } else {
            writeReport(&run, &sink, format: format, context: context, to: &output)
        }
        var summary = ""
        if let baselinePath {
            summary = Self.baselineSummary(
                path: baselinePath, suppressed: sink.audit.suppressedCount, stale: sink.audit.staleBaselineEntries)
            summary += Self.missingFixturesNote(
                path: baselinePath, missing: missingFixtures(sink.audit, effective, environment: environment))
        }
        if let writeBaselinePath {
            let count = sink.audit.baselineEntries.count
            summary +=
                "scroll-inspect: wrote \(writeBaselinePath) (a baseline of \(count) finding\(count == 1 ? "" : "s"))\n"
        }
        var files =
            writeBaselinePath.map {
                [FileWrite(path: $0, contents: Baseline(entries: sink.audit.baselineEntries).json())]
            } ?? []
        if let outputPath { files.insert(FileWrite(path: outputPath, contents: held.text), at: 0) }
        if let stampPath {
            files.append(
                FileWrite(
                    path: stampPath,
                    contents: CheckStamp.text(files: effective.files.value, findings: sink.findings.flatMap(\.findings))
                ))
        }
        // Past GitHub's annotations per step, every finding in the job summary.
        if format == .github, let summaryPath = environment.variable("GITHUB_STEP_SUMMARY"), !summaryPath.isEmpty,
            let summary = CheckOutput.stepSummary(
                sink.findings, groupAcrossScreens: !run.matrix.isIdentity, explain: explain, context: context)
        {
            files.append(FileWrite(path: summaryPath, contents: summary, appends: true))
        }
        // The exit code follows the findings, never the output format.
        return run.status(exitCode: sink.audit.hasErrorFinding ? .findings : .success, summary: summary, files: files)
    }

    /// What `--baseline` did, on standard error: how many findings it hid and, as a warning that
    /// leaves the exit code alone, its stale entries (their findings are gone), one a line.
    static func baselineSummary(path: String, suppressed: Int, stale: [Baseline.Entry]) -> String {
        var text =
            """
            scroll-inspect: note: \(path): the baseline suppressed \(suppressed) \
            \(suppressed == 1 ? "finding" : "findings"); \(stale.count) stale \
            \(stale.count == 1 ? "entry" : "entries")\n
            """
        if !stale.isEmpty {
            text +=
                """
                scroll-inspect: warning: \(path): \(stale.count) baseline \
                \(stale.count == 1 ? "finding is" : "findings are") no longer found; write the baseline again with \
                --write-baseline\n
                """
            text += stale.map { "  " + $0.summary + "\n" }.joined()
        }
        return text
    }

    /// What the text summary says was checked: `in 3 screens of 2 files` (a screen: a scene on
    /// one device, orientation and release).
    static func checked(screens: Int, files: Int) -> String {
        "in \(screens) screen\(screens == 1 ? "" : "s") of \(files) file\(files == 1 ? "" : "s")"
    }

    /// The files the baseline's entries name that no longer exist: not checked by this run, and
    /// not found where the entry's path points (below the configuration's directory when there
    /// is one, else from the working directory), sorted.
    func missingFixtures(
        _ audit: SceneAudit, _ effective: EffectiveConfiguration, environment: some ScrollInspectEnvironment
    ) -> [String] {
        let checked = Set(audit.checkedScreens.map(\.file))
        let named = Set((audit.baseline?.entries ?? []).map(\.file)).subtracting(checked)
        return named.filter { file in
            let path =
                file.hasPrefix("/")
                ? file : effective.configuration.map { LoadedConfiguration.join($0.directory, file) } ?? file
            return environment.fileSize(ofFile: path) == nil
        }.sorted()
    }

    /// The note of baseline entries whose fixture no longer exists: how many files, and which.
    /// It leaves the exit code alone, with or without `--strict` (docs/tooling.md, "Baselines").
    static func missingFixturesNote(path: String, missing: [String]) -> String {
        guard !missing.isEmpty else { return "" }
        return
            """
            scroll-inspect: note: \(path): entries for \(missing.count) \
            \(missing.count == 1 ? "fixture that no longer exists" : "fixtures that no longer exist"): \
            \(missing.joined(separator: ", ")); write the baseline again with --write-baseline to drop them\n
            """
    }

    private func writeReport(
        _ run: inout SceneRun, _ sink: inout CheckScenes, format: OutputFormat, context: CheckOutput.Context,
        to output: inout some OutputSink
    ) {
        run.write(to: &output)
        if format == .json {
            sink.finish(to: &output)
        } else {
            // Every screen checked has its entry in `findings`, with or without findings.
            var context = context
            context.checked = Self.checked(screens: sink.findings.count, files: context.fileCount)
            output.write(
                CheckOutput.render(
                    sink.findings, groupAcrossScreens: !run.matrix.isIdentity, format: format, explain: explain,
                    context: context))
        }
    }

    /// Why a baseline cannot be used: its status.
    struct BaselineFailure: Error { var status: CommandStatus }

    /// The baseline at `path`, or the status of a file that cannot be read (66) or is not a
    /// baseline (65, each problem positioned).
    private func readBaseline(
        _ path: String, environment: some ScrollInspectEnvironment
    ) -> Result<Baseline, BaselineFailure> {
        let bytes: [UInt8]
        do {
            bytes = try environment.contents(ofFile: path)
        } catch {
            return .failure(
                BaselineFailure(
                    status: CommandStatus(
                        standardError: "scroll-inspect: error: cannot open baseline '\(path)': \(error.reason)\n",
                        exitCode: .noInput)))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            return .success(try Baseline(parsing: text))
        } catch {
            let rendered = DiagnosticRenderer(path: path, source: text, colorized: environment.standardErrorIsTerminal)
                .render(error.diagnostics)
            return .failure(BaselineFailure(status: CommandStatus(standardError: rendered, exitCode: .dataError)))
        }
    }
}
