import ScrollInsetsFormats
import ScrollInsets

/// The one place where a command line becomes a command: the arguments after the command's
/// name are scanned, each option stored into the command's own typed properties through its
/// ``ParsableCommand/arguments`` (or into ``GlobalOptions``), the files through
/// ``ParsableCommand/files``, and the whole checked: the format, the options the command does not
/// take, and then the command's ``ParsableCommand/validate()``.
enum CommandLineParser {
    /// A command line parsed and checked.
    struct Parsed {
        /// The command, its options stored and validated.
        var command: any ParsableCommand
        /// `--color`, `--quiet`, `--verbose` and the root flags.
        var global: GlobalOptions
        /// `--format` as given, `text` when not given (for colouring and `check --quiet`).
        var format: OutputFormat
        /// `--verbose`'s lines of the options the run uses, under the colours chosen.
        var verboseOptions: (Colorization) -> String
    }

    /// Parses `arguments` (after the command's name) for `Command`.
    ///
    /// - Throws: A ``UsageError`` for an unknown option, a missing or unknown value, a single
    ///   value given twice, an option or a file the command does not take, or a command line
    ///   its ``ParsableCommand/validate()`` refuses.
    static func parse<Command: ParsableCommand>(
        _ type: Command.Type, _ arguments: ArraySlice<String>
    ) throws(UsageError) -> Parsed {
        var command = Command()
        var global = GlobalOptions()
        var files: [String] = []
        var format = OutputFormat.text
        var formatGiven = false
        // The single values given so far, by option, as written (`--device A --device all`).
        var singleValues: [CommandOption: (spelling: String, value: String)] = [:]
        // Options the command does not take, in order, with their spelling.
        var foreign: [(option: CommandOption, spelling: String)] = []
        var rest = arguments
        var onlyFiles = false
        while let argument = rest.popFirst() {
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            if argument == "--" { onlyFiles = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            let value: String?
            if CommandOption.valueSpellings.contains(name) {
                guard let given = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                value = given
            } else if CommandOption.flagSpellings.contains(name), inlineValue == nil {
                value = nil
            } else {
                var message = "unknown option '\(name)'"
                if let guess = SpellingSuggestion.closest(
                    to: name, among: CommandOption.valueSpellings + CommandOption.flagSpellings)
                {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message: message)
            }
            if try global.storeRootFlag(name, value: value) { continue }
            guard let option = CommandOption(spelling: name) else {
                throw UsageError(message: "option '\(name)' is in the table but names no option")
            }
            if let descriptor = Command.arguments.first(where: { $0.option == option }) {
                if !descriptor.isRepeatable, let value {
                    if let first = singleValues[option] {
                        throw UsageError(
                            message:
                                """
                                '\(first.spelling)' is given twice ('\(first.value)', then '\(value)'); give it once
                                """)
                    }
                    singleValues[option] = (name, value)
                }
                try descriptor.store(&command, value)
                if option == .format, let value, let given = OutputFormat(rawValue: value) {
                    format = given
                    formatGiven = true
                }
            } else if let descriptor = GlobalOptions.arguments.first(where: { $0.option == option }) {
                try descriptor.store(&global, value)
            } else {
                foreign.append((option, name))
            }
        }
        try check(Command.self, format: formatGiven ? format : nil, global: global, foreign: foreign, files: files)
        if let path = Command.files { command[keyPath: path] = files }
        if !global.answeredByRoot { try command.validate() }
        let parsed = command
        return Parsed(
            command: command, global: global, format: format,
            verboseOptions: { VerboseReport.options(parsed, global, $0) })
    }

    /// The checks every command shares, in order: the format, `--quiet` with `--verbose`, the
    /// options the command does not take, the files of a command that reads none.
    static func check<Command: ParsableCommand>(
        _ type: Command.Type, format: OutputFormat?, global: GlobalOptions,
        foreign: [(option: CommandOption, spelling: String)], files: [String]
    ) throws(UsageError) {
        // `render` takes its format from the path of `-o` when none is given, or `text`.
        if let format, !Command.formats.contains(format), !(Command.self == RenderCommand.self && format == .text) {
            throw UsageError(
                message:
                    """
                    '--format \(format.rawValue)' does not go with '\(Command.name)'; expected \
                    \(Command.formats.map(\.rawValue).joined(separator: ", "))
                    """
            )
        }
        try global.validate()
        if let first = foreign.first {
            throw UsageError(message: foreignMessage(first.spelling, first.option, command: Command.name))
        }
        if Command.files == nil, let file = files.first {
            throw UsageError(message: "'\(Command.name)' takes no file; found '\(file)'")
        }
    }

    /// The error of an option `command` does not take: the commands that take it when they are
    /// few, five at most (`'--strict' goes with 'check' and 'config' only`), else the command it was given to.
    static func foreignMessage(_ spelling: String, _ option: CommandOption, command: String) -> String {
        let takers = ScrollInspect.subcommands.filter { $0.takes(option) }.map { "'\($0.name)'" }
        guard !takers.isEmpty, takers.count <= 5 else { return "'\(spelling)' does not go with '\(command)'" }
        let list = takers.count == 1 ? takers[0] : takers.dropLast().joined(separator: ", ") + " and " + takers.last!
        return "'\(spelling)' goes with \(list) only"
    }
}
