/// `content-offset-not-zero` (note, opt-in): a scroll view starts, at UIKit's default offset, at a
/// non-zero `contentOffset` because its behavior adds safe-area insets on the top or left;
/// code that assumes an offset of 0 at rest is off by that amount.
///
/// UIKit starts a scroll view at `(-adjustedContentInset.left, -adjustedContentInset.top)`;
/// a table under an 88 pt navigation bar on iPhone X starts at y -88 (seed article: "offset
/// equals adjustedContentInset"; `UIScrollView.h`). "Scrolled to top" checks such as
/// `contentOffset.y == 0` and offset-driven effects (parallax headers, pull-to-refresh
/// thresholds) are off by that much.
///
/// Reported only for the default offset (none given), only on an axis where that offset is not
/// zero, and only for the part that comes from the safe area: a `contentInset` alone is the
/// app's own choice, and one that cancels the safe area leaves nothing to report.
///
/// Example: `'nav/feed/table' starts at contentOffset (0, -88), not (0, 0): behavior
/// 'automatic' adds the top safe-area inset 88; code that assumes an offset of 0 at rest is
/// off by 88 pt vertically`.
enum ContentOffsetNotZeroRule: ViewAuditRule {
    /// `content-offset-not-zero`.
    static let id = AuditRuleID.contentOffsetNotZero
    /// ``Severity/note``: usually intended.
    static let severity = Severity.note
    /// Off unless turned on: the offset is what UIKit does for every scroll view under a bar.
    static let isOptIn = true
    /// What the rule catches.
    static let summary =
        "a scroll view starts at a non-zero contentOffset because its behavior adds safe-area insets"

    /// At most one finding per scroll view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.scroll?.contentOffsetIsDefault == true, let scroll = view.scroll else { return }
        // An axis whose start offset is 0 anyway (a negative contentInset cancelling the
        // safe area) is not reported.
        let offset = scroll.contentOffset
        let safe = view.safeAreaInsets
        let top = scroll.adjustedEdges.contains(.top) && abs(offset.y) > auditTolerance ? safe.top : 0
        let left = scroll.adjustedEdges.contains(.left) && abs(offset.x) > auditTolerance ? safe.left : 0
        guard top != 0 || left != 0 else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .contentOffsetNotZero(
                    path: path, offset: offset, behavior: scroll.behavior, top: top, left: left),
                location: view.location,
                explanation: pass.explanation {
                    var lines: [FindingLine] = []
                    for (edge, amount) in [(Edge.top, top), (.left, left)] where amount != 0 {
                        lines += AuditText.derivation(
                            "adjustedContentInset.\(edge.rawValue) of '\(path)'",
                            scroll.adjustedContentInset[edge], terms: scroll.derivation[edge])
                    }
                    return lines
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    /// `'P' starts at contentOffset (X, Y), not (0, 0): behavior 'B' adds the top safe-area
    /// inset T [and the left safe-area inset L]; code that assumes an offset of 0 at rest is
    /// off by |Y| pt vertically [and |X| pt horizontally]`: the offset itself, the screen's number.
    static func contentOffsetNotZero(
        path: String, offset: Point, behavior: ContentInsetAdjustmentBehavior,
        top: Double, left: Double
    ) -> Finding.Message {
        var added: [String] = []
        var off: [String] = []
        // The amount off is the offset itself (what the screen shows), which a contentInset
        // on the same edge makes larger than the safe-area part.
        if top != 0 {
            added.append("the top safe-area inset \(AuditText.pt(top))")
            off.append("\(AuditText.pt(abs(offset.y))) pt vertically")
        }
        if left != 0 {
            added.append("the left safe-area inset \(AuditText.pt(left))")
            off.append("\(AuditText.pt(abs(offset.x))) pt horizontally")
        }
        return Finding.Message(
            """
            '\(path)' starts at contentOffset (\(AuditText.pt(offset.x)), \(AuditText.pt(offset.y))), not (0, 0): \
            behavior '\(behavior.rawValue)' adds \(AuditText.list(added)); code that assumes an offset of 0 at rest \
            is off by \(AuditText.list(off))
            """
        )
    }
}
