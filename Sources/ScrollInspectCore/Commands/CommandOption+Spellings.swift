import ScrollInsets

/// What completion scripts and the man page read from the option table: each option's
/// spellings, whether it takes a value, the words its value may be, and its `--help` line cut
/// into term and description.
extension CommandOption {
    /// The options every command takes, besides its own.
    static let everyCommand: [CommandOption] = [.color, .quiet, .verbose]

    /// The spellings, the short one first (`-o`, `--output`): every spelling of the option
    /// table that names this option, so a new option needs no entry here.
    var spellings: [String] {
        (Self.valueSpellings + Self.flagSpellings)
            .filter { CommandOption(spelling: $0) == self }
            .sorted { ($0.hasPrefix("--") ? 1 : 0, $0) < ($1.hasPrefix("--") ? 1 : 0, $1) }
    }

    /// Whether the option takes a value.
    var takesValue: Bool { spellings.contains { Self.valueSpellings.contains($0) } }

    /// Whether the value names a file to write or read (completed as a path).
    var valueIsPath: Bool { [.output, .baseline, .writeBaseline].contains(self) }

    /// The words the value may be, for `command`; empty for a flag, a free value or a path.
    /// `--device` offers `all` and every name of the catalog, `--guides` `all` (or a view path).
    func valueWords(for command: any ParsableCommand.Type) -> [String] {
        switch self {
        case .format: command.formats.map(\.rawValue)
        case .device: ["all"] + DeviceCatalog.all.map(\.name)
        case .orientation: Orientation.allCases.map(\.rawValue) + ["all"]
        case .ios:
            UIKitRelease.modelled.map(\.description)
                + (command == DevicesCommand.self || command == DiffCommand.self ? [] : ["all"])
        case .guides: ["all"]
        case .disable: AuditRuleID.allCases.map(\.rawValue)
        case .enable: AuditRuleID.optIn.map(\.rawValue)
        case .color: ColorChoice.allCases.map(\.rawValue)
        default: []
        }
    }

    /// The `--help` line's term: `--format F`, `-o PATH`.
    var helpTerm: String {
        let words = help.split(separator: " ", omittingEmptySubsequences: true)
        return words.prefix(takesValue ? 2 : 1).joined(separator: " ")
    }

    /// The `--help` line's description, after the term.
    var helpDescription: String {
        var words = help.split(separator: " ", omittingEmptySubsequences: false)[...]
        var skipped = 0
        while let first = words.first, skipped < (takesValue ? 2 : 1) || first.isEmpty {
            if !first.isEmpty { skipped += 1 }
            words = words.dropFirst()
        }
        return words.joined(separator: " ")
    }
}
