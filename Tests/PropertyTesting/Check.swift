/// Checks `property` against inputs drawn from `gen`, shrinking the first failing input,
/// and returns what it found without recording or throwing anything.
///
/// This is the harness's core; `forAll` wraps it for tests. Use it directly to test
/// properties that are *expected* to fail, such as the harness's own shrinking.
///
/// Run *i* (from 0) draws its input with a ``SplitMix64`` seeded by the *i*-th output of a
/// `SplitMix64` seeded with `configuration.seed`, at size *i* mod 101; so the same seed
/// always gives the same inputs, whatever the number of runs.
///
/// ```swift
/// let result = check(.int(in: 0...10_000)) { $0 < 500 }
/// result.counterexample?.shrunk // 500
/// ```
///
/// - Parameters:
///   - gen: The generator of inputs.
///   - configuration: Runs, seed, replay, and shrink budget; the environment is not read.
///   - describe: How to print an input in the failure message.
///   - property: Returns `true` when the input satisfies the property; returning `false`
///     or throwing is a failure.
/// - Returns: ``PropertyResult/passed(runs:seed:)``, the shrunk counterexample, or why no input could be generated.
/// - Complexity: Up to `configuration.runs` evaluations of `property`, plus at most
///   `configuration.maxShrinkAttempts` while shrinking.
public func check<Value>(
    _ gen: Gen<Value>,
    configuration: PropertyConfiguration = PropertyConfiguration(),
    describe: (Value) -> String = { String(describing: $0) },
    fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, function: String = #function,
    property: (Value) throws -> Bool
) -> PropertyResult<Value> {
    let location = PropertyLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return PropertyRunner(configuration: configuration, location: location).check(
        gen, describe: describe, property: property)
}

/// Runs the plan of a property check: which runs, at which seeds and sizes, and the report.
struct PropertyRunner {
    var configuration: PropertyConfiguration
    var location: PropertyLocation

    /// The runs to make: index, run seed, and size.
    var plan: [(index: Int, run: PropertyReplay)] {
        if let replay = configuration.replay { return [(0, replay)] }
        var seeds = SplitMix64(seed: configuration.seed)
        return (0..<configuration.runs).map { index in
            (index, PropertyReplay(seed: seeds.next(), size: index % 101))
        }
    }

    func check<Value>(
        _ gen: Gen<Value>, describe: (Value) -> String, property: (Value) throws -> Bool
    ) -> PropertyResult<Value> {
        for (index, run) in plan {
            let tree: ShrinkTree<Value>
            do {
                tree = try gen.shrinkTree(using: SplitMix64(seed: run.seed), size: run.size)
            } catch {
                return .gaveUp(failure(.generatorGaveUp(error), index: index, run: run))
            }
            let outcome = PropertyOutcome(of: property, on: tree.value)
            guard outcome.isFailure else { continue }
            let shrink = GreedyShrink(
                tree, failingWith: outcome,
                maxAttempts: configuration.maxShrinkAttempts, property: property)
            let reason: PropertyFailure.Reason
            if case .threw(let error) = shrink.outcome { reason = .threw(error) } else { reason = .returnedFalse }
            var report = failure(reason, index: index, run: run)
            report.original = describe(tree.value)
            report.shrunk = describe(shrink.tree.value)
            report.shrinkSteps = shrink.steps
            report.shrinkAttempts = shrink.attempts
            report.reachedShrinkLimit = shrink.reachedLimit
            return .falsified(Counterexample(original: tree.value, shrunk: shrink.tree.value, failure: report))
        }
        return .passed(runs: configuration.replay == nil ? configuration.runs : 1, seed: configuration.seed)
    }

    private func failure(_ reason: PropertyFailure.Reason, index: Int, run: PropertyReplay) -> PropertyFailure {
        PropertyFailure(
            reason: reason, seed: configuration.seed, runIndex: index, runs: configuration.runs, run: run,
            isReplay: configuration.replay != nil, original: nil, shrunk: nil, shrinkSteps: 0,
            shrinkAttempts: 0, reachedShrinkLimit: false, location: location, testFilter: location.testFilter)
    }
}
