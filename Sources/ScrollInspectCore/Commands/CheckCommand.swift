import ScrollInsets

/// `scroll-inspect check FILE...`: runs the audit rules and prints the findings as text, JSON
/// report 1, SARIF or GitHub annotations; exits 1 when a finding at error severity remains,
/// whatever the format.
struct CheckCommand: Subcommand {
    static let name = "check"
    static let usage = "check FILE... [--format text|json|sarif|github] [--explain] [--strict] [--disable RULE]..."
    static let summary = ["run the audit rules; exit 1 when a finding at error severity remains"]
    static let options: Set<CommandOption> = [.format, .explain, .device, .orientation, .ios, .strict, .disable]
    static let formats: [OutputFormat] = [.text, .json, .sarif, .github]

    var scenes: SceneOptions
    var format: OutputFormat
    /// `--explain`: the numbers behind each finding.
    var explain: Bool
    /// `--ios`, once at most.
    var system: SystemVersion?
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
        system = arguments.systems.first
        strict = arguments.strict
        disabledRules = arguments.disabledRules
    }

    func run(environment: some ScrollInspectEnvironment) -> CommandOutput {
        var run: SceneRun
        do {
            run = try SceneRun(scenes, colorized: environment.standardErrorIsTerminal, disabledByFlag: disabledRules)
        } catch {
            return .usageError(error)
        }
        var sink = SceneReports(system: system, audits: true, explain: explain, strict: strict, json: format == .json)
        run.load(scenes.files, environment: environment, into: &sink)
        if let failure = run.failure { return failure }
        // The exit code follows the findings, never the output format.
        let exit: ExitCode = sink.hasErrorFinding ? .findings : .success
        if format == .json { return run.output(sink.json.take()?.text() ?? "", exitCode: exit) }
        let files = CheckOutput.files(sink.reports, groupAcrossScreens: !run.matrix.isIdentity)
        return run.output(CheckOutput.render(files, format: format, explain: explain), exitCode: exit)
    }
}
