/// Where a table view puts its cells, section headers and footers, in content coordinates.
public struct TableLayout: Hashable, Sendable {
    /// The computed `contentSize`.
    public var contentSize: Size
    /// Every row, section by section.
    public var rows: [TableRowLayout]
    /// Every section header and footer with a positive height.
    public var headers: [TableHeaderFooterLayout]
    /// The frame of `tableHeaderView`, or `nil`.
    public var tableHeaderView: Rect?
    /// The frame of `tableFooterView`, or `nil`.
    public var tableFooterView: Rect?

    /// Creates a table layout.
    public init(contentSize: Size, rows: [TableRowLayout] = [], headers: [TableHeaderFooterLayout] = [],
                tableHeaderView: Rect? = nil, tableFooterView: Rect? = nil) {
        self.contentSize = contentSize
        self.rows = rows
        self.headers = headers
        self.tableHeaderView = tableHeaderView
        self.tableFooterView = tableFooterView
    }
}

/// One cell of a table.
public struct TableRowLayout: Hashable, Sendable {
    public var section: Int
    public var row: Int
    /// The cell's frame in the table's content coordinates: the full table width.
    public var frame: Rect
    /// The cell's `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets
    /// The `contentView` frame in cell coordinates.
    public var contentView: Rect
    /// The content view's effective `layoutMargins`.
    public var layoutMargins: EdgeInsets
    /// The separator in cell coordinates, or `nil` when there is none.
    public var separator: SeparatorLayout?

    /// Creates a row layout.
    public init(section: Int, row: Int, frame: Rect, safeAreaInsets: EdgeInsets, contentView: Rect,
                layoutMargins: EdgeInsets, separator: SeparatorLayout?) {
        self.section = section
        self.row = row
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.contentView = contentView
        self.layoutMargins = layoutMargins
        self.separator = separator
    }
}

/// A cell's separator: where it starts and how long it is, in cell coordinates.
public struct SeparatorLayout: Hashable, Sendable {
    public var x: Double
    public var width: Double

    /// Creates a separator layout.
    public init(x: Double, width: Double) {
        self.x = x
        self.width = width
    }
}

/// Whether a header/footer layout is a section's header or its footer.
public enum HeaderFooterKind: String, Hashable, Sendable, CaseIterable {
    case header
    case footer
}

/// A section header or footer of a table.
public struct TableHeaderFooterLayout: Hashable, Sendable {
    public var section: Int
    public var kind: HeaderFooterKind
    /// The frame in content coordinates (where it rests, before any floating).
    public var frame: Rect
    /// The `backgroundView` frame in the header's coordinates: its full bounds.
    public var backgroundView: Rect
    /// The `contentView` frame in the header's coordinates.
    public var contentView: Rect
    /// Which view carries the colour.
    public var background: HeaderFooterBackground
    /// For a plain table's floating header: its frame at the current `contentOffset`, pinned
    /// under the adjusted top inset; `nil` where the header does not float.
    public var pinnedFrame: Rect?

    /// Creates a header or footer layout.
    public init(section: Int, kind: HeaderFooterKind, frame: Rect, backgroundView: Rect, contentView: Rect,
                background: HeaderFooterBackground, pinnedFrame: Rect? = nil) {
        self.section = section
        self.kind = kind
        self.frame = frame
        self.backgroundView = backgroundView
        self.contentView = contentView
        self.background = background
        self.pinnedFrame = pinnedFrame
    }
}
