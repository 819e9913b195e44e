/// A property that failed: what happened, on which run, with which input, and how to replay it.
///
/// Thrown by `forAll` so that Swift Testing prints ``description``, and carried by
/// ``PropertyResult`` from `check`. The inputs are kept as text (``original``, ``shrunk``)
/// so that the failure is `Sendable` whatever the input type; ``Counterexample`` keeps the values.
public struct PropertyFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the property failed.
    public enum Reason: Hashable, Sendable {
        /// The property returned `false` for the shrunk input.
        case returnedFalse
        /// The property threw for the shrunk input; the associated value describes the error.
        case threw(String)
        /// The generator could not produce an input, so the property never ran.
        case generatorGaveUp(GenerationError)
    }

    /// Why the property failed.
    public var reason: Reason
    /// The seed the runs were drawn from (``PropertyConfiguration/seed``).
    public var seed: UInt64
    /// The 0-based index of the failing run.
    public var runIndex: Int
    /// How many runs were planned.
    public var runs: Int
    /// The failing run's own seed and size, to replay it alone.
    public var run: PropertyReplay
    /// Whether the failing run was a replay requested through ``PropertyConfiguration/replay``.
    public var isReplay: Bool
    /// The generated input that failed first, described; `nil` if generation failed.
    public var original: String?
    /// The simplest failing input shrinking found, described; `nil` if generation failed.
    public var shrunk: String?
    /// How many shrinks were accepted (each one a simpler failing input).
    public var shrinkSteps: Int
    /// How many shrink candidates were checked.
    public var shrinkAttempts: Int
    /// Whether shrinking stopped at ``PropertyConfiguration/maxShrinkAttempts`` rather than
    /// at an input with no failing shrink.
    public var reachedShrinkLimit: Bool
    /// Where the property was checked.
    public var location: PropertyLocation
    /// The `swift test --filter` pattern for the test the property ran in.
    public var testFilter: String

    /// Creates a failure record; `check` makes these.
    public init(
        reason: Reason, seed: UInt64, runIndex: Int, runs: Int, run: PropertyReplay, isReplay: Bool,
        original: String?, shrunk: String?, shrinkSteps: Int, shrinkAttempts: Int,
        reachedShrinkLimit: Bool, location: PropertyLocation, testFilter: String
    ) {
        self.reason = reason
        self.seed = seed
        self.runIndex = runIndex
        self.runs = runs
        self.run = run
        self.isReplay = isReplay
        self.original = original
        self.shrunk = shrunk
        self.shrinkSteps = shrinkSteps
        self.shrinkAttempts = shrinkAttempts
        self.reachedShrinkLimit = reachedShrinkLimit
        self.location = location
        self.testFilter = testFilter
    }

    /// The shell line that reruns the test with the same seed, stopping at the failing run.
    ///
    /// `SCROLLINSETS_SEED=0x5eed SCROLLINSETS_PROPERTY_RUNS=3 swift test --filter 'Module.Suite/test'`
    public var replayCommand: String {
        "\(PropertyConfiguration.seedVariable)=\(PropertyConfiguration.formatSeed(seed)) "
            + "\(PropertyConfiguration.runsVariable)=\(runIndex + 1) swift test --filter '\(testFilter)'"
    }

    /// The shell line that reruns the test checking only the failing run's input.
    ///
    /// `SCROLLINSETS_REPLAY=0x9e3779b97f4a7c15:2 swift test --filter 'Module.Suite/test'`
    public var replayRunCommand: String {
        "\(PropertyConfiguration.replayVariable)=\(run) swift test --filter '\(testFilter)'"
    }

    /// The report: what failed where, the inputs, the shrinking, and both replay lines.
    public var description: String {
        let which = isReplay ? "on the replayed run \(run)" : "on run \(runIndex + 1) of \(runs)"
        var lines: [String]
        switch reason {
        case .generatorGaveUp(let error):
            lines = [
                "generator failed at \(location) \(which) (seed \(PropertyConfiguration.formatSeed(seed))): \(error)"
            ]
        case .returnedFalse, .threw:
            lines = ["property failed at \(location) \(which) (seed \(PropertyConfiguration.formatSeed(seed)))"]
            lines.append("  original: \(original ?? "")")
            let limit = reachedShrinkLimit ? "; stopped at the limit, it may not be minimal" : ""
            let steps = "\(shrinkSteps) shrink \(shrinkSteps == 1 ? "step" : "steps")"
            lines.append("  shrunk:   \(shrunk ?? "") (\(steps), \(shrinkAttempts) tried\(limit))")
            if case .threw(let error) = reason {
                lines.append("  error:    \(error)")
            }
        }
        lines.append("  replay:   \(replayCommand)")
        lines.append("  this run: \(replayRunCommand)")
        return lines.joined(separator: "\n")
    }
}
