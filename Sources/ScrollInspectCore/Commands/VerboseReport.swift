/// `--verbose`: the effective options of a run, on standard error before the command's own
/// lines — every option the command takes, given or not, with the value it runs with.
enum VerboseReport {
    static func options(_ command: any Subcommand.Type, _ arguments: ParsedArguments, _ colorization: Colorization) -> String {
        var lines = ["command \(command.name)"]
        if command != SchemaCommand.self && command != DevicesCommand.self {
            lines.append("files " + (arguments.files.isEmpty ? "none" : arguments.files.joined(separator: " ")))
        }
        for option in CompletionScript.options(of: command) {
            var value = value(of: option, arguments, colorization)
            if option == .format && !arguments.given.contains(where: { $0.option == .format }) {
                value = command == RenderCommand.self ? "from the -o path (html for .html, else svg)" : command.formats[0].rawValue
            }
            lines.append(option.spellings.last! + " " + value)
        }
        return lines.map { "scroll-inspect: verbose: " + $0 + "\n" }.joined()
    }

    static func value(of option: CommandOption, _ arguments: ParsedArguments, _ colorization: Colorization) -> String {
        switch option {
        case .format: arguments.format.rawValue
        case .explain: arguments.explain ? "on" : "off"
        case .device: arguments.device ?? "each scene's own"
        case .orientation: arguments.orientation ?? "each scene's own"
        case .ios: arguments.releases.isEmpty ? "each scene's own" : arguments.releases.map { $0.release?.description ?? "all" }.joined(separator: ", ")
        case .output: arguments.outputPath ?? "standard output"
        case .guides: arguments.guides.isEmpty ? "none" : arguments.guides.joined(separator: ", ")
        case .strict: arguments.strict ? "on" : "off"
        case .disable: arguments.disabledRules.isEmpty ? "none" : arguments.disabledRules.joined(separator: ", ")
        case .baseline: arguments.baselinePath ?? "none"
        case .writeBaseline: arguments.writeBaselinePath ?? "none"
        case .color:
            "\(arguments.color.rawValue) (standard output \(colorization.standardOutput ? "coloured" : "plain"), standard error \(colorization.standardError ? "coloured" : "plain"))"
        case .quiet: arguments.quiet ? "on" : "off"
        case .verbose: arguments.verbose ? "on" : "off"
        }
    }
}
