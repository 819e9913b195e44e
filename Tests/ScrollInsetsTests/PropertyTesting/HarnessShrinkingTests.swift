import PropertyTesting
import Testing

/// Tests of the harness, expecting the failure: each plants a property that fails and checks,
/// through the non-recording `check`, that shrinking finds the exact minimal counterexample.
@Suite struct HarnessShrinkingTests {
    let configuration = PropertyConfiguration(runs: 1_000, seed: 0x5EED)

    @Test func harnessExpectingFailureShrinksAnIntegerToTheBoundary() throws {
        let result = check(.int(in: 0...10_000), configuration: configuration) { $0 < 500 }
        let counterexample = try #require(result.counterexample)
        #expect(counterexample.shrunk == 500)
        #expect(counterexample.original >= 500)
        #expect(counterexample.failure.reason == .returnedFalse)
        #expect(counterexample.failure.shrinkSteps > 0)
        #expect(counterexample.failure.description.contains("(seed 0x5eed)"))
        #expect(counterexample.failure.description.contains("  shrunk:   500 ("))
        #expect(
            counterexample.failure.description.contains(
                """
                  replay:   SCROLLINSETS_SEED=0x5eed \
                SCROLLINSETS_PROPERTY_RUNS=\(counterexample.failure.runIndex + 1) swift test --filter \

                """
                    + "'ScrollInsetsTests.HarnessShrinkingTests/harnessExpectingFailureShrinksAnIntegerToTheBoundary'"))
    }

    @Test func harnessExpectingFailureShrinksNegativeRangesTowardsZero() throws {
        let result = check(.int(in: -10_000 ... -1), configuration: configuration) { $0 > -300 }
        #expect(result.counterexample?.shrunk == -300)
    }

    @Test func harnessExpectingFailureShrinksAListToASingleMinimalElement() throws {
        let gen = Gen.array(of: .int(in: 0...100), count: 0...20)
        let result = check(gen, configuration: configuration) { list in list.allSatisfy { $0 < 10 } }
        #expect(result.counterexample?.shrunk == [10])
    }

    @Test func harnessExpectingFailureKeepsTheMinimumCountWhenShrinkingAList() throws {
        let gen = Gen.array(of: .int(in: 0...100), count: 3...20)
        let result = check(gen, configuration: configuration) { list in list.allSatisfy { $0 < 10 } }
        #expect(result.counterexample?.shrunk == [0, 0, 10])
    }

    @Test func harnessExpectingFailureShrinksBothComponentsOfAPair() throws {
        let gen = Gen.zip(.int(in: 0...1_000), .int(in: 0...1_000))
        let result = check(gen, configuration: configuration) { a, b in a < 10 || b < 20 }
        let shrunk = try #require(result.counterexample?.shrunk)
        #expect(shrunk == (10, 20))
        #expect(result.failure?.shrunk == "(10, 20)")
    }

    /// `x < 123.5` shrinks to exactly 123.5: the whole numbers below it pass, then the
    /// half-point shrinks reach it.
    @Test func harnessExpectingFailureShrinksADoubleToTheHalfPointBoundary() throws {
        let result = check(.double(in: 0...10_000), configuration: configuration) { $0 < 123.5 }
        #expect(result.counterexample?.shrunk == 123.5)
    }

    /// `x < 123.3` shrinks to exactly 123.3 (the double nearest it): after the whole and
    /// half-point shrinks stop at 123.5, the tenths grid reaches it.
    @Test func harnessExpectingFailureShrinksADoubleToOneDecimalPlace() throws {
        let result = check(.double(in: 0...10_000), configuration: configuration) { $0 < 123.3 }
        #expect(result.counterexample?.shrunk == 123.3)
    }

    /// When every positive value fails, shrinking stops at the finest grid, a millionth,
    /// instead of creeping down to the smallest subnormal double.
    @Test func harnessExpectingFailureShrinksAnyPositiveDoubleToAMillionth() throws {
        let result = check(.double(in: 0...1_000), configuration: configuration) { $0 <= 0 }
        #expect(result.counterexample?.shrunk == 0.000001)
        #expect(result.failure?.reachedShrinkLimit == false)
    }

    @Test func harnessExpectingFailureShrinksADoubleTowardsTheLowerBound() throws {
        let result = check(.double(in: 20.25...500), configuration: configuration) { $0 < 40 }
        #expect(result.counterexample?.shrunk == 40)
        let always = check(.double(in: 20.25...500), configuration: configuration) { _ in false }
        #expect(always.counterexample?.shrunk == 20.25)
    }

    @Test func harnessExpectingFailureShrinksMappedGeneratorsThroughTheirSource() throws {
        let evens = Gen.int(in: 0...5_000).map { $0 * 2 }
        let result = check(evens, configuration: configuration) { $0 < 1_001 }
        #expect(result.counterexample?.shrunk == 1_002)
    }

    @Test func harnessExpectingFailureShrinksFlatMappedGeneratorsOuterThenInner() throws {
        let gen = Gen.int(in: 1...50).flatMap { count in Gen.array(of: .int(in: 0...9), count: count...count) }
        let result = check(gen, configuration: configuration) { $0.count < 3 || $0.allSatisfy { $0 < 5 } }
        #expect(result.counterexample?.shrunk == [0, 0, 5])
    }

    @Test func harnessExpectingFailureShrinksChoicesTowardsTheFirst() throws {
        let optional = check(Gen.int(in: 0...9).optional, configuration: configuration) { _ in false }
        #expect(optional.counterexample?.shrunk == nil)
        #expect(optional.failure?.shrunk == "nil")
        let bool = check(.bool, configuration: configuration) { _ in false }
        #expect(bool.counterexample?.shrunk == false)
        let choice = check(Gen.oneOf(.constant("first"), .constant("second")), configuration: configuration) {
            $0 == "first"
        }
        #expect(choice.counterexample?.shrunk == "second")
        let weighted = check(
            Gen.frequency([(0, .constant(-1)), (1, .constant(1)), (5, .int(in: 2...9))]), configuration: configuration
        ) { _ in false }
        #expect(weighted.counterexample?.shrunk == 1)
    }

    @Test func harnessExpectingFailureShrinksFilteredValuesWithinTheFilter() throws {
        let odd = Gen.int(in: 0...10_000).filter("odd") { $0 % 2 == 1 }
        let result = check(odd, configuration: configuration) { $0 < 500 }
        #expect(result.counterexample?.shrunk == 501)
    }

    @Test func harnessExpectingFailureShrinksRecursiveValuesToALeaf() throws {
        let result = check(Tree.gen, configuration: configuration) { $0.depth < 2 }
        #expect(result.counterexample?.shrunk == .node([.node([])]))
        let leaves = check(Tree.gen, configuration: configuration) { $0.leafTotal < 15 }
        #expect(leaves.counterexample?.shrunk == .leaf(15))
    }

    @Test func harnessExpectingFailureReportsAThrownError() throws {
        struct TooBig: Error, CustomStringConvertible {
            var value: Int
            var description: String { "too big: \(value)" }
        }
        let result = check(.int(in: 0...10_000), configuration: configuration) { (value: Int) throws in
            guard value < 500 else { throw TooBig(value: value) }
            return true
        }
        #expect(result.counterexample?.shrunk == 500)
        #expect(result.failure?.reason == .threw("too big: 500"))
        #expect(result.failure?.description.contains("\n  error:    too big: 500\n") == true)
    }

    @Test func harnessExpectingFailureStopsShrinkingAtTheAttemptLimit() throws {
        let limited = PropertyConfiguration(runs: 100, seed: 0x5EED, maxShrinkAttempts: 3)
        let result = check(.int(in: 0...10_000), configuration: limited) { $0 < 500 }
        let failure = try #require(result.failure)
        #expect(failure.shrinkAttempts == 3)
        #expect(failure.reachedShrinkLimit)
        #expect(failure.description.contains("3 tried; stopped at the limit, it may not be minimal)"))
    }

    @Test func harnessPassesAPropertyThatHolds() {
        let result = check(.int(in: 0...10_000), configuration: configuration) { $0 <= 10_000 }
        guard case .passed(let runs, let seed) = result else {
            Issue.record("expected the property to pass, got \(String(describing: result.failure))")
            return
        }
        #expect(runs == 1_000)
        #expect(seed == 0x5EED)
    }
}

/// A small recursive type for the recursive generator.
indirect enum Tree: Hashable, Sendable {
    case leaf(Int)
    case node([Tree])

    var depth: Int {
        switch self {
        case .leaf: return 0
        case .node(let children): return 1 + (children.map(\.depth).max() ?? 0)
        }
    }

    var leafTotal: Int {
        switch self {
        case .leaf(let value): return value
        case .node(let children): return children.reduce(0) { $0 + $1.leafTotal }
        }
    }

    static var gen: Gen<Tree> {
        Gen.recursive(maxDepth: 4, leaf: Gen.int(in: 0...20).map(Tree.leaf)) { child in
            Gen.array(of: child, count: 0...3).map(Tree.node)
        }
    }
}
