/// How far a list's cells, headers and footers stand in from the left and right edges of the
/// content: an inset-grouped list's card, a sidebar's rows.
///
/// Apple says only that inset-grouped sections are "inset with rounded corners"
/// (`UITableView.Style.insetGrouped`; `UICollectionLayoutListConfiguration.Appearance`
/// documents no number). An inset-grouped list is recorded on iOS 26.1 with its cards exactly
/// at the collection view's layout margins: 16 pt on the 393-pt iPhone 16, a collection view
/// controller's view in a window (Vercantez/openuikit, `Tools/oracle2/listseparatorprobe`:
/// cells `[16, 35, 361, 50.33]`), where the inset-grouped *table*'s card stands at 20 (the
/// safe area plus the system cell margin, ``CellContentMargins``). The inset-grouped table is
/// recorded at its layout margins too on iOS 26.1 when they are not the window's (8 pt in a table
/// whose margins are 8; Vercantez/openuikit, `UITableView.swift`). **Assumption:** the same on
/// every release from 14, and a sidebar does the same: each side at the collection view's
/// effective layout margin (which sits on the safe area, so a card never reaches into the unsafe
/// bands), less what the adjusted content inset already moves the content by. `plain`, `grouped`
/// and `sidebarPlain` rows span the content.
///
/// ```swift
/// // iPhone SE portrait, root view: margins 16 → card at x 16, 343 wide.
/// ListSectionInsets.insets(.insetGrouped, layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
///                          adjustedContentInset: .zero, contentWidth: 375).insets.left   // 16
/// ```
enum ListSectionInsets {
    /// The insets on each physical edge (top and bottom are zero), one term per edge (its
    /// arithmetic, naming the rule), and the rule's clauses, its assumption a term of its own.
    ///
    /// - Complexity: O(1).
    static func insets(
        _ appearance: ListAppearance, layoutMargins: EdgeInsets, adjustedContentInset: EdgeInsets,
        contentWidth: Double
    ) -> (insets: EdgeInsets, reasons: [Edge: WhyTerm], reason: [WhyTerm]) {
        guard appearance.insetsSections else {
            let reason = "\(appearance.rawValue): cells, headers and footers span the content"
            let term = WhyTerm.reason(reason)
            return (.zero, [.top: term, .left: term, .bottom: term, .right: term], [term])
        }
        let width = max(0, contentWidth)
        let left = min(width, max(0, layoutMargins.left - adjustedContentInset.left))
        let right = min(width - left, max(0, layoutMargins.right - adjustedContentInset.right))
        let rule: [WhyTerm] = [
            .reason(
                "\(appearance.rawValue): sections inset by the collection view's layout margins (recorded on iOS "
                    + "26.1 for an inset-grouped list on the iPhone 16, github.com/Vercantez/openuikit)"),
            .assumption("the same on other releases and for sidebars"),
        ]
        var reasons: [Edge: WhyTerm] = [
            .top: .reason("\(appearance.rawValue): no inset along the scrolling axis"),
            .bottom: .reason("\(appearance.rawValue): no inset along the scrolling axis"),
        ]
        let margin = "layout margin"
        let byRule = "by the list's section-inset rule (list.sectionInsets)"
        reasons[.left] = .reason(
            """
            \(margin) \(formatPoints(layoutMargins.left)) - adjustedContentInset \
            \(formatPoints(adjustedContentInset.left)) = \(formatPoints(left)) pt, \(byRule)
            """)
        reasons[.right] = .reason(
            """
            \(margin) \(formatPoints(layoutMargins.right)) - adjustedContentInset \
            \(formatPoints(adjustedContentInset.right)) = \(formatPoints(right)) pt, \(byRule)
            """)
        return (EdgeInsets(top: 0, left: left, bottom: 0, right: right), reasons, rule)
    }
}
