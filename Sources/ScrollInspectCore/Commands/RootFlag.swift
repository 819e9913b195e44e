/// The flags the root command answers itself, with their `--help` words, for completion
/// scripts and the man page.
enum RootFlag: CaseIterable {
    case help, version, generateCompletionScript, generateManPage

    var spellings: [String] {
        switch self {
        case .help: ["-h", "--help"]
        case .version: ["--version"]
        case .generateCompletionScript: ["--generate-completion-script"]
        case .generateManPage: ["--generate-manpage"]
        }
    }

    /// What it does, for the man page and completion scripts.
    var description: String {
        switch self {
        case .help: "print the help text and exit"
        case .version: "print the version and exit"
        case .generateCompletionScript: "print the shell completion script for bash, zsh or fish and exit"
        case .generateManPage: "print this manual page (roff) and exit"
        }
    }
}
