import ScrollInsets

/// The required-equalities solve of one superview's constraint-driven children.
///
/// Unknowns: each child's left, right, top and bottom in the superview's bounds. Knowns: the
/// superview's bounds, safe area and margins as laid out, the top and bottom layout guides (the
/// safe area's top and bottom lines, as iOS 11 derives them), and any other view as placed by
/// the previous pass. Leading is left and trailing right (documents are laid out left to right).
extension IBSceneImporter {
    struct SolveResult {
        var frames: [Int: Rect] = [:]
        var reasons: [Int: String] = [:]
    }

    /// A linear expression in the unknowns: `Σ terms + constant`.
    struct Expression {
        var terms: [(unknown: Int, coefficient: Double)] = []
        var constant: Double = 0
    }

    func solve(_ children: [Int], in superview: Int, layout: Layout, resolved: [Int: Int]) -> SolveResult {
        var result = SolveResult()
        let unknownBase = Dictionary(uniqueKeysWithValues: children.enumerated().map { ($1, $0 * 4) })
        let superviewResolved = layout.views[resolved[superview]!]
        var equations: [(Expression, Double)] = []
        var needsMore: Set<Int> = []
        var unsupported: [Int: String] = [:]

        if children.count > Self.maximumSolvedSiblings {
            for child in children {
                result.reasons[child] =
                    """
                    its superview has more than \(Self.maximumSolvedSiblings) constraint-driven subviews, which are \
                    not solved
                    """
            }
            return result
        }
        var named: Set<Int> = []
        for child in children { named.formUnion(tree.constraintsByView[child] ?? []) }
        for constraint in named.sorted().map({ tree.constraints[$0] }) {
            let firstView = tree.viewIndex[constraint.firstItem]
            let secondView = constraint.secondItem.flatMap { tree.viewIndex[$0] }
            let involved = [firstView, secondView].compactMap { $0 }.filter { unknownBase[$0] != nil }
            guard !involved.isEmpty else { continue }
            // A constraint between a child and its own content sizes the content, not the child.
            if let firstView, let second = constraint.secondItem, unknownBase[firstView] != nil,
                tree.isDescendant(second, of: firstView), secondView != firstView
            {
                continue
            }
            if let secondView, unknownBase[secondView] != nil, tree.isDescendant(constraint.firstItem, of: secondView),
                firstView != secondView
            {
                continue
            }
            guard constraint.isRequiredEquality else { involved.forEach { needsMore.insert($0) }; continue }
            guard let firstAttribute = constraint.firstAttribute,
                let first = expression(
                    constraint.firstItem, firstAttribute, unknownBase: unknownBase, superview: superview,
                    superviewResolved: superviewResolved, layout: layout, resolved: resolved)
            else {
                involved.forEach {
                    unsupported[$0] =
                        """
                        a constraint on '\(constraint.firstAttribute?.rawValue ?? "?")' of '\(constraint.firstItem)' \
                        is not modelled
                        """
                }
                continue
            }
            var equation = first
            var value = constraint.constant
            if let secondItem = constraint.secondItem {
                guard let secondAttribute = constraint.secondAttribute,
                    let second = expression(
                        secondItem, secondAttribute, unknownBase: unknownBase, superview: superview,
                        superviewResolved: superviewResolved, layout: layout, resolved: resolved)
                else {
                    involved.forEach {
                        unsupported[$0] =
                            """
                            a constraint to '\(constraint.secondAttribute?.rawValue ?? "?")' of '\(secondItem)' is \
                            not modelled
                            """
                    }
                    continue
                }
                equation.terms += second.terms.map { ($0.unknown, -constraint.multiplier * $0.coefficient) }
                value += constraint.multiplier * second.constant
            }
            value -= equation.constant
            equation.constant = 0
            equations.append((equation, value))
        }

        func run(_ extra: [(Expression, Double)]) -> IBLinearSolver.Result {
            var system = IBLinearSolver(unknowns: children.count * 4)
            for (expression, value) in equations + extra { system.add(expression.terms, equals: value) }
            return system.solve()
        }
        var outcome = run([])
        // Leaves with an intrinsic size (labels, buttons, …): their stored size stands in for
        // it on an axis the equalities leave free; a view whose content fixes its size
        // (``fittingSizes(in:)``) takes that size there.
        if case .solved(let values) = outcome {
            var extra: [(Expression, Double)] = []
            for child in children {
                let base = unknownBase[child]!
                let stored = tree.views[child].storedFrame
                let intrinsic = tree.views[child].hasIntrinsicSize
                let fitting = fittingSizes[child]
                if let width = intrinsic ? stored.width : fitting?.width, values[base] == nil || values[base + 1] == nil
                {
                    extra.append((Expression(terms: [(base + 1, 1), (base, -1)]), width))
                }
                if let height = intrinsic ? stored.height : fitting?.height,
                    values[base + 2] == nil || values[base + 3] == nil
                {
                    extra.append((Expression(terms: [(base + 3, 1), (base + 2, -1)]), height))
                }
            }
            if !extra.isEmpty, case .solved = run(extra) { outcome = run(extra) }
        }
        switch outcome {
        case .inconsistent:
            for child in children {
                result.reasons[child] = "its required constraints contradict each other on this screen"
            }
        case .solved(let values):
            for child in children {
                let base = unknownBase[child]!
                if let left = values[base], let right = values[base + 1], let top = values[base + 2],
                    let bottom = values[base + 3],
                    right >= left, bottom >= top
                {
                    result.frames[child] = Rect(x: left, y: top, width: right - left, height: bottom - top)
                } else if let reason = unsupported[child] {
                    result.reasons[child] = reason
                } else if needsMore.contains(child) {
                    result.reasons[child] = "it needs inequalities or priorities below 1000, which are not solved"
                } else {
                    result.reasons[child] = "the required equalities leave it free"
                }
            }
        }
        return result
    }

