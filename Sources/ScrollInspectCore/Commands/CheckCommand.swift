import ScrollInsets

/// `scroll-inspect check FILE...`: runs the audit rules and prints the findings as text, JSON
/// report 1, SARIF, GitHub annotations, Checkstyle, JUnit or GitLab code quality; exits 1 when a finding at error severity remains,
/// whatever the format. With `--baseline FILE` the findings FILE holds are not reported (a stale
/// or malformed baseline fails the run, exit 65); `--write-baseline FILE` writes every finding
/// to FILE (``Baseline``); `-o FILE` writes the report to FILE instead of standard output.
struct CheckCommand: Subcommand {
    static let name = "check"
    static let usage = "check FILE... [--format text|json|sarif|github|checkstyle|junit|codeclimate] [--explain] [--strict] [--disable RULE]... [--ios N|all] [--baseline FILE] [--write-baseline FILE] [-o FILE]"
    static let summary = ["run the audit rules; exit 1 when a finding at error severity remains"]
    static let options: Set<CommandOption> = [.format, .explain, .device, .orientation, .ios, .strict, .disable, .baseline, .writeBaseline, .output]
    static let formats: [OutputFormat] = [.text, .json, .sarif, .github, .checkstyle, .junit, .codeclimate]

    var scenes: SceneOptions
    var format: OutputFormat
    /// `--explain`: the numbers behind each finding.
    var explain: Bool
    /// `--strict`: warnings become errors, so they fail the run.
    var strict: Bool
    /// `--disable RULE`: known rule ids.
    var disabledRules: [String]
    /// `--baseline FILE`.
    var baselinePath: String?
    /// `--write-baseline FILE`.
    var writeBaselinePath: String?
    /// `-o FILE` / `--output FILE`: the report goes to FILE, written whole once the run ends
    /// (with or without findings) and not at all when it fails; `nil` or `-` is standard output.
    var outputPath: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        for rule in arguments.disabledRules where AuditRuleID(rawValue: rule) == nil {
            var message = "unknown rule '\(rule)' for '--disable'"
            if let guess = SpellingSuggestion.closest(to: rule, among: AuditRuleID.allCases.map(\.rawValue)) { message += "; did you mean '\(guess)'?" }
            throw UsageError(message: message)
        }
        scenes = try SceneOptions(arguments)
        format = arguments.format
        explain = arguments.explain
        strict = arguments.strict
        disabledRules = arguments.disabledRules
        baselinePath = arguments.baselinePath
        writeBaselinePath = arguments.writeBaselinePath
        outputPath = arguments.outputPath == "-" ? nil : arguments.outputPath
        if let outputPath, outputPath == writeBaselinePath {
            throw UsageError(message: "'--output' and '--write-baseline' name the same file '\(outputPath)'")
        }
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        var run: SceneRun
        do {
            run = try SceneRun(scenes, colorized: environment.standardErrorIsTerminal, disabledByFlag: disabledRules)
        } catch {
            return .usageError(error)
        }
        var sink = SceneReports(format == .json ? .json : .findings, audits: true, explain: explain, strict: strict)
        if let baselinePath {
            switch readBaseline(baselinePath, environment: environment) {
            case .success(let baseline): sink.baseline = baseline
            case .failure(let failure): return failure.status
            }
        }
        run.load(scenes.files, environment: environment, checking: sink)
        if let failure = run.failure { return failure }
        // With a baseline, the report is held until the baseline is known not to be stale; with
        // `--output`, it is held for the file.
        var held = StringOutput()
        if baselinePath != nil || outputPath != nil { writeReport(&run, &sink, to: &held) } else { writeReport(&run, &sink, to: &output) }
        let stale = sink.staleBaselineEntries
        if let baselinePath, !stale.isEmpty {
            let lines = stale.map { "  " + $0.summary + "\n" }.joined()
            return CommandStatus(standardError: "scroll-inspect: error: \(baselinePath): \(stale.count) baseline \(stale.count == 1 ? "finding is" : "findings are") no longer found; write the baseline again with --write-baseline\n" + lines,
                                 exitCode: .dataError)
        }
        var files = writeBaselinePath.map { [FileWrite(path: $0, contents: Baseline(entries: sink.baselineEntries).json())] } ?? []
        if let outputPath { files.insert(FileWrite(path: outputPath, contents: held.text), at: 0) } else { output.write(held.text) }
        // The exit code follows the findings, never the output format.
        return run.status(exitCode: sink.hasErrorFinding ? .findings : .success, files: files)
    }

    private func writeReport(_ run: inout SceneRun, _ sink: inout SceneReports, to output: inout some OutputSink) {
        run.write(into: &sink, output: &output)
        if format == .json {
            sink.finish(to: &output)
        } else {
            output.write(CheckOutput.render(sink.findings, groupAcrossScreens: !run.matrix.isIdentity, format: format, explain: explain))
        }
    }

    /// Why a baseline cannot be used: its status.
    struct BaselineFailure: Error { var status: CommandStatus }

    /// The baseline at `path`, or the status of a file that cannot be read (66) or is not a
    /// baseline (65, each problem positioned).
    private func readBaseline(_ path: String, environment: some ScrollInspectEnvironment) -> Result<Baseline, BaselineFailure> {
        let bytes: [UInt8]
        do {
            bytes = try environment.contents(ofFile: path)
        } catch {
            return .failure(BaselineFailure(status: CommandStatus(standardError: "scroll-inspect: error: cannot open baseline '\(path)': \(error.reason)\n", exitCode: .noInput)))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            return .success(try Baseline(parsing: text))
        } catch {
            let rendered = DiagnosticRenderer(path: path, source: text, colorized: environment.standardErrorIsTerminal).render(error.diagnostics)
            return .failure(BaselineFailure(status: CommandStatus(standardError: rendered, exitCode: .dataError)))
        }
    }
}
