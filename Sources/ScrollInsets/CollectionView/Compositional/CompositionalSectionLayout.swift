/// A `UICollectionViewCompositionalLayout` section's own part of its
/// ``CollectionSectionLayout`` (`NSCollectionLayoutSection`): the reference its
/// `contentInsets` were measured from, its boundary supplementary items, whether it scrolls on
/// its own, and what the model assumed for it.
public struct CompositionalSectionLayout: Hashable, Sendable, CustomReflectable {
    /// The reference the section's insets were measured from.
    public var contentInsetsReference: ContentInsetsReference
    /// The section's `orthogonalScrollingBehavior`: when it scrolls on its own, its items are
    /// given at the scroller's resting offset and may run past the section's frame across the
    /// scrolling axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// The section's `boundarySupplementaryItems` (headers and footers), in order.
    public var supplementaries: [CollectionSupplementaryLayout]
    /// What the model assumed for this section where no source says what UIKit does.
    public var assumptions: [CompositionalAssumption]
    /// The rule's inputs (``ContentInsetsResolution``), from which ``reasons`` are written.
    var explanation: ContentInsetsExplanation

    init(
        contentInsetsReference: ContentInsetsReference, orthogonalScrollingBehavior: OrthogonalScrollingBehavior,
        supplementaries: [CollectionSupplementaryLayout], assumptions: [CompositionalAssumption],
        explanation: ContentInsetsExplanation
    ) {
        self.contentInsetsReference = contentInsetsReference
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.supplementaries = supplementaries
        self.assumptions = assumptions
        self.explanation = explanation
    }

    /// Why each edge of the section's effective `contentInsets` has its value, one term per
    /// edge (a sentence with the numbers), written when read from the rule's inputs.
    public var reasons: [Edge: WhyTerm] { explanation.reasons }

    /// Shows the public properties, as a plain struct would.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "contentInsetsReference": contentInsetsReference,
                "orthogonalScrollingBehavior": orthogonalScrollingBehavior, "supplementaries": supplementaries,
                "assumptions": assumptions, "reasons": reasons,
            ], displayStyle: .struct)
    }
}
