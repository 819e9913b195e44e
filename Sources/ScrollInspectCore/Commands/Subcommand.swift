import ScrollInsets

/// A subcommand of scroll-inspect (`report`, `check`, `diff`, `lifecycle`, `render`, `devices`):
/// one type that owns its options, its help text and its output, as the commands of
/// swift-argument-parser's examples do. The root command (``ScrollInspect``) lists them in
/// ``ScrollInspect/subcommands``; adding a command is adding one type there.
protocol Subcommand: Sendable {
    /// The name on the command line.
    static var name: String { get }
    /// Its line under `usage:` in `--help`, without the leading `scroll-inspect `.
    static var usage: String { get }
    /// Its entry under `commands:` in `--help`: the lines after the name, the first one
    /// without indentation.
    static var summary: [String] { get }
    /// The options it knows; any other is a usage error.
    static var options: Set<CommandOption> { get }
    /// The formats `--format` may name for it.
    static var formats: [OutputFormat] { get }

    /// Checks how many `--ios` were given: by default at most one.
    static func validate(releases: [ReleaseChoice]) throws(UsageError)

    /// The command with its options, or a usage error naming the offending one. Called only
    /// after ``ParsedArguments/validate(for:)``.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Runs the command: writes its standard output to `output` (only once the run is known to
    /// succeed) and returns its diagnostics and exit code.
    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus
}

extension Subcommand {
    /// The usage error of a command that reads no fixture (`schema`, `rules`) given one.
    static func refuseFiles(_ arguments: ParsedArguments) throws(UsageError) {
        if let file = arguments.files.first {
            throw UsageError(message: "'\(name)' takes no file; found '\(file)'")
        }
    }

    /// `'--ios' is given N times`: by default only one system is allowed.
    static func validate(releases: [ReleaseChoice]) throws(UsageError) {
        if releases.count > 1 {
            throw UsageError(
                message: "'--ios' is given \(releases.count) times; give it once (twice only with 'diff' and 'render')")
        }
    }
}
