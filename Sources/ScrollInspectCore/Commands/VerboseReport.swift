/// `--verbose`: the effective options of a run, on standard error before the command's own
/// lines — every option the command takes, given or not, with the value it runs with, as the
/// command's own ``OptionDescriptor`` shows it.
enum VerboseReport {
    static func options<Command: ParsableCommand>(
        _ command: Command, _ global: GlobalOptions, _ colorization: Colorization
    ) -> String {
        var lines = ["command \(Command.name)"]
        if let path = Command.files {
            let files = command[keyPath: path]
            lines.append("files " + (files.isEmpty ? "none" : files.joined(separator: " ")))
        }
        for option in CompletionScript.options(of: Command.self) {
            let value: String
            if let descriptor = Command.arguments.first(where: { $0.option == option }) {
                value = descriptor.shown(command)
            } else if option == .color {
                value =
                    """
                    \(global.color.rawValue) (standard output \(colorization.standardOutput ? "coloured" : "plain"), \
                    standard error \(colorization.standardError ? "coloured" : "plain"))
                    """
            } else {
                value = GlobalOptions.arguments.first { $0.option == option }?.shown(global) ?? "not given"
            }
            lines.append(option.spellings.last! + " " + value)
        }
        return lines.map { "scroll-inspect: verbose: " + $0 + "\n" }.joined()
    }
}
