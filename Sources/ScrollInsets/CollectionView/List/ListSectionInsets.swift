/// How far a list's cells, headers and footers stand in from the left and right edges of the
/// content: an inset-grouped list's card, a sidebar's rows.
///
/// Apple says only that inset-grouped sections are "inset with rounded corners"
/// (`UITableView.Style.insetGrouped`; `UICollectionLayoutListConfiguration.Appearance`
/// documents no number). The inset-grouped *table* is recorded on iOS 26.1 with its cards
/// exactly at its layout margins: 8 pt in a table whose margins are 8, 16 pt in a window
/// (Vercantez/openuikit, `UITableView.swift`). **Assumption:** an inset-grouped list, and a
/// sidebar, do the same: each side at the collection view's effective layout margin (which sits
/// on the safe area, so a card never reaches into the unsafe bands), less what the adjusted
/// content inset already moves the content by. On iOS 26 the table's card is recorded at the
/// safe area plus the system cell margin (16 on the 375-pt iPhone SE, 20 on the 393-pt iPhone
/// 16) with the cells' content 16 inside it; lists are assumed to follow. `plain`, `grouped` and
/// `sidebarPlain` rows span the content.
///
/// ```swift
/// // iPhone SE portrait, root view: margins 16 → card at x 16, 343 wide.
/// ListSectionInsets.insets(.insetGrouped, layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
///                          adjustedContentInset: .zero, contentWidth: 375).insets.left   // 16
/// ```
enum ListSectionInsets {
    /// The insets on each physical edge (top and bottom are zero), one sentence per edge, and
    /// the rule as one sentence.
    ///
    /// - Complexity: O(1).
    ///   `systemMargins` (iOS 26): `layoutMargins` holds the card's margins, the safe area plus
    ///   the system cell margin, as an inset-grouped table's cards are recorded on iOS 26.1.
    static func insets(
        _ appearance: ListAppearance, layoutMargins: EdgeInsets, adjustedContentInset: EdgeInsets,
        contentWidth: Double, systemMargins: Bool = false
    ) -> (insets: EdgeInsets, reasons: [Edge: String], reason: String) {
        guard appearance.insetsSections else {
            let reason = "\(appearance.rawValue): cells, headers and footers span the content"
            return (.zero, [.top: reason, .left: reason, .bottom: reason, .right: reason], reason)
        }
        let width = max(0, contentWidth)
        let left = min(width, max(0, layoutMargins.left - adjustedContentInset.left))
        let right = min(width - left, max(0, layoutMargins.right - adjustedContentInset.right))
        let rule =
            systemMargins
            ? """
            \(appearance.rawValue): sections inset by the safe area plus the system cell margin, as the \
            inset-grouped \

            """
                + """
                table's cards are on iOS 26 (recorded on iOS 26.1, github.com/Vercantez/openuikit); assumption \
                for lists
                """
            : "\(appearance.rawValue): sections inset by the collection view's layout margins, as the inset-grouped "
                + "table's cards are (recorded on iOS 26.1, github.com/Vercantez/openuikit); assumption for lists"
        var reasons: [Edge: String] = [
            .top: "\(appearance.rawValue): no inset along the scrolling axis",
            .bottom: "\(appearance.rawValue): no inset along the scrolling axis",
        ]
        let margin = systemMargins ? "card margin" : "layout margin"
        reasons[.left] =
            """
            \(margin) \(formatPoints(layoutMargins.left)) - adjustedContentInset \
            \(formatPoints(adjustedContentInset.left)) = \(formatPoints(left)) pt; \

            """
            + rule
        reasons[.right] =
            """
            \(margin) \(formatPoints(layoutMargins.right)) - adjustedContentInset \
            \(formatPoints(adjustedContentInset.right)) = \(formatPoints(right)) pt; \

            """
            + rule
        return (EdgeInsets(top: 0, left: left, bottom: 0, right: right), reasons, rule)
    }
}
