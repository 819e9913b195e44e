import ScrollInsets
import ScrollInsetsFormats

/// What ``RecordingCheck`` finds for one recording: each recorded value beside the model's.
public struct RecordingVerdict: Hashable, Sendable {
    /// The recording's `known` reason: why the model does not match yet, `nil` when it should.
    public var known: String?
    /// The recorded values, in file order, each compared.
    public var comparisons: [ValueComparison]

    /// Creates a verdict.
    public init(known: String?, comparisons: [ValueComparison]) {
        self.known = known
        self.comparisons = comparisons
    }

    /// The values the model gets wrong.
    public var disagreements: [ValueComparison] { comparisons.filter { !$0.agrees } }

    /// Whether every recorded value agrees with the model.
    public var agrees: Bool { comparisons.allSatisfy(\.agrees) }

    /// How the recording stands.
    public var status: Status {
        switch (agrees, known != nil) {
        case (true, false): return .agrees
        case (false, false): return .disagrees
        case (false, true): return .known
        case (true, true): return .knownButAgrees
        }
    }

    /// How a recording stands against the model.
    public enum Status: String, Hashable, Sendable {
        /// Every value agrees.
        case agrees = "agree"
        /// A value disagrees and the recording is not marked `known`: a failure.
        case disagrees = "disagree"
        /// A value disagrees, as the recording's `known` reason says: allowed.
        case known
        /// Marked `known`, yet every value agrees: a failure, so that the marks stay honest.
        case knownButAgrees = "stale-known"

        /// Whether `verify` fails because of it.
        public var fails: Bool { self == .disagrees || self == .knownButAgrees }
    }
}

/// One recorded value beside the model's.
public struct ValueComparison: Hashable, Sendable {
    /// The path as written in the recording.
    public var path: String
    /// Where the path is written.
    public var location: SourceLocation
    /// What UIKit printed.
    public var recorded: RecordedNumbers
    /// What the model gives, in the same shape; `nil` when the model declines the set-up (the
    /// refusal is then the ``derivation``).
    public var model: RecordedNumbers?
    /// Whether every number is within ``RecordingCheck/tolerance``.
    public var agrees: Bool
    /// The model's derivation of the value (the `--explain` terms), one line each; empty when
    /// it agrees or the report has none for the value.
    public var derivation: [String]
}
