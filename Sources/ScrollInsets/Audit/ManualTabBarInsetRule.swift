/// `manual-tab-bar-inset` (warning): a scroll view in a tab bar controller's tab that sets
/// `contentInsetAdjustmentBehavior` to `never` and a hand-set `contentInset.bottom` equal to the
/// tab bar's height (49) or to the tab bar over the home indicator (83 on a home-indicator phone).
///
/// The hand-set value is a snapshot of one state. It is short or double when the tab bar minimizes
/// (iOS 26's `tabBarMinimizeBehavior`, iOS 27's minimizing bars) or is hidden, and when the
/// release changes the bar: Apollo-Reborn #744 ("Fix lists stuck under the tab bar on iOS 27",
/// recorded: `contentInset.bottom` 83 baked in, while "a layout pass can see a bottom safe area that
/// transiently excludes the tab bar"). The safe area already holds the tab bar: `automatic` (or
/// `always`) adds it, and follows it.
///
/// Example: `'tabs/feed/table' sets contentInset.bottom 83 by hand with behavior never: the tab
/// bar's 49 over the 34-pt home indicator; it is wrong when the tab bar minimizes or hides; use
/// the automatic adjustment`.
enum ManualTabBarInsetRule: ViewAuditRule {
    /// `manual-tab-bar-inset`.
    static let id = AuditRuleID.manualTabBarInset
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a scroll view with behavior never sets its bottom content inset by hand to a tab bar's height, which is wrong \
        when the tab bar minimizes or hides
        """

    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        let layout = pass.layout
        guard let scroll = view.scroll, scroll.behavior == .never, scroll.contentInset.bottom > 0,
            layout.controllers.contains(where: { $0.kind == .tabBarController })
        else { return }
        let tabBar = layout.screen.metrics.tabBarHeight
        let home = layout.screen.safeAreaInsets.bottom
        let inset = scroll.contentInset.bottom
        let what: String
        if abs(inset - tabBar) <= auditTolerance {
            what = "the tab bar's \(AuditText.pt(tabBar))"
        } else if home > 0, abs(inset - (tabBar + home)) <= auditTolerance {
            what = "the tab bar's \(AuditText.pt(tabBar)) over the \(AuditText.pt(home))-pt home indicator"
        } else {
            return
        }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .manualTabBarInset(path: path, inset: inset, what: what),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            contentInset \(AuditText.insets(scroll.contentInset)), behavior never; tab bar \
                            \(AuditText.pt(tabBar)) pt, window bottom inset \(AuditText.pt(home)) pt
                            """)
                    ]
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    static func manualTabBarInset(path: String, inset: Double, what: String) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' sets contentInset.bottom \(AuditText.pt(inset)) by hand with behavior never: \(what); it is \
            wrong when the tab bar minimizes or hides; use the automatic adjustment
            """
        )
    }
}
