import ScrollInsets
import ScrollInsetsFormats

/// Output formats (`--format`); which ones a subcommand accepts is its ``Subcommand/formats``.
package enum OutputFormat: String, Equatable, Sendable, CaseIterable {
    /// Plain text for people (the default).
    case text
    /// JSON report 1 (`report`, `check`), or the command's own JSON document.
    case json
    /// SARIF 2.1.0, for code-scanning UIs (`check` only).
    case sarif
    /// GitHub Actions workflow annotations (`check` only).
    case github
    /// Checkstyle XML (`check` only).
    case checkstyle
    /// JUnit XML, a test suite per fixture file (`check` only).
    case junit
    /// GitLab code quality JSON, Code Climate issues (`check` only).
    case codeclimate
    /// Compiler-style lines Xcode and `swift build` show as issues, warnings and errors only
    /// (`check` only; the build-tool plugin's format).
    case xcode
    /// An SVG picture (`render`; without `--format`, an `-o` path not ending in `.html`).
    case svg
    /// One HTML page of pictures (`render`; without `--format`, an `-o` path ending in `.html`).
    case html
    /// Swift source: the device presets of `devices` for snapshot tests (``DevicesReport/swift(_:release:)``).
    case swift
}

/// A usage error: exit 64, with a message that names the flag.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, in the house style: `option '--format' needs a value`.
    package var message: String
}

/// The arguments after the subcommand's name, scanned but not yet checked against what the
/// subcommand knows: every option's value, and which options were given, in order.
struct ParsedArguments: Sendable {
    /// The fixture paths, in order; `-` is standard input.
    var files: [String] = []
    /// `--format` (default text).
    var format: OutputFormat = .text
    /// `--explain`.
    var explain = false
    /// `--minimized` (`diff`).
    var minimized = false
    /// `--device NAME` or `all`.
    var device: String?
    /// `--orientation NAME` or `all`.
    var orientation: String?
    /// `--strict`.
    var strict = false
    /// `--disable RULE`, repeatable: rule ids as given.
    var disabledRules: [String] = []
    /// `--enable RULE`, repeatable: rule ids as given.
    var enabledRules: [String] = []
    /// `--help` or `-h`.
    var help = false
    /// `--version`.
    var version = false
    /// `--ios N|all`, in order.
    var releases: [ReleaseChoice] = []
    /// `-o PATH`.
    var outputPath: String?
    /// `--guides all|PATH`, repeatable.
    var guides: [String] = []
    /// `--baseline FILE`.
    var baselinePath: String?
    /// `--write-baseline FILE`.
    var writeBaselinePath: String?
    /// `--color auto|always|never`.
    var color: ColorChoice = .auto
    /// `--quiet`.
    var quiet = false
    /// `--verbose`.
    var verbose = false
    /// `--generate-completion-script SHELL`.
    var completionShell: CompletionShell?
    /// `--generate-manpage`.
    var generateManPage = false
    /// `--config FILE`.
    var configPath: String?
    /// `--effective`.
    var effective = false
    /// `--compare-stored-frames`.
    var compareStoredFrames = false
    /// `--ignore-simulated-metrics`.
    var ignoreSimulatedMetrics = false
    /// `--stamp FILE`.
    var stampPath: String?
    /// The options given, in order, each with its spelling (`-o` or `--output`).
    var given: [(option: CommandOption, spelling: String)] = []

