/// The heights UIKit gives a table's section headers and footers when the app gives none, and
/// what a grouped table does with a height of 0. At the default text size; a title is one line.
///
/// Rules (docs/table-views.md, "Default header and footer heights"):
/// - A positive height the app gives is used. A height of 0 shows nothing in a plain table; a
///   grouped or inset-grouped table replaces it with its empty-section spacing (UIKit's code
///   replaces a zero height of these styles; sunnyxx 2015: returning 0 "has no effect", hide
///   the space with `CGFLOAT_MIN`).
/// - No height (automatic): a titled header's or footer's default; else the empty-section
///   spacing, which is the table's `sectionHeaderHeight` / `sectionFooterHeight` where set in
///   points (UIKit's code reads them for sections without a title, except above the first
///   section, whose gap it takes from elsewhere; that a title wins over them is assumed).
/// - Empty-section spacing, grouped styles: a header 35 pt above the first section (none when
///   the table has a header view), 17.5 pt above the others; a footer 17.5 pt. Plain: none.
/// - Titled header: plain 28; grouped styles 35 + *L* above the first section (12 + *L* + 5.5
///   under a large title), then 25 + *L* after a footer that shows a view or a title, and
///   12 + *L* + 5.5 after an untitled one. *L* is the 17-pt system font's line height,
///   20.287109375, rounded up to the pixel: 20.5 on 2x, 20.333 on 3x, 21 on 1x.
/// - Titled footer: plain 28 (as the plain header, in UIKit's code); grouped styles 30.
/// - A header height the delegate gives without a view or a title is spacing with no view; on
///   iOS 26 an inset-grouped table ignores it and leaves its empty-section spacing
///   (``RuleVariants/HeaderHeightWithoutView``).
///
/// Sources: recorded on iOS 26.1 by github.com/Vercantez/openuikit (iPhone SE 2x and iPhone 16
/// 3x: titled grouped headers 55.5 / 45.5 / 38 and 55.333, untitled grouped footer 17.5, plain
/// titled header 28, first untitled header 35; Mac Catalyst: one-line footer 30); UIKit's own
/// constants read in its iOS 18.0, 18.2 and 26.1 code (17.5 grouped header and footer, 35 above
/// an untitled first section, plain header 28); the 17-pt line height as recorded in several
/// projects' tests. Which numbers are assumed on which release: ``RuleVariants/SectionHeightDefaults``.
///
/// ```swift
/// let table = TableViewProperties(style: .grouped, sections: [TableSection(rowCount: 2), TableSection(rowCount: 1)])
/// let heights = TableHeaderFooterHeights.resolve(table, in: .init(pixelGrid: PixelGrid(scale: 2)))
/// heights.map { [$0.header.points, $0.footer.points] }   // [[35, 17.5], [17.5, 17.5]]
/// ```
public enum TableHeaderFooterHeights {
    /// The empty-section header above a grouped table's first section, in points.
    static let firstSectionSpacing = 35.0
    /// The empty-section header and footer of a grouped table, in points.
    public static let sectionSpacing = 17.5
    /// A plain table's titled header (and footer), in points.
    static let plainTitledHeight = 28.0
    /// A grouped table's titled one-line footer, in points.
    static let groupedTitledFooterHeight = 30.0
    /// The line height of the 17-pt system font, in points, before pixel rounding.
    static let titleLineHeight = 20.287109375

    /// What the heights depend on besides the table.
    public struct Environment: Hashable, Sendable {
        /// The screen's pixel grid (a title's line height is rounded up to it).
        var pixelGrid: PixelGrid
        /// Whether the table is its controller's content scroll view under a navigation bar
        /// with a large title (the first titled header of a grouped table is shorter).
        var underLargeTitle: Bool
        /// What the release does with a header height given without a view.
        var headerHeightWithoutView: RuleVariants.HeaderHeightWithoutView

        /// Creates an environment.
        public init(
            pixelGrid: PixelGrid, underLargeTitle: Bool = false,
            headerHeightWithoutView: RuleVariants.HeaderHeightWithoutView = .kept
        ) {
            self.pixelGrid = pixelGrid
            self.underLargeTitle = underLargeTitle
            self.headerHeightWithoutView = headerHeightWithoutView
        }
    }

