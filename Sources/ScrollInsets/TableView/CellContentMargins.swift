/// The left and right layout margins a table cell's (or list cell's) content view takes on
/// top of its own safe-area inset.
///
/// Rules by release (docs/table-views.md, "Content-view layout margins"); on every release a
/// table whose own margin above its safe area is larger passes that on (the larger of the two:
/// "the table view normally uses its layout margins as the default cell inset value", Apple,
/// `UITableView.SeparatorInsetReference.fromAutomaticInsets`):
/// - iOS 11–18 (``RuleVariants/CellMargins/tableMargins``): at least the system cell margin of
///   the screen, 16 pt on screens narrower than 390 points in portrait, 20 pt on screens 390 wide
///   and wider (iPhone 12 and later, iPads), in either orientation, whatever the table's own
///   margins and width (the root view's minimum is 16 on the 390-pt phones: the cells' 20 is
///   their own). Recorded on iOS ~16 by Adyen/adyen-ios (its IssuerList snapshot `.txt` on a
///   390 x 844 iPhone 12, January 2023): a 358-pt table that is a subview of the root view (own
///   margins 8) puts its cells' content and separators 20 pt in. The rule on iOS 11–15, 17 and 18,
///   and in landscape, is an **assumption** under `--explain`.
/// - iOS 26 (``RuleVariants/CellMargins/systemCellMargins``): the system cell margin by the
///   window's width as it stands (a table on no window: its own width). A table that is not a root view (margins 8)
///   still puts its cells' content
///   16 pt in: recorded on iOS 26.1 by Vercantez/openuikit (`UITableViewCell.swift`: labels at
///   x 16 in a table whose margins are 8). Cells in tables 390 points wide and wider get 20 pt:
///   recorded by the same project at 393 (iPhone 16: 20), 375 (iPhone SE: 16) and 667 (the
///   iPhone SE in landscape: 20); the step at 390 between them is an **assumption**.
///
/// ```swift
/// CellContentMargins.horizontal(tableWidth: 390, tableMargins: (8, 8), variant: .systemCellMargins).left   // 20
/// CellContentMargins.horizontal(tableWidth: 358, tableMargins: (8, 8), variant: .systemCellMargins,
///                               windowWidth: 393).left                                                   // 20
/// CellContentMargins.horizontal(tableWidth: 358, tableMargins: (8, 8), variant: .tableMargins,
///                               screenWidth: 390).left                                                   // 20
/// ```
public enum CellContentMargins {
    /// The system cell margin in tables narrower than `wideTableWidth`.
    static let narrowMargin = 16.0
    /// The system cell margin in tables at least `wideTableWidth` wide.
    static let wideMargin = 20.0
    /// The width (the screen's in portrait on iOS 11–18, the window's on 26) from which cells
    /// get `wideMargin`.
    static let wideTableWidth = 390.0

    /// iOS 26: an inset-grouped cell's content margin inside its card on iPhone, in points.
    static let insetGroupedContentMargin = 16.0
    /// iOS 26: an inset-grouped cell's content margin inside its card on iPad, in points.
    static let padInsetGroupedContentMargin = 20.0

    /// The margins and why.
    public struct Result: Hashable, Sendable {
        /// The left margin above the content view's safe area.
        public var left: Double
        /// The right margin above the content view's safe area.
        public var right: Double
        /// Why, clause by clause, each with its source; assumptions as assumption terms.
        public var reason: [WhyTerm]
    }

