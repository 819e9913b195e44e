/// How far a list's cells, headers and footers stand in from the left and right edges of the
/// content: an inset-grouped list's card, a sidebar's rows.
///
/// Apple says only that inset-grouped sections are "inset with rounded corners"
/// (`UITableView.Style.insetGrouped`; `UICollectionLayoutListConfiguration.Appearance`
/// documents no number). The rule, each side: the collection view's effective layout margin, but
/// at least the scene's system minimum margin in from its safe area (16 pt below 414 points, 20
/// from 414; `OrientationMetrics.systemMinimumLayoutMargins`), whatever the collection view's own
/// margins; less what the adjusted content inset already moves the content by. Recorded on two
/// collection views that are full-width *subviews* (own margins the default 8):
/// - iOS 26.1, the 393-pt iPhone 16: cells `[16, 35, 361, 50.33]` (Vercantez/openuikit,
///   `Tools/oracle2/listseparatorprobe`); the probe's `UICollectionViewController` puts its
///   collection view inside a wrapper view (`collectioncontrollerprobe`: the view's subviews
///   `["UICollectionView"]`, the collection view's superview the view), so the card is not at
///   the collection view's 8 but at 16; not at the inset-grouped *table*'s 20 either (the system
///   cell margin, ``CellContentMargins``), which rules out that margin for lists.
/// - iOS ~14, a 414-pt phone: a list in a collection view added to the root view, its first cell
///   `(20 17.5; 374 44)` (swiftsenpai.com, "Custom UICollectionViewListCell in Interface Builder").
///
/// A lead, not a source of numbers: decompiled UIKit of iOS 26.1 builds the list's geometry with
/// a content margin from `UIViewController`'s `_horizontalContentMarginForViewWidth:safeAreaInsets:`
/// and puts a section at the larger of its default inset and the collection view's reference
/// insets. **Assumptions:** the same on every release from 14 and for sidebars; the scene's
/// minimum whatever the collection view's width (both recordings are full-width). `plain`,
/// `grouped` and `sidebarPlain` rows span the content.
///
/// ```swift
/// // iPhone SE portrait, root view: margins 16 → card at x 16, 343 wide.
/// ListSectionInsets.insets(.insetGrouped, layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
///                          adjustedContentInset: .zero, contentWidth: 375).insets.left   // 16
/// // A subview collection view (margins 8) on a 414-pt phone: the system minimum 20 wins.
/// ListSectionInsets.insets(.insetGrouped, layoutMargins: EdgeInsets(all: 8),
///                          minimum: (EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), .zero),
///                          adjustedContentInset: .zero, contentWidth: 414).insets.left   // 20
/// ```
enum ListSectionInsets {
    /// The insets on each physical edge (top and bottom are zero), one term per edge (its
    /// arithmetic, naming the rule), and the rule's clauses, its assumption a term of its own.
    ///
    /// - Parameters:
    ///   - minimum: The scene's system minimum margins and the collection view's safe area;
    ///     `nil` for a collection view laid out alone (its layout margins only).
    /// - Complexity: O(1).
    static func insets(
        _ appearance: ListAppearance, layoutMargins: EdgeInsets,
        minimum: (system: EdgeInsets, safeArea: EdgeInsets)? = nil, adjustedContentInset: EdgeInsets,
        contentWidth: Double
    ) -> (insets: EdgeInsets, reasons: [Edge: WhyTerm], reason: [WhyTerm]) {
        guard appearance.insetsSections else {
            let reason = "\(appearance.rawValue): cells, headers and footers span the content"
            let term = WhyTerm.reason(reason)
            return (.zero, [.top: term, .left: term, .bottom: term, .right: term], [term])
        }
        let byRule = "by the list's section-inset rule (list.sectionInsets)"
        // Each side's reference, and its arithmetic up to the subtraction of the adjusted inset.
        func reference(_ edge: Edge) -> (value: Double, text: String) {
            let margin = layoutMargins[edge]
            guard let minimum, minimum.safeArea[edge] + minimum.system[edge] > margin else {
                return (margin, "layout margin \(formatPoints(margin))")
            }
            let floor = minimum.safeArea[edge] + minimum.system[edge]
            return (
                floor,
                """
                safe area \(formatPoints(minimum.safeArea[edge])) + system minimum margin \
                \(formatPoints(minimum.system[edge])) = \(formatPoints(floor)) (above the layout margin \
                \(formatPoints(margin)))
                """
            )
        }
        let width = max(0, contentWidth)
        let leftReference = reference(.left), rightReference = reference(.right)
        let left = min(width, max(0, leftReference.value - adjustedContentInset.left))
        let right = min(width - left, max(0, rightReference.value - adjustedContentInset.right))
        let rule: [WhyTerm] = [
            .reason(
                "\(appearance.rawValue): sections inset by the collection view's layout margins, at least the "
                    + "system minimum margin in from its safe area (recorded on iOS 26.1 for an inset-grouped list "
                    + "on the iPhone 16, github.com/Vercantez/openuikit, and on iOS ~14 on a 414-pt phone, "
                    + "swiftsenpai.com, both in subview collection views with 8-pt margins)"),
            .assumption("the same on other releases and for sidebars, and whatever the collection view's width"),
        ]
        var reasons: [Edge: WhyTerm] = [
            .top: .reason("\(appearance.rawValue): no inset along the scrolling axis"),
            .bottom: .reason("\(appearance.rawValue): no inset along the scrolling axis"),
        ]
        reasons[.left] = .reason(
            """
            \(leftReference.text) - adjustedContentInset \
            \(formatPoints(adjustedContentInset.left)) = \(formatPoints(left)) pt, \(byRule)
            """)
        reasons[.right] = .reason(
            """
            \(rightReference.text) - adjustedContentInset \
            \(formatPoints(adjustedContentInset.right)) = \(formatPoints(right)) pt, \(byRule)
            """)
        return (EdgeInsets(top: 0, left: left, bottom: 0, right: right), reasons, rule)
    }
}
