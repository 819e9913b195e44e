/// `content-under-sidebar` (warning): a view in the column beside an iPadOS 26 sidebar, pinned
/// to the leading edge of its controller's root view (not its safe area or layout margins),
/// that lies under the sidebar.
///
/// From iPadOS 26 the sidebar floats over the column beside it: "The sidebar adds a
/// non-symmetrical safe area inset to the adjacent column in a split view controller. The
/// background can freely extend outside of the safe area, underneath the sidebar" (WWDC25
/// session 282 "Make your UIKit app more flexible", 11:00). The column's root view starts at
/// the split view's leading edge, so what an app pinned to that edge, as it did when the columns
/// tiled, now lies under the sidebar: snikket-im/snikket-ios #244 ("The input bar was
/// constrained to the root view's leading/trailing edges, so on newer split-view behavior it
/// could extend under the sidebar"); Apple's developer forums thread 832918 ("the safeArea of
/// the blue view is just the area not obscured by the red column … anchoring constraints to the
/// safe area of the view instead of the bounds of the view").
///
/// Not reported, because they are meant to run under the sidebar or place their content
/// themselves: a view marked ``ViewNode/decorative``, a leaf that is not interactive and spans
/// the root view's whole width (a background, a separator), a table or collection view (UIKit
/// insets their cells to the safe area), a scroll view whose adjusted content inset covers the
/// sidebar, and a column the sidebar overlays without adding to its safe area (`oneOverSecondary`).
/// A subview of a plain container flush with the root view's leading edge is reported as pinned
/// to that edge, as ``PinnedToSuperviewEdgeRule`` does on the top and bottom edges.
///
/// Example: `'split/chat/conversation/composer/field' is pinned to the leading edge of
/// 'split/chat/conversation/composer', not its safe area: 312 pt of it lie under the sidebar
/// [0, 0, 320, 834], which floats over the column from iPadOS 26; the safe area starts 320 pt
/// in: pin it to the safe area or the layout margins`.
enum ContentUnderSidebarRule: ViewAuditRule {
    /// `content-under-sidebar`.
    static let id = AuditRuleID.contentUnderSidebar
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a view in the column beside an iPadOS 26 sidebar is pinned to its root view's leading edge, not the safe \
        area, and lies under the sidebar
        """

    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        let layout = pass.layout
        guard layout.variants.splitViews == .sidebarOverContent, view.controller == nil, !view.decorative,
            view.kind == .view || view.kind == .scrollView, !(view.kind == .view && view.hasSubviews),
            let pin = view.pin, let superview = view.superview, !pass.ancestry.hasScrollViewAncestor(view.index),
            let rootIndex = pass.ancestry.enclosingControllerRootView(of: view.index)
        else { return }
        let leftToRight = layout.layoutDirection == .leftToRight
        let edge: Edge = leftToRight ? .left : .right
        guard let leadingPin = (leftToRight ? pin.left : pin.right) ?? pin.leading, leadingPin.anchor == .bounds,
            superview == rootIndex || layout.containersReachRoot(from: superview, to: rootIndex, on: edge),
            let sidebar = sidebar(besideControllerOf: rootIndex, in: layout)
        else { return }
        let frame = view.frameInWindow
        let width = min(frame.maxX, sidebar.maxX) - max(frame.minX, sidebar.minX)
        let height = min(frame.maxY, sidebar.maxY) - max(frame.minY, sidebar.minY)
        guard width > auditTolerance, height > auditTolerance else { return }
        let root = layout.views[rootIndex]
        let rootFrame = root.frameInWindow
        let spansRoot =
            abs(frame.minX - rootFrame.minX) < auditTolerance && abs(frame.maxX - rootFrame.maxX) < auditTolerance
        if view.kind == .view && !view.interactive && spansRoot { return }
        if let scroll = view.scroll, scroll.adjustedContentInset[edge] >= width - auditTolerance { return }
        // The sidebar adds to the column's safe area only beside it, not when it overlays it.
        let derivation = layout.safeAreaDerivation(ofView: rootIndex)[edge]
        guard derivation.contains(where: { $0.source == .splitViewColumn && $0.amount > 0 }) else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .contentUnderSidebar(
                    path: path, superview: layout.views[superview].path, covered: width, sidebar: sidebar,
                    safeArea: root.safeAreaInsets[edge]),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            pin \(leftToRight ? "leading" : "trailing"): the superview's edge + \
                            \(AuditText.pt(leadingPin.constant)); frame in window \(AuditText.rect(frame)); the sidebar \
                            (the primary column) in window \(AuditText.rect(sidebar)); the root view '\(root.path)' in \
                            window \(AuditText.rect(rootFrame))
                            """)
                    ]
                        + layout.safeAreaLines(ofView: rootIndex, on: edge)
                },
                viewIndex: view.index, edges: [edge]))
    }

    /// The frame in the window of the sidebar beside the split-view column that shows the
    /// controller whose root view is `rootIndex`: the primary column, when it is on screen and
    /// that column is another one of an expanded split view; `nil` otherwise (a controller in no
    /// split view, in the primary column, or presented).
    ///
    /// - Complexity: O(*c*) in the depth of the controller and the split view's columns.
    static func sidebar(besideControllerOf rootIndex: Int, in layout: Layout) -> Rect? {
        guard var child = layout.views[rootIndex].controller else { return nil }
        while layout.controllers[child].presentingController == nil, let parent = layout.controllers[child].parent {
            if let split = layout.controllers[parent].split {
                guard !split.collapsed,
                    let column = split.columns.first(where: { $0.controller == child }),
                    column.visible, column.column != .primary,
                    let primary = split.columns.first(where: { $0.column == .primary && $0.visible })
                else { return nil }
                return primary.frame
            }
            child = parent
        }
        return nil
    }
}

extension Finding.Message {
    static func contentUnderSidebar(
        path: String, superview: String, covered: Double, sidebar: Rect, safeArea: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' is pinned to the leading edge of '\(superview)', not its safe area: \(AuditText.pt(covered)) pt \
            of it lie under the sidebar \(AuditText.rect(sidebar)), which floats over the column from iPadOS 26; the \
            safe area starts \(AuditText.pt(safeArea)) pt in: pin it to the safe area or the layout margins
            """
        )
    }
}
