/// One section of a collection view's layout: what every layout gives a section (its frame,
/// items, header and footer frames and effective inset) and, in ``family``, what only its
/// layout has.
///
/// ```swift
/// let section = try scene.layout().view(path: "grid/cv")!.collection!.sections[0]
/// section.items[0]                     // the first item's frame
/// section.flow?.lines                  // how a flow section's items fill their lines
/// section.compositional?.assumptions   // what the model assumed for a compositional section
/// section.list?.cells                  // a list section's cells: safe area, margins, separator
/// ```
public struct CollectionSectionLayout: Hashable, Sendable {
    /// The section's index.
    public var section: Int
    /// The section's frame: its header, items with their section insets, and its footer.
    /// It spans the content across the scrolling axis.
    public var frame: Rect
    /// The frame of each item.
    public var items: [Rect]
    /// The header's frame, or `nil`.
    public var header: Rect?
    /// The footer's frame, or `nil`.
    public var footer: Rect?
    /// The inset the items actually sit at from the section's edges on each physical edge: a
    /// flow's `sectionInset` after `sectionInsetReference`, a compositional section's
    /// `contentInsets` after `contentInsetsReference`, a list's section insets.
    public var effectiveSectionInset: EdgeInsets
    /// What the section's layout family adds: a flow's lines, a compositional section's
    /// reference and supplementaries, a list's cells.
    public var family: Family

    /// The layout families of `UICollectionView`, each with its own part of a section.
    public enum Family: Hashable, Sendable {
        /// A `UICollectionViewFlowLayout` section.
        case flow(FlowSectionLayout)
        /// A `UICollectionViewCompositionalLayout` section (`NSCollectionLayoutSection`).
        case compositional(CompositionalSectionLayout)
        /// A section of a list layout (`UICollectionLayoutListConfiguration`).
        case list(ListSectionLayout)
    }

    /// Creates a section layout; by default a flow section with no lines and no reasons.
    public init(
        section: Int, frame: Rect, items: [Rect], header: Rect? = nil, footer: Rect? = nil,
        effectiveSectionInset: EdgeInsets, family: Family = .flow(FlowSectionLayout())
    ) {
        self.section = section
        self.frame = frame
        self.items = items
        self.header = header
        self.footer = footer
        self.effectiveSectionInset = effectiveSectionInset
        self.family = family
    }

    /// Why each edge of ``effectiveSectionInset`` has its value, one term per edge (a sentence
    /// with the numbers), from the section's family (``FlowSectionLayout/reasons``,
    /// ``CompositionalSectionLayout/reasons``, ``ListSectionLayout/reasons``).
    public var effectiveSectionInsetReasons: [Edge: WhyTerm] {
        switch family {
        case .flow(let flow): flow.reasons
        case .compositional(let compositional): compositional.reasons
        case .list(let list): list.reasons
        }
    }

    /// The flow layout's part of the section, or `nil` for another layout.
    public var flow: FlowSectionLayout? {
        if case .flow(let flow) = family { flow } else { nil }
    }

    /// The compositional layout's part of the section, or `nil` for another layout.
    public var compositional: CompositionalSectionLayout? {
        if case .compositional(let compositional) = family { compositional } else { nil }
    }

    /// The list layout's part of the section, or `nil` for another layout.
    public var list: ListSectionLayout? {
        if case .list(let list) = family { list } else { nil }
    }
}
