/// The two rules every view goes through, written once for the resolver (numbers only) and
/// for ``Layout`` (the same numbers with their terms, when someone asks why).
enum ViewInsetRules {
    /// A view's `safeAreaInsets`: the part of the superview's unsafe bands it covers
    /// (``SafeAreaPropagation``), then what a controller boundary adds (bars,
    /// `additionalSafeAreaInsets`), floored at zero.
    ///
    /// - Parameters:
    ///   - passedDown: What the superview passes to its subviews (the window: the screen's insets).
    ///   - superviewBounds: The superview's bounds (the window: the screen).
    ///   - frame: The view's frame in the superview's bounds coordinates.
    ///   - boundary: The boundary of the controller whose root view this is, if it is one.
    ///   - superview: Names the superview in sentences; called only when terms are kept.
    /// - Complexity: O(1) plus the boundary's terms when they are kept.
    @inline(__always)
    static func safeArea<Recorder: TermRecorder>(
        passedDown: EdgeInsets, superviewBounds: Rect, frame: Rect, boundary: ControllerBoundary?,
        superview: () -> InsetTerm.Subject, recording recorder: inout Recorder
    ) -> (insets: EdgeInsets, clamped: EdgeMask, inherited: EdgeMask) {
        var result = SafeAreaPropagation.coverage(
            passedDown, superviewBounds: superviewBounds, to: frame,
            superview: superview, recording: &recorder)
        guard let boundary else { return result }
        recorder.record(contentsOf: boundary.terms)
        Edge.forEach { edge in
            let added = boundary.totals[edge]
            guard added != 0 else { return }
            result.insets[edge] += added
            if result.insets[edge] < 0 {
                recorder.record(
                    .clamp, -result.insets[edge], on: edge,
                    .text("safe-area insets are never negative: floored at 0"))
                result.insets[edge] = 0
            }
        }
        return result
    }

    /// A view's effective `layoutMargins` (``LayoutMarginsResolution``).
    ///
    /// - Parameters:
    ///   - settings: What the scene sets on the view for its margins.
    ///   - rootOf: The boundary of the controller whose root view this is, if it is one.
    ///   - safeArea: The safe area margins are built on (zero under the iOS 10 rules).
    ///   - superview: The superview's margins and bounds, or `nil` for the window's root view.
    ///   - frame: The view's frame.
    ///   - systemMinimum: The screen's system minimum layout margins.
    ///   - name: Names the superview in sentences; called only when terms are kept.
    @inline(__always)
    static func margins<Recorder: TermRecorder>(
        of settings: MarginSettings, rootOf boundary: ControllerBoundary?, safeArea: EdgeInsets,
        superview: (margins: EdgeInsets, bounds: Rect)?, frame: Rect, systemMinimum: DirectionalEdgeInsets,
        direction: LayoutDirection,
        name: () -> InsetTerm.Subject, recording recorder: inout Recorder
    ) -> EdgeInsets {
        let preserved =
            settings.preservesSuperviewLayoutMargins ? superview.map { ($0.margins, $0.bounds, frame) } : nil
        let input = LayoutMarginsResolution.Input(
            own: settings.own, isRootView: boundary != nil,
            respectsSystemMinimum: boundary?.respectsSystemMinimum ?? true,
            systemMinimum: systemMinimum,
            insetsFromSafeArea: settings.insetsFromSafeArea, safeArea: safeArea,
            preserved: preserved, direction: direction)
        return LayoutMarginsResolution.resolve(input, superview: name, recording: &recorder)
    }

    /// What a view's own properties contribute to its margins: its `layoutMargins` (if set),
    /// `preservesSuperviewLayoutMargins` and `insetsLayoutMarginsFromSafeArea`.
    struct MarginSettings {
        /// The view's own `layoutMargins`, or `nil` for the default.
        var own: LayoutMargins?
        /// `preservesSuperviewLayoutMargins`.
        var preservesSuperviewLayoutMargins: Bool
        /// `insetsLayoutMarginsFromSafeArea`.
        var insetsFromSafeArea: Bool
    }
}
