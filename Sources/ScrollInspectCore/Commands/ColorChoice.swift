/// `--color auto|always|never`: whether scroll-inspect writes ANSI colours.
///
/// Only text meant for people is coloured: the severity words and summary of `check`'s text
/// report, the scene headings of `report`, `diff` and `lifecycle`, the table heading of `devices`,
/// and the diagnostics on standard error. JSON, SARIF, XML, SVG, HTML, Swift, completion scripts
/// and the man page are never coloured, whatever the choice.
package enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour a stream only when it is a terminal, `NO_COLOR` is unset or empty (no-color.org)
    /// and `TERM` is not `dumb`. The default.
    case auto
    /// Colour both streams, even into a file or a pipe.
    case always
    /// Never colour.
    case never

    /// The last valid `--color` among `arguments`, `auto` when none: for a usage error, which
    /// is reported before the arguments are known to be valid.
    init(scanning arguments: ArraySlice<String>) {
        self = .auto
        var rest = arguments
        while let argument = rest.popFirst() {
            let value =
                argument == "--color"
                ? rest.first
                : argument.hasPrefix("--color=") ? String(argument.dropFirst("--color=".count)) : nil
            if let value, let choice = ColorChoice(rawValue: value) { self = choice }
        }
    }

    /// Whether a stream gets colour under this choice.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether the stream is a terminal.
    ///   - noColor: The value of `NO_COLOR`, `nil` when unset.
    ///   - term: The value of `TERM`, `nil` when unset.
    func colors(isTerminal: Bool, noColor: String?, term: String?) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && (noColor ?? "").isEmpty && term != "dumb"
        }
    }
}

/// Which of the two streams a run colours, decided once from `--color`, the terminals and the
/// environment.
struct Colorization: Equatable, Sendable {
    /// Whether standard output is coloured (text formats only).
    var standardOutput: Bool
    /// Whether standard error is coloured.
    var standardError: Bool

    init(_ choice: ColorChoice, environment: some ScrollInspectEnvironment) {
        let noColor = environment.variable("NO_COLOR")
        let term = environment.variable("TERM")
        standardOutput = choice.colors(isTerminal: environment.standardOutputIsTerminal, noColor: noColor, term: term)
        standardError = choice.colors(isTerminal: environment.standardErrorIsTerminal, noColor: noColor, term: term)
    }
}
