/// A number as the model writes it in derivations and reports: the shortest form that
/// reads back as the same `Double` (`44`, not `44.0`; `0.5`; `-12.25`).
///
/// Whole numbers within ±2^53 are printed without a fraction; others use Swift's
/// shortest round-trip description.
public func formatPoints(_ value: Double) -> String {
    if value == 0 { return "0" }  // also folds -0 into 0
    if abs(value) < 9_007_199_254_740_992, let whole = Int64(exactly: value) {
        return String(whole)
    }
    return value.description
}
