/// One option of a command, declared by the command that holds it: which option of the table
/// it is (``CommandOption``: its spellings and its line in `--help`), where its value goes among
/// the command's typed properties, and how `--verbose` shows the value the run uses. A command
/// lists its descriptors in ``ParsableCommand/arguments``; an option it does not list cannot be
/// stored into it, so a command cannot read an option it forgot to declare.
struct OptionDescriptor<Command> {
    /// The option of the table.
    let option: CommandOption
    /// Whether it may be given more than once: a list (`--disable`), a flag, or `--color` (the
    /// last wins). A single value given twice (`--device A --device all`) is a usage error.
    let isRepeatable: Bool
    /// Stores the value (`nil` for a flag) into the command; throws the usage error of a value
    /// that is not one of those allowed.
    let store: (inout Command, String?) throws(UsageError) -> Void
    /// The value the run uses, for `--verbose`.
    let shown: (Command) -> String

    /// The same option stored into `Command`'s part at `path` (`config` holds a `check`).
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Command>) -> OptionDescriptor<Outer> {
        let store = store
        let shown = shown
        return OptionDescriptor<Outer>(
            option: option, isRepeatable: isRepeatable,
            store: { (outer: inout Outer, value: String?) throws(UsageError) in try store(&outer[keyPath: path], value)
            },
            shown: { shown($0[keyPath: path]) })
    }
}

extension OptionDescriptor {
    /// A flag: `true` when given; `on` or `off`.
    static func flag(_ option: CommandOption, _ path: WritableKeyPath<Command, Bool>) -> Self {
        Self(
            option: option, isRepeatable: true, store: { command, _ in command[keyPath: path] = true },
            shown: { $0[keyPath: path] ? "on" : "off" })
    }

    /// A value given once, kept as written; `otherwise` when not given.
    static func value(
        _ option: CommandOption, _ path: WritableKeyPath<Command, String?>, otherwise: String
    ) -> Self {
        Self(
            option: option, isRepeatable: false, store: { command, value in command[keyPath: path] = value },
            shown: { $0[keyPath: path] ?? otherwise })
    }

    /// A repeatable value, each kept in order; `none` when not given.
    static func list(_ option: CommandOption, _ path: WritableKeyPath<Command, [String]>) -> Self {
        Self(
            option: option, isRepeatable: true,
            store: { command, value in command[keyPath: path].append(value ?? "") },
            shown: { $0[keyPath: path].isEmpty ? "none" : $0[keyPath: path].joined(separator: ", ") })
    }

    /// `--format F`: one of every format (which go with the command is checked by the parser,
    /// naming the command); `otherwise` (the command's default) when not given.
    static func format(_ path: WritableKeyPath<Command, OutputFormat?>, otherwise: String) -> Self {
        Self(
            option: .format, isRepeatable: false,
            store: { (command: inout Command, value: String?) throws(UsageError) in
                command[keyPath: path] = try UsageError.choice(value ?? "", "format", for: "--format") as OutputFormat
            },
            shown: { $0[keyPath: path]?.rawValue ?? otherwise })
    }

    /// `--ios N|all`, repeatable (how many a command takes is its ``ParsableCommand/validate()``);
    /// with `lists`, also `--ios A,B` (``ReleaseChoice/list(_:)``).
    static func releases(_ path: WritableKeyPath<Command, [ReleaseChoice]>, lists: Bool = false) -> Self {
        Self(
            option: .ios, isRepeatable: true,
            store: { (command: inout Command, value: String?) throws(UsageError) in
                command[keyPath: path].append(try ReleaseChoice(option: value ?? "", allowingList: lists))
            },
            shown: {
                let releases = $0[keyPath: path]
                return releases.isEmpty
                    ? "each scene's own" : releases.map(\.shown).joined(separator: ", ")
            })
    }
}
