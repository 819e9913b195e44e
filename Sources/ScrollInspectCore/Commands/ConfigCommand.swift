import ScrollInsets

/// `scroll-inspect config --effective [check's options]`: the configuration `check` would use
/// here, with the same options, and where each value comes from (the file and position of its
/// key, the command line, or the default), written as a configuration file
/// (``EffectiveConfiguration/text()``).
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "config",
        usage: """
            config --effective [FILE...] [--format F] [--device NAME|all] [--orientation NAME|all] [--ios N|all] \
            [--strict] [--disable RULE]... [--enable RULE]... [--baseline FILE] [--config FILE]
            """,
        abstract: [
            "print the configuration check uses (.scroll-inspect.yml and the options), and where each value comes from"
        ],
        formats: CheckCommand.configuration.formats)
    /// `--effective`, and those of `check`'s options that change its configuration.
    static var arguments: [OptionDescriptor<Self>] {
        let shared: Set<CommandOption> = [
            .config, .format, .device, .orientation, .ios, .strict, .disable, .enable, .baseline,
        ]
        return [.flag(.effective, \.effective)]
            + CheckCommand.arguments.filter { shared.contains($0.option) }.map { $0.lifted(\.check) }
    }
    static var files: WritableKeyPath<Self, [String]>? { \.check.scenes.files }

    /// `--effective`, which the command needs (the only thing it prints).
    var effective = false
    var check = CheckCommand()

    mutating func validate() throws(UsageError) {
        if !effective {
            throw UsageError(message: "'config' needs '--effective'")
        }
        try check.validate()
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
