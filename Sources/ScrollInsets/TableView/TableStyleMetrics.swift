/// The table-wide numbers that every cell, header and footer of one table shares: how far an
/// inset-grouped table's sections stand in from the edges, and the margins a cell's content
/// view takes on top of its own safe area.
///
/// Sources and decisions (see docs/table-views.md):
/// - Horizontal margins follow the table's layout margins. Apple's
///   `SeparatorInsetReference.fromAutomaticInsets` documentation: "The table view normally uses
///   its layout margins as the default cell inset value." The table's effective margins are
///   built on its safe area (`insetsLayoutMarginsFromSafeArea`), so the part a cell repeats is
///   the margin *above* the table's safe area: 16 pt on a 375 pt iPhone root view, 20 pt on
///   wider screens (the system minimum margins; recorded default separator insets of 16 on
///   iPhone and 20 on iPad, Stack Overflow question 29349917).
/// - Vertical margins are 11 pt: the `UITableViewCell` content view's top and bottom margins
///   as read in Xcode's view debugger and recorded in Shopify/FunctionalTableData
///   (`CollectionCell.swift`: (11, 20, 11, 20) on a 20 pt-margin device).
/// - `cellLayoutMarginsFollowReadableWidth` (default `false` since iOS 12, useyourloaf
///   "Readable Width of Table View Cells") narrows the content between the margins to the
///   readable width, centred: 672 pt at the default text size (useyourloaf "Readable Content
///   Guides": 672 pt wide, 176 pt in from each edge of a 1024 pt iPad), and never wider than
///   the table's margin guide (Apple's `readableContentGuide` documentation).
/// - `insetGrouped` insets cells, headers and footers on the left and right by the table's
///   effective layout margins (Apple's `UITableView.Style.insetGrouped`: "grouped sections
///   are inset with rounded corners"; by how much is the model's decision, taken from the
///   docs/sources.md: "sections inset by the layout margins"). Because those margins include
///   the safe area, an inset-grouped section never reaches into the left or right unsafe band.
///   On iOS 26 the card stands the system cell margin in from the safe area (16 in a 375-pt
///   table, 20 in a 393-pt one) and its cells' content 16 pt inside it on iPhone, 20 on iPad:
///   recorded on iOS 26.1 by Vercantez/openuikit.
/// - The release decides the cell margins (``CellContentMargins``), the padding above headers
///   (``TableHeaderPadding``) and where automatic separators end on the trailing side: at the
///   cell's edge before iOS 26, at a margin on iOS 26 — the table's own margin in plain and
///   grouped tables (8 pt in a table whose margins are 8, where the leading inset is 16) and
///   the cell's margin in inset-grouped ones (16 on both sides), both recorded on iOS 26.1 by
///   Vercantez/openuikit (`UITableView.swift`).
struct TableStyleMetrics: Hashable, Sendable {
    /// The readable width at the default Dynamic Type size, in points (``ReadableContentGuide``).
    static let readableWidth = ReadableContentGuide.defaultReadableWidth
    /// The top and bottom layout margins of a cell's content view, in points.
    static let contentViewVerticalMargin = 11.0

    /// How far cells, headers and footers stand in from the left and right content edges
    /// (`insetGrouped` only; zero for `plain` and `grouped`; top and bottom are zero).
    var sectionInsets: EdgeInsets
    /// The margins a content view takes on each edge on top of its own safe-area inset:
    /// the table's margins above its safe area on left and right (plus the readable-width
    /// extra), 11 pt on top and bottom.
    var contentViewMargins: EdgeInsets
    /// How much readable width adds to the left and right margins (zero unless
    /// `cellLayoutMarginsFollowReadableWidth` narrows the content).
    var readableWidthExtra: Double
    /// Where an automatic separator stops short of the content view's trailing edge, or `nil`
    /// where it runs to the cell's trailing edge (before iOS 26).
    var separatorTrailingMargin: Double?
    /// Why the cells have their horizontal margins.
    var cellMarginReason: [WhyTerm]
    /// The padding above each section header, with its reason.
    var headerPadding: TableHeaderPadding.Result

