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
        var preserved: (margins: EdgeInsets, bounds: Rect, frame: Rect, superview: InsetTerm.Subject)?
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
                derivation.add(.layoutMargin, value, on: edge, .layoutMargin(value))
            }
            if input.isRootView && input.respectsSystemMinimum && minimum[edge] > value {
                derivation.add(.systemMinimumLayoutMargin, minimum[edge] - value, on: edge,
                               .systemMinimumMargin(minimum[edge]))
                value = minimum[edge]
            }
            if input.insetsFromSafeArea && input.safeArea[edge] != 0 {
                derivation.add(.safeArea, input.safeArea[edge], on: edge, .safeAreaUnderMargin(input.safeArea[edge]))
                value += input.safeArea[edge]
            }
            if let preserved = input.preserved {
                let needed = preserved.margins[edge] - preserved.bounds.distance(to: preserved.frame, on: edge)
                if needed > value {
                    derivation.add(.superviewLayoutMargin, needed - value, on: edge,
                                   .superviewMargin(edge, of: preserved.superview))
                    value = needed
                }
            }
            margins[edge] = value
        }
        return (margins, derivation)
    }
}
