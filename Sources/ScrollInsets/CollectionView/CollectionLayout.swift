/// Where a flow layout puts its sections and items, in content coordinates.
///
/// Content coordinates start at the content inset edge: `(0, 0)` is the top-left corner of
/// the content, which UIKit shows at `adjustedContentInset.left`, `adjustedContentInset.top`
/// from the collection view's top-left corner when scrolled to the start.
///
/// Cells of a collection view do not inset their content view: unlike `UITableViewCell`
/// (`insetsContentViewsToSafeArea`), a `UICollectionViewCell`'s content view fills the cell,
/// so the item frames here are all there is to know. Keeping items out of the unsafe bands
/// is the job of `sectionInset` and ``SectionInsetReference``. See docs/collection-views.md.
///
/// ```swift
/// let grid = try scene.layout().view(path: "grid/cv")!.collection!
/// grid.sections[0].items[0]            // Rect(x: 54, y: 0, width: 100, height: 100)
/// grid.sections[0].effectiveSectionInset.left   // 54 with .fromSafeArea in landscape
/// ```
public struct CollectionLayout: Hashable, Sendable {
    /// The computed `contentSize`. A vertical flow is as wide as the collection view less the
    /// adjusted left and right insets, and as tall as its sections; a horizontal flow mirrors this.
    public var contentSize: Size
    /// Every section.
    public var sections: [CollectionSectionLayout]
    /// What UIKit would log to the console while laying out (items that do not fit a line).
    public var warnings: [CollectionLayoutWarning]
    /// For a list layout, why its numbers are what they are (`--explain`); `nil` otherwise.
    var listReasons: ListLayoutReasons?

    /// Creates a collection layout.
    public init(contentSize: Size, sections: [CollectionSectionLayout] = [], warnings: [CollectionLayoutWarning] = []) {
        self.contentSize = contentSize
        self.sections = sections
        self.warnings = warnings
    }
}

/// One section of a flow layout.
public struct CollectionSectionLayout: Hashable, Sendable, CustomReflectable {
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
    /// The inset the items actually sit at from the section's edges on each physical edge, after
    /// `sectionInsetReference` and its minimum.
    public var effectiveSectionInset: EdgeInsets
    /// Why each edge of ``effectiveSectionInset`` has its value, one sentence per edge with the numbers.
    ///
    /// A section the layout engine made writes the sentences each time this is read, from
    /// the rule's inputs it keeps (``SectionInsetResolution``); reasons given to the
    /// initializer or set are returned as given.
    public var effectiveSectionInsetReasons: [Edge: String] {
        get { givenReasons ?? explanation?.reasons ?? compositionalExplanation?.reasons ?? [:] }
        set { givenReasons = newValue }
    }
    /// How the items of this section fill their lines.
    public var lines: FlowLineMetrics?
    /// The section's boundary supplementary items (headers and footers), in order: a flow
    /// layout's header and footer, a compositional section's `boundarySupplementaryItems`.
    public var supplementaries: [CollectionSupplementaryLayout] = []
    /// A compositional section's `orthogonalScrollingBehavior`: when it scrolls on its own, its
    /// items are given at the scroller's resting offset and may run past the section's frame
    /// across the scrolling axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// The reference a compositional section's insets were measured from (`nil` for a flow section).
    public var contentInsetsReference: ContentInsetsReference?
    /// What the model assumed for this section where no source says what UIKit does.
    public var assumptions: [CompositionalAssumption] = []
    /// For a list layout, each cell's safe area, margins and separator, in the order of
    /// ``items``; `nil` for other layouts.
    public var cells: [ListCellLayout]?
    /// For a list layout, the header's safe area and content-view margins (no separator), when
    /// the section has a header; `nil` otherwise.
    public var listHeader: ListCellLayout?
    /// For a list layout, the footer's safe area and content-view margins, when the section has
    /// a footer; `nil` otherwise.
    public var listFooter: ListCellLayout?
    /// What ``effectiveSectionInsetReasons`` is written from, for a section the layout engine made.
    var explanation: SectionInsetExplanation?
    /// What ``effectiveSectionInsetReasons`` is written from, for a compositional section.
    var compositionalExplanation: ContentInsetsExplanation?
    /// Reasons given from outside (the initializer, or set), in place of the written ones.
    var givenReasons: [Edge: String]?

    /// Creates a section layout.
    public init(
        section: Int, frame: Rect, items: [Rect], header: Rect? = nil, footer: Rect? = nil,
        effectiveSectionInset: EdgeInsets, effectiveSectionInsetReasons: [Edge: String] = [:],
        lines: FlowLineMetrics? = nil
    ) {
        self.section = section
        self.frame = frame
        self.items = items
        self.header = header
        self.footer = footer
        self.effectiveSectionInset = effectiveSectionInset
        self.givenReasons = effectiveSectionInsetReasons
        self.lines = lines
    }

