/// `pinned-under-bar` (warning): a view pinned to the top or bottom edge of its view
/// controller's view lies under a navigation bar, toolbar or tab bar that the view extends
/// under.
///
/// A view controller's view extends under translucent bars by default
/// (`edgesForExtendedLayout = .all`); the bars are in its safe area, not in its bounds.
/// A footer pinned to the superview's bottom in a tab bar controller sits under the tab bar
/// (and on iPhone X under the home indicator); a banner pinned to the top sits under the
/// navigation bar. Users hit this constantly when moving from `bottomLayoutGuide` to the
/// safe area (SnapKit/SnapKit#505, badoo/Chatto#451, uias/Tabman#154); the fix is to pin to
/// `safeAreaLayoutGuide` (Apple's "Positioning content relative to the safe area").
///
/// Precisely: for a view the scene places itself (not a scroll view, not inside one, not a
/// controller's root view), whose controller is shown by a navigation or tab bar controller
/// (directly or through nested containers): the view's top is flush with the controller
/// view's top and it overlaps a navigation bar (or a tab bar floating at the top, iPadOS 18
/// and later), or its bottom is flush with the controller view's bottom and it overlaps a
/// toolbar or a bottom tab bar (window coordinates). The bars are the resolved ones, placed and
/// sized by the layout's release: on iPhone 16 a top banner is covered 98 pt on iOS 18 (status
/// bar 54 + bar 44) and 113 pt on iOS 26 (safe-area top 59 + bar 54). A view that is
/// flush with both edges (a full-height background) is not reported. The covered amount is
/// the part of the view outside the controller view's safe area on that edge.
///
/// Example: `'tabs/home/view[0]/footer' is pinned to the bottom of the view of 'tabs/home'
/// under the tab bar of 'tabs': its bottom 60 pt are outside the safe area (bottom inset 83);
/// pin it to the safe area instead`.
enum PinnedUnderBarRule: ViewAuditRule {
    /// `pinned-under-bar`.
    static let id = AuditRuleID.pinnedUnderBar
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        "a view pinned to its view controller's top or bottom edge lies under a navigation bar, toolbar or tab bar"

    /// At most one finding per view. The bars are looked up only for a view flush with one
    /// edge of its controller's view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.controller == nil, !view.isScrollView, !pass.ancestry.hasScrollViewAncestor(view.index),
            let rootIndex = pass.ancestry.enclosingControllerRootView(of: view.index)
        else { return }
        let frame = view.frameInWindow
        let rootFrame = pass.layout.views[rootIndex].frameInWindow
        let top = abs(frame.minY - rootFrame.minY) < auditTolerance
        let bottom = abs(frame.maxY - rootFrame.maxY) < auditTolerance
        guard top != bottom, let controllerIndex = pass.layout.views[rootIndex].controller else { return }
        let layout = pass.layout
        let edge: Edge = top ? .top : .bottom
        guard
            let (bar, container) = bars(over: layout.controllers[controllerIndex], in: layout).first(where: {
                $0.isAtTop == top && $0.frameInWindow.overlaps(frame)
            }).map({ ($0.bar, $0.container) })
        else { return }
        let rootInsets = layout.views[rootIndex].safeAreaInsets
        let covered =
            top
            ? min(frame.maxY, rootFrame.minY + rootInsets.top) - frame.minY
            : frame.maxY - max(frame.minY, rootFrame.maxY - rootInsets.bottom)
        guard covered > auditTolerance else { return }
        let controller = layout.controllers[controllerIndex]
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .pinnedUnderBar(
                    path: path, edge: edge, controller: controller.path, bar: bar.kind,
                    container: container.path, covered: covered, inset: rootInsets[edge]),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            frame in window \(AuditText.rect(frame)); the view of '\(controller.path)' in window \
                            \(AuditText.rect(rootFrame))
                            """)
                    ]
                        + layout.safeAreaLines(ofView: rootIndex, on: edge)
                },
                viewIndex: view.index, edges: [edge]))
    }

    /// The bars of every container that shows `controller`, directly or through nested
    /// containers, in window coordinates, each with whether it is a top bar: a navigation bar,
    /// or a tab bar floating at the top (iPadOS 18 and later) — the release placed it, so the
    /// rule reads the place from the resolved bar, not from its kind alone.
    static func bars(
        over controller: ResolvedController, in layout: Layout
    )
        -> [(bar: ResolvedBar, container: ResolvedController, frameInWindow: Rect, isAtTop: Bool)]
    {
        var result: [(bar: ResolvedBar, container: ResolvedController, frameInWindow: Rect, isAtTop: Bool)] = []
        var current = controller
        while current.containerKind != nil, let parent = current.parent {
            let container = layout.controllers[parent]
            let containerFrame = layout.views[container.view].frameInWindow
            for bar in container.bars {
                let isAtTop =
                    bar.kind == .navigationBar
                    || ((bar.kind == .tabBar || bar.kind == .searchBar)
                        && bar.frame.minY + bar.frame.height / 2 < containerFrame.height / 2)
                result.append(
                    (bar, container, bar.frame.offsetBy(dx: containerFrame.minX, dy: containerFrame.minY), isAtTop))
            }
            current = container
        }
        return result
    }
}

extension BarKind {
    /// The bar's name in messages: "navigation bar", "toolbar", "tab bar".
    var displayName: String {
        switch self {
        case .navigationBar: return "navigation bar"
        case .toolbar: return "toolbar"
        case .tabBar: return "tab bar"
        case .searchBar: return "search bar"
        }
    }
}

extension Finding.Message {
    /// `'P' is pinned to the EDGE of the view of 'C' under the BAR of 'K': its EDGE N pt are
    /// outside the safe area (EDGE inset I); pin it to the safe area instead`.
    static func pinnedUnderBar(
        path: String, edge: Edge, controller: String, bar: BarKind, container: String,
        covered: Double, inset: Double
    ) -> Finding.Message {
        let edge = edge.rawValue
        return Finding.Message(
            """
            '\(path)' is pinned to the \(edge) of the view of '\(controller)' under the \(bar.displayName) of \
            '\(container)': its \(edge) \(AuditText.pt(covered)) pt are outside the safe area (\(edge) inset \
            \(AuditText.pt(inset))); pin it to the safe area instead
            """
        )
    }
}
