/// One run of a property, pinned down so that it can be replayed on its own: the seed of
/// the run's generator and the size it was generated at.
///
/// A failure message prints it as `SCROLLINSETS_REPLAY=0x1f2e3d4c5b6a7988:37`; setting that
/// variable makes every property in the filtered tests check exactly that one input.
public struct PropertyReplay: Hashable, Sendable, CustomStringConvertible {
    /// The seed of the run's ``SplitMix64``.
    public var seed: UInt64
    /// The size the run's value was generated at, from 0 to ``Gen/maxSize``.
    public var size: Int

    /// Creates a replay of the run with the generator seed `seed` at `size`.
    public init(seed: UInt64, size: Int) {
        self.seed = seed
        self.size = size
    }

    /// Reads `<seed>:<size>` as ``description`` writes it; `nil` if `text` is not in that form
    /// or the size is outside `0...100`.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let seed = PropertyConfiguration.parseSeed(String(parts[0])),
            let size = Int(parts[1]), (0...100).contains(size)
        else { return nil }
        self.init(seed: seed, size: size)
    }

    /// The run as `0x<hexadecimal seed>:<size>`.
    public var description: String { "\(PropertyConfiguration.formatSeed(seed)):\(size)" }
}
