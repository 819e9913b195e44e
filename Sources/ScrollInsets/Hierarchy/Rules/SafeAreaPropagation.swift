/// The rule that carries a superview's safe area to a subview.
///
/// Per edge, the subview's inset is the part of it covered by the superview's unsafe band on
/// that edge, clamped to `[0, the superview's inset]`: a view inside the superview's safe area
/// has zero, and a view hanging past its superview's edge gets no more than the superview
/// has (Apple's `safeAreaInsets` documentation: "the insets reflect only the portion of the
/// view that is covered"; WWDC 2018 session 235: "the safe area never grows larger on any
/// dimension than what its parent provides").
public enum SafeAreaPropagation {
    /// The result of propagating one superview's insets to one subview.
    public struct Result: Hashable, Sendable {
        /// The subview's insets.
        public var insets: EdgeInsets
        /// The edges where the raw coverage exceeded the superview's inset and was clamped.
        public var clampedEdges: [Edge]
        /// The edges on which the subview reaches into the superview's unsafe band.
        public var inheritedEdges: Set<Edge>
        /// The position and clamp terms, to follow the superview's own terms on inherited edges.
        public var terms: InsetDerivation
    }

    /// Propagates `superviewInsets` to a subview at `frame`.
    ///
    /// - Parameters:
    ///   - superviewInsets: The insets the superview passes down (for a scroll view, its own
    ///     insets less the edges it absorbed).
    ///   - superviewBounds: The superview's bounds: origin at its `contentOffset` for a scroll
    ///     view, zero otherwise.
    ///   - frame: The subview's frame in the superview's (content) coordinates.
    ///   - superviewName: The superview's path, for the derivation's sentences.
    /// - Returns: The insets, the clamped edges, and the derivation terms.
    /// - Complexity: O(1).
    public static func propagate(
        _ superviewInsets: EdgeInsets, superviewBounds: Rect, to frame: Rect,
        superviewName: String
    ) -> Result {
        propagate(superviewInsets, superviewBounds: superviewBounds, to: frame, superview: .named(superviewName))
    }

    /// Propagates `superviewInsets` to a subview at `frame`; the derivation's sentences name
    /// `superview`, and are written only when read.
    static func propagate(
        _ superviewInsets: EdgeInsets, superviewBounds: Rect, to frame: Rect,
        superview: InsetTerm.Subject
    ) -> Result {
        var terms = InsetDerivation()
        let coverage = coverage(
            superviewInsets, superviewBounds: superviewBounds, to: frame,
            superview: { superview }, recording: &terms)
        return Result(
            insets: coverage.insets, clampedEdges: coverage.clamped.edges,
            inheritedEdges: Set(coverage.inherited.edges), terms: terms)
    }

    /// The rule itself, for every caller: the subview's insets, the clamped and inherited
    /// edges, and the position and clamp terms written into `recorder`.
    ///
    /// - Complexity: O(1); without a recorder that keeps terms, no allocation.
    @inline(__always)
    static func coverage<Recorder: TermRecorder>(
        _ superviewInsets: EdgeInsets, superviewBounds: Rect, to frame: Rect,
        superview: () -> InsetTerm.Subject, recording recorder: inout Recorder
    ) -> (insets: EdgeInsets, clamped: EdgeMask, inherited: EdgeMask) {
        var insets = EdgeInsets.zero
        var clamped: EdgeMask = [], inherited: EdgeMask = []
        guard superviewInsets != .zero else { return (insets, clamped, inherited) }
        Edge.forEach { edge in
            let available = superviewInsets[edge]
            guard available > 0 else { return }
            let distance = superviewBounds.distance(to: frame, on: edge)
            let raw = available - distance
            guard raw > 0 else { return }
            inherited.insert(EdgeMask(edge))
            if distance > 0 {
                recorder.record(.position, -distance, on: edge, .inside(edge, distance, of: superview()))
            } else if distance < 0 {
                recorder.record(.position, -distance, on: edge, .beyond(edge, -distance, of: superview()))
            }
            if raw > available {
                // raw > available only beyond the superview's edge (distance < 0): the clamp takes back
                // exactly the position term, available - raw = distance, written so (not as the
                // rounded difference) so that the two cancel exactly in the derivation's total.
                clamped.insert(EdgeMask(edge))
                recorder.record(.clamp, distance, on: edge, .clamped(edge, available, of: superview()))
                insets[edge] = available
            } else {
                insets[edge] = raw
            }
        }
        return (insets, clamped, inherited)
    }
}