    /// Which rule gave a height.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// The app's positive height.
        case given
        /// No header or footer: a plain table shows none.
        case none
        /// The table's `sectionHeaderHeight` or `sectionFooterHeight`.
        case tableProperty
        /// A grouped table's empty header above its first section: 35.
        case firstSectionSpacing
        /// A grouped table's first section below a table header view: no spacing (assumed).
        case firstSectionBelowTableHeaderView
        /// A grouped table's empty header or footer: 17.5.
        case sectionSpacing
        /// A plain table's titled header or footer: 28.
        case plainTitle
        /// A grouped table's titled header above its first section: 35 + L.
        case firstTitledHeader
        /// A grouped table's titled first header under a large title: 12 + L + 5.5.
        case firstTitledHeaderUnderLargeTitle
        /// A grouped table's titled header after a footer with a view or title: 25 + L.
        case titledHeaderAfterFooterView
        /// A grouped table's titled header after an untitled footer: 12 + L + 5.5.
        case titledHeaderAfterSpacing
        /// A grouped table's titled one-line footer: 30.
        case titledFooter
    }

    /// One header's or footer's height and where it came from.
    public struct Height: Hashable, Sendable {
        /// The height in points (`0`: nothing).
        public var points: Double
        /// Whether a `UITableViewHeaderFooterView` is there (a height the app gave, or a
        /// title); `false` for spacing UIKit leaves without a view.
        var showsView: Bool
        /// The rule.
        public var rule: Rule
        /// Whether the app's height was 0 and a grouped table replaced it.
        public var replacedZero: Bool = false
        /// Whether a title gave the height although the table's `sectionHeaderHeight` or
        /// `sectionFooterHeight` is set (assumed: UIKit's code reads those for untitled sections).
        var titleOverTableProperty: Bool = false
        /// The header height the delegate gave without a view or a title, where the release
        /// ignored it for the empty-section spacing (iOS 26, inset-grouped); `nil` otherwise.
        public var ignoredHeightWithoutView: Double? = nil
    }

    /// A section's header and footer heights.
    public struct Section: Hashable, Sendable {
        /// The header.
        public var header: Height
        /// The footer.
        public var footer: Height
    }

    /// The header and footer height of every section of `table`.
    ///
    /// - Complexity: O(*n*) in the number of sections.
    public static func resolve(_ table: TableViewProperties, in environment: Environment) -> [Section] {
        let grouped = table.style != .plain
        let line = lineHeight(environment.pixelGrid)
        var sections: [Section] = []
        sections.reserveCapacity(table.sections.count)
        var previousFooterShowsView = false
        for (index, section) in table.sections.enumerated() {
            let empty =
                grouped
                ? emptyHeader(index: index, table: table)
                : Height(points: 0, showsView: false, rule: .none)
            var header = resolve(section.header, empty: empty, property: table.sectionHeaderHeight, grouped: grouped)
            if let given = section.header, !given.hasView, given.title == nil, table.style == .insetGrouped,
                environment.headerHeightWithoutView == .ignoredInInsetGrouped, header.rule == .given
            {
                header = empty
                header.ignoredHeightWithoutView = given.height.points
            }
            if grouped, header.rule == .plainTitle {
                header.points = titledHeader(
                    index: index, line: line, underLargeTitle: environment.underLargeTitle,
                    previousFooterShowsView: previousFooterShowsView, rule: &header.rule)
            }
            let emptyFooter = grouped ? emptyFooter(table) : Height(points: 0, showsView: false, rule: .none)
            var footer = resolve(
                section.footer, empty: emptyFooter, property: table.sectionFooterHeight, grouped: grouped)
            if grouped, footer.rule == .plainTitle {
                footer.points = groupedTitledFooterHeight
                footer.rule = .titledFooter
            }
            previousFooterShowsView = footer.showsView
            sections.append(Section(header: header, footer: footer))
        }
        return sections
    }

    /// The title line height on `grid`: 20.287109375 rounded up to the pixel.
    public static func lineHeight(_ grid: PixelGrid) -> Double {
        guard let scale = grid.scale else { return titleLineHeight }
        return (titleLineHeight * scale).rounded(.up) / scale
    }

    /// A header or footer from what the app gives; a titled one gets ``Rule/plainTitle`` here
    /// and the caller refines it for grouped styles. The table's property enters through
    /// `empty` only: UIKit's code reads `sectionHeaderHeight` for sections without a title.
    private static func resolve(
        _ given: TableHeaderFooter?, empty: Height, property: TableDimension,
        grouped: Bool
    ) -> Height {
        guard let given else { return empty }
        switch given.height {
        case .points(let points) where points > 0:
            // Without a view or a title the height is spacing: nothing is shown in it.
            return Height(points: points, showsView: given.hasView || given.title != nil, rule: .given)
        case .points:
            var replaced = empty
            replaced.replacedZero = grouped
            return replaced
        case .automatic:
            guard given.title != nil else { return empty }
            return Height(
                points: plainTitledHeight, showsView: true, rule: .plainTitle,
                titleOverTableProperty: property.points != nil)
        }
    }

    /// A grouped table's empty header of section `index`.
    /// The first section's comes from UIKit's offset from the top, not from `sectionHeaderHeight`
    /// (its code calls another function for section 0).
    private static func emptyHeader(index: Int, table: TableViewProperties) -> Height {
        guard index == 0 else {
            if let points = table.sectionHeaderHeight.points {
                return Height(points: max(0, points), showsView: false, rule: .tableProperty)
            }
            return Height(points: sectionSpacing, showsView: false, rule: .sectionSpacing)
        }
        return table.tableHeaderViewHeight > 0
            ? Height(points: 0, showsView: false, rule: .firstSectionBelowTableHeaderView)
            : Height(points: firstSectionSpacing, showsView: false, rule: .firstSectionSpacing)
    }

    /// A grouped table's empty footer: the table's `sectionFooterHeight` in points, else 17.5.
    private static func emptyFooter(_ table: TableViewProperties) -> Height {
        guard let points = table.sectionFooterHeight.points else {
            return Height(points: sectionSpacing, showsView: false, rule: .sectionSpacing)
        }
        return Height(points: max(0, points), showsView: false, rule: .tableProperty)
    }

    /// A grouped table's titled header of section `index`.
    private static func titledHeader(
        index: Int, line: Double, underLargeTitle: Bool, previousFooterShowsView: Bool,
        rule: inout Rule
    ) -> Double {
        let compact = 12 + line + 5.5
        if index == 0 {
            rule = underLargeTitle ? .firstTitledHeaderUnderLargeTitle : .firstTitledHeader
            return underLargeTitle ? compact : 35 + line
        }
        rule = previousFooterShowsView ? .titledHeaderAfterFooterView : .titledHeaderAfterSpacing
        return previousFooterShowsView ? 25 + line : compact
    }
}

extension TableHeaderFooterHeights.Environment {
    /// The environment of a table laid out in `context`.
    public init(_ context: ScrollContentContext) {
        self.init(pixelGrid: context.pixelGrid, underLargeTitle: context.underLargeTitle)
    }
}
