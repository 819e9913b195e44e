import ScrollInsets

/// Solves a system of linear equalities over view edges (required Auto Layout equalities with
/// any multiplier) and says which unknowns it fixes.
///
/// Gauss–Jordan elimination with partial pivoting over `Double`, with a tolerance of 1e-9 for
/// "zero". Constraint constants and multipliers are decimals IB wrote; the results are rounded
/// to 1/1,000,000 pt to remove the noise of the elimination, so an equal-width split of 375 pt
/// gives 187.5 exactly. An unknown is fixed when its pivot row has no free unknown in it.
///
/// ```swift
/// var system = IBLinearSolver(unknowns: 2)
/// system.add([1, 1], equals: 375)      // a + b = 375
/// system.add([1, -1], equals: 0)       // a = b
/// system.solve()                       // .solved([187.5, 187.5])
/// ```
struct IBLinearSolver {
    /// What a solve found.
    enum Result: Equatable {
        /// Each unknown's value, `nil` where the equalities leave it free.
        case solved([Double?])
        /// The equalities contradict each other.
        case inconsistent
    }

    let unknowns: Int
    private(set) var rows: [[Double]] = []
    static let tolerance = 1e-9

    init(unknowns: Int) {
        self.unknowns = unknowns
    }

    /// Adds `Σ coefficients[i] · x[i] = value`.
    mutating func add(_ coefficients: [Double], equals value: Double) {
        precondition(coefficients.count == unknowns)
        rows.append(coefficients + [value])
    }

    /// Adds an equation given sparsely: `Σ terms[i].coefficient · x[terms[i].unknown] = value`.
    mutating func add(_ terms: [(unknown: Int, coefficient: Double)], equals value: Double) {
        var row = Array(repeating: 0.0, count: unknowns + 1)
        for term in terms { row[term.unknown] += term.coefficient }
        row[unknowns] = value
        rows.append(row)
    }

    /// - Complexity: O(*r* · *n*²) for *r* equations in *n* unknowns.
    func solve() -> Result {
        var matrix = rows
        var pivotColumns: [Int] = []
        var rank = 0
        for column in 0..<unknowns where rank < matrix.count {
            var best = rank
            for row in rank..<matrix.count where abs(matrix[row][column]) > abs(matrix[best][column]) { best = row }
            guard abs(matrix[best][column]) > Self.tolerance else { continue }
            matrix.swapAt(rank, best)
            let pivot = matrix[rank][column]
            for index in column...unknowns { matrix[rank][index] /= pivot }
            for row in 0..<matrix.count where row != rank {
                let factor = matrix[row][column]
                guard abs(factor) > Self.tolerance else { continue }
                for index in column...unknowns { matrix[row][index] -= factor * matrix[rank][index] }
            }
            pivotColumns.append(column)
            rank += 1
        }
        for row in rank..<matrix.count where abs(matrix[row][unknowns]) > 1e-6 {
            return .inconsistent
        }
        var values = [Double?](repeating: nil, count: unknowns)
        let pivots = Set(pivotColumns)
        for (row, column) in pivotColumns.enumerated() {
            let free = (0..<unknowns).contains { !pivots.contains($0) && abs(matrix[row][$0]) > Self.tolerance }
            if !free { values[column] = (matrix[row][unknowns] * 1_000_000).rounded() / 1_000_000 }
        }
        return .solved(values)
    }
}
