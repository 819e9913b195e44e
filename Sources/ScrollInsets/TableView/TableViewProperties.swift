/// The properties of a `UITableView` that decide where its cells, headers, footers and
/// separators go.
public struct TableViewProperties: Hashable, Sendable {
    /// `UITableView.Style`.
    public var style: TableViewStyle
    /// `rowHeight` for rows that give no height of their own (default 44).
    public var rowHeight: Double
    /// `insetsContentViewsToSafeArea` (default `true`).
    public var insetsContentViewsToSafeArea: Bool
    /// `separatorStyle`.
    public var separatorStyle: SeparatorStyle
    /// `separatorInset`: ``SeparatorInset/automatic`` or explicit insets.
    public var separatorInset: SeparatorInset
    /// `separatorInsetReference` (default ``SeparatorInsetReference/fromCellEdges``).
    public var separatorInsetReference: SeparatorInsetReference
    /// `cellLayoutMarginsFollowReadableWidth`, or `nil` for the release's default: `true`
    /// before iOS 12, `false` from iOS 12 (``RuleVariants/CellsFollowReadableWidth``).
    public var cellLayoutMarginsFollowReadableWidth: Bool?
    /// `sectionHeaderTopPadding` (iOS 15; default automatic): the space above each section
    /// header (``TableHeaderPadding``). Earlier releases have no such property and ignore it.
    public var sectionHeaderTopPadding: TableDimension
    /// `fillerRowHeight` (iOS 15; default 0, no filler rows): the height of the empty rows a
    /// plain table draws below its last row (`TableFillerRows`). Earlier releases always
    /// draw them at the last row's height.
    public var fillerRowHeight: TableDimension
    /// `sectionHeaderHeight` (default automatic): the header height of an untitled section whose
    /// header gives none (the delegate does not implement `tableView(_:heightForHeaderInSection:)`):
    /// a grouped table's spacing. Automatic leaves it to UIKit's defaults (``TableHeaderFooterHeights``).
    public var sectionHeaderHeight: TableDimension
    /// `sectionFooterHeight` (default automatic): as ``sectionHeaderHeight``, for footers.
    public var sectionFooterHeight: TableDimension
    /// The height of `tableHeaderView`, `0` for none.
    public var tableHeaderViewHeight: Double
    /// The height of `tableFooterView`, `0` for none.
    public var tableFooterViewHeight: Double
    /// The sections, in order.
    public var sections: [TableSection]

    /// Creates table properties with UIKit's defaults.
    public init(
        style: TableViewStyle = .plain, rowHeight: Double = 44, insetsContentViewsToSafeArea: Bool = true,
        separatorStyle: SeparatorStyle = .singleLine, separatorInset: SeparatorInset = .automatic,
        separatorInsetReference: SeparatorInsetReference = .fromCellEdges,
        cellLayoutMarginsFollowReadableWidth: Bool? = nil,
        sectionHeaderTopPadding: TableDimension = .automatic, fillerRowHeight: TableDimension = .points(0),
        sectionHeaderHeight: TableDimension = .automatic, sectionFooterHeight: TableDimension = .automatic,
        tableHeaderViewHeight: Double = 0, tableFooterViewHeight: Double = 0,
        sections: [TableSection] = []
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
        self.separatorStyle = separatorStyle
        self.separatorInset = separatorInset
        self.separatorInsetReference = separatorInsetReference
        self.cellLayoutMarginsFollowReadableWidth = cellLayoutMarginsFollowReadableWidth
        self.sectionHeaderTopPadding = sectionHeaderTopPadding
        self.fillerRowHeight = fillerRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.tableHeaderViewHeight = tableHeaderViewHeight
        self.tableFooterViewHeight = tableFooterViewHeight
        self.sections = sections
    }
}

/// `UITableView.Style`.
public enum TableViewStyle: String, Hashable, Sendable, CaseIterable {
    /// Floating section headers; rows span the width.
    case plain
    /// Sections in groups; headers scroll with the content.
    case grouped
    /// Grouped, with sections inset from the edges by the table's layout margins.
    case insetGrouped
}

/// `UITableViewCell.SeparatorStyle`, as far as the model needs it.
public enum SeparatorStyle: String, Hashable, Sendable, CaseIterable {
    /// A line under each cell (the default).
    case singleLine
    /// No separators.
    case none
}

