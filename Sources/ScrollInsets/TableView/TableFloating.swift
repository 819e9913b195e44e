/// Where a plain table's floating section headers and footers are shown at the current
/// `contentOffset`.
///
/// In the `plain` style, section headers and footers float: they stick to the top and bottom
/// of the visible area while their section scrolls through it (Microsoft's reference of
/// UIKit's `UITableViewStyle`: plain-style headers and footers "float (stick to the
/// top/bottom of the table view)").
/// `grouped` and `insetGrouped` headers and footers scroll with the content.
///
/// The visible area is the table's bounds at `contentOffset` less `adjustedContentInset` on
/// top and bottom: a header pins just under a navigation bar, a footer just above a tab bar
/// or the home indicator.
///
/// Decisions (the sources give no formula):
/// - A header sits at `max(resting y, contentOffset.y + adjustedContentInset.top)`, but never
///   lower than its section's end less its own height, so the next section pushes it away.
/// - A footer sits at `min(resting y, visible bottom − its height)`, but never higher than
///   its section's start, so it stays with its section when the section scrolls in from below.
enum TableFloating {
    /// The frame at which a plain table shows a section header.
    ///
    /// ```swift
    /// // Header 28 pt at y 0 in a 300 pt section; table scrolled to y 100 under an 88 pt bar.
    /// TableFloating.pinnedHeader(Rect(x: 0, y: 0, width: 375, height: 28),
    ///                            section: Rect(x: 0, y: 0, width: 375, height: 300), in: context)
    /// // Rect(x: 0, y: 188, width: 375, height: 28)
    /// ```
    ///
    /// - Parameters:
    ///   - header: The header's resting frame in content coordinates.
    ///   - section: The section's frame (header, rows and footer) in content coordinates.
    ///   - context: The table's size, `adjustedContentInset` and `contentOffset`.
    /// - Returns: The header's frame at the current `contentOffset`.
    /// - Complexity: O(1).
    static func pinnedHeader(_ header: Rect, section: Rect, in context: ScrollContentContext) -> Rect {
        let visibleTop = context.contentOffset.y + context.adjustedContentInset.top
        let lowest = max(header.minY, section.maxY - header.height)
        let y = min(max(header.minY, visibleTop), lowest)
        return Rect(x: header.minX, y: y, width: header.width, height: header.height)
    }

    /// The frame at which a plain table shows a section footer.
    ///
    /// - Parameters:
    ///   - footer: The footer's resting frame in content coordinates.
    ///   - section: The section's frame (header, rows and footer) in content coordinates.
    ///   - context: The table's size, `adjustedContentInset` and `contentOffset`.
    /// - Returns: The footer's frame at the current `contentOffset`.
    /// - Complexity: O(1).
    static func pinnedFooter(_ footer: Rect, section: Rect, in context: ScrollContentContext) -> Rect {
        let visibleBottom = context.contentOffset.y + context.size.height - context.adjustedContentInset.bottom
        let highest = min(footer.minY, section.minY)
        let y = max(min(footer.minY, visibleBottom - footer.height), highest)
        return Rect(x: footer.minX, y: y, width: footer.width, height: footer.height)
    }
}
