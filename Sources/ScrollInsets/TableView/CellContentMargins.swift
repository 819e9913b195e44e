/// The left and right layout margins a table cell's (or list cell's) content view takes on
/// top of its own safe-area inset.
///
/// Rules by release (docs/table-views.md, "Content-view layout margins"):
/// - iOS 11–18 (``RuleVariants/CellMargins/tableMargins``): the table's own margin above its
///   safe area — "the table view normally uses its layout margins as the default cell inset
///   value" (Apple, `UITableView.SeparatorInsetReference.fromAutomaticInsets`): 16 pt on a
///   375-point phone's root view, 20 pt on wider screens (Stack Overflow question 29349917).
/// - iOS 26 (``RuleVariants/CellMargins/systemCellMargins``): the system cell margin, whatever
///   the table's own margins. A table that is not a root view (margins 8) still puts its
///   cells' content 16 pt in: recorded on iOS 26.1 by Vercantez/openuikit
///   (`UITableViewCell.swift`: labels at x 16 in a table whose margins are 8). Cells in tables
///   390 points wide and wider get 20 pt, where the root view's system minimum is 16: recorded
///   on iOS 26.1 by the same project at 393 (iPhone 16: 20) and 375 (iPhone SE: 16); the step
///   at 390 between them is an **assumption** under `--explain`. **Decision:** a table whose
///   own margin above the safe area is larger passes that on (the larger of the two).
///
/// ```swift
/// CellContentMargins.horizontal(tableWidth: 390, tableMargins: (8, 8), variant: .systemCellMargins).left   // 20
/// CellContentMargins.horizontal(tableWidth: 375, tableMargins: (16, 16), variant: .tableMargins).left      // 16
/// ```
public enum CellContentMargins {
    /// The system cell margin in tables narrower than ``wideTableWidth``.
    public static let narrowMargin = 16.0
    /// The system cell margin in tables at least ``wideTableWidth`` wide.
    public static let wideMargin = 20.0
    /// The table width from which cells get ``wideMargin``.
    public static let wideTableWidth = 390.0

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
        /// Why, with the source or the word "assumption".
        public var reason: String
    }

    /// The horizontal margins of the cells of a table `tableWidth` wide whose own margins
    /// stand `tableMargins` above its safe area (negative values count as zero).
    ///
    /// - Complexity: O(1).
    ///   `owner` names the view in the reason: "table" or "collection view".
    public static func horizontal(tableWidth: Double, tableMargins: (left: Double, right: Double),
                                  variant: RuleVariants.CellMargins, owner: String = "table") -> Result {
        let left = max(0, tableMargins.left), right = max(0, tableMargins.right)
        switch variant {
        case .tableMargins:
            return Result(left: left, right: right,
                          reason: "the \(owner)'s margins above its safe area, \(formatPoints(left)) and \(formatPoints(right)) pt "
                              + "(iOS 11–18: cells use the table's layout margins, Apple's SeparatorInsetReference.fromAutomaticInsets)")
        case .systemCellMargins:
            let wide = tableWidth >= wideTableWidth
            let system = wide ? wideMargin : narrowMargin
            var reason = wide
                ? "the system cell margin, 20 pt in a \(owner) \(formatPoints(tableWidth)) pt wide (recorded on iOS 26.1 at 393, "
                    + "github.com/Vercantez/openuikit; from 390: assumption between the recorded 375 and 393)"
                : "the system cell margin, 16 pt in a \(owner) \(formatPoints(tableWidth)) pt wide (iOS 26.1: 16 even where a "
                    + "table's margins are 8, github.com/Vercantez/openuikit)"
            if left > system || right > system {
                reason += "; the \(owner)'s larger margins above its safe area pass on (decision)"
            }
            return Result(left: max(system, left), right: max(system, right), reason: reason)
        }
    }

    /// iOS 26 (``RuleVariants/CellMargins/systemCellMargins``): where an inset-grouped card
    /// stands and how far its cells' content is inside it. The card stands `cell` (the system
    /// cell margin, ``horizontal(tableWidth:tableMargins:variant:owner:)``) in from the safe area;
    /// the content 16 pt inside it on iPhone, 20 on iPad. Recorded on iOS 26.1 by
    /// Vercantez/openuikit for tables: cards at x 16 on the 375-pt iPhone SE and 20 on the
    /// 393-pt iPhone 16 with the text 16 inside, 20 inside on the iPad (A16).
    ///
    /// - Returns: The card's left and right edges from the view's edges, and the content margin.
    /// - Complexity: O(1).
    static func insetGroupedCard(_ cell: Result, safeArea: EdgeInsets, pad: Bool)
        -> (left: Double, right: Double, inner: Double) {
        (max(0, safeArea.left) + cell.left, max(0, safeArea.right) + cell.right,
         pad ? padInsetGroupedContentMargin : insetGroupedContentMargin)
    }
}