    /// Scans `arguments` (after the subcommand's name): options and their values, the rest files.
    ///
    /// - Throws: A ``UsageError`` for an unknown option, a missing value, or a value that is
    ///   not one of those allowed (`--format`, `--ios`).
    init(scanning arguments: ArraySlice<String>) throws(UsageError) {
        var rest = arguments
        var onlyFiles = false
        while let argument = rest.popFirst() {
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            if argument == "--" { onlyFiles = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if CommandOption.valueSpellings.contains(name) {
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                try apply(name, value)
            } else if CommandOption.flagSpellings.contains(name), inlineValue == nil {
                switch name {
                case "--explain": explain = true
                case "--strict": strict = true
                case "--version": version = true
                case "--quiet": quiet = true
                case "--verbose": verbose = true
                case "--generate-manpage": generateManPage = true
                case "--effective": effective = true
                case "--compare-stored-frames": compareStoredFrames = true
                case "--ignore-simulated-metrics": ignoreSimulatedMetrics = true
                case "--minimized": minimized = true
                case "--help", "-h": help = true
                default: throw UsageError(message: "option '\(name)' is listed as a flag but not read")
                }
            } else {
                var message = "unknown option '\(name)'"
                if let guess = SpellingSuggestion.closest(
                    to: name, among: CommandOption.valueSpellings + CommandOption.flagSpellings)
                {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message: message)
            }
            if let option = CommandOption(spelling: name) { given.append((option, name)) }
        }
    }

    private mutating func apply(_ name: String, _ value: String) throws(UsageError) {
        switch name {
        case "--format":
            guard let format = OutputFormat(rawValue: value) else {
                throw UsageError(
                    message:
                        """
                        unknown format '\(value)' for '--format'; expected one of \
                        \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
                        """
                )
            }
            self.format = format
        case "--device": device = value
        case "--orientation": orientation = value
        case "--ios":
            releases.append(try ReleaseChoice(option: value))
        case "-o", "--output": outputPath = value
        case "--guides": guides.append(value)
        case "--baseline": baselinePath = value
        case "--write-baseline": writeBaselinePath = value
        case "--color":
            guard let color = ColorChoice(rawValue: value) else {
                throw UsageError(
                    message:
                        """
                        unknown value '\(value)' for '--color'; expected one of \
                        \(ColorChoice.allCases.map(\.rawValue).joined(separator: ", "))
                        """
                )
            }
            self.color = color
        case "--generate-completion-script":
            guard let shell = CompletionShell(rawValue: value) else {
                throw UsageError(
                    message:
                        """
                        unknown shell '\(value)' for '--generate-completion-script'; expected one of \
                        \(CompletionShell.allCases.map(\.rawValue).joined(separator: ", "))
                        """
                )
            }
            completionShell = shell
        case "--config": configPath = value
        case "--stamp": stampPath = value
        case "--enable": enabledRules.append(value)
        case "--disable": disabledRules.append(value)
        // A spelling in `CommandOption.valueSpellings` this switch does not read: an error, not a
        // rule turned off (ParsedArgumentsTests reads every spelling).
        default: throw UsageError(message: "option '\(name)' is listed as taking a value but not read")
        }
    }

    /// Whether the root command answers the run itself (`--help`, `--version`,
    /// `--generate-completion-script`, `--generate-manpage`), so no fixture is needed.
    var answeredByRoot: Bool { help || version || completionShell != nil || generateManPage }

    /// Checks what goes with `command`, naming the offending option: the format, the number of
    /// `--ios`, then every option the command does not know.
    func validate(for command: any Subcommand.Type) throws(UsageError) {
        // `render` takes its format from the path of `-o` when none is given; a command
        // without a text form (`schema`) has its own default.
        let formatGiven = given.contains { $0.option == .format }
        if formatGiven && !command.formats.contains(format) && !(command.name == RenderCommand.name && format == .text)
        {
            throw UsageError(
                message:
                    """
                    '--format \(format.rawValue)' does not go with '\(command.name)'; expected \
                    \(command.formats.map(\.rawValue).joined(separator: ", "))
                    """
            )
        }
        try command.validate(releases: releases)
        if quiet && verbose {
            throw UsageError(message: "'--quiet' and '--verbose' do not go together; give one")
        }
        let unknown = given.filter {
            !command.options.contains($0.option) && !CommandOption.everyCommand.contains($0.option)
        }
        // The options of one command only are named with it.
        if let strict = unknown.first(where: {
            [.strict, .disable, .enable, .baseline, .writeBaseline, .stamp].contains($0.option)
        }) {
            throw UsageError(message: "'\(strict.spelling)' goes with 'check' only")
        }
        if let config = unknown.first(where: { $0.option == .config }) {
            throw UsageError(message: "'\(config.spelling)' goes with 'check' and 'config' only")
        }
        if unknown.contains(where: { $0.option == .effective }) {
            throw UsageError(message: "'--effective' goes with 'config' only")
        }
        if let output = unknown.first(where: { $0.option == .output }) {
            throw UsageError(message: "'\(output.spelling)' goes with 'render', 'check' and 'report' only")
        }
        if unknown.contains(where: { $0.option == .guides }) {
            throw UsageError(message: "'--guides' goes with 'render' only")
        }
        if let first = unknown.first {
            throw UsageError(message: "'\(first.spelling)' does not go with '\(command.name)'")
        }
    }
}
