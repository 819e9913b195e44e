import PropertyTesting
import Testing

@Suite struct FilterTests {
    @Test func anImpossibleFilterGivesUpWithAClearError() throws {
        let impossible = Gen.int(in: 0...10).filter("negative") { $0 < 0 }
        let result = check(impossible, configuration: PropertyConfiguration(seed: 0x5EED)) { _ in true }
        guard case .gaveUp(let failure) = result else {
            Issue.record("expected the generator to give up, got \(result)")
            return
        }
        #expect(failure.reason == .generatorGaveUp(.filterGaveUp(label: "negative", discards: 100)))
        #expect(failure.runIndex == 0)
        #expect(failure.original == nil)
        let firstLine = failure.description.split(separator: "\n").first.map(String.init)
        #expect(
            firstLine?.hasSuffix(
                "on run 1 of 1000 (seed 0x5eed): filter 'negative' rejected 100 generated values in a row; "
                    + "generate valid values directly or loosen the predicate") == true)
    }

    @Test func sampleThrowsTheGenerationError() {
        let impossible = Gen.int(in: 0...10).filter(maxDiscards: 5) { $0 > 10 }
        #expect(throws: GenerationError.filterGaveUp(label: nil, discards: 5)) {
            try impossible.sample(seed: 1)
        }
        #expect(
            GenerationError.filterGaveUp(label: nil, discards: 5).description
                == "filter rejected 5 generated values in a row; generate valid values directly or loosen the predicate"
        )
    }

    @Test func filteredValuesAndTheirShrinksSatisfyThePredicate() throws {
        let multiplesOfThree = Gen.int(in: 1...1_000).filter { $0 % 3 == 0 }
        try forAll(Gen.int(in: 0...Int(Int32.max)), runs: 200) { seed in
            let tree = try multiplesOfThree.shrinkTree(using: SplitMix64(seed: UInt64(seed)))
            return ([tree] + tree.shrinks).allSatisfy { $0.value % 3 == 0 }
        }
    }
}
