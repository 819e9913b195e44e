/// `--verbose`: the effective options of a run, on standard error before the command's own
/// lines — every option the command takes, given or not, with the value it runs with.
enum VerboseReport {
    static func options(
        _ command: any Subcommand.Type, _ arguments: ParsedArguments, _ colorization: Colorization
    ) -> String {
        var lines = ["command \(command.name)"]
        if command != SchemaCommand.self && command != DevicesCommand.self {
            lines.append("files " + (arguments.files.isEmpty ? "none" : arguments.files.joined(separator: " ")))
        }
        for option in CompletionScript.options(of: command) {
            var value = value(of: option, arguments, colorization)
            if option == .format && !arguments.given.contains(where: { $0.option == .format }) {
                value =
                    command == RenderCommand.self
                    ? "from the -o path (html for .html, else svg)" : command.formats[0].rawValue
            }
            lines.append(option.spellings.last! + " " + value)
        }
        return lines.map { "scroll-inspect: verbose: " + $0 + "\n" }.joined()
    }

    /// The value `option` runs with; an option added to the table without a line here says
    /// whether it was given.
    static func value(of option: CommandOption, _ arguments: ParsedArguments, _ colorization: Colorization) -> String {
        let releases =
            arguments.releases.isEmpty
            ? "each scene's own" : arguments.releases.map { $0.release?.description ?? "all" }.joined(separator: ", ")
        let values: [CommandOption: String] = [
            .format: arguments.format.rawValue,
            .explain: arguments.explain ? "on" : "off",
            .minimized: arguments.minimized ? "on" : "off",
            .device: arguments.device ?? "each scene's own",
            .orientation: arguments.orientation ?? "each scene's own",
            .ios: releases,
            .output: arguments.outputPath ?? "standard output",
            .guides: arguments.guides.isEmpty ? "none" : arguments.guides.joined(separator: ", "),
            .strict: arguments.strict ? "on" : "off",
            .disable: arguments.disabledRules.isEmpty ? "none" : arguments.disabledRules.joined(separator: ", "),
            .enable: arguments.enabledRules.isEmpty ? "none" : arguments.enabledRules.joined(separator: ", "),
            .baseline: arguments.baselinePath ?? "none",
            .writeBaseline: arguments.writeBaselinePath ?? "none",
            .color:
                """
            \(arguments.color.rawValue) (standard output \(colorization.standardOutput ? "coloured" : "plain"), \
            standard error \(colorization.standardError ? "coloured" : "plain"))
            """,
            .quiet: arguments.quiet ? "on" : "off",
            .verbose: arguments.verbose ? "on" : "off",
            // The values above are the command line's; a configuration file may set more
            // (`config --effective` prints them with their origins).
            .config: arguments.configPath
                ?? ".scroll-inspect.yml here or above, if any (values from it: config --effective)",
            .effective: arguments.effective ? "on" : "off",
            .stamp: arguments.stampPath ?? "none",
            .compareStoredFrames: arguments.compareStoredFrames ? "on" : "off",
            .ignoreSimulatedMetrics: arguments.ignoreSimulatedMetrics ? "on" : "off",
        ]
        return values[option] ?? (arguments.given.contains { $0.option == option } ? "given" : "not given")
    }
}
