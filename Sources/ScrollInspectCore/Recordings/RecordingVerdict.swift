import ScrollInsets
import ScrollInsetsFormats

/// What ``RecordingCheck`` finds for one recording: each recorded value beside the model's.
package struct RecordingVerdict: Hashable, Sendable {
    /// The recording's `known` reason: why the model does not match yet, `nil` when it should.
    package var known: String?
    /// The recorded values, in file order, each compared.
    package var comparisons: [ValueComparison]

    /// Creates a verdict.
    package init(known: String?, comparisons: [ValueComparison]) {
        self.known = known
        self.comparisons = comparisons
    }

    /// The values the model gets wrong.
    package var disagreements: [ValueComparison] { comparisons.filter { !$0.agrees } }

    /// Whether every recorded value agrees with the model.
    package var agrees: Bool { comparisons.allSatisfy(\.agrees) }

    /// How the recording stands.
    package var status: Status {
        switch (agrees, known != nil) {
        case (true, false): return .agrees
        case (false, false): return .disagrees
        case (false, true): return .known
        case (true, true): return .knownButAgrees
        }
    }

    /// How a recording stands against the model.
    package enum Status: String, Hashable, Sendable {
        /// Every value agrees.
        case agrees = "agree"
        /// A value disagrees and the recording is not marked `known`: a failure.
        case disagrees = "disagree"
        /// A value disagrees, as the recording's `known` reason says: allowed.
        case known
        /// Marked `known`, yet every value agrees: a failure, so that the marks stay honest.
        case knownButAgrees = "stale-known"

        /// Whether `verify` fails because of it.
        package var fails: Bool { self == .disagrees || self == .knownButAgrees }
    }
}

/// One recorded value beside the model's.
package struct ValueComparison: Hashable, Sendable {
    /// The path as written in the recording.
    package var path: String
    /// Where the path is written.
    package var location: SourceLocation
    /// What UIKit printed.
    package var recorded: RecordedNumbers
    /// What the model gives, in the same shape; `nil` when the model declines the set-up (the
    /// refusal is then the ``derivation``).
    package var model: RecordedNumbers?
    /// Whether every number is within ``RecordingCheck/tolerance``.
    package var agrees: Bool
    /// The model's derivation of the value (the `--explain` terms), one line each; empty when
    /// it agrees or the report has none for the value.
    package var derivation: [String]
}
