extension Gen where Value == Double {
    /// A generator of finite doubles in `range` that favours the values UI code uses, and
    /// shrinks towards zero (or, when `range` does not contain zero, towards its bound nearer
    /// to zero), preferring round numbers.
    ///
    /// One draw in eight is the lower bound, one the upper bound, two a whole number, one a
    /// half-point number (`12.5`), and three a uniformly distributed double.
    ///
    /// Shrinks try, in order: the destination; whole numbers, halving the distance to the
    /// destination; half-point numbers the same way; then tenths, hundredths, … down to
    /// millionths. Every shrink is strictly nearer the destination and the roundest come
    /// first, so a property failing for all `x >= 123.5` shrinks to exactly `123.5`, one
    /// failing for all `x >= 123.3` passes through `124` and `123.5` to exactly `123.3`, and
    /// one failing for every `x > 0` stops at `0.000001` rather than a subnormal number.
    ///
    /// - Precondition: Both bounds are finite.
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
        precondition(
            range.lowerBound.isFinite && range.upperBound.isFinite,
            "Gen.double(in:) needs finite bounds, not \(range)")
        let destination = DoubleShrinking.destination(in: range)
        return Gen { generator, _ in
            var generator = generator
            let value = DoubleDrawing.draw(in: range, using: &generator)
            return .unfold(value) { DoubleShrinking.shrinks(of: $0, towards: destination, in: range) }
        }
    }
}

/// How ``Gen/double(in:)`` draws its values.
enum DoubleDrawing {
    static func draw(in range: ClosedRange<Double>, using generator: inout SplitMix64) -> Double {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        switch generator.next(upTo: 7) {
        case 0: return lower
        case 1: return upper
        case 2, 3: if let whole = onGrid(1, in: range, using: &generator) { return whole }
        case 4: if let half = onGrid(0.5, in: range, using: &generator) { return half }
        default: break
        }
        let unit = generator.nextUnitDouble()
        // Interpolating from both ends cannot overflow, even for -greatestFiniteMagnitude...greatestFiniteMagnitude.
        return Swift.min(Swift.max(lower * (1 - unit) + upper * unit, lower), upper)
    }

    /// A uniformly drawn multiple of `grid` in `range`, or `nil` if there is none or too many to count.
    private static func onGrid(
        _ grid: Double, in range: ClosedRange<Double>, using generator: inout SplitMix64
    ) -> Double? {
        let first = (range.lowerBound / grid).rounded(.up)
        let last = (range.upperBound / grid).rounded(.down)
        guard first <= last, last - first < 0x1p62 else { return nil }
        return (first + Double(generator.next(upTo: UInt64(last - first)))) * grid
    }
}

/// The shrinking rule for doubles.
enum DoubleShrinking {
    /// The value of `range` nearest to zero.
    static func destination(in range: ClosedRange<Double>) -> Double {
        if range.contains(0) { return 0 }
        return range.lowerBound > 0 ? range.lowerBound : range.upperBound
    }

    /// The grids shrinks snap to, coarsest first, as scales: whole points, half points, then
    /// tenths down to millionths.
    static let scales: [Double] = [1, 2, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// The candidates one step simpler than `value`, roundest first; each lies in `range`
    /// and strictly nearer to `destination` than `value` does.
    ///
    /// For each grid in ``scales``: the values that close half, a quarter, … of the distance
    /// to `destination`, snapped to the grid towards `destination`, then the grid neighbour
    /// one step towards it. A value off the finest grid also gets unsnapped halvings, which
    /// lets it reach a grid; a value on it gets none, so shrinking stops at millionths
    /// rather than creeping through ever smaller fractions.
    static func shrinks(of value: Double, towards destination: Double, in range: ClosedRange<Double>) -> [Double] {
        guard value != destination, value.isFinite else { return [] }
        let distance = value - destination  // same sign as both, or destination is 0: no overflow
        let rounding: FloatingPointRoundingRule = distance > 0 ? .down : .up
        var candidates: [Double] = []
        var seen: Set<Double> = []
        func consider(_ candidate: Double) {
            guard range.contains(candidate), abs(candidate - destination) < abs(distance),
                seen.insert(candidate).inserted
            else { return }
            candidates.append(candidate)
        }
        consider(destination)
        for scale in scales {
            for exponent in 1...64 {
                let step = distance / Double(sign: .plus, exponent: exponent, significand: 1)
                consider(((value - step) * scale).rounded(rounding) / scale)
                if abs(step) * scale < 1 { break }
            }
            consider(((value - (distance > 0 ? 1 : -1) / scale) * scale).rounded(rounding) / scale)
        }
        let finest = scales[scales.count - 1]
        if (value * finest).rounded() / finest != value {
            for exponent in 1...32 {
                consider(value - distance / Double(sign: .plus, exponent: exponent, significand: 1))
            }
        }
        return candidates
    }
}
