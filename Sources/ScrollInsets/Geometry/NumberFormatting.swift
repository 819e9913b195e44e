/// A number as a person reads it in derivations, messages and text reports: rounded to at most
/// three decimals, trailing zeros dropped (`44`, not `44.0`; `53.667` for UIKit's 161 / 3;
/// `574.167`, not `574.1666666666666`). Three decimals tell apart every pixel row of a 3x
/// screen (1/3 pt) while hiding the noise of binary fractions.
///
/// Machine-read output (the JSON report, fixtures the encoder writes) keeps every bit:
/// ``formatExactPoints(_:)``.
public func formatPoints(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return formatExactPoints(value) }
    return formatExactPoints((value * 1000).rounded() / 1000)
}

/// A number in the shortest form that reads back as the same `Double` (`44`, not `44.0`; `0.5`;
/// `-12.25`; `53.666666666666664`): the JSON report and the fixture encoder, whose readers
/// compute with the numbers.
///
/// Whole numbers within ±2^53 are printed without a fraction; others use Swift's
/// shortest round-trip description.
public func formatExactPoints(_ value: Double) -> String {
    if value == 0 { return "0" }  // also folds -0 into 0
    if abs(value) < 9_007_199_254_740_992, let whole = Int64(exactly: value) {
        return String(whole)
    }
    return value.description
}
