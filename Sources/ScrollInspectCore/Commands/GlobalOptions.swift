/// The options every command takes besides its own: `--color`, `--quiet` and `--verbose`, which
/// change how a run is shown, and the flags the root command answers itself (`--help`,
/// `--version`, `--generate-completion-script`, `--generate-manpage`; ``RootFlag``).
struct GlobalOptions: Sendable {
    /// `--color auto|always|never`; given twice, the last wins (an alias may set one).
    var color: ColorChoice = .auto
    /// `--quiet`: only findings and errors.
    var quiet = false
    /// `--verbose`: the effective options and the time of each stage, on standard error.
    var verbose = false
    /// `--help` or `-h`.
    var help = false
    /// `--version`.
    var version = false
    /// `--generate-completion-script SHELL`.
    var completionShell: CompletionShell?
    /// `--generate-manpage`.
    var generateManPage = false

    /// The options of ``CommandOption/everyCommand``.
    static var arguments: [OptionDescriptor<Self>] {
        [
            OptionDescriptor(
                option: .color, isRepeatable: true,
                store: { (options: inout Self, value: String?) throws(UsageError) in
                    options.color = try UsageError.choice(value ?? "", "value", for: "--color")
                }, shown: { $0.color.rawValue }),
            .flag(.quiet, \.quiet),
            .flag(.verbose, \.verbose),
        ]
    }

    /// Whether the root command answers the run itself, so that the command's own checks
    /// (a missing file, a missing `-o`) are not made.
    var answeredByRoot: Bool { help || version || completionShell != nil || generateManPage }

    /// Stores a root flag (`--help`, `-h`, `--version`, `--generate-manpage`) or
    /// `--generate-completion-script`'s value; `false` for any other spelling.
    mutating func storeRootFlag(_ spelling: String, value: String?) throws(UsageError) -> Bool {
        switch spelling {
        case "--help", "-h": help = true
        case "--version": version = true
        case "--generate-manpage": generateManPage = true
        case "--generate-completion-script":
            completionShell = try UsageError.choice(value ?? "", "shell", for: "--generate-completion-script")
        default: return false
        }
        return true
    }

    /// `--quiet` and `--verbose` together.
    func validate() throws(UsageError) {
        if quiet && verbose {
            throw UsageError(message: "'--quiet' and '--verbose' do not go together; give one")
        }
    }
}
