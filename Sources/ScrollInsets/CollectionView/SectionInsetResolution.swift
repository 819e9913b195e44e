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
    ///   one sentence per edge with the numbers.
    public static func resolve(_ flow: FlowLayout, in context: ScrollContentContext) -> (insets: EdgeInsets, reasons: [Edge: String]) {
        var insets = flow.sectionInset
        var reasons: [Edge: String] = [:]
        let reference = flow.sectionInsetReference
        for edge in Edge.allCases {
            let given = flow.sectionInset[edge]
            let name = "sectionInset.\(edge) \(formatPoints(given)) pt"
            if reference == .fromContentInset {
                reasons[edge] = "\(name) from the content inset edge (fromContentInset)"
                continue
            }
            if edge.axis == flow.scrollDirection {
                reasons[edge] = "\(name) from the content inset edge: \(reference.rawValue) applies across "
                    + "the scrolling axis only, and the \(edge) edge lies along it"
                continue
            }
            let (base, baseName) = reference == .fromSafeArea
                ? (context.safeAreaInsets[edge], "safe area")
                : (context.layoutMargins[edge], "layout margin")
            let adjusted = context.adjustedContentInset[edge]
            let raw = base + given - adjusted
            insets[edge] = Swift.max(raw, 0)
            var reason = "\(reference.rawValue): max(\(baseName) \(formatPoints(base)) + sectionInset "
                + "\(formatPoints(given)) - adjustedContentInset \(formatPoints(adjusted)), 0) = \(formatPoints(insets[edge])) pt"
            if raw < 0 {
                reason += "; the adjusted content inset is larger, so the items align with the content inset"
            }
            reasons[edge] = reason
        }
        return (insets, reasons)
    }
}
