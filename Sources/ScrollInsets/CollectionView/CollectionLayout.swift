/// Where a collection view's layout (flow, compositional or list) puts its sections and items,
/// in content coordinates.
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
                + WhyTerm.assumption("its items are laid out at length 0 with the spacing shrunk to fit").sentence
        case .horizontalRightToLeftNotModelled:
            return
                "a horizontal layout in a right-to-left layout direction is shown left to right: where UIKit puts its "
                + "first item and starts scrolling is not modelled"
        }
    }
}
