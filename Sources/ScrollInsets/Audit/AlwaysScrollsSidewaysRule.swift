/// `always-scrolls-sideways` (warning): a scroll view whose content is no wider than its
/// frame (a vertical table or list) uses `contentInsetAdjustmentBehavior = .always` where
/// its left and right safe-area insets are not zero (iPhone X-class phones in landscape), so
/// the insets are added on the horizontal axis too and it scrolls sideways.
///
/// `.always` adjusts all four edges (`UIScrollView.h`); with `adjustedContentInset.left +
/// contentSize.width + adjustedContentInset.right` larger than the frame, the scroll view
/// can scroll horizontally by the difference. WWDC 2018 session 235 shows exactly this
/// mistake; `.automatic` or `.scrollableAxes` leave a vertical list's horizontal edges alone.
///
/// Reported when the behavior is `always`, `contentSize.width <= frame.width`, the left or
/// right safe-area inset is non-zero, and the horizontal overflow is positive.
///
/// Example: `'root/table' uses behavior 'always', which adds the left and right safe-area
/// insets (44 and 44) to content 812 pt wide in a frame 812 pt wide, so it scrolls 88 pt
/// sideways; use 'automatic' or 'scrollableAxes'`.
public enum AlwaysScrollsSidewaysRule: AuditRule {
    /// `always-scrolls-sideways`.
    public static let id = AuditRuleID.alwaysScrollsSideways
    /// ``Severity/warning``.
    public static let severity = Severity.warning
    /// What the rule catches.
    public static let summary = "behavior 'always' adds the left and right safe-area insets to a vertical scroll view, so it scrolls sideways"

    /// One finding per scroll view.
    ///
    /// - Complexity: O(*n*) in the number of views.
    public static func findings(in layout: Layout) -> [Finding] {
        var findings: [Finding] = []
        for view in layout.views where !view.isContainerView {
            guard let scroll = view.scroll, scroll.behavior == .always else { continue }
            let width = view.frame.width
            let content = scroll.contentSize.width
            let safe = view.safeAreaInsets
            guard content <= width + auditTolerance, safe.left + safe.right > 0 else { continue }
            let overflow = scroll.adjustedContentInset.left + content + scroll.adjustedContentInset.right - width
            guard overflow > auditTolerance else { continue }
            var explanation = ["contentSize.width \(AuditText.pt(content)), frame.width \(AuditText.pt(width)): adjustedContentInset.left \(AuditText.pt(scroll.adjustedContentInset.left)) + \(AuditText.pt(content)) + adjustedContentInset.right \(AuditText.pt(scroll.adjustedContentInset.right)) - \(AuditText.pt(width)) = \(AuditText.pt(overflow))"]
            for edge in [Edge.left, .right] {
                explanation += AuditText.derivation("adjustedContentInset.\(edge) of '\(view.path)'",
                                                    scroll.adjustedContentInset[edge], terms: scroll.derivation[edge])
            }
            findings.append(Finding(
                rule: id, path: view.path,
                message: .alwaysScrollsSideways(path: view.path, left: safe.left, right: safe.right, content: content,
                                                width: width, overflow: overflow),
                location: view.location, explanation: explanation, viewIndex: view.index))
        }
        return findings
    }
}

extension Finding.Message {
    /// `'P' uses behavior 'always', which adds the left and right safe-area insets (L and R)
    /// to content C pt wide in a frame W pt wide, so it scrolls O pt sideways; use
    /// 'automatic' or 'scrollableAxes'`.
    static func alwaysScrollsSideways(path: String, left: Double, right: Double, content: Double, width: Double,
                                      overflow: Double) -> Finding.Message {
        Finding.Message("'\(path)' uses behavior 'always', which adds the left and right safe-area insets (\(AuditText.pt(left)) and \(AuditText.pt(right))) to content \(AuditText.pt(content)) pt wide in a frame \(AuditText.pt(width)) pt wide, so it scrolls \(AuditText.pt(overflow)) pt sideways; use 'automatic' or 'scrollableAxes'")
    }
}
