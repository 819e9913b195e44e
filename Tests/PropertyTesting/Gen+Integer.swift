extension Gen where Value == Int {
    /// A generator of integers drawn uniformly from `range`, shrinking towards zero (or,
    /// when `range` does not contain zero, towards its bound nearer to zero).
    ///
    /// Shrinks try the destination first, then halve the distance to it, ending with the
    /// neighbour one step closer: a binary search, so a property that fails for every
    /// value from some boundary up shrinks to exactly that boundary.
    ///
    /// ```swift
    /// Gen.int(in: 0...10_000) // 7342 shrinks via 0, 3671, 5507, … to the boundary
    /// ```
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let destination = IntegerShrinking.destination(in: range)
        let span = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
        return Gen { generator, _ in
            var generator = generator
            let value = range.lowerBound &+ Int(truncatingIfNeeded: generator.next(upTo: span))
            return .unfold(value) { IntegerShrinking.shrinks(of: $0, towards: destination) }
        }
    }

    /// A generator of integers drawn uniformly from `range`; see the `ClosedRange` overload.
    ///
    /// - Precondition: `range` is not empty.
    public static func int(in range: Range<Int>) -> Gen<Int> {
        precondition(!range.isEmpty, "Gen.int(in:) needs a non-empty range")
        return int(in: range.lowerBound...(range.upperBound - 1))
    }
}

/// The shrinking rule for integers, shared by the generators that pick by index.
enum IntegerShrinking {
    /// The value of `range` nearest to zero.
    static func destination(in range: ClosedRange<Int>) -> Int {
        if range.contains(0) { return 0 }
        return range.lowerBound > 0 ? range.lowerBound : range.upperBound
    }

    /// The candidates one step simpler than `value`: `destination`, then values that close
    /// half, a quarter, … of the distance, ending one step from `value`.
    ///
    /// `value` and `destination` must lie on the same side of zero (or `destination` be
    /// zero), as ``destination(in:)`` guarantees; then nothing overflows.
    static func shrinks(of value: Int, towards destination: Int) -> [Int] {
        guard value != destination else { return [] }
        var candidates = [destination]
        var half = value / 2 - destination / 2
        while half != 0 {
            let candidate = value - half
            if candidate != candidates.last { candidates.append(candidate) }
            half /= 2
        }
        return candidates
    }
}
