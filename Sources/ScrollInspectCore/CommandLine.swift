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
    }

    /// Output formats.
    public enum Format: String, Equatable, Sendable, CaseIterable {
        case text, json, sarif, github
    }

    public var command: Command = .report
    public var files: [String] = []
    public var format: Format = .text
    public var explain = false
    /// `--device NAME` or `all`.
    public var device: String?
    /// `--orientation NAME` or `all`.
    public var orientation: String?
    public var strict = false
    public var disabledRules: [String] = []
    public var help = false
    public var version = false

    public init() {}
}

/// A usage error: exit 64, with a message that names the flag.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
}

/// Parses scroll-inspect's arguments (without the program name).
public enum CommandLineParser {
    static let valueOptions = ["--format", "--device", "--orientation", "--disable"]
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
        if !options.help && !options.version && options.command != .devices && options.files.isEmpty {
            throw UsageError(message: "missing fixture file; give one or more paths, or '-' for standard input")
        }
        return options
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
        default: options.disabledRules.append(value)
        }
    }
}
