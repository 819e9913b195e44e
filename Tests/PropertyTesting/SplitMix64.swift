/// A seeded pseudo-random number generator: Sebastiano Vigna's SplitMix64, exactly as the
/// reference implementation (`splitmix64.c`) defines it.
///
/// Every value the property-testing harness generates comes from a `SplitMix64` started
/// from an explicit seed, so a run can always be repeated: there is no unseeded randomness.
///
/// ```swift
/// var generator = SplitMix64(seed: 0)
/// generator.next() // 0xE220A8397B1DCDAF
/// ```
///
/// The generator's numbers are fixed by the reference algorithm rather than by the standard
/// library's `random(in:using:)`, whose mapping from bits to ranges may change between
/// toolchains; ``next(upTo:)`` and ``nextUnitDouble()`` are this harness's own.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The increment added to the state before every output: 2^64 divided by the golden ratio.
    public static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The internal state: the seed, plus ``gamma`` once for every number produced so far.
    public private(set) var state: UInt64

    /// Creates a generator whose first output is the reference algorithm's first output for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// Advances the state and returns the next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.gamma
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A new generator seeded with this generator's next output.
    ///
    /// Generators split off one after another produce unrelated streams; the harness gives
    /// every part of a composed generator its own split so that shrinking one part never
    /// changes the values drawn for another.
    public mutating func split() -> SplitMix64 {
        SplitMix64(seed: next())
    }

    /// A uniformly distributed number in `0...bound`, without modulo bias.
    ///
    /// Uses Lemire's multiply-and-reject method; `bound == .max` returns 64 raw bits.
    ///
    /// - Parameter bound: The largest number that may be returned.
    /// - Returns: A number in `0...bound`.
    public mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound + 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return product.high
    }

    /// A uniformly distributed `Double` in `0..<1` with 53 random bits.
    public mutating func nextUnitDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
