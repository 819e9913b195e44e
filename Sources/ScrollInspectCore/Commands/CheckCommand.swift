import ScrollInsets

/// `scroll-inspect check FILE...`: runs the audit rules and prints the findings as text, JSON
/// report 1, SARIF or GitHub annotations; exits 1 when a finding at error severity remains,
/// whatever the format.
struct CheckCommand: Subcommand {
    static let name = "check"
    static let usage = "check FILE... [--format text|json|sarif|github] [--explain] [--strict] [--disable RULE]... [--ios N|all]"
    static let summary = ["run the audit rules; exit 1 when a finding at error severity remains"]
    static let options: Set<CommandOption> = [.format, .explain, .device, .orientation, .ios, .strict, .disable]
    static let formats: [OutputFormat] = [.text, .json, .sarif, .github]

    var scenes: SceneOptions
    var format: OutputFormat
    /// `--explain`: the numbers behind each finding.
    var explain: Bool
    /// `--strict`: warnings become errors, so they fail the run.
    var strict: Bool
    /// `--disable RULE`: known rule ids.
    var disabledRules: [String]

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
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        var run: SceneRun
        do {
            run = try SceneRun(scenes, colorized: environment.standardErrorIsTerminal, disabledByFlag: disabledRules)
        } catch {
            return .usageError(error)
        }
        var sink = SceneReports(format == .json ? .json : .findings, audits: true, explain: explain, strict: strict)
        run.load(scenes.files, environment: environment, checking: sink)
        if let failure = run.failure { return failure }
        run.write(into: &sink, output: &output)
        if format == .json {
            sink.finish(to: &output)
        } else {
            let files = CheckOutput.files(sink.findings, groupAcrossScreens: !run.matrix.isIdentity)
            output.write(CheckOutput.render(files, format: format, explain: explain))
        }
        // The exit code follows the findings, never the output format.
        return run.status(exitCode: sink.hasErrorFinding ? .findings : .success)
    }
}
