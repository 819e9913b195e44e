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
enum DoubleInsetRule: ViewAuditRule {
    /// `double-inset`.
    static let id = AuditRuleID.doubleInset
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        "a scroll view's contentInset repeats the safe-area inset that its adjustment behavior already adds"

    /// One finding per doubled edge of a scroll view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let scroll = view.scroll else { return }
        let safe = view.safeAreaInsets
        for edge in Edge.allCases where scroll.adjustedEdges.contains(edge) {
            guard safe[edge] != 0, abs(scroll.contentInset[edge] - safe[edge]) < auditTolerance else { continue }
            let path = view.path
            findings.append(
                Finding(
                    rule: id, path: path,
                    message: .doubleInset(
                        path: path, edge: edge, contentInset: scroll.contentInset[edge],
                        behavior: scroll.behavior, adjusted: scroll.adjustedContentInset[edge]),
                    location: view.location,
                    explanation: pass.explanation {
                        AuditText.derivation(
                            "adjustedContentInset.\(edge.rawValue) of '\(path)'",
                            scroll.adjustedContentInset[edge], terms: scroll.derivation[edge])
                            + pass.layout.safeAreaLines(ofView: view.index, on: edge)
                    },
                    viewIndex: view.index))
        }
    }
}

extension Finding.Message {
    /// `'P' has contentInset.EDGE N, equal to its EDGE safe-area inset, and behavior 'B' adds
    /// the safe area again: adjustedContentInset.EDGE is A, the gap counted twice`.
    static func doubleInset(
        path: String, edge: Edge, contentInset: Double, behavior: ContentInsetAdjustmentBehavior,
        adjusted: Double
    ) -> Finding.Message {
        let edge = edge.rawValue
        return Finding.Message(
            """
            '\(path)' has contentInset.\(edge) \(AuditText.pt(contentInset)), equal to its \(edge) safe-area inset, \
            and behavior '\(behavior.rawValue)' adds the safe area again: adjustedContentInset.\(edge) is \
            \(AuditText.pt(adjusted)), the gap counted twice
            """
        )
    }
}
