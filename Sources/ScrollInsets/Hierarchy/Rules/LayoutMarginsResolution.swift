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
        var preserved: (margins: EdgeInsets, bounds: Rect, frame: Rect)?
        var direction: LayoutDirection
    }

    /// The margins, with the terms that explain them written into `recorder`; the sentences
    /// of rule 4 name `superview`, which is called only by a recorder that keeps them.
    ///
    /// - Complexity: O(1); without a recorder that keeps terms, no allocation.
    @inline(__always)
    static func resolve<Recorder: TermRecorder>(
        _ input: Input, superview: () -> InsetTerm.Subject,
        recording recorder: inout Recorder
    ) -> EdgeInsets {
        let own: EdgeInsets
        switch input.own {
        case nil: own = input.isRootView ? .zero : EdgeInsets(all: 8)
        case .physical(let insets)?: own = insets
        case .directional(let insets)?: own = insets.resolved(in: input.direction)
        }
        let raisesToMinimum = input.isRootView && input.respectsSystemMinimum
        let minimum = raisesToMinimum ? input.systemMinimum.resolved(in: input.direction) : .zero
        var margins = EdgeInsets.zero
        Edge.forEach { edge in
            var value = own[edge]
            if value != 0 {
                recorder.record(.layoutMargin, value, on: edge, .layoutMargin(value))
            }
            if raisesToMinimum && minimum[edge] > value {
                recorder.record(
                    .systemMinimumLayoutMargin, minimum[edge] - value, on: edge,
                    .systemMinimumMargin(minimum[edge]))
                value = minimum[edge]
            }
            if input.insetsFromSafeArea && input.safeArea[edge] != 0 {
                recorder.record(.safeArea, input.safeArea[edge], on: edge, .safeAreaUnderMargin(input.safeArea[edge]))
                value += input.safeArea[edge]
            }
            if let preserved = input.preserved {
                let needed = preserved.margins[edge] - preserved.bounds.distance(to: preserved.frame, on: edge)
                if needed > value {
                    recorder.record(
                        .superviewLayoutMargin, needed - value, on: edge,
                        .superviewMargin(edge, of: superview()))
                    value = needed
                }
            }
            margins[edge] = value
        }
        return margins
    }
}
