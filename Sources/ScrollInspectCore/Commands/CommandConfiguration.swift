/// What a command says about itself, apart from its options: its name, its synopsis, its
/// abstract and discussion, and the formats `--format` may name for it. `--help`, `COMMAND
/// --help`, the man page, the completion scripts and README's synopsis are put together from
/// these and from each command's ``ParsableCommand/arguments``
/// (swift-argument-parser's `CommandConfiguration`).
struct CommandConfiguration: Sendable {
    /// The name on the command line.
    var name: String
    /// Its synopsis: its line under `usage:` in `--help`, without the leading `scroll-inspect `.
    var usage: String
    /// Its entry under `commands:` in `--help`: the lines after the name.
    var abstract: [String]
    /// What `COMMAND --help` adds after the abstract: the rules a user must know that the
    /// options' lines do not say (conflicts, directories). Empty for none.
    var discussion: [String] = []
    /// The formats `--format` may name for it; the first is the default.
    var formats: [OutputFormat] = [.text]
}