    /// The horizontal margins of the cells of a table `tableWidth` wide whose own margins stand
    /// `tableMargins` above its safe area (negative values count as zero), on a screen
    /// `screenWidth` wide in portrait (its narrower side; `nil` for a table on no screen, which on
    /// iOS 11–18 keeps its own margins), in a window `windowWidth` wide as it stands (iOS 26;
    /// `nil`: the table's width stands in).
    ///
    /// - Complexity: O(1).
    ///   `owner` names the view in the reason: "table" or "collection view".
    public static func horizontal(
        tableWidth: Double, tableMargins: (left: Double, right: Double),
        variant: RuleVariants.CellMargins, owner: String = "table",
        screenWidth: Double? = nil, windowWidth: Double? = nil
    ) -> Result {
        let left = max(0, tableMargins.left), right = max(0, tableMargins.right)
        let system: Double
        var reason: [WhyTerm]
        switch variant {
        case .tableMargins:
            guard let screen = screenWidth else {
                // A table laid out alone, on no screen: its own margins.
                return Result(
                    left: left, right: right,
                    reason: [
                        .reason(
                            """
                            the \(owner)'s margins above its safe area, \(formatPoints(left)) and \
                            \(formatPoints(right)) pt (no screen: iOS 11–18 cells use the table's layout margins, \
                            Apple's SeparatorInsetReference.fromAutomaticInsets)
                            """)
                    ])
            }
            system = screen >= wideTableWidth ? wideMargin : narrowMargin
            reason = [
                .reason(
                    "at least the system cell margin of a screen \(formatPoints(screen)) pt wide in portrait, "
                        + "\(formatPoints(system)) pt (16 below 390, 20 from 390; iOS ~16: 20 in a 358-pt "
                        + "\(owner) with margins 8 on a 390-pt iPhone 12, recorded by github.com/Adyen/adyen-ios)"),
                .assumption("the same on iOS 11–15, 17 and 18"),
            ]
        case .systemCellMargins:
            let width = windowWidth ?? tableWidth
            let where_ =
                windowWidth == nil
                ? "in a \(owner) \(formatPoints(width)) pt wide" : "in a window \(formatPoints(width)) pt wide"
            system = width >= wideTableWidth ? wideMargin : narrowMargin
            reason =
                width >= wideTableWidth
                ? [
                    .reason(
                        "the system cell margin, 20 pt \(where_) (recorded on iOS 26.1 at 393 and 667, "
                            + "github.com/Vercantez/openuikit's testInsetGroupedMarginFollowsTheWindowWidth)"),
                    .assumption("20 from 390 pt, between the recorded 375 and 393"),
                ]
                : [
                    .reason(
                        "the system cell margin, 16 pt \(where_) (iOS 26.1: 16 even where a "
                            + "table's margins are 8, github.com/Vercantez/openuikit)")
                ]
        }
        if left > system || right > system {
            reason.append(
                .reason(
                    """
                    the \(owner)'s larger margins above its safe area, \(formatPoints(left)) and \
                    \(formatPoints(right)) pt, pass on (Apple, SeparatorInsetReference.fromAutomaticInsets)
                    """))
        }
        return Result(left: max(system, left), right: max(system, right), reason: reason)
    }

    /// iOS 26 (``RuleVariants/CellMargins/systemCellMargins``): where an inset-grouped card
    /// stands and how far its cells' content is inside it. The card stands `cell` (the system
    /// cell margin, ``horizontal(tableWidth:tableMargins:variant:owner:screenWidth:windowWidth:)``) in from the safe
    /// area;
    /// the content 16 pt inside it on iPhone, 20 on iPad. Recorded on iOS 26.1 by
    /// Vercantez/openuikit for tables: cards at x 16 on the 375-pt iPhone SE and 20 on the
    /// 393-pt iPhone 16 with the text 16 inside, 20 inside on the iPad (A16).
    ///
    /// - Returns: The card's left and right edges from the view's edges, and the content margin.
    /// - Complexity: O(1).
    static func insetGroupedCard(
        _ cell: Result, safeArea: EdgeInsets, pad: Bool
    )
        -> (left: Double, right: Double, inner: Double)
    {
        (
            max(0, safeArea.left) + cell.left, max(0, safeArea.right) + cell.right,
            pad ? padInsetGroupedContentMargin : insetGroupedContentMargin
        )
    }
}
