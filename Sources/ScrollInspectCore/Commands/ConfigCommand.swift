import ScrollInsets

/// `scroll-inspect config --effective [check's options]`: the configuration `check` would use
/// here, with the same options, and where each value comes from (the file and position of its
/// key, the command line, or the default), written as a configuration file
/// (``EffectiveConfiguration/text()``).
struct ConfigCommand: Subcommand {
    static let name = "config"
    static let usage =
        """
        config --effective [FILE...] [--format F] [--device NAME|all] [--orientation NAME|all] [--ios N|all] \
        [--strict] [--disable RULE]... [--enable RULE]... [--baseline FILE] [--config FILE]
        """
    static let summary = [
        "print the configuration check uses (.scroll-inspect.yml and the options), and where each value comes from"
    ]
    static let options: Set<CommandOption> = [
        .effective, .config, .format, .device, .orientation, .ios, .strict, .disable, .enable, .baseline,
    ]
    static let formats: [OutputFormat] = CheckCommand.formats

    var check: CheckCommand

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if !arguments.effective && !arguments.answeredByRoot {
            throw UsageError(message: "'config' needs '--effective'")
        }
        check = try CheckCommand(arguments)
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        // Without a fixture to check, the configuration is still printed (its file list empty).
        switch check.effectiveConfiguration(environment: environment, requiringFiles: false) {
        case .success(let effective):
            output.write(effective.text())
            return CommandStatus(standardError: "", exitCode: .success)
        case .failure(let failure):
            return failure.status
        }
    }
}