    /// `item.attribute` as an expression: unknowns for the children being solved, numbers for
    /// the superview, its guides and any view the layout placed; `nil` for what is not modelled.
    func expression(
        _ item: String, _ attribute: IBConstraint.Attribute, unknownBase: [Int: Int], superview: Int,
        superviewResolved: ResolvedView, layout: Layout, resolved: [Int: Int]
    ) -> Expression? {
        guard let axis = attribute.axis else { return nil }
        if let view = tree.viewIndex[item], let base = unknownBase[view] {
            let (low, high) = axis == .horizontal ? (base, base + 1) : (base + 2, base + 3)
            var expression: Expression
            switch attribute.withoutMargin {
            case .left, .leading, .top: expression = Expression(terms: [(low, 1)])
            case .right, .trailing, .bottom: expression = Expression(terms: [(high, 1)])
            case .width, .height: expression = Expression(terms: [(high, 1), (low, -1)])
            default: expression = Expression(terms: [(low, 0.5), (high, 0.5)])
            }
            if attribute.isMargin {
                let margins = resolved[view].map { layout.views[$0].layoutMargins } ?? EdgeInsets(all: 8)
                expression.constant = Self.marginShift(attribute, margins)
            }
            expression.constant += Self.alignmentShift(attribute, Self.alignmentRectInsets(of: tree.views[view]))
            return expression
        }
        // A known rectangle in the superview's bounds.
        let origin = superviewResolved.frameInWindow.origin
        func local(_ rect: Rect) -> Rect { rect.offsetBy(dx: -origin.x, dy: -origin.y) }
        var rect: Rect
        var margins = EdgeInsets(all: 0)
        if item == tree.views[superview].id {
            rect = Rect(origin: Point(x: 0, y: 0), size: superviewResolved.frame.size)
            margins = superviewResolved.layoutMargins
        } else if let view = tree.viewIndex[item], let index = resolved[view] {
            rect = local(layout.views[index].frameInWindow).inset(by: Self.alignmentRectInsets(of: tree.views[view]))
            margins = layout.views[index].layoutMargins
        } else if let guide = tree.guides[item] {
            switch guide {
            case .safeArea(let view):
                guard let index = resolved[view] else { return nil }
                rect = local(layout.views[index].frameInWindow).inset(by: Self.safeArea(of: index, in: layout))
            case .topLayoutGuide(let root):
                guard let index = resolved[root] else { return nil }
                let frame = local(layout.views[index].frameInWindow)
                rect = Rect(
                    x: frame.minX, y: frame.minY, width: frame.width, height: Self.safeArea(of: index, in: layout).top)
            case .bottomLayoutGuide(let root):
                guard let index = resolved[root] else { return nil }
                let frame = local(layout.views[index].frameInWindow)
                let height = Self.safeArea(of: index, in: layout).bottom
                rect = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
            case .unmodelled:
                return nil
            }
        } else {
            return nil
        }
        if attribute.isMargin { rect = rect.inset(by: margins) }
        let value: Double
        switch attribute.withoutMargin {
        case .left, .leading: value = rect.minX
        case .right, .trailing: value = rect.maxX
        case .top: value = rect.minY
        case .bottom: value = rect.maxY
        case .width: value = rect.width
        case .height: value = rect.height
        case .centerX: value = rect.minX + rect.width / 2
        default: value = rect.minY + rect.height / 2
        }
        return Expression(constant: value)
    }

