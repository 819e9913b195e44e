/// Where a table view puts its cells, section headers and footers, in content coordinates.
public struct TableLayout: Hashable, Sendable {
    /// The computed `contentSize`.
    public var contentSize: Size
    /// Every row, section by section.
    public var rows: [TableRowLayout]
    /// Every section header and footer with a positive height, section by section, each
    /// header before its footer.
    public var headers: [TableHeaderFooterLayout]
    /// The frame of `tableHeaderView`, or `nil`.
    public var tableHeaderView: Rect?
    /// The frame of `tableFooterView`, or `nil`.
    public var tableFooterView: Rect?
    /// The empty rows a plain table draws below its content (`TableFillerRows`), in content
    /// coordinates.
    public var fillerRows: [Rect] = []
    /// Each section's header and footer height and the rule that gave it
    /// (``TableHeaderFooterHeights``), section by section; empty for a layout built by hand.
    public var headerFooterHeights: [TableHeaderFooterHeights.Section] = []
    /// How well the release sources those heights (``RuleVariants/SectionHeightDefaults``).
    public var sectionHeightDefaults: RuleVariants.SectionHeightDefaults = .recorded
    /// The padding below the last section (``TableBottomPadding``); `nil` for a layout built
    /// by hand.
    public var bottomPadding: TableBottomPadding.Result?
    /// Why the table-wide numbers are what they are, for `--explain`; `nil` for a layout
    /// built by hand.
    public var reasons: TableLayoutReasons?

    /// Creates a table layout.
    public init(
        contentSize: Size, rows: [TableRowLayout] = [], headers: [TableHeaderFooterLayout] = [],
        tableHeaderView: Rect? = nil, tableFooterView: Rect? = nil
    ) {
        self.contentSize = contentSize
        self.rows = rows
        self.headers = headers
        self.tableHeaderView = tableHeaderView
        self.tableFooterView = tableFooterView
    }
}

/// One cell of a table.
public struct TableRowLayout: Hashable, Sendable {
    /// The index of the row's section.
    public var section: Int
    /// The row's index within its section.
    public var row: Int
    /// The cell's frame in the table's content coordinates: the full table width (an
    /// inset-grouped table's cells stand in by its layout margins).
    public var frame: Rect
    /// The cell's `safeAreaInsets`: the table's passed-down insets where the cell reaches
    /// into them (left and right in landscape; top and bottom only on edges the table does
    /// not absorb).
    public var safeAreaInsets: EdgeInsets
    /// The `contentView` frame in cell coordinates: inset on the left and right by the
    /// cell's safe area while `insetsContentViewsToSafeArea` is on, the cell's bounds otherwise.
    public var contentView: Rect
    /// The `backgroundView` (and `selectedBackgroundView`) frame in cell coordinates: the
    /// cell's full bounds, into the unsafe area (WWDC 2017 session 201; docs/sources.md).
    public var backgroundView: Rect
    /// The content view's effective `layoutMargins`: its own safe-area inset plus the table's
    /// margin above its safe area on the left and right, 11 pt on top and bottom.
    public var layoutMargins: EdgeInsets
    /// The separator in cell coordinates, or `nil` when there is none.
    public var separator: SeparatorLayout?

    /// Creates a row layout; `backgroundView` defaults to the cell's bounds.
    public init(
        section: Int, row: Int, frame: Rect, safeAreaInsets: EdgeInsets, contentView: Rect,
        backgroundView: Rect? = nil, layoutMargins: EdgeInsets, separator: SeparatorLayout?
    ) {
        self.section = section
        self.row = row
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.contentView = contentView
        self.backgroundView = backgroundView ?? frame.bounds
        self.layoutMargins = layoutMargins
        self.separator = separator
    }
}

/// A cell's separator: where it starts and how long it is, in cell coordinates.
public struct SeparatorLayout: Hashable, Sendable {
    /// Where the line starts (its left end), in cell coordinates.
    public var x: Double
    /// The line's length; `0` where the insets use up the cell's width.
    public var width: Double

    /// Creates a separator layout.
    public init(x: Double, width: Double) {
        self.x = x
        self.width = width
    }
}

/// Whether a header/footer layout is a section's header or its footer.
public enum HeaderFooterKind: String, Hashable, Sendable, CaseIterable {
    /// The section's header, above its rows.
    case header
    /// The section's footer, below its rows.
    case footer
}

/// A section header or footer of a table.
public struct TableHeaderFooterLayout: Hashable, Sendable {
    /// The index of the section.
    public var section: Int
    /// Header or footer.
    public var kind: HeaderFooterKind
    /// The frame in content coordinates (where it rests, before any floating).
    public var frame: Rect
    /// The `backgroundView` frame in the header's coordinates: its full bounds.
    public var backgroundView: Rect
    /// The `contentView` frame in the header's coordinates.
    public var contentView: Rect
    /// Which view carries the colour.
    public var background: HeaderFooterBackground
    /// For a plain table's floating header or footer: its frame at the current
    /// `contentOffset` — a header pinned under the adjusted top inset, a footer above the
    /// adjusted bottom inset, each kept within its section (`TableFloating`); `nil` in the
    /// grouped styles, whose headers and footers do not float.
    public var pinnedFrame: Rect?
    /// The header's or footer's `safeAreaInsets`, where it is shown (``pinnedFrame`` when
    /// it floats, ``frame`` otherwise).
    public var safeAreaInsets: EdgeInsets

    /// Creates a header or footer layout.
    public init(
        section: Int, kind: HeaderFooterKind, frame: Rect, backgroundView: Rect, contentView: Rect,
        background: HeaderFooterBackground, pinnedFrame: Rect? = nil, safeAreaInsets: EdgeInsets = .zero
    ) {
        self.section = section
        self.kind = kind
        self.frame = frame
        self.backgroundView = backgroundView
        self.contentView = contentView
        self.background = background
        self.pinnedFrame = pinnedFrame
        self.safeAreaInsets = safeAreaInsets
    }
}

/// The table-wide rules behind a table's numbers, one sentence each, clause by clause: each
/// clause a term with its source, or an assumption term.
public struct TableLayoutReasons: Hashable, Sendable {
    /// The padding above each section header.
    public var headerTopPadding: [WhyTerm]
    /// The horizontal margins of the cells' content views.
    public var cellMargins: [WhyTerm]
    /// Where automatic separators run.
    public var separators: [WhyTerm]
    /// Whether filler rows are drawn.
    public var fillerRows: [WhyTerm]

    /// Creates the reasons.
    public init(headerTopPadding: [WhyTerm], cellMargins: [WhyTerm], separators: [WhyTerm], fillerRows: [WhyTerm]) {
        self.headerTopPadding = headerTopPadding
        self.cellMargins = cellMargins
        self.separators = separators
        self.fillerRows = fillerRows
    }
}
