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
        get { givenReasons ?? explanation?.reasons ?? [:] }
        set { givenReasons = newValue }
    }
    /// How the items of this section fill their lines.
    public var lines: FlowLineMetrics?
    /// What ``effectiveSectionInsetReasons`` is written from, for a section the layout engine made.
    var explanation: SectionInsetExplanation?
    /// Reasons given from outside (the initializer, or set), in place of the written ones.
    var givenReasons: [Edge: String]?

    /// Creates a section layout.
    public init(section: Int, frame: Rect, items: [Rect], header: Rect? = nil, footer: Rect? = nil,
                effectiveSectionInset: EdgeInsets, effectiveSectionInsetReasons: [Edge: String] = [:],
                lines: FlowLineMetrics? = nil) {
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
        Mirror(self, children: [
            "section": section, "frame": frame, "items": items, "header": header as Any, "footer": footer as Any,
            "effectiveSectionInset": effectiveSectionInset, "effectiveSectionInsetReasons": effectiveSectionInsetReasons,
            "lines": lines as Any,
        ], displayStyle: .struct)
    }

    /// Two sections are equal when every public property is, the reasons' sentences included.
    public static func == (a: CollectionSectionLayout, b: CollectionSectionLayout) -> Bool {
        a.section == b.section && a.frame == b.frame && a.items == b.items && a.header == b.header
            && a.footer == b.footer && a.effectiveSectionInset == b.effectiveSectionInset && a.lines == b.lines
            && (a.explanation == b.explanation && a.givenReasons == b.givenReasons
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
            return "the layout does not settle: contentSize \(formatPoints(contentSize.width))×\(formatPoints(contentSize.height)) "
                + "changes which axes scroll; the adjusted inset shown was computed for contentSize "
                + "\(formatPoints(placedFor.width))×\(formatPoints(placedFor.height))"
        }
    }
}
