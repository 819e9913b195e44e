import ScrollInsets
import ScrollInsetsFormats

/// The scroll-inspect command: arguments in, output and exit code out. The root command: it
/// lists the subcommands, picks one by the first argument (`report` when none is named),
/// scans the options, lets the subcommand check and run them, and answers `--help` and
/// `--version` itself.
package enum ScrollInspect {
    /// The tool's version.
    package static let version = "0.1.0"

    /// The subcommands, in the order `--help` lists them.
    static let subcommands: [any ParsableCommand.Type] = [
        ReportCommand.self, CheckCommand.self, DiffCommand.self, LifecycleCommand.self, RenderCommand.self,
        InspectCommand.self,
        DevicesCommand.self,
        SchemaCommand.self, ConfigCommand.self, ImportCommand.self, VerifyCommand.self, RulesCommand.self,
    ]

    /// Subcommands that `--help` does not list: tools for the project's own CI.
    static let hiddenSubcommands: [any ParsableCommand.Type] = [FixtureJSONCommand.self]

    /// Runs scroll-inspect with `arguments` (without the program name), collecting standard
    /// output into a string.
    package static func run(_ arguments: [String], environment: some ScrollInspectEnvironment) -> CommandOutput {
        var output = StringOutput()
        let status = run(arguments, environment: environment, output: &output)
        return CommandOutput(
            standardOutput: output.text, standardError: status.standardError, exitCode: status.exitCode,
            files: status.files)
    }

    /// Runs scroll-inspect with `arguments` (without the program name), writing standard output
    /// to `output` as it goes, and only once the run is known to succeed.
    package static func run(
        _ arguments: [String], environment: some ScrollInspectEnvironment,
        output: inout some OutputSink
    ) -> CommandStatus {
        let started = environment.now()
        var rest = arguments[...]
        var command: any ParsableCommand.Type = ReportCommand.self
        var isNamed = false
        // `help` and `help COMMAND`: the whole help, or the command's.
        if rest.first == "help" {
            guard rest.count <= 2 else {
                return CommandStatus(
                    standardError: "scroll-inspect: error: 'help' takes one command at most\n" + Usage.short,
                    exitCode: .usage)
            }
            guard let name = rest.dropFirst().first else {
                output.write(Usage.full)
                return CommandStatus(standardError: "", exitCode: .success)
            }
            guard let named = subcommands.first(where: { $0.name == name }) else {
                var message = "unknown command '\(name)' for 'help'"
                if let guess = SpellingSuggestion.closest(to: name, among: subcommands.map { $0.name }) {
                    message += "; did you mean '\(guess)'?"
                }
                return CommandStatus(
                    standardError: "scroll-inspect: error: \(message)\n" + Usage.short, exitCode: .usage)
            }
            output.write(Usage.command(named))
            return CommandStatus(standardError: "", exitCode: .success)
        }
        if let first = rest.first, let named = (subcommands + hiddenSubcommands).first(where: { $0.name == first }) {
            command = named
            isNamed = true
            rest = rest.dropFirst()
        }
        let parsed: CommandLineParser.Parsed
        do {
            parsed = try CommandLineParser.parse(command, rest)
        } catch {
            let colour = Colorization(ColorChoice(scanning: rest), environment: environment).standardError
            let line = "scroll-inspect: error: \(error.message)"
            return CommandStatus(
                standardError: (colour ? TerminalStyle.standardErrorLine(line[...]) : line) + "\n" + Usage.short,
                exitCode: .usage)
        }
        if parsed.global.help {
            output.write(isNamed ? Usage.command(command) : Usage.full)
        } else if parsed.global.version {
            output.write("scroll-inspect \(version)\n")
        } else if let shell = parsed.global.completionShell {
            output.write(CompletionScript.text(for: shell))
        } else if parsed.global.generateManPage {
            output.write(ManPage.text)
        } else {
            return run(parsed, environment: environment, output: &output, started: started)
        }
        return CommandStatus(standardError: "", exitCode: .success)
    }

    /// Runs a subcommand under `--color`, `--quiet` and `--verbose`: its standard output styled
    /// line by line when coloured (or, for `check --quiet`, without the summary line), its
    /// standard error coloured, cut to errors, or preceded by the effective options and followed
    /// by the stage times.
    static func run(
        _ parsed: CommandLineParser.Parsed, environment: some ScrollInspectEnvironment,
        output: inout some OutputSink, started: ContinuousClock.Instant
    ) -> CommandStatus {
        let subcommand = parsed.command
        let command = type(of: subcommand)
        let colorization = Colorization(parsed.global.color, environment: environment)
        let timings = parsed.global.verbose ? RunTimings(now: { environment.now() }) : nil
        timings?.record("arguments", since: started)
        let runEnvironment = RunEnvironment(base: environment, colorization: colorization, timings: timings)
        let styler =
            colorization.standardOutput
            ? TerminalStyle.standardOutputStyler(command: command.name, format: parsed.format) : nil
        let dropsSummary = parsed.global.quiet && command.name == CheckCommand.name && parsed.format == .text
        var status: CommandStatus
        if styler != nil || dropsSummary {
            var styled = StyledOutput(base: output) { line -> String? in
                if dropsSummary && TerminalStyle.isFindingSummary(line) { return nil }
                return styler.map { $0(line) } ?? String(line)
            }
            status = subcommand.run(environment: runEnvironment, output: &styled)
            styled.finish()
            output = styled.base
        } else {
            status = subcommand.run(environment: runEnvironment, output: &output)
        }
        if parsed.global.quiet { status.standardError = QuietStandardError.errorsOnly(status.standardError) }
        if colorization.standardError {
            status.standardError = status.standardError.split(separator: "\n", omittingEmptySubsequences: false)
                .map(TerminalStyle.standardErrorLine).joined(separator: "\n")
        }
        if let timings {
            timings.record("total", since: started)
            status.standardError =
                parsed.verboseOptions(colorization) + status.standardError
                + "scroll-inspect: verbose: time: \(timings.summary)\n"
        }
        return status
    }
}