    /// Shows the public properties, as a plain struct would.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "section": section, "frame": frame, "items": items, "header": header as Any, "footer": footer as Any,
                "effectiveSectionInset": effectiveSectionInset,
                "effectiveSectionInsetReasons": effectiveSectionInsetReasons,
                "lines": lines as Any, "supplementaries": supplementaries,
                "orthogonalScrollingBehavior": orthogonalScrollingBehavior,
                "contentInsetsReference": contentInsetsReference as Any, "assumptions": assumptions,
                "cells": cells as Any, "listHeader": listHeader as Any, "listFooter": listFooter as Any,
            ], displayStyle: .struct)
    }

    /// Two sections are equal when every public property is, the reasons' sentences included.
    public static func == (a: CollectionSectionLayout, b: CollectionSectionLayout) -> Bool {
        a.section == b.section && a.frame == b.frame && a.items == b.items && a.header == b.header
            && a.footer == b.footer && a.effectiveSectionInset == b.effectiveSectionInset && a.lines == b.lines
            && a.supplementaries == b.supplementaries && a.orthogonalScrollingBehavior == b.orthogonalScrollingBehavior
            && a.contentInsetsReference == b.contentInsetsReference && a.assumptions == b.assumptions
            && a.cells == b.cells && a.listHeader == b.listHeader && a.listFooter == b.listFooter
            && (a.explanation == b.explanation && a.compositionalExplanation == b.compositionalExplanation
                && a.givenReasons == b.givenReasons
                || a.effectiveSectionInsetReasons == b.effectiveSectionInsetReasons)
    }

    /// Hashes what `==` compares except the reasons (equal sections have equal insets).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(section)
        hasher.combine(frame)
        hasher.combine(items)
        hasher.combine(header)
        hasher.combine(footer)
        hasher.combine(effectiveSectionInset)
        hasher.combine(lines)
        hasher.combine(supplementaries)
        hasher.combine(cells)
        hasher.combine(listHeader)
        hasher.combine(listFooter)
    }
}

/// A header or footer of a section, where the layout puts it.
public struct CollectionSupplementaryLayout: Hashable, Sendable {
    /// Header or footer.
    public var kind: BoundarySupplementaryItem.Kind
    /// Its frame in content coordinates, at the collection view's `contentOffset` (a pinned
    /// header follows the visible edge).
    public var frame: Rect
    /// Whether `pinToVisibleBounds` moved it from its place in the section at this offset.
    public var isPinned: Bool

    /// Creates a supplementary's layout.
    public init(kind: BoundarySupplementaryItem.Kind, frame: Rect, isPinned: Bool = false) {
        self.kind = kind
        self.frame = frame
        self.isPinned = isPinned
    }
}

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

    /// The assumption as one sentence, "assumed: …".
    public var message: String { term.sentence }

    /// The assumption as a term of an explanation.
    public var term: WhyTerm { .assumption(statement) }

    /// The assumption, without the "assumed: " that ``message`` puts before it.
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

/// A message UIKit's flow layout logs while laying out a section, as data.
public enum CollectionLayoutWarning: Hashable, Sendable {
    /// An item is longer, across the scrolling axis, than the space its section leaves for a
    /// line. UIKit logs "the behavior of the UICollectionViewFlowLayout is not defined" and lays
    /// the item out anyway, alone on its line; so does the model.
    case itemExceedsLine(section: Int, axis: Axis, itemLength: Double, available: Double)
    /// The layout does not settle: its content size changes which axes scroll, which changes the
    /// adjusted inset the items are placed by (a negative side `contentInset` can do this). The
    /// model keeps the last layout and the adjusted inset it was placed by, computed for
    /// `placedFor`; `contentSize` is the layout's own.
    case doesNotSettle(contentSize: Size, placedFor: Size)
    /// A compositional group would place more than ``CompositionalGroupLayout/maximumCells``
    /// cells (items of no length repeat without end); the model stops there.
    case groupCellLimit(section: Int, maximum: Int)
    /// A compositional group's `count` copies with `interItemSpacing` between them are longer
    /// than the group. No source says what UIKit does; the model (an assumption) lays the copies
    /// out at length 0 with the spacing shrunk so that they stay inside the group.
    case groupSpacingOverflow(section: Int, count: Int, spacing: Double, length: Double)
    /// A horizontal flow or compositional layout in a right-to-left layout direction. The model
    /// lays its items out left to right: where UIKit puts the first item and where it starts
    /// scrolling in that case are not sourced (docs/collection-views.md, "Right-to-left").
    case horizontalRightToLeftNotModelled

    /// The warning as one lowercase sentence with the numbers, in UIKit's words.
    public var message: String {
        switch self {
        case let .itemExceedsLine(section, axis, itemLength, available):
            let (dimension, edges) = axis == .horizontal ? ("width", "left and right") : ("height", "top and bottom")
            return "section \(section): the behavior of the UICollectionViewFlowLayout is not defined because "
                + "the item \(dimension) \(formatPoints(itemLength)) must be less than the \(dimension) of the "
                + "UICollectionView minus the section insets \(edges) values, minus the content insets \(edges) "
                + "values (\(formatPoints(available)))"
        case let .doesNotSettle(contentSize, placedFor):
            return
                """
                the layout does not settle: contentSize \
                \(formatPoints(contentSize.width))×\(formatPoints(contentSize.height)) \

                """
                    + "changes which axes scroll; the adjusted inset shown was computed for contentSize "
                    + "\(formatPoints(placedFor.width))×\(formatPoints(placedFor.height))"
        case let .groupCellLimit(section, maximum):
            return "section \(section): a group places more than \(maximum) cells; the layout stops there"
        case let .groupSpacingOverflow(section, count, spacing, length):
            return "section \(section): a group of \(count) items with interItemSpacing \(formatPoints(spacing)) needs "
                + "\(formatPoints(Double(count - 1) * spacing)) pt of spacing but is \(formatPoints(length)) pt long; "
                + "assumed: its items are laid out at length 0 with the spacing shrunk to fit"
        case .horizontalRightToLeftNotModelled:
            return
                "a horizontal layout in a right-to-left layout direction is shown left to right: where UIKit puts its "
                + "first item and starts scrolling is not modelled"
        }
    }
}
