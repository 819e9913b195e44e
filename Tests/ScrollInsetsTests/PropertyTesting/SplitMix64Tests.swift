import PropertyTesting
import Testing

/// SplitMix64 against the reference algorithm (Vigna, `splitmix64.c`).
///
/// The expected numbers were computed by hand from the reference's three lines with Python's
/// arbitrary-precision integers masked to 64 bits:
/// `s += 0x9e3779b97f4a7c15; z = (s ^ s >> 30) * 0xbf58476d1ce4e5b9;`
/// `z = (z ^ z >> 27) * 0x94d049bb133111eb; z ^ z >> 31`.
@Suite struct SplitMix64Tests {
    @Test func firstOutputsForSeedZeroMatchTheReference() {
        var generator = SplitMix64(seed: 0)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(
            outputs == [
                0xE220_A839_7B1D_CDAF,  // 16294208416658607535
                0x6E78_9E6A_A1B9_65F4,  // 7960286522194355700
                0x06C4_5D18_8009_454F,  // 487617019471545679
                0xF88B_B8A8_724C_81EC,  // 17909611376780542444
                0x1B39_896A_51A8_749B,  // 1961750202426094747
            ])
    }

    @Test func firstOutputsForSeed1234567MatchTheReference() {
        var generator = SplitMix64(seed: 1_234_567)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(
            outputs == [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423,
                4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ])
    }

    @Test func stateAdvancesByGammaPerOutput() {
        var generator = SplitMix64(seed: 7)
        _ = generator.next()
        _ = generator.next()
        #expect(generator.state == 7 &+ 2 &* SplitMix64.gamma)
    }

    @Test func splitIsSeededWithTheNextOutput() {
        var parent = SplitMix64(seed: 0)
        var child = parent.split()
        #expect(child == SplitMix64(seed: 0xE220_A839_7B1D_CDAF))
        #expect(parent.next() == 0x6E78_9E6A_A1B9_65F4)
        var reference = SplitMix64(seed: 0xE220_A839_7B1D_CDAF)
        #expect(child.next() == reference.next())
    }

    @Test func boundedDrawsStayInBoundsAndReachBothEnds() {
        var generator = SplitMix64(seed: 42)
        let draws = (0..<2_000).map { _ in generator.next(upTo: 5) }
        #expect(Set(draws) == [0, 1, 2, 3, 4, 5])
        #expect(generator.next(upTo: 0) == 0)
    }

    @Test func unitDoublesAreInTheHalfOpenUnitInterval() {
        var generator = SplitMix64(seed: 42)
        let draws = (0..<2_000).map { _ in generator.nextUnitDouble() }
        #expect(draws.allSatisfy { (0..<1).contains($0) })
        // 53 random bits: the first output of seed 0 shifted right by 11, times 2^-53.
        var zero = SplitMix64(seed: 0)
        #expect(zero.nextUnitDouble() == Double(UInt64(0xE220_A839_7B1D_CDAF) >> 11) * 0x1.0p-53)
    }
}
