/// The outcome of checking a property with one input.
enum PropertyOutcome {
    case passed
    case returnedFalse
    case threw(String)

    /// Runs `property` on `value`, catching what it throws.
    init<Value>(of property: (Value) throws -> Bool, on value: Value) {
        do {
            self = try property(value) ? .passed : .returnedFalse
        } catch {
            self = .threw(String(describing: error))
        }
    }

    var isFailure: Bool {
        if case .passed = self { return false }
        return true
    }
}

/// The greedy shrink loop: from a failing tree, move to the first shrink that still fails,
/// and again from there, until no shrink fails or the budget of attempts runs out.
struct GreedyShrink<Value> {
    /// The simplest failing tree reached.
    var tree: ShrinkTree<Value>
    /// How the property failed for ``tree``'s value.
    var outcome: PropertyOutcome
    /// How many shrinks were accepted.
    var steps = 0
    /// How many candidates were checked.
    var attempts = 0
    /// Whether the loop stopped because `maxAttempts` were used.
    var reachedLimit = false

    /// Shrinks `tree`, whose value fails `property` with `outcome`.
    ///
    /// - Complexity: At most `maxAttempts` evaluations of `property`.
    init(
        _ tree: ShrinkTree<Value>, failingWith outcome: PropertyOutcome,
        maxAttempts: Int, property: (Value) throws -> Bool
    ) {
        self.tree = tree
        self.outcome = outcome
        search: while true {
            for candidate in self.tree.shrinks {
                guard attempts < maxAttempts else {
                    reachedLimit = true
                    break search
                }
                attempts += 1
                let candidateOutcome = PropertyOutcome(of: property, on: candidate.value)
                if candidateOutcome.isFailure {
                    self.tree = candidate
                    self.outcome = candidateOutcome
                    steps += 1
                    continue search
                }
            }
            break
        }
    }
}
