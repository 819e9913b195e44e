/// The help texts, put together from the root command's lines and each subcommand's usage,
/// summary and options.
enum Usage {
    static let short =
        """
        usage: scroll-inspect [\(ScrollInspect.subcommands.map { $0.name }.joined(separator: "|"))] FILE... \
        [options]; see 'scroll-inspect --help'\n
        """

    /// Every command's synopsis, one a line: the lines under `usage:` in `--help`, which
    /// README.md's synopsis block repeats (a test compares them).
    static let synopsis =
        ScrollInspect.subcommands.map { "scroll-inspect " + $0.usage + "\n" }.joined()

    /// README.md's synopsis block: ``synopsis`` and the root command's own flags.
    static let readmeSynopsis =
        synopsis
        + "scroll-inspect --generate-completion-script bash|zsh|fish | --generate-manpage | --help | --version\n"

    /// `--help`.
    static let full: String = {
        var lines = [
            "scroll-inspect — UIKit's safe-area and content-inset rules, computed and explained",
            "",
            "usage:",
        ]
        lines += synopsis.split(separator: "\n").map { "  " + $0 }
        lines += [
            "",
            """
            FILE is a fixture (fixture format 1), an Interface Builder document (.storyboard, .xib), or '-' for \
            standard input.
            """,
            "", "commands:",
        ]
        for command in ScrollInspect.subcommands {
            let indent = String(repeating: " ", count: 13)
            let name = "  " + command.name + String(repeating: " ", count: 11 - command.name.count)
            lines += command.summary.enumerated().map { ($0.offset == 0 ? name : indent) + $0.element }
        }
        lines += ["", "options:"]
        lines += CommandOption.allCases.map(\.help)
        lines += [
            "  --help, --version, --generate-completion-script bash|zsh|fish, --generate-manpage",
            "",
            "exit codes: 0 success, 1 check found errors or verify a disagreement, 64 usage error, 65 invalid fixture",
            """
                        or recording, 66 cannot open input, 73 cannot write output, 74 input shortened while \
            being read,
            """,
            "            78 invalid configuration (.scroll-inspect.yml)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }()

    /// `scroll-inspect COMMAND --help` and `scroll-inspect help COMMAND`: the command's usage
    /// line, its summary and the help of the options it takes (in the order of `--help`).
    static func command(_ command: any ParsableCommand.Type) -> String {
        var lines = ["usage: scroll-inspect " + command.usage, ""]
        lines += command.summary
        if !command.configuration.discussion.isEmpty { lines += [""] + command.configuration.discussion }
        let options = CommandOption.allCases.filter { command.takes($0) }
        if !options.isEmpty {
            lines += ["", "options:"] + options.map(\.help)
        }
        lines += ["", "'scroll-inspect --help' lists every command; docs/tooling.md describes them."]
        return lines.joined(separator: "\n") + "\n"
    }
}
