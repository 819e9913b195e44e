/// The rule of `UICollectionViewFlowLayout.sectionInsetReference`: where a section's items
/// actually start, edge by edge, in content coordinates.
///
/// Content coordinates start at the content inset edge (the `adjustedContentInset`), so
/// (Apple's `sectionInsetReference` and `SectionInsetReference` documentation, iOS 11):
///
/// - ``SectionInsetReference/fromContentInset`` (the default): the effective inset is
///   `sectionInset` itself.
/// - ``SectionInsetReference/fromSafeArea`` and ``SectionInsetReference/fromLayoutMargins``:
///   `sectionInset` is measured from the collection view's safe area or its layout margins
///   (which sit on the safe area). "The minimum value of this property is always the
///   collection view's contentInset": when the adjusted content inset is larger than the
///   reference plus `sectionInset`, the content aligns with the content inset. Per edge:
///   `max(reference + sectionInset − adjustedContentInset, 0)`.
///
/// The reference applies on the two edges across the scrolling axis (left and right of a
/// vertical flow, top and bottom of a horizontal one), in every section. Along the scrolling
/// axis content moves under the unsafe bands by design, the scroll view's own adjustment
/// (`contentInsetAdjustmentBehavior`) owns those edges, and `sectionInset` keeps its plain
/// meaning there, as between sections. This is the model's reading of the documentation,
/// which names no axis; see docs/collection-views.md.
///
/// The reference edges are physical: `sectionInset` is a `UIEdgeInsets`, and the safe area
/// and the effective layout margins are physical too, so a right-to-left layout changes
/// nothing here.
public enum SectionInsetResolution {
    /// The effective section inset of `flow` in `context`, with a reason per edge.
    ///
    /// ```swift
    /// // iPhone X landscape, a vertical flow, sectionInset.left 10, .fromSafeArea:
    /// // left = max(44 + 10 − 0, 0) = 54
    /// ```
    ///
    /// - Parameters:
    ///   - flow: The flow layout: `scrollDirection`, `sectionInset`, `sectionInsetReference`.
    ///   - context: The collection view's own safe area, layout margins and adjusted content inset.
    /// - Returns: The inset from the section's edges to its items on each physical edge, and
    ///   one term per edge: a sentence with the numbers.
    public static func resolve(
        _ flow: FlowLayout, in context: ScrollContentContext
    ) -> (insets: EdgeInsets, reasons: [Edge: WhyTerm]) {
        let explanation = SectionInsetExplanation(flow, in: context)
        return (explanation.insets, explanation.reasons)
    }
}

/// The inputs of ``SectionInsetResolution`` for one flow in one context: the numbers
/// (``insets``) and the sentences (``reasons``) are both written from the same decision per
/// edge, the sentences only when read (a layout keeps this, not its strings).
struct SectionInsetExplanation: Hashable, Sendable {
    var sectionInset: EdgeInsets
    var reference: SectionInsetReference
    var scrollDirection: Axis
    var safeArea: EdgeInsets
    var layoutMargins: EdgeInsets
    var adjustedContentInset: EdgeInsets

    init(_ flow: FlowLayout, in context: ScrollContentContext) {
        sectionInset = flow.sectionInset
        reference = flow.sectionInsetReference
        scrollDirection = flow.scrollDirection
        safeArea = context.safeAreaInsets
        layoutMargins = context.layoutMargins
        adjustedContentInset = context.adjustedContentInset
    }

    /// What the rule decides on one edge.
    enum Decision {
        /// `fromContentInset`: the section inset as given.
        case fromContentInset
        /// An edge along the scrolling axis: the section inset as given.
        case alongScrollingAxis
        /// Measured from the safe area or the layout margins (`base`), less the adjusted
        /// content inset: `raw`, floored at zero.
        case measured(base: Double, raw: Double)
    }

    /// The decision on `edge`.
    @inline(__always)
    func decision(on edge: Edge) -> Decision {
        if reference == .fromContentInset { return .fromContentInset }
        if edge.axis == scrollDirection { return .alongScrollingAxis }
        let base = reference == .fromSafeArea ? safeArea[edge] : layoutMargins[edge]
        return .measured(base: base, raw: base + sectionInset[edge] - adjustedContentInset[edge])
    }

    /// The effective section inset.
    var insets: EdgeInsets {
        var insets = sectionInset
        Edge.forEach { edge in
            if case .measured(_, let raw) = decision(on: edge) { insets[edge] = Swift.max(raw, 0) }
        }
        return insets
    }

    /// One sentence per edge, with the numbers.
    var reasons: [Edge: WhyTerm] {
        var reasons: [Edge: WhyTerm] = [:]
        for edge in Edge.allCases {
            let given = sectionInset[edge]
            let name = "sectionInset.\(edge) \(formatPoints(given)) pt"
            switch decision(on: edge) {
            case .fromContentInset:
                reasons[edge] = .reason("\(name) from the content inset edge (fromContentInset)")
            case .alongScrollingAxis:
                reasons[edge] = .reason(
                    "\(name) from the content inset edge: \(reference.rawValue) applies across "
                        + "the scrolling axis only, and the \(edge) edge lies along it")
            case .measured(let base, let raw):
                let baseName = reference == .fromSafeArea ? "safe area" : "layout margin"
                var reason =
                    "\(reference.rawValue): max(\(baseName) \(formatPoints(base)) + sectionInset "
                    + "\(formatPoints(given)) - adjustedContentInset \(formatPoints(adjustedContentInset[edge])), 0) "
                    + "= \(formatPoints(Swift.max(raw, 0))) pt"
                if raw < 0 {
                    reason += "; the adjusted content inset is larger, so the items align with the content inset"
                }
                reasons[edge] = .reason(reason)
            }
        }
        return reasons
    }
}
