/// `search-bar-covers-content` (warning): a scroll view whose content, at its resting offset,
/// starts below the navigation bar but under the search bar stacked beneath it: its top inset
/// holds the bar and not the search bar, so the first row is hidden.
///
/// This is what an app gets when it sets `contentInsetAdjustmentBehavior = .never` and a top
/// `contentInset` of the bar's height by hand, then adds a search controller to the navigation
/// item: the navigation bar grows by the search bar (``SearchBarPlacementRule``), the inset does
/// not. Public reports: femaury/intra_42 issue 3 (iPhone XR, iOS 13.1.1: on table view
/// controllers "with a search controller embedded in the navigation bar, the tableview's top … seems
/// to be hidden behind the navigation bar"); lionheart/openradar-mirror issue 75 (rdar://22048303:
/// "The first cell is partly covered by the searchBar"). The fix is to let the behavior add the
/// safe area, which holds the search bar (Apple's `adjustedContentInset`).
///
/// Precisely: for a scroll view shown by a navigation controller (directly or through nested
/// containers) whose bar has a stacked search bar on screen, with `y` the window y of the
/// content's top at the view's `contentOffset`: the rule fires when `y` is at or below the
/// title row's bottom (the search bar's top; the navigation bar's frame holds both) and above
/// the search bar's bottom by more than the audit tolerance. A scroll view that starts below the
/// search bar, or whose content starts under the title row too, is not reported here.
///
/// Example (iPhone 16, iOS 18, large title): `'nav/contacts/table' starts its content at window
/// y 149.667, below the navigation bar of 'nav' but under its search bar (bottom 201.667): the
/// first 52 pt are hidden; adjustedContentInset.top 149.667 (contentInset.top 149.667, never)
/// leaves the search bar out: let the behavior add the safe area, or add 52`.
enum SearchBarCoversContentRule: ViewAuditRule {
    /// `search-bar-covers-content`.
    static let id = AuditRuleID.searchBarCoversContent
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a scroll view's content starts below the navigation bar but under the search bar stacked beneath it, so its \
        first row is hidden
        """

    /// At most one finding per scroll view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let scroll = view.scroll else { return }
        let layout = pass.layout
        guard
            let root = view.controller != nil ? view.index : pass.ancestry.enclosingControllerRootView(of: view.index),
            let controllerIndex = layout.views[root].controller
        else { return }
        let bars = PinnedUnderBarRule.bars(over: layout.controllers[controllerIndex], in: layout)
        guard let search = bars.first(where: { $0.bar.kind == .searchBar && $0.isAtTop }),
            bars.contains(where: { $0.bar.kind == .navigationBar && $0.container.index == search.container.index })
        else { return }
        let frame = view.frameInWindow
        let contentTop = frame.minY - scroll.contentOffset.y
        let hidden = search.frameInWindow.maxY - contentTop
        guard frame.minY < search.frameInWindow.maxY, frame.minX < search.frameInWindow.maxX,
            frame.maxX > search.frameInWindow.minX,
            contentTop > search.frameInWindow.minY - auditTolerance, hidden > auditTolerance
        else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .searchBarCoversContent(
                    path: path, contentTop: contentTop, container: search.container.path,
                    searchBottom: search.frameInWindow.maxY, hidden: hidden,
                    adjustedTop: scroll.adjustedContentInset.top, contentInsetTop: scroll.contentInset.top,
                    behavior: scroll.behavior.rawValue),
                location: view.location,
                explanation: pass.explanation {
                    // The hidden height as the terms that add up to it: the search bar's bottom less
                    // where the content starts (the frame's top less the offset).
                    AuditText.derivation(
                        "hidden under the search bar of '\(search.container.path)'", hidden,
                        terms: [
                            InsetTerm(
                                source: .navigationBar, amount: search.frameInWindow.maxY,
                                reason: "the search bar's bottom in window \(AuditText.rect(search.frameInWindow))"),
                            InsetTerm(
                                source: .position, amount: -frame.minY,
                                reason: "the top of '\(path)' in window \(AuditText.rect(frame))"),
                            InsetTerm(
                                source: .position, amount: scroll.contentOffset.y,
                                reason: "its contentOffset.y \(AuditText.pt(scroll.contentOffset.y))"),
                        ]) + layout.safeAreaLines(ofView: view.index, on: .top)
                },
                viewIndex: view.index, edges: [.top]))
    }
}

extension Finding.Message {
    /// `'P' starts its content at window y Y, below the navigation bar of 'N' but under its search
    /// bar (bottom S): the first H pt are hidden; adjustedContentInset.top A (contentInset.top C, B)
    /// leaves the search bar out: let the behavior add the safe area, or add H`.
    static func searchBarCoversContent(
        path: String, contentTop: Double, container: String, searchBottom: Double, hidden: Double,
        adjustedTop: Double, contentInsetTop: Double, behavior: String
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' starts its content at window y \(AuditText.pt(contentTop)), below the navigation bar of \
            '\(container)' but under its search bar (bottom \(AuditText.pt(searchBottom))): the first \
            \(AuditText.pt(hidden)) pt are hidden; adjustedContentInset.top \(AuditText.pt(adjustedTop)) \
            (contentInset.top \(AuditText.pt(contentInsetTop)), \(behavior)) leaves the search bar out: let the \
            behavior add the safe area, or add \(AuditText.pt(hidden))
            """
        )
    }
}
