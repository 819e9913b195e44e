/// A choice the compositional layout model made where no source says what UIKit does,
/// shown under `--explain` and listed in docs/collection-views.md.
public enum CompositionalAssumption: String, Hashable, Sendable, CaseIterable {
    /// The reference applies across the scrolling axis only.
    case referenceAcrossScrollingAxisOnly
    /// Orthogonal sections: items at the scroller's resting offset, the scroller as wide as the
    /// content, the section's leading inset (reference included) as the scroller's inset.
    case orthogonalScrollerInsets
    /// `pinToVisibleBounds` pins to the visible bounds less the adjusted content inset.
    case pinnedToAdjustedVisibleBounds
    /// Headers come before the section's leading `contentInsets` along the scrolling axis,
    /// footers after the trailing ones.
    case supplementariesOutsideContentInsets
    /// A fractional height of a group in a vertical layout (width in a horizontal one) is a
    /// fraction of the visible content's extent less the section's insets along that axis.
    case fractionAlongScrollingAxis

    /// The assumption as a term of an explanation.
    public var term: WhyTerm { .assumption(statement) }

    /// The assumption, without the "assumed: " mark its ``term``'s sentence puts before it.
    var statement: String {
        switch self {
        case .referenceAcrossScrollingAxisOnly:
            "the contentInsetsReference applies across the scrolling axis only; along it contentInsets "
                + "apply as given and the scroll view's own adjustment owns the edges"
        case .orthogonalScrollerInsets:
            "the orthogonal scroller spans the content across the scrolling axis, its items are shown at "
                + "its resting offset, and the section's leading inset (reference included) is its content inset"
        case .pinnedToAdjustedVisibleBounds:
            "a pinned supplementary stays inside the visible bounds less adjustedContentInset and inside "
                + "its section"
        case .supplementariesOutsideContentInsets:
            "headers sit before the section's leading contentInsets along the scrolling axis and footers "
                + "after its trailing ones"
        case .fractionAlongScrollingAxis:
            "a fraction along the scrolling axis is of the visible content's extent less the section's "
                + "contentInsets on that axis"
        }
    }
}
