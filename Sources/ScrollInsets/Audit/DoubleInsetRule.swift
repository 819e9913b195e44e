/// `double-inset` (warning): a scroll view's `contentInset` on an edge equals its safe-area
/// inset there (non-zero) while its `contentInsetAdjustmentBehavior` also adjusts that edge,
/// so the gap is counted twice.
///
/// `adjustedContentInset = contentInset + safeAreaInsets` on each adjusted edge (`UIScrollView.h`;
/// Apple's `adjustedContentInset` documentation; WWDC 2018 session 235). Code written for
/// iOS 10 set `contentInset.top = 64` by hand; since iOS 11 the behavior adds the same 64
/// again and the content starts 128 pt down. Remove the hand-made inset, or set the behavior
/// to `never`.
///
/// One finding per edge.
///
/// Example: `'root/scroll' has contentInset.top 44, equal to its top safe-area inset, and
/// behavior 'always' adds the safe area again: adjustedContentInset.top is 88, the gap counted twice`.
public enum DoubleInsetRule: AuditRule {
    /// `double-inset`.
    public static let id = AuditRuleID.doubleInset
    /// ``Severity/warning``.
    public static let severity = Severity.warning
    /// What the rule catches.
    public static let summary = "a scroll view's contentInset repeats the safe-area inset that its adjustment behavior already adds"

    /// One finding per scroll view and doubled edge.
    ///
    /// - Complexity: O(*n* · *d*) in the number of views and the depth of the hierarchy.
    public static func findings(in layout: Layout) -> [Finding] {
        var findings: [Finding] = []
        for view in layout.views where !view.isContainerView {
            guard let scroll = view.scroll else { continue }
            for edge in Edge.allCases where scroll.adjustedEdges.contains(edge) {
                let safe = view.safeAreaInsets[edge]
                guard safe != 0, abs(scroll.contentInset[edge] - safe) < auditTolerance else { continue }
                var explanation = AuditText.derivation("adjustedContentInset.\(edge) of '\(view.path)'",
                                                       scroll.adjustedContentInset[edge], terms: scroll.derivation[edge])
                explanation += layout.safeAreaLines(ofView: view.index, on: edge)
                findings.append(Finding(
                    rule: id, path: view.path,
                    message: .doubleInset(path: view.path, edge: edge, contentInset: scroll.contentInset[edge],
                                          behavior: scroll.behavior, adjusted: scroll.adjustedContentInset[edge]),
                    location: view.location, explanation: explanation, viewIndex: view.index))
            }
        }
        return findings
    }
}

extension Finding.Message {
    /// `'P' has contentInset.EDGE N, equal to its EDGE safe-area inset, and behavior 'B' adds
    /// the safe area again: adjustedContentInset.EDGE is A, the gap counted twice`.
    static func doubleInset(path: String, edge: Edge, contentInset: Double, behavior: ContentInsetAdjustmentBehavior,
                            adjusted: Double) -> Finding.Message {
        Finding.Message("'\(path)' has contentInset.\(edge) \(AuditText.pt(contentInset)), equal to its \(edge) safe-area inset, and behavior '\(behavior.rawValue)' adds the safe area again: adjustedContentInset.\(edge) is \(AuditText.pt(adjusted)), the gap counted twice")
    }
}
