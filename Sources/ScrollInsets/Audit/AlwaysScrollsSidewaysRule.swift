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
enum AlwaysScrollsSidewaysRule: ViewAuditRule {
    /// `always-scrolls-sideways`.
    static let id = AuditRuleID.alwaysScrollsSideways
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        "behavior 'always' adds the left and right safe-area insets to a vertical scroll view, so it scrolls sideways"

    /// At most one finding per scroll view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.scroll?.behavior == .always, let scroll = view.scroll else { return }
        let width = view.frame.width
        let content = scroll.contentSize.width
        let safe = view.safeAreaInsets
        guard content <= width + auditTolerance, safe.left + safe.right > 0 else { return }
        let adjusted = scroll.adjustedContentInset
        let overflow = adjusted.left + content + adjusted.right - width
        guard overflow > auditTolerance else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .alwaysScrollsSideways(
                    path: path, left: safe.left, right: safe.right, content: content,
                    width: width, overflow: overflow),
                location: view.location,
                explanation: pass.explanation {
                    var lines: [FindingLine] = [
                        .reason(
                            """
                            contentSize.width \(AuditText.pt(content)), frame.width \(AuditText.pt(width)): \
                            adjustedContentInset.left \(AuditText.pt(adjusted.left)) + \(AuditText.pt(content)) + \
                            adjustedContentInset.right \(AuditText.pt(adjusted.right)) - \(AuditText.pt(width)) = \
                            \(AuditText.pt(overflow))
                            """)
                    ]
                    for edge in [Edge.left, .right] {
                        lines += AuditText.derivation(
                            "adjustedContentInset.\(edge.rawValue) of '\(path)'",
                            adjusted[edge], terms: scroll.derivation[edge])
                    }
                    return lines
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    /// `'P' uses behavior 'always', which adds the left and right safe-area insets (L and R)
    /// to content C pt wide in a frame W pt wide, so it scrolls O pt sideways; use
    /// 'automatic' or 'scrollableAxes'`.
    static func alwaysScrollsSideways(
        path: String, left: Double, right: Double, content: Double, width: Double,
        overflow: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' uses behavior 'always', which adds the left and right safe-area insets (\(AuditText.pt(left)) \
            and \(AuditText.pt(right))) to content \(AuditText.pt(content)) pt wide in a frame \(AuditText.pt(width)) \
            pt wide, so it scrolls \(AuditText.pt(overflow)) pt sideways; use 'automatic' or 'scrollableAxes'
            """
        )
    }
}
