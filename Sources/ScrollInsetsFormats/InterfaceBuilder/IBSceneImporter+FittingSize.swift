import ScrollInsets

/// The size a view's content fixes: a plain view whose subviews are chained to its edges by
/// required equalities (`top = view.top + 10`, `height = 22`, `view.bottom = last.bottom + 10`)
/// is as tall as the chain, with no height constraint of its own. Auto Layout solves the
/// superview's and the subviews' constraints as one system, so such a chain fixes the view's
/// size exactly as a constraint on the size would (Apple's *Auto Layout Guide*, "Anatomy of a
/// Constraint": every constraint is a linear equation in the items' attributes; "Views with
/// Intrinsic Content Size": a view's size can come from its content).
///
/// Only what the required equalities among the view and its own subviews fix is taken: a
/// constraint to anything outside, to a margin or a baseline, or below priority 1000 is left out
/// (leaving an equation out can only leave a size free, never make a wrong one). A leaf with an
/// intrinsic size stands in with its stored size, as in the superview's solve, and a subview's
/// own fitting size with that. Scroll views (their subviews are content, not size), stack views
/// (their arrangement is not modelled), cells, container views, and views with a subview that
/// constraints do not place (a mask or IB's prototyping constraints) have none.
extension IBSceneImporter {
    /// A size on each axis, `nil` where the content does not fix it.
    struct FittingSize: Equatable {
        var width: Double?
        var height: Double?
    }

    /// The fitting size of every view whose content fixes a width or a height.
    ///
    /// - Complexity: O(*c* + Σ *k*³) for *c* constraints and *k* subviews a view (at most
    ///   ``maximumSolvedSiblings``): a view's subviews come after it in ``IBViewTree/views``, so
    ///   one pass from the end finds each subview's size before its superview's.
    static func fittingSizes(in tree: IBViewTree) -> [Int: FittingSize] {
        var sizes: [Int: FittingSize] = [:]
        for index in tree.views.indices.reversed() {
            if let size = fittingSize(of: index, in: tree, subviewSizes: sizes) { sizes[index] = size }
        }
        return sizes
    }

    /// The fitting size of `index` from its subviews' (already in `subviewSizes`).
    static func fittingSize(of index: Int, in tree: IBViewTree, subviewSizes: [Int: FittingSize]) -> FittingSize? {
        let view = tree.views[index]
        let subviews = view.subviews
        guard !subviews.isEmpty, subviews.count <= maximumSolvedSiblings, !view.kind.isScrollView,
            view.embeddedControllerID == nil, view.element.name != "stackView",
            !IBViewTree.cellElementNames.contains(view.element.name),
            subviews.allSatisfy({ tree.views[$0].isConstraintDriven }), let id = view.id
        else { return nil }
        // Unknowns: the view's width (0) and height (1), then each subview's left, right, top
        // and bottom in the view's bounds.
        let bases = Dictionary(uniqueKeysWithValues: subviews.enumerated().map { ($1, 2 + $0 * 4) })
        func expression(_ item: String, _ attribute: IBConstraint.Attribute) -> Expression? {
            guard let axis = attribute.axis, !attribute.isMargin else { return nil }
            if item == id {
                let size = axis == .horizontal ? 0 : 1
                switch attribute {
                case .left, .leading, .top: return Expression()
                case .right, .trailing, .bottom, .width, .height: return Expression(terms: [(size, 1)])
                default: return Expression(terms: [(size, 0.5)])
                }
            }
            guard let subview = tree.viewIndex[item], let base = bases[subview] else { return nil }
            let (low, high) = axis == .horizontal ? (base, base + 1) : (base + 2, base + 3)
            var expression: Expression
            switch attribute {
            case .left, .leading, .top: expression = Expression(terms: [(low, 1)])
            case .right, .trailing, .bottom: expression = Expression(terms: [(high, 1)])
            case .width, .height: expression = Expression(terms: [(high, 1), (low, -1)])
            default: expression = Expression(terms: [(low, 0.5), (high, 0.5)])
            }
            expression.constant = alignmentShift(attribute, alignmentRectInsets(of: tree.views[subview]))
            return expression
        }
        var named: Set<Int> = Set(tree.constraintsByView[index] ?? [])
        for subview in subviews { named.formUnion(tree.constraintsByView[subview] ?? []) }
        var system = [(Expression, Double)]()
        for constraint in named.sorted().map({ tree.constraints[$0] }) where constraint.isRequiredEquality {
            guard let firstAttribute = constraint.firstAttribute,
                var equation = expression(constraint.firstItem, firstAttribute)
            else { continue }
            var value = constraint.constant
            if let secondItem = constraint.secondItem {
                guard let secondAttribute = constraint.secondAttribute,
                    let second = expression(secondItem, secondAttribute)
                else { continue }
                equation.terms += second.terms.map { ($0.unknown, -constraint.multiplier * $0.coefficient) }
                value += constraint.multiplier * second.constant
            }
            system.append((equation, value - equation.constant))
        }
        func run(_ equations: [(Expression, Double)]) -> IBLinearSolver.Result {
            var solver = IBLinearSolver(unknowns: 2 + subviews.count * 4)
            for (expression, value) in equations { solver.add(expression.terms, equals: value) }
            return solver.solve()
        }
        guard case .solved(let required) = run(system) else { return nil }
        // A subview's size the equalities leave free: its intrinsic size (the stored one) or its
        // own fitting size.
        for subview in subviews {
            let base = bases[subview]!
            let stored = tree.views[subview].storedFrame
            let own = subviewSizes[subview]
            let width = tree.views[subview].hasIntrinsicSize ? stored.width : own?.width
            let height = tree.views[subview].hasIntrinsicSize ? stored.height : own?.height
            if let width, required[base] == nil || required[base + 1] == nil {
                system.append((Expression(terms: [(base + 1, 1), (base, -1)]), width))
            }
            if let height, required[base + 2] == nil || required[base + 3] == nil {
                system.append((Expression(terms: [(base + 3, 1), (base + 2, -1)]), height))
            }
        }
        var values = required
        if case .solved(let withStandIns) = run(system) { values = withStandIns }
        let size = FittingSize(
            width: values[0].flatMap { $0 >= 0 ? $0 : nil }, height: values[1].flatMap { $0 >= 0 ? $0 : nil })
        return size.width == nil && size.height == nil ? nil : size
    }
}
