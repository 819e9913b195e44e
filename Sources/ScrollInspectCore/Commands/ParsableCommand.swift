import ScrollInsets

/// A subcommand of scroll-inspect (`report`, `check`, `diff`, `lifecycle`, `render`, `devices`,
/// …): one type that owns its options as typed properties, its help text, its checks and its
/// run, in the shape of swift-argument-parser's `ParsableCommand` (written here without the
/// dependency). The root command (``ScrollInspect``) lists them in
/// ``ScrollInspect/subcommands``; adding a command is adding one type there.
///
/// ``CommandLineParser`` parses every command the same way: it starts from ``init()`` (every
/// option at its default), stores each option given through the command's own
/// ``arguments`` (an option the command does not declare is a usage error naming the commands
/// that take it), the FILE arguments through ``files``, and then calls ``validate()`` once,
/// unless the root command answers the run itself (`--help`, `--version`, …).
protocol ParsableCommand: Sendable {
    /// Its name, synopsis, abstract, discussion and formats.
    static var configuration: CommandConfiguration { get }
    /// The options it takes, each stored into one of its properties.
    static var arguments: [OptionDescriptor<Self>] { get }
    /// Where its FILE arguments go; `nil` when it takes none (a file given is a usage error).
    static var files: WritableKeyPath<Self, [String]>? { get }

    /// The command with every option at its default.
    init()

    /// Checks the options together (a missing file, two that conflict), once they are all
    /// stored, and settles what follows from them; throws a ``UsageError`` naming the offending
    /// option.
    mutating func validate() throws(UsageError)

    /// Runs the command: writes its standard output to `output` (only once the run is known to
    /// succeed) and returns its diagnostics and exit code.
    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus
}

extension ParsableCommand {
    /// None: the command reads no file.
    static var files: WritableKeyPath<Self, [String]>? { nil }

    /// Nothing to check.
    mutating func validate() throws(UsageError) {}

    /// ``CommandConfiguration/name``.
    static var name: String { configuration.name }
    /// ``CommandConfiguration/usage``.
    static var usage: String { configuration.usage }
    /// ``CommandConfiguration/abstract``.
    static var summary: [String] { configuration.abstract }
    /// ``CommandConfiguration/formats``.
    static var formats: [OutputFormat] { configuration.formats }

    /// Whether it declares `option`.
    static func takes(_ option: CommandOption) -> Bool { arguments.contains { $0.option == option } }

    /// `'--ios' is given N times`: the check of a command that takes one release.
    static func validateOne(releases: [ReleaseChoice]) throws(UsageError) {
        if releases.count > 1 {
            throw UsageError(
                message: "'--ios' is given \(releases.count) times; give it once (twice only with 'diff' and 'render')")
        }
    }
}