/// A table's `separatorInset`.
public enum SeparatorInset: Hashable, Sendable {
    /// UIKit's automatic inset: from the leading layout margin to the trailing cell edge.
    case automatic
    /// Explicit insets; only left and right matter. Negative values count as zero.
    case custom(EdgeInsets)
}

/// `UITableView.SeparatorInsetReference`.
public enum SeparatorInsetReference: String, Hashable, Sendable, CaseIterable {
    /// An explicit `separatorInset` is measured from the cell's edges (zero: full width).
    case fromCellEdges
    /// An explicit `separatorInset` is an offset from the automatic inset.
    case fromAutomaticInsets
}

/// One section of a table.
public struct TableSection: Hashable, Sendable {
    /// Each row's height, or `nil` for the table's `rowHeight`.
    public var rowHeights: [Double?]
    /// The section header, or `nil` for none: no title and no height of its own (a grouped
    /// table still leaves its default spacing; ``TableHeaderFooterHeights``).
    public var header: TableHeaderFooter?
    /// The section footer, or `nil` for none (as ``header``).
    public var footer: TableHeaderFooter?

    /// Creates a section of `rowCount` rows of the table's `rowHeight`.
    public init(rowCount: Int, header: TableHeaderFooter? = nil, footer: TableHeaderFooter? = nil) {
        self.init(rowHeights: Array(repeating: nil, count: rowCount), header: header, footer: footer)
    }

    /// Creates a section whose rows have the given heights (`nil`: the table's `rowHeight`).
    public init(rowHeights: [Double?], header: TableHeaderFooter? = nil, footer: TableHeaderFooter? = nil) {
        self.rowHeights = rowHeights
        self.header = header
        self.footer = footer
    }
}

/// A section header or footer (`UITableViewHeaderFooterView`).
public struct TableHeaderFooter: Hashable, Sendable {
    /// The height the app gives (`tableView(_:heightForHeaderInSection:)`), or automatic for
    /// UIKit's: the table's `sectionHeaderHeight` / `sectionFooterHeight`, else the default of
    /// a titled header or footer (``TableHeaderFooterHeights``). A height of 0 shows nothing in
    /// a plain table; a grouped table replaces it with its default spacing, as UIKit does.
    public var height: TableDimension
    /// The title (`tableView(_:titleForHeaderInSection:)` or `titleForFooterInSection`), or
    /// `nil`. The model does not measure text: a title is taken as one line at the default
    /// text size.
    public var title: String?
    /// Where the app sets the colour: the usual mistake is the content view, which is inset
    /// to the safe area, so the colour stops short of the screen edges.
    public var background: HeaderFooterBackground
    /// Whether the app gives something to show: a view (`tableView(_:viewForHeaderInSection:)`)
    /// or a ``title``. `false`: the delegate gives only a height
    /// (`tableView(_:heightForHeaderInSection:)`) and neither a view nor a title, so UIKit
    /// leaves spacing without a view, and on iOS 26 ignores the height of such a header in an
    /// inset-grouped table (``TableHeaderFooterHeights``).
    public var hasView: Bool

    /// Creates a header or footer of a given height.
    public init(
        height: Double, title: String? = nil, background: HeaderFooterBackground = .backgroundView,
        hasView: Bool = true
    ) {
        self.init(height: .points(height), title: title, background: background, hasView: hasView)
    }

    /// Creates a header or footer; an automatic height is UIKit's.
    public init(
        height: TableDimension, title: String? = nil, background: HeaderFooterBackground = .backgroundView,
        hasView: Bool = true
    ) {
        self.height = height
        self.title = title
        self.background = background
        self.hasView = hasView
    }

    /// Creates a titled header or footer at UIKit's height.
    public init(title: String, background: HeaderFooterBackground = .backgroundView) {
        self.init(height: .automatic, title: title, background: background)
    }
}

/// Which view of a header or footer carries its colour.
public enum HeaderFooterBackground: String, Hashable, Sendable, CaseIterable {
    /// `backgroundView`: spans the full width of the table.
    case backgroundView
    /// `contentView`: inset to the safe area while `insetsContentViewsToSafeArea` is on.
    case contentView
    /// No colour.
    case none
}
