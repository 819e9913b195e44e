/// `pinned-to-superview-edge`: a view pinned to the top or bottom edge of its controller's root
/// view (Interface Builder's "superview" edge, not its safe area or a layout guide) that ends up
/// in the unsafe area: under the status bar, the sensor housing, a navigation bar, a toolbar, a
/// tab bar or the home indicator. Run over every device and release (`--device all --ios all`),
/// the findings name the screens where it happens.
///
/// Not reported, because they are meant to reach the edges or are not content themselves:
/// - a scroll view whose adjusted content inset covers the unsafe part: its content starts
///   below the bars (`adjustedContentInset`, Apple's `UIScrollView` documentation). Where the
///   inset covers it only because a view of unknown content size is taken to scroll
///   (``ScrollViewProperties/contentSizeUnknown``) under `scrollableAxes`, or under `automatic`
///   in a controller that turned `automaticallyAdjustsScrollViewInsets` off (which then adjusts
///   scrollable axes only), short content is not adjusted: on the top edge, where the content
///   starts, that is reported, saying so (at the bottom, short content ends above the band);
/// - a view marked ``ViewNode/decorative`` (a map, an image or a blur background), and a view
///   flush with both the top and the bottom of the root view (a full-height background);
/// - a container — a plain view with subviews, or one that hosts a child controller, whose view
///   gets its own safe area from UIKit — whose subviews are checked in its place: a subview pinned
///   to the container's edge, where the container is flush with the root view's, is reported as
///   pinned to that edge of the root view.
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
        guard view.controller == nil, !view.isContainerView, !view.decorative, let pin = view.pin,
            pin.top?.anchor == .bounds || pin.bottom?.anchor == .bounds,
            !(view.kind == .view && view.hasSubviews), let superview = view.superview,
            !pass.ancestry.hasScrollViewAncestor(view.index),
            let rootIndex = pass.ancestry.enclosingControllerRootView(of: view.index)
        else { return }
        let layout = pass.layout
        let root = layout.views[rootIndex]
        let rootFrame = root.frameInWindow
        let frame = view.frameInWindow
        let flushTop = abs(frame.minY - rootFrame.minY) < auditTolerance
        let flushBottom = abs(frame.maxY - rootFrame.maxY) < auditTolerance
        if !view.kind.isScrollView && flushTop && flushBottom { return }
        for (edge, pinEdge) in [(Edge.top, pin.top), (Edge.bottom, pin.bottom)] {
            guard let pinEdge, pinEdge.anchor == .bounds,
                superview == rootIndex || layout.containersReachRoot(from: superview, to: rootIndex, on: edge)
            else { continue }
            let unsafe = root.safeAreaInsets[edge]
            let covered =
                edge == .top ? rootFrame.minY + unsafe - frame.minY : frame.maxY - (rootFrame.maxY - unsafe)
            guard covered > auditTolerance, min(covered, frame.height) > auditTolerance else { continue }
            var whenShort: String? = nil
            if let scroll = view.scroll, scroll.adjustedContentInset[edge] >= covered - auditTolerance {
                guard edge == .top, scroll.contentInset[edge] < covered - auditTolerance,
                    let reason = adjustsOnlyForUnknownContent(scroll, on: edge, root: root, in: layout)
                else { continue }
                whenShort = reason
            }
            let terms = layout.safeAreaDerivation(ofView: rootIndex)[edge].filter { $0.amount > 0 }.map(\.reason)
            let path = view.path
            findings.append(
                Finding(
                    rule: id, path: path,
                    message: .pinnedToSuperviewEdge(
                        path: path, edge: edge, root: layout.views[superview].path, covered: min(covered, frame.height),
                        under: terms, whenShort: whenShort, fix: fix(for: view, whenShort: whenShort != nil)),
                    location: view.location,
                    explanation: pass.explanation {
                        [
                            .reason(
                                """
                                pin \(edge.rawValue): the superview's edge + \(AuditText.pt(pinEdge.constant)); frame \
                                in window \(AuditText.rect(frame)); the root view '\(root.path)' in window \
                                \(AuditText.rect(rootFrame))
                                """)
                        ]
                            + layout.safeAreaLines(ofView: rootIndex, on: edge)
                    },
                    viewIndex: view.index, edges: [edge]))
        }
    }

    /// Why a scroll view whose content's size is unknown adjusts `edge` only if the content
    /// overflows, or `nil` when it adjusts whatever its content (or the adjustment is not taken
    /// from the unknown size): `scrollableAxes`, or `automatic` in a controller with
    /// `automaticallyAdjustsScrollViewInsets` false.
    static func adjustsOnlyForUnknownContent(
        _ scroll: ScrollResolution, on edge: Edge, root: ResolvedView, in layout: Layout
    ) -> String? {
        guard case .axis(.contentUnknown, let behavior, _, _, _, _, _) = scroll.explanation.decisions[edge] else {
            return nil
        }
        if behavior == .scrollableAxes { return "its behavior is 'scrollableAxes'" }
        guard let controller = root.controller, !layout.controllers[controller].automaticallyAdjustsScrollViewInsets
        else { return nil }
        return "'\(layout.controllers[controller].path)' has automaticallyAdjustsScrollViewInsets false"
    }

    /// What to do: a scroll view that does not adjust the edge sets its content inset from the
    /// safe area or lets `automatic` do it (in a controller that leaves
    /// `automaticallyAdjustsScrollViewInsets` on, when short content is the case); any other
    /// view pins to the safe area.
    static func fix(for view: ResolvedView, whenShort: Bool) -> String {
        guard let scroll = view.scroll else { return "pin it to the safe area" }
        if scroll.behavior == .never {
            return "use contentInsetAdjustmentBehavior 'automatic', or set contentInset from the safe area"
        }
        if whenShort {
            return scroll.behavior == .scrollableAxes
                ? "use contentInsetAdjustmentBehavior 'automatic', or pin it to the safe area"
                : "leave automaticallyAdjustsScrollViewInsets on, or pin it to the safe area"
        }
        return "pin it to the safe area"
    }
}

extension Finding.Message {
    static func pinnedToSuperviewEdge(
        path: String, edge: Edge, root: String, covered: Double, under: [String], whenShort: String?, fix: String
    ) -> Finding.Message {
        let what = under.isEmpty ? "" : " (\(AuditText.list(under)))"
        let when =
            whenShort.map {
                """
                while its content (set at run time) is shorter than it, which then does not scroll and gets no \
                safe-area inset (\($0)), 
                """
            } ?? ""
        return Finding.Message(
            """
            '\(path)' is pinned to the \(edge.rawValue) edge of '\(root)', not its safe area: \(when)its \
            \(edge.rawValue) \(AuditText.pt(covered)) pt lie in the unsafe area\(what); \(fix)
            """
        )
    }
}