    /// The metrics of `table` laid out in `context`.
    ///
    /// - Parameters:
    ///   - table: The table's properties (style, readable width).
    ///   - context: The table's size, safe area and effective layout margins.
    ///   - variants: The release's rules.
    init(table: TableViewProperties, context: ScrollContentContext, variants: RuleVariants) {
        let margins = context.layoutMargins
        let safeArea = context.safeAreaInsets

        sectionInsets = .zero
        var readableReason: String?
        let followsReadableWidth =
            table.cellLayoutMarginsFollowReadableWidth
            ?? (variants.cellsFollowReadableWidth == .byDefault)
        if followsReadableWidth {
            // The table's own readable content guide (``ReadableContentGuide``; iPhone and iPad
            // share the default-size width); what it adds to each side beyond the margin guide.
            let guide = ReadableContentGuide.resolve(bounds: context.size, layoutMargins: margins, platform: .phone)
            readableWidthExtra = max(0, guide.insets.left - margins.left)
            let given =
                table.cellLayoutMarginsFollowReadableWidth == nil
                ? """
                cellLayoutMarginsFollowReadableWidth (true by default before iOS 12, useyourloaf "Readable Width \
                of Table View Cells")
                """
                : "cellLayoutMarginsFollowReadableWidth"
            readableReason = "\(given): the table's readable content guide, \(guide.reason.sentence)"
        } else {
            readableWidthExtra = 0
        }

        // The margin the table keeps above its safe area; never negative (a table whose own
        // margins ignore the safe area has nothing above it to repeat).
        let tableLeft = max(0, margins.left - safeArea.left)
        let tableRight = max(0, margins.right - safeArea.right)
        var cell = CellContentMargins.horizontal(
            tableWidth: context.size.width, tableMargins: (tableLeft, tableRight),
            variant: variants.cellMargins, screenWidth: context.screenWidth,
            windowWidth: context.windowWidth)
        if table.style == .insetGrouped {
            switch variants.cellMargins {
            case .tableMargins:
                sectionInsets = EdgeInsets(top: 0, left: max(0, margins.left), bottom: 0, right: max(0, margins.right))
            case .systemCellMargins:
                let card = CellContentMargins.insetGroupedCard(
                    cell, safeArea: safeArea, pad: context.readablePlatform == .pad)
                sectionInsets = EdgeInsets(top: 0, left: card.left, bottom: 0, right: card.right)
                let inner = card.inner
                let device = context.readablePlatform == .pad ? "iPad" : "iPhone"
                cell = CellContentMargins.Result(
                    left: inner, right: inner,
                    reason: [
                        .reason(
                            """
                            iOS 26: the inset-grouped card stands \(formatPoints(cell.left)) pt in from the safe \
                            area (\(WhyTerm.sentence(of: cell.reason))) and its cells' content \
                            \(formatPoints(inner)) pt inside it (\(device); \
                            recorded on iOS 26.1, github.com/Vercantez/openuikit: cards at x 16 on the iPhone SE and \
                            20 on the iPhone 16 with the text 16 inside, 20 inside on the iPad (A16))
                            """)
                    ])
            }
        }
        let extra = readableWidthExtra
        cellMarginReason =
            cell.reason + (readableReason.map { [.reason($0 + " (+\(formatPoints(extra)) pt each side)")] } ?? [])
        if variants.designCompatibility == .inEffect { cellMarginReason += RuleVariants.tableCompatibilityTerms }
        contentViewMargins = EdgeInsets(
            top: Self.contentViewVerticalMargin, left: cell.left + readableWidthExtra,
            bottom: Self.contentViewVerticalMargin, right: cell.right + readableWidthExtra)
        switch variants.separatorTrailing {
        case .cellEdge: separatorTrailingMargin = nil
        case .trailingMargin: separatorTrailingMargin = table.style == .insetGrouped ? cell.right : tableRight
        }
        headerPadding = TableHeaderPadding.padding(
            table.sectionHeaderTopPadding, plain: table.style == .plain,
            variant: variants.sectionHeaderPadding)
    }
}
