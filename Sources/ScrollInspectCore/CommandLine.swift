import ScrollInsets

/// The parsed command line of scroll-inspect.
public struct CommandLineOptions: Equatable, Sendable {
    /// The subcommand.
    public enum Command: String, Equatable, Sendable, CaseIterable {
        /// Print the adjusted insets of each scene (the default).
        case report
        /// Run the audit rules.
        case check
        /// List the device catalog.
        case devices
        /// Compare a scene laid out by iOS 10 with iOS 11 (`--ios 10 --ios 11`).
        case diff
        /// The view-controller callbacks of a push and the insets each observes.
        case lifecycle
        /// Draw each scene as SVG or HTML.
        case render
    }

    /// Output formats (`--format`); which ones a subcommand accepts is checked by the parser.
    public enum Format: String, Equatable, Sendable, CaseIterable {
        /// Plain text for people (the default).
        case text
        /// JSON report 1 (`report`, `check`), or the command's own JSON document.
        case json
        /// SARIF 2.1.0, for code-scanning UIs (`check` only).
        case sarif
        /// GitHub Actions workflow annotations (`check` only).
        case github
        /// An SVG picture (`render`; without `--format`, an `-o` path not ending in `.html`).
        case svg
        /// One HTML page of pictures (`render`; without `--format`, an `-o` path ending in `.html`).
        case html
    }

    /// The subcommand; `report` when none is named.
    public var command: Command = .report
    /// The fixture paths, in order; `-` is standard input.
    public var files: [String] = []
    /// `--format` (default text).
    public var format: Format = .text
    /// `--explain`: add the derivation of every inset, or the numbers behind each finding.
    public var explain = false
    /// `--device NAME` or `all`.
    public var device: String?
    /// `--orientation NAME` or `all`.
    public var orientation: String?
    /// `--strict` (check): warnings become errors, so they fail the run.
    public var strict = false
    /// `--disable RULE` (check), repeatable: rule ids as given, checked when the run starts.
    public var disabledRules: [String] = []
    /// `--help` or `-h`.
    public var help = false
    /// `--version`.
    public var version = false
    /// `--ios 10|11`, in order: one for report and check, two for diff.
    public var systems: [SystemVersion] = []
    /// `-o PATH` (render).
    public var outputPath: String?
    /// `--guides all|PATH` (render), repeatable.
    public var guides: [String] = []

    /// The options of a bare `scroll-inspect`: report, text, no files.
    public init() {}
}

/// A usage error: exit 64, with a message that names the flag.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, in the house style: `option '--format' needs a value`.
    public var message: String
}

/// Parses scroll-inspect's arguments (without the program name).
public enum CommandLineParser {
    static let valueOptions = ["--format", "--device", "--orientation", "--disable", "--ios", "-o", "--output", "--guides"]
    static let flagOptions = ["--explain", "--strict", "--help", "-h", "--version"]

    /// The options, or a usage error naming the offending argument.
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var rest = arguments[...]
        if let first = rest.first, let command = CommandLineOptions.Command(rawValue: first) {
            options.command = command
            rest = rest.dropFirst()
        }
        var onlyFiles = false
        while let argument = rest.popFirst() {
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                options.files.append(argument)
                continue
            }
            if argument == "--" { onlyFiles = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if valueOptions.contains(name) {
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                try apply(name, value, to: &options)
            } else if flagOptions.contains(name), inlineValue == nil {
                switch name {
                case "--explain": options.explain = true
                case "--strict": options.strict = true
                case "--version": options.version = true
                default: options.help = true
                }
            } else {
                var message = "unknown option '\(name)'"
                if let guess = SpellingSuggestion.closest(to: name, among: valueOptions + flagOptions) {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message: message)
            }
        }
        try validate(options)
        if !options.help && !options.version && options.command != .devices && options.files.isEmpty {
            throw UsageError(message: "missing fixture file; give one or more paths, or '-' for standard input")
        }
        return options
    }

    /// Checks what goes with which command, naming the offending flag.
    static func validate(_ options: CommandLineOptions) throws(UsageError) {
        let formats: [CommandLineOptions.Command: [CommandLineOptions.Format]] = [
            .report: [.text, .json], .check: [.text, .json, .sarif, .github], .devices: [.text, .json],
            .diff: [.text, .json], .lifecycle: [.text, .json], .render: [.svg, .html]]
        let allowed = formats[options.command] ?? []
        if !allowed.contains(options.format) && !(options.command == .render && options.format == .text) {
            throw UsageError(message: "'--format \(options.format.rawValue)' does not go with '\(options.command.rawValue)'; expected \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
        if options.command == .diff && options.systems.count != 2 && !options.systems.isEmpty {
            throw UsageError(message: "'diff' compares two systems: give '--ios 10 --ios 11' (or no '--ios' for that default)")
        }
        if options.command != .diff && options.systems.count > 1 {
            throw UsageError(message: "'--ios' is given \(options.systems.count) times; give it once (twice only with 'diff')")
        }
        if options.command != .check && (options.strict || !options.disabledRules.isEmpty) {
            throw UsageError(message: "'\(options.strict ? "--strict" : "--disable")' goes with 'check' only")
        }
        if options.command != .render && (options.outputPath != nil || !options.guides.isEmpty) {
            throw UsageError(message: "'\(options.outputPath != nil ? "-o" : "--guides")' goes with 'render' only")
        }
        if options.command == .render && options.outputPath == nil && !options.help {
            throw UsageError(message: "'render' needs '-o PATH' for the picture (an .svg or .html file; '-' for standard output)")
        }
        for rule in options.disabledRules where AuditRuleID(rawValue: rule) == nil {
            var message = "unknown rule '\(rule)' for '--disable'"
            if let guess = SpellingSuggestion.closest(to: rule, among: AuditRuleID.allCases.map(\.rawValue)) { message += "; did you mean '\(guess)'?" }
            throw UsageError(message: message)
        }
    }

    static func apply(_ name: String, _ value: String, to options: inout CommandLineOptions) throws(UsageError) {
        switch name {
        case "--format":
            guard let format = CommandLineOptions.Format(rawValue: value) else {
                throw UsageError(message: "unknown format '\(value)' for '--format'; expected one of \(CommandLineOptions.Format.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.format = format
        case "--device": options.device = value
        case "--orientation": options.orientation = value
        case "--ios":
            guard let system = SystemVersion(iOS: value) else {
                throw UsageError(message: "unknown iOS version '\(value)' for '--ios'; expected 10 or 11")
            }
            options.systems.append(system)
        case "-o", "--output": options.outputPath = value
        case "--guides": options.guides.append(value)
        default: options.disabledRules.append(value)
        }
    }
}

extension SystemVersion {
    /// `10` or `11` as `--ios` takes them.
    init?(iOS value: String) {
        switch value {
        case "10": self = .iOS10
        case "11": self = .iOS11
        default: return nil
        }
    }
}
