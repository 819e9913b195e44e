/// How many inputs a property is checked with, from which seed, and how long it may shrink.
///
/// The defaults can be overridden for a whole test run through the environment (see
/// ``init(runs:seed:maxShrinkAttempts:environment:)``):
///
/// | variable | effect |
/// | --- | --- |
/// | `SCROLLINSETS_PROPERTY_RUNS` | replaces every property's number of runs |
/// | `SCROLLINSETS_SEED` | replaces every property's seed |
/// | `SCROLLINSETS_REPLAY` | checks only the one run it names (see ``PropertyReplay``) |
public struct PropertyConfiguration: Hashable, Sendable {
    /// The variable that sets the number of runs: a whole number of at least 1.
    public static let runsVariable = "SCROLLINSETS_PROPERTY_RUNS"
    /// The variable that sets the seed: decimal or `0x`-prefixed hexadecimal.
    public static let seedVariable = "SCROLLINSETS_SEED"
    /// The variable that replays one run: `<seed>:<size>` as a failure message prints it.
    public static let replayVariable = "SCROLLINSETS_REPLAY"

    /// The number of runs when neither the call nor the environment sets one: 1000.
    public static let defaultRuns = 1000
    /// The seed when neither the call nor the environment sets one.
    public static let defaultSeed: UInt64 = 0x5EED
    /// The most candidates the shrink loop tries before it stops: 10,000.
    public static let defaultMaxShrinkAttempts = 10_000

    /// How many inputs to generate and check, at least 1.
    public var runs: Int
    /// The seed of the generator that seeds every run.
    public var seed: UInt64
    /// The single run to check instead of `runs` runs from `seed`, if any.
    public var replay: PropertyReplay?
    /// The most shrink candidates to try, after which the smallest failure so far is reported.
    public var maxShrinkAttempts: Int

    /// Creates a configuration from explicit values.
    ///
    /// - Precondition: `runs >= 1` and `maxShrinkAttempts >= 0`.
    public init(
        runs: Int = defaultRuns,
        seed: UInt64 = defaultSeed,
        replay: PropertyReplay? = nil,
        maxShrinkAttempts: Int = defaultMaxShrinkAttempts
    ) {
        precondition(runs >= 1, "a property needs at least 1 run, not \(runs)")
        precondition(maxShrinkAttempts >= 0, "maxShrinkAttempts must not be negative, not \(maxShrinkAttempts)")
        self.runs = runs
        self.seed = seed
        self.replay = replay
        self.maxShrinkAttempts = maxShrinkAttempts
    }

    /// Creates a configuration from the call's values, overridden by those `environment` sets.
    ///
    /// Variables set to the empty string count as unset.
    ///
    /// ```swift
    /// try PropertyConfiguration(runs: 200, environment: ["SCROLLINSETS_SEED": "42"])
    /// // runs 200, seed 42
    /// ```
    ///
    /// - Parameters:
    ///   - runs: The number of runs unless ``runsVariable`` is set.
    ///   - seed: The seed unless ``seedVariable`` is set.
    ///   - maxShrinkAttempts: The shrink budget.
    ///   - environment: The variables to read, such as ``processEnvironment``.
    /// - Throws: ``PropertyConfigurationError`` naming the variable whose value is not valid.
    public init(
        runs: Int = defaultRuns,
        seed: UInt64 = defaultSeed,
        maxShrinkAttempts: Int = defaultMaxShrinkAttempts,
        environment: [String: String]
    ) throws(PropertyConfigurationError) {
        self.init(runs: runs, seed: seed, maxShrinkAttempts: maxShrinkAttempts)
        if let text = Self.value(of: Self.runsVariable, in: environment) {
            guard let parsed = Int(text), parsed >= 1, !text.hasPrefix("+") else {
                throw .invalidRuns(text)
            }
            self.runs = parsed
        }
        if let text = Self.value(of: Self.seedVariable, in: environment) {
            guard let parsed = Self.parseSeed(text) else { throw .invalidSeed(text) }
            self.seed = parsed
        }
        if let text = Self.value(of: Self.replayVariable, in: environment) {
            guard let parsed = PropertyReplay(text) else { throw .invalidReplay(text) }
            self.replay = parsed
        }
    }

    private static func value(of variable: String, in environment: [String: String]) -> String? {
        guard let value = environment[variable], !value.isEmpty else { return nil }
        return value
    }
}

extension PropertyConfiguration {
    /// A seed as the harness prints it: `0x` and lowercase hexadecimal digits.
    public static func formatSeed(_ seed: UInt64) -> String {
        "0x" + String(seed, radix: 16)
    }

    /// Reads a seed written in decimal or as `0x`-prefixed hexadecimal; `nil` for anything else.
    public static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            return digits.isEmpty || digits.hasPrefix("+") || digits.hasPrefix("-") ? nil : UInt64(digits, radix: 16)
        }
        return text.hasPrefix("+") ? nil : UInt64(text)
    }
}

/// A harness variable in the environment whose value cannot be used.
public enum PropertyConfigurationError: Error, Hashable, CustomStringConvertible {
    /// `SCROLLINSETS_PROPERTY_RUNS` is not a whole number of at least 1.
    case invalidRuns(String)
    /// `SCROLLINSETS_SEED` is not a decimal or `0x`-prefixed hexadecimal 64-bit number.
    case invalidSeed(String)
    /// `SCROLLINSETS_REPLAY` is not `<seed>:<size>`.
    case invalidReplay(String)

    /// A lowercase message quoting the value and naming what was expected.
    public var description: String {
        switch self {
        case .invalidRuns(let text):
            return "invalid \(PropertyConfiguration.runsVariable) '\(text)'; expected a whole number of at least 1"
        case .invalidSeed(let text):
            return "invalid \(PropertyConfiguration.seedVariable) '\(text)'; "
                + "expected a 64-bit unsigned number in decimal or 0x-prefixed hexadecimal"
        case .invalidReplay(let text):
            return "invalid \(PropertyConfiguration.replayVariable) '\(text)'; "
                + "expected '<seed>:<size>' with a size from 0 to 100, as a failure message prints it"
        }
    }
}
