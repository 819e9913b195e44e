/// `scroll-inspect --generate-completion-script bash|zsh|fish`: the shell completion scripts,
/// generated from the same tables as `--help` (the subcommands, each one's options and formats,
/// ``CommandOption`` and its value words), so a new option completes without another edit.
/// Homebrew's `generate_completions_from_executable` calls this spelling.
enum CompletionScript {
    static func text(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// The options of `command`, in the table's order, then those of every command.
    static func options(of command: any ParsableCommand.Type) -> [CommandOption] {
        CommandOption.allCases.filter { command.takes($0) && !CommandOption.everyCommand.contains($0) }
            + CommandOption.everyCommand
    }

    /// Every spelling `command` takes, root flags last.
    static func spellings(of command: any ParsableCommand.Type) -> [String] {
        options(of: command).flatMap(\.spellings) + RootFlag.allCases.flatMap(\.spellings)
    }

    /// The value options whose words differ between commands (`--format`, `--ios`): completed
    /// per command; the others once for all.
    static func variesByCommand(_ option: CommandOption) -> Bool {
        let commands = ScrollInspect.subcommands.filter { options(of: $0).contains(option) }
        guard let first = commands.first else { return false }
        return commands.contains { option.valueWords(for: $0) != option.valueWords(for: first) }
    }

    /// The value options, each with the words it takes once for all commands.
    static var sharedValueOptions: [(option: CommandOption, words: [String])] {
        CommandOption.allCases.compactMap { option in
            guard option.takesValue, !option.valueIsPath, !variesByCommand(option),
                let command = ScrollInspect.subcommands.first(where: { options(of: $0).contains(option) })
            else { return nil }
            return (option, option.valueWords(for: command))
        }
    }
}

/// The shells `--generate-completion-script` writes for.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}
