/// `content-under-vertical-bar` (warning): a view pinned to the trailing edge of its controller's
/// root view (not its safe area) that lies under the vertical-bar column of the iPhone Duo
/// (iOS 27.1): the iPhone X "pinned to the superview's edge" mistake, sideways.
///
/// On the Duo the status bar, the camera, tab bars and toolbars stack "down a single vertical
/// edge — the 84pt reserved column", which apps see as a right safe-area inset of 84
/// (GetStream/stream-chat-react-native #3818, recorded: "Not one component in the SDK read
/// insets.left or insets.right, so content rendered underneath the system indicators");
/// skedgo/TGCardViewController #31 fixed the same mistake by pinning a trailing constraint "to the
/// safe area instead of the content view".
///
/// Not reported, because nothing the user reads or taps is under the column:
/// - a scroll view whose adjusted content inset covers the column;
/// - a table view with `insetsContentViewsToSafeArea` (UIKit's default): its cells' content views
///   are inset to the safe area, so only cell backgrounds and separators reach the column
///   (Apple's `UITableView.insetsContentViewsToSafeArea` documentation);
/// - a view marked ``ViewNode/decorative`` (a map, an image or a blur background meant to reach the
///   edges);
/// - a view with subviews none of which, down to the views that hold nothing, reaches the column:
///   only the view's background lies there, its content keeps clear, as content pinned to its
///   layout margins does (UIKit adds the safe area to them, `insetsLayoutMarginsFromSafeArea`).
///
/// Example: `'feed/view[0]/badge' is pinned to the trailing edge of 'feed/view[0]', not its safe
/// area: its right 84 pt lie under the vertical-bar column (84 pt); pin it to the safe area`.
enum ContentUnderVerticalBarRule: ViewAuditRule {
    /// `content-under-vertical-bar`.
    static let id = AuditRuleID.contentUnderVerticalBar
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a view pinned to its root view's trailing edge, not the safe area, lies under the iPhone Duo's vertical-bar \
        column
        """

    /// Whether the view is a table view that insets its cells' content views to the safe area.
    static func insetsCellContent(_ view: ResolvedView) -> Bool {
        view.kind == .tableView && view.tableProperties?.insetsContentViewsToSafeArea ?? true
    }

    /// Whether a view that `ancestor` holds, and that holds nothing itself, reaches past `minX` in
    /// the window (decorative backgrounds and table views that inset their cells' content aside:
    /// an embed container's child table, say).
    ///
    /// - Complexity: O(*n* × *d*) in the number of views and their depth; run only for a view
    ///   that would be reported.
    static func holdsContent(of ancestor: Int, beyond minX: Double, in layout: Layout) -> Bool {
        layout.views.contains { view in
            guard !view.hasSubviews, !view.isContainerView, !view.decorative, !insetsCellContent(view),
                view.frameInWindow.maxX > minX + auditTolerance
            else { return false }
            var current = view.superview
            while let index = current {
                if index == ancestor { return true }
                current = layout.views[index].superview
            }
            return false
        }
    }

    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        let layout = pass.layout
        let column = layout.screen.metrics.verticalBarColumn
        guard column > 0, layout.variants.verticalBars == .available,
            view.controller == nil, !view.isContainerView, !view.decorative, !insetsCellContent(view),
            let superview = view.superview,
            !pass.ancestry.hasScrollViewAncestor(view.index),
            pass.ancestry.enclosingControllerRootView(of: view.index) == superview,
            let pin = view.pin
        else { return }
        // The column is on the right (recorded); the edge a view pins to there.
        let rightPin = pin.right ?? (layout.layoutDirection == .leftToRight ? pin.trailing : pin.leading)
        guard let rightPin, rightPin.anchor == .bounds else { return }
        let covered = view.frameInWindow.maxX - (layout.screen.size.width - column)
        guard covered > auditTolerance, min(covered, view.frame.width) > auditTolerance else { return }
        if let scroll = view.scroll, scroll.adjustedContentInset.right >= covered - auditTolerance { return }
        let columnMinX = layout.screen.size.width - column
        guard !view.hasSubviews || holdsContent(of: view.index, beyond: columnMinX, in: layout) else { return }
        let root = layout.views[superview]
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .contentUnderVerticalBar(
                    path: path, root: root.path, covered: min(covered, view.frame.width), column: column),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            pin \(layout.layoutDirection == .leftToRight ? "trailing" : "leading"): the root view's edge \
                            + \(AuditText.pt(rightPin.constant)); frame in window \(AuditText.rect(view.frameInWindow))
                            """)
                    ]
                        + layout.windowSafeAreaLines(on: .right)
                },
                viewIndex: view.index, edges: [.right]))
    }
}

extension Finding.Message {
    static func contentUnderVerticalBar(path: String, root: String, covered: Double, column: Double) -> Finding.Message
    {
        Finding.Message(
            """
            '\(path)' is pinned to the trailing edge of '\(root)', not its safe area: its right \
            \(AuditText.pt(covered)) pt lie under the vertical-bar column (\(AuditText.pt(column)) pt); pin it to the \
            safe area
            """
        )
    }
}
