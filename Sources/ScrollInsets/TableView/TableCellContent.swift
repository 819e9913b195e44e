/// The inside of one cell, header or footer: its safe area, where its content view goes, and
/// the content view's layout margins.
///
/// Rules (sources in docs/table-views.md):
/// 1. The cell's `safeAreaInsets` come from the table by the shared propagation rule
///    (``SafeAreaPropagation``): the table passes down its safe area less the edges it
///    absorbed into `adjustedContentInset` (WWDC 2018 session 235), measured against the
///    table's bounds at `contentOffset`. In landscape the left and right insets pass through;
///    the top and bottom ones usually do not.
/// 2. With `insetsContentViewsToSafeArea` (default `true`) the content view is inset on the
///    left and right by the cell's safe-area insets; top and bottom stay at the cell's edges
///    (Apple's `insetsContentViewsToSafeArea` documentation: "on the leading and trailing
///    sides"). Without it the content view fills the cell. The background view always fills
///    the cell.
/// 3. The content view's margins are its own safe-area inset plus
///    ``TableStyleMetrics/contentViewMargins`` on each edge, so they stay relative to the
///    safe area whether or not the content view is inset: iPhone X landscape, root table
///    view, left edge: inset content view at x 44 with margin 16, or full-width content view
///    with margin 44 + 16 = 60 — the text starts 60 pt from the screen edge either way.
enum TableCellContent {
    /// The inside of one cell, header or footer.
    struct Result: Hashable, Sendable {
        /// The cell's `safeAreaInsets`.
        var safeAreaInsets: EdgeInsets
        /// The content view's frame in the cell's coordinates.
        var contentView: Rect
        /// The content view's own `safeAreaInsets`.
        var contentViewSafeAreaInsets: EdgeInsets
        /// The content view's effective `layoutMargins`.
        var layoutMargins: EdgeInsets
    }

    /// Resolves the inside of a cell, header or footer at `frame`.
    ///
    /// - Parameters:
    ///   - frame: The cell's frame in the table's content coordinates (for a floating header,
    ///     where it is shown).
    ///   - context: The table's scroll context: size, passed-down safe area, `contentOffset`.
    ///   - metrics: The table-wide margins.
    ///   - insetsContentView: `insetsContentViewsToSafeArea`.
    /// - Returns: The cell's safe area, its content view's frame, safe area and margins.
    /// - Complexity: O(1).
    static func resolve(
        frame: Rect, in context: ScrollContentContext, metrics: TableStyleMetrics,
        insetsContentView: Bool
    ) -> Result {
        let tableBounds = Rect(origin: context.contentOffset, size: context.size)
        // The propagation rule's numbers only: a cell keeps no derivation.
        var discarded = DiscardedTerms()
        let safeArea = SafeAreaPropagation.coverage(
            context.safeAreaInsetsForSubviews, superviewBounds: tableBounds,
            to: frame, superview: { .window }, recording: &discarded
        ).insets
        let bounds = frame.bounds
        var contentView = bounds
        if insetsContentView {
            // Clamp so the content view stays inside the cell even where the insets exceed its width.
            let left = min(safeArea.left, bounds.width)
            let right = min(safeArea.right, bounds.width - left)
            contentView = Rect(x: left, y: 0, width: bounds.width - left - right, height: bounds.height)
        }
        let contentSafeArea = SafeAreaPropagation.coverage(
            safeArea, superviewBounds: bounds, to: contentView,
            superview: { .window }, recording: &discarded
        ).insets
        let margins = contentSafeArea.adding(metrics.contentViewMargins)
        return Result(
            safeAreaInsets: safeArea, contentView: contentView,
            contentViewSafeAreaInsets: contentSafeArea, layoutMargins: margins)
    }
}
