/// What checking a property found.
public enum PropertyResult<Value> {
    /// Every run passed.
    case passed(runs: Int, seed: UInt64)
    /// A run failed; the counterexample has the original and the shrunk input.
    case falsified(Counterexample<Value>)
    /// A generator could not produce an input (a filter gave up), so the property never ran.
    case gaveUp(PropertyFailure)

    /// The failure, unless every run passed.
    public var failure: PropertyFailure? {
        switch self {
        case .passed: return nil
        case .falsified(let counterexample): return counterexample.failure
        case .gaveUp(let failure): return failure
        }
    }

    /// The counterexample, if a run failed.
    public var counterexample: Counterexample<Value>? {
        if case .falsified(let counterexample) = self { return counterexample }
        return nil
    }
}

/// An input that makes a property fail, as generated and as shrunk.
public struct Counterexample<Value> {
    /// The input of the first failing run.
    public var original: Value
    /// The simplest failing input the shrink loop reached from ``original``.
    public var shrunk: Value
    /// The report, with the seed, the run, and the replay lines.
    public var failure: PropertyFailure

    /// Creates a counterexample; `check` makes these.
    public init(original: Value, shrunk: Value, failure: PropertyFailure) {
        self.original = original
        self.shrunk = shrunk
        self.failure = failure
    }
}

extension Counterexample: Equatable where Value: Equatable {}
extension Counterexample: Sendable where Value: Sendable {}