    /// The insets of a view's safe-area guide: its `safeAreaInsets`, or, under the layout-guide
    /// rules of iOS 10 (no safe area), a controller root view's top and bottom layout guides, which
    /// is what Xcode's safe-area guides compile to when deployed to iOS 10 (Apple's "Positioning
    /// content relative to the safe area"); other views' guides are their bounds there.
    static func safeArea(of index: Int, in layout: Layout) -> EdgeInsets {
        guard layout.release.variants.barInsets == .layoutGuides else { return layout.views[index].safeAreaInsets }
        guard let controller = layout.views[index].controller, let guides = layout.controllers[controller].layoutGuides
        else {
            return EdgeInsets(all: 0)
        }
        return EdgeInsets(top: guides.top, left: 0, bottom: guides.bottom, right: 0)
    }

    /// How far a margin attribute lies inside its plain one.
    static func marginShift(_ attribute: IBConstraint.Attribute, _ margins: EdgeInsets) -> Double {
        switch attribute {
        case .leftMargin, .leadingMargin: return margins.left
        case .rightMargin, .trailingMargin: return -margins.right
        case .topMargin: return margins.top
        case .bottomMargin: return -margins.bottom
        case .centerXWithinMargins: return (margins.left - margins.right) / 2
        case .centerYWithinMargins: return (margins.top - margins.bottom) / 2
        default: return 0
        }
    }

    /// The insets from a view's frame to the alignment rectangle Auto Layout places (Apple's
    /// `UIView.alignmentRectInsets` documentation): a `UISwitch`'s is 2 pt narrower than its frame
    /// on the trailing side (51 pt frame, 49 pt alignment width: docs/storyboards.md, "Alignment
    /// rectangles"); zero for every other view.
    static func alignmentRectInsets(of view: IBView) -> EdgeInsets {
        view.element.name == "switch" ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) : EdgeInsets(all: 0)
    }

    /// How far an attribute of the alignment rectangle lies from the same attribute of the frame.
    static func alignmentShift(_ attribute: IBConstraint.Attribute, _ insets: EdgeInsets) -> Double {
        switch attribute.withoutMargin {
        case .left, .leading: insets.left
        case .right, .trailing: -insets.right
        case .top: insets.top
        case .bottom: -insets.bottom
        case .width: -insets.left - insets.right
        case .height: -insets.top - insets.bottom
        case .centerX: (insets.left - insets.right) / 2
        default: (insets.top - insets.bottom) / 2
        }
    }
}
