/// A problem found in a fixture, anchored at the place in the text where it was found.
///
/// Both the YAML parser (`YAMLParser`, in `YAMLSubset`) and the schema reader (`FixtureReader`) produce
/// diagnostics; neither stops at the first one. Messages follow the house style: a
/// lowercase start, the user's value quoted, what was expected named, no trailing period.
///
/// ```swift
/// FixtureDiagnostic(
///     .error,
///     "unknown key 'addtionalSafeAreaInsets'; did you mean 'additionalSafeAreaInsets'?",
///     at: SourceLocation(line: 4, column: 3),
///     notes: [.init("allowed keys: name, additionalSafeAreaInsets, view")])
/// ```
///
/// The library never prints a diagnostic; the command-line tool renders it with the file
/// path, the source line and a caret under the column.
public struct FixtureDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// The fixture is invalid: the scene cannot be laid out.
        case error
        /// The fixture is valid but probably not what was meant.
        case warning
        /// Extra information, usually attached to an error or a warning.
        case note
    }

    /// A remark attached to a diagnostic: the allowed keys, or where a duplicate key was
    /// first defined.
    public struct Note: Hashable, Sendable {
        /// The remark, in the same style as diagnostic messages.
        public var message: String
        /// The place the remark is about, or `nil` when it is about the diagnostic's own
        /// location (a list of allowed keys, say).
        public var location: SourceLocation?

        /// Creates a note, optionally anchored at its own location.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// Where the problem is: the first character of the offending token.
    public var location: SourceLocation
    /// What is wrong and what was expected.
    public var message: String
    /// How serious the problem is.
    public var severity: Severity
    /// Further remarks, in the order they should be shown.
    public var notes: [Note]

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: How serious the problem is.
    ///   - message: The message in house style (lowercase, no trailing period).
    ///   - location: The first character of the offending token.
    ///   - notes: Further remarks; none by default.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// Creates an error-severity diagnostic.
    public static func error(
        _ message: String, at location: SourceLocation,
        notes: [Note] = []
    ) -> FixtureDiagnostic {
        FixtureDiagnostic(.error, message, at: location, notes: notes)
    }

    /// Whether the diagnostic makes the fixture invalid.
    public var isError: Bool { severity == .error }

    /// The diagnostic as `line:column: severity: message`, without the file path or notes.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Every diagnostic found in a fixture that could not be read: the error a decoder throws
/// after collecting all the problems, never just the first.
///
/// The diagnostics are in the order they were found; parser diagnostics come in the
/// order of the text.
public struct FixtureDiagnostics: Error, Hashable, Sendable {
    /// The problems, at least one of them an error.
    public var diagnostics: [FixtureDiagnostic]

    /// Wraps a list of diagnostics.
    public init(_ diagnostics: [FixtureDiagnostic]) {
        self.diagnostics = diagnostics
    }
}

extension FixtureDiagnostics: CustomStringConvertible {
    /// One diagnostic per line, as ``FixtureDiagnostic/description`` writes them.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
