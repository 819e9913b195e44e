import PropertyTesting
import Testing

@Suite struct DeterminismTests {
    /// A generator that exercises every kind of combinator.
    static var composite: Gen<[String]> {
        let item = Gen.zip(.int(in: -50...50), .double(in: 0...10), .bool, Gen.element(of: ["a", "b", "c"]).optional)
            .map { "\($0)|\($1)|\($2)|\($3 ?? "-")" }
        return Gen.array(of: Gen.oneOf(item, .constant("k")), count: 0...6)
    }

    @Test func sameSeedGivesTheSameValues() throws {
        let first = try Self.composite.samples(50, seed: 99)
        let second = try Self.composite.samples(50, seed: 99)
        #expect(first == second)
    }

    @Test func differentSeedsGiveDifferentValues() throws {
        let first = try Self.composite.samples(50, seed: 99)
        let second = try Self.composite.samples(50, seed: 100)
        #expect(first != second)
    }

    @Test func checkReportsTheSameFailureForTheSameSeed() {
        let configuration = PropertyConfiguration(runs: 200, seed: 7)
        let property: ([String]) -> Bool = { $0.count < 5 }
        let first = check(Self.composite, configuration: configuration, property: property)
        let second = check(Self.composite, configuration: configuration, property: property)
        #expect(first.counterexample != nil)
        #expect(first.counterexample?.original == second.counterexample?.original)
        #expect(first.counterexample?.shrunk == second.counterexample?.shrunk)
        #expect(first.failure?.run == second.failure?.run)
    }

    @Test func runSeedsComeFromTheConfigurationSeed() {
        // Run 0 uses the first output of SplitMix64(seed: 0x5eed) as its generator's seed, at size 0.
        let result = check(Gen.int(in: 0...Int.max), configuration: PropertyConfiguration(seed: 0x5EED)) { _ in false }
        var seeds = SplitMix64(seed: 0x5EED)
        let runSeed = seeds.next()
        #expect(result.failure?.run == PropertyReplay(seed: runSeed, size: 0))
        #expect(result.counterexample?.original == (try? Gen.int(in: 0...Int.max).sample(seed: runSeed, size: 0)))
    }

    @Test func aReplayedRunChecksExactlyTheFailingInput() throws {
        let gen = Gen.array(of: Gen.int(in: 0...1_000), count: 0...20)
        let property: ([Int]) -> Bool = { $0.reduce(0, +) < 3_000 }
        let failed = try #require(
            check(gen, configuration: PropertyConfiguration(seed: 3), property: property).counterexample)
        let replay = failed.failure.run
        var checked: [[Int]] = []
        let replayed = check(gen, configuration: PropertyConfiguration(seed: 12_345, replay: replay)) {
            (value: [Int]) -> Bool in
            checked.append(value)
            return property(value)
        }
        #expect(checked.first == failed.original)
        #expect(replayed.counterexample?.original == failed.original)
        #expect(replayed.counterexample?.shrunk == failed.shrunk)
        #expect(replayed.failure?.isReplay == true)
    }
}
