/// A number as the model writes it in derivations, messages and text reports: rounded to at
/// most three decimals, as UIKit's points are shown (a third of a point is the finest a 3x
/// screen draws), trailing zeros dropped (`44`, not `44.0`; `0.5`; `574.167`, not
/// `574.1666666666666`; `-0` is `0`).
///
/// Values whose thousandths cannot be held exactly (magnitude from 10^15) and values that are
/// not finite are written as ``formatExactPoints(_:)`` writes them. JSON and the fixture
/// encoder keep full precision with ``formatExactPoints(_:)``.
///
/// ```swift
/// formatPoints(204.83333333333331)   // "204.833"
/// formatPoints(0.0004)               // "0"
/// ```
public func formatPoints(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return formatExactPoints(value) }
    return formatExactPoints((value * 1000).rounded() / 1000)
}

/// A number in the shortest form that reads back as the same `Double` (`44`, not `44.0`;
/// `0.5`; `-12.25`; `574.1666666666666`): what JSON and the fixture encoder write.
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
