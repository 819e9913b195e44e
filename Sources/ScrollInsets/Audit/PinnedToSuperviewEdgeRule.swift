/// `pinned-to-superview-edge`: a view pinned to the top or bottom edge of its controller's root
/// view (Interface Builder's "superview" edge, not its safe area or a layout guide) that ends up
/// in the unsafe area: under the status bar, the sensor housing, a navigation bar, a toolbar, a
/// tab bar or the home indicator. Run over every device and release (`--device all --ios all`),
/// the findings name the screens where it happens.
///
/// A scroll view whose adjusted content inset covers the unsafe part is not reported: its
/// content starts below the bars (`adjustedContentInset`, Apple's `UIScrollView` documentation).
enum PinnedToSuperviewEdgeRule: ViewAuditRule {
    /// `pinned-to-superview-edge`.
    static let id = AuditRuleID.pinnedToSuperviewEdge
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a view is pinned to its controller root view's top or bottom edge instead of the safe area and lies under a \
        bar, the notch or the home indicator
        """

    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.controller == nil, !view.isContainerView, let superview = view.superview,
            !pass.ancestry.hasScrollViewAncestor(view.index),
            pass.ancestry.enclosingControllerRootView(of: view.index) == superview,
            let pin = view.pin
        else { return }
        let layout = pass.layout
        let root = layout.views[superview]
        for (edge, pinEdge) in [(Edge.top, pin.top), (Edge.bottom, pin.bottom)] {
            guard let pinEdge, pinEdge.anchor == .bounds else { continue }
            let unsafe = root.safeAreaInsets[edge]
            let covered = edge == .top ? unsafe - view.frame.minY : view.frame.maxY - (root.frame.height - unsafe)
            guard covered > auditTolerance, min(covered, view.frame.height) > auditTolerance else { continue }
            if let scroll = view.scroll, scroll.adjustedContentInset[edge] >= covered - auditTolerance { continue }
            let terms = layout.safeAreaDerivation(ofView: superview)[edge].filter { $0.amount > 0 }.map(\.reason)
            let path = view.path
            findings.append(
                Finding(
                    rule: id, path: path,
                    message: .pinnedToSuperviewEdge(
                        path: path, edge: edge, root: root.path, covered: min(covered, view.frame.height),
                        under: terms),
                    location: view.location,
                    explanation: pass.explanation {
                        [
                            .reason(
                                """
                                pin \(edge.rawValue): the root view's edge + \(AuditText.pt(pinEdge.constant)); frame \
                                \(AuditText.rect(view.frame))
                                """)
                        ]
                            + layout.safeAreaLines(ofView: superview, on: edge)
                    },
                    viewIndex: view.index))
        }
    }
}

extension Finding.Message {
    static func pinnedToSuperviewEdge(
        path: String, edge: Edge, root: String, covered: Double, under: [String]
    ) -> Finding.Message {
        let what = under.isEmpty ? "" : " (\(AuditText.list(under)))"
        return Finding.Message(
            """
            '\(path)' is pinned to the \(edge.rawValue) edge of '\(root)', not its safe area: its \(edge.rawValue) \
            \(AuditText.pt(covered)) pt lie in the unsafe area\(what); pin it to the safe area
            """
        )
    }
}
