/// The rules that turn a view's own margins into its effective `layoutMargins`.
///
/// Per edge (WWDC 2018 session 235; Apple's `layoutMargins`,
/// `insetsLayoutMarginsFromSafeArea`, `systemMinimumLayoutMargins` and
/// `preservesSuperviewLayoutMargins` documentation):
/// 1. the view's own margin (default 8; a view controller's root view: 0);
/// 2. a root view whose controller respects the system minimum takes at least the system
///    minimum margin (leading/trailing 16 or 20, top/bottom 0);
/// 3. with `insetsLayoutMarginsFromSafeArea` the safe-area inset is added under it;
/// 4. with `preservesSuperviewLayoutMargins` the margin grows by the smallest amount that keeps
///    content inside the superview's margins as well.
enum LayoutMarginsResolution {
    struct Input {
        var own: LayoutMargins?
        var isRootView: Bool
        var respectsSystemMinimum: Bool
        var systemMinimum: DirectionalEdgeInsets
        var insetsFromSafeArea: Bool
        var safeArea: EdgeInsets
        /// The superview's margins, its bounds and this view's frame, when the view preserves them.
        var preserved: (margins: EdgeInsets, bounds: Rect, frame: Rect, name: String)?
        var direction: LayoutDirection
    }

    static func resolve(_ input: Input) -> (margins: EdgeInsets, derivation: InsetDerivation) {
        let own = input.own?.resolved(in: input.direction) ?? (input.isRootView ? .zero : EdgeInsets(all: 8))
        let minimum = input.systemMinimum.resolved(in: input.direction)
        var margins = EdgeInsets.zero
        var derivation = InsetDerivation()
        for edge in Edge.allCases {
            var value = own[edge]
            if value != 0 {
                derivation.add(.layoutMargin, value, on: edge, "layout margin \(formatPoints(value)) pt")
            }
            if input.isRootView && input.respectsSystemMinimum && minimum[edge] > value {
                derivation.add(.systemMinimumLayoutMargin, minimum[edge] - value, on: edge,
                               "raised to the system minimum margin \(formatPoints(minimum[edge])) pt")
                value = minimum[edge]
            }
            if input.insetsFromSafeArea && input.safeArea[edge] != 0 {
                derivation.add(.safeArea, input.safeArea[edge], on: edge,
                               "safe-area inset \(formatPoints(input.safeArea[edge])) pt (insetsLayoutMarginsFromSafeArea)")
                value += input.safeArea[edge]
            }
            if let preserved = input.preserved {
                let needed = preserved.margins[edge] - preserved.bounds.distance(to: preserved.frame, on: edge)
                if needed > value {
                    derivation.add(.superviewLayoutMargin, needed - value, on: edge,
                                   "raised to stay inside \(preserved.name)'s \(edge) margin (preservesSuperviewLayoutMargins)")
                    value = needed
                }
            }
            margins[edge] = value
        }
        return (margins, derivation)
    }
}
