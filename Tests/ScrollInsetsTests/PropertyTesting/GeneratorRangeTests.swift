import PropertyTesting
import Testing

/// Generators stay within their ranges — checked as properties over random ranges and seeds,
/// for the generated values and for their shrinks two levels deep
/// (all first-level shrinks, and the shrinks of the first ten of them).
@Suite struct GeneratorRangeTests {
    /// Random seeds for drawing from the generator under test.
    static let seeds = Gen.int(in: 0...Int.max).map { UInt64($0) }

    /// The tree's value, all its shrinks, and the shrinks of its first `breadth` shrinks
    /// (and so on, down to `depth` levels).
    static func values<Value>(in tree: ShrinkTree<Value>, depth: Int = 2, breadth: Int = 10) -> [Value] {
        [tree.value]
            + tree.shrinks.enumerated().flatMap { index, shrink in
                depth > 1 && index < breadth ? values(in: shrink, depth: depth - 1, breadth: breadth) : [shrink.value]
            }
    }

    static let intRanges = Gen.zip(.int(in: -1_000_000...1_000_000), .int(in: -1_000_000...1_000_000))
        .map { min($0, $1)...max($0, $1) }

    @Test func integersStayInTheirRange() throws {
        try forAll(Self.intRanges, Self.seeds, runs: 300) { range, seed in
            let tree = try Gen.int(in: range).shrinkTree(using: SplitMix64(seed: seed))
            return Self.values(in: tree).allSatisfy(range.contains)
        }
    }

    @Test func extremeIntegerRangesNeitherTrapNorEscape() throws {
        for range in [
            Int.min...Int.max, Int.min...Int.min, Int.max...Int.max, (Int.max - 3)...Int.max, Int.min...(Int.min + 3),
        ] {
            try forAll(Self.seeds, runs: 50) { seed in
                let tree = try Gen.int(in: range).shrinkTree(using: SplitMix64(seed: seed))
                return Self.values(in: tree).allSatisfy(range.contains)
            }
        }
    }

    static let doubleRanges = Gen.zip(.double(in: -1e6...1e6), .double(in: -1e6...1e6))
        .map { min($0, $1)...max($0, $1) }

    @Test func doublesStayInTheirRange() throws {
        try forAll(Self.doubleRanges, Self.seeds, runs: 300) { range, seed in
            let tree = try Gen.double(in: range).shrinkTree(using: SplitMix64(seed: seed))
            return Self.values(in: tree).allSatisfy { range.contains($0) && $0.isFinite }
        }
    }

    @Test func extremeDoubleRangesNeitherOverflowNorEscape() throws {
        let huge = Double.greatestFiniteMagnitude
        for range in [-huge...huge, 0...huge, -huge...(-1), 0.1...0.2, -0.0...0.0, 1e-300...2e-300] {
            try forAll(Self.seeds, runs: 50) { seed in
                let tree = try Gen.double(in: range).shrinkTree(using: SplitMix64(seed: seed))
                return Self.values(in: tree).allSatisfy { range.contains($0) && $0.isFinite }
            }
        }
    }

    @Test func doublesFavourRoundValuesAndTheBounds() throws {
        let values = try Gen.double(in: 0...1_000).samples(800, seed: 1)
        let whole = values.filter { $0.rounded() == $0 }.count
        let bounds = values.filter { $0 == 0 || $0 == 1_000 }.count
        // Expected shares: bounds 2/8 (plus rare whole draws at 0 or 1000), whole 4/8 (bounds and whole draws).
        #expect((100...300).contains(bounds))
        #expect((300...500).contains(whole))
    }

    @Test func arrayCountsStayInTheirRange() throws {
        let counts = Gen.zip(.int(in: 0...10), .int(in: 0...10)).map { min($0, $1)...max($0, $1) }
        try forAll(counts, Self.seeds, runs: 300) { count, seed in
            let tree = try Gen.array(of: .int(in: 0...5), count: count).shrinkTree(using: SplitMix64(seed: seed))
            return Self.values(in: tree).allSatisfy {
                count.contains($0.count) && $0.allSatisfy { (0...5).contains($0) }
            }
        }
    }

    @Test func sizedArraysGrowWithTheSize() throws {
        try forAll(Gen.int(in: 0...100), Self.seeds, runs: 300) { size, seed in
            try Gen.array(of: Gen.bool).sample(seed: seed, size: size).count <= size
        }
    }

    @Test func elementsAndChoicesComeFromTheirLists() throws {
        let letters = ["a", "b", "c", "d"]
        try forAll(Self.seeds, runs: 300) { seed in
            let element = try Gen.element(of: letters).shrinkTree(using: SplitMix64(seed: seed))
            let choice = try Gen.oneOf(letters.map { Gen.constant($0) }).shrinkTree(using: SplitMix64(seed: seed))
            return (Self.values(in: element) + Self.values(in: choice)).allSatisfy(letters.contains)
        }
    }

    @Test func recursiveValuesRespectTheirDepth() throws {
        try forAll(Gen.int(in: 0...100), Self.seeds, runs: 300) { size, seed in
            let tree = try Tree.gen.sample(seed: seed, size: size)
            return tree.depth <= size * 4 / 100
        }
    }
}
