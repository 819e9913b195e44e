/// The scroll-inspect command: arguments in, output and exit code out. The root command: it
/// lists the subcommands, picks one by the first argument (`report` when none is named),
/// scans the options, lets the subcommand check and run them, and answers `--help` and
/// `--version` itself.
public enum ScrollInspect {
    /// The tool's version.
    public static let version = "0.1.0"

    /// The subcommands, in the order `--help` lists them.
    static let subcommands: [any Subcommand.Type] = [
        ReportCommand.self, CheckCommand.self, DiffCommand.self, LifecycleCommand.self, RenderCommand.self, DevicesCommand.self,
        SchemaCommand.self, ImportCommand.self,
    ]

    /// Runs scroll-inspect with `arguments` (without the program name), collecting standard
    /// output into a string.
    public static func run(_ arguments: [String], environment: some ScrollInspectEnvironment) -> CommandOutput {
        var output = StringOutput()
        let status = run(arguments, environment: environment, output: &output)
        return CommandOutput(standardOutput: output.text, standardError: status.standardError, exitCode: status.exitCode,
                             files: status.files)
    }

    /// Runs scroll-inspect with `arguments` (without the program name), writing standard output
    /// to `output` as it goes, and only once the run is known to succeed.
    public static func run(_ arguments: [String], environment: some ScrollInspectEnvironment,
                           output: inout some OutputSink) -> CommandStatus {
        var rest = arguments[...]
        var command: any Subcommand.Type = ReportCommand.self
        if let first = rest.first, let named = subcommands.first(where: { $0.name == first }) {
            command = named
            rest = rest.dropFirst()
        }
        let parsed: ParsedArguments
        let subcommand: any Subcommand
        do {
            parsed = try ParsedArguments(scanning: rest)
            try parsed.validate(for: command)
            subcommand = try command.init(parsed)
        } catch {
            return CommandStatus(standardError: "scroll-inspect: error: \(error.message)\n\(Usage.short)", exitCode: .usage)
        }
        if parsed.help {
            output.write(Usage.full)
        } else if parsed.version {
            output.write("scroll-inspect \(version)\n")
        } else {
            return subcommand.run(environment: environment, output: &output)
        }
        return CommandStatus(standardError: "", exitCode: .success)
    }
}
