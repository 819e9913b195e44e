/// `safe-area-clamped` (warning, opt-in): a view's safe-area inset was clamped because the view
/// extends past its superview into the superview's unsafe area; pinning content to the
/// view's safe area along that edge will not do what it seems.
///
/// "The safe area never grows larger on any dimension than what its parent provides"
/// (WWDC 2018 session 235): a view hanging 100 pt below a superview whose bottom inset is 34
/// gets a bottom inset of 34, not 134, so its safe area ends 100 pt below the superview's —
/// off screen, or under the home indicator. Seed articles advise against pinning to the
/// safe area along a scroll view's scrolling axis for the same reason.
///
/// One finding per clamped edge. A view that lies wholly outside its superview (an off-screen
/// page of a pager) is not reported: nothing is pinned to a safe area nobody sees, and its
/// insets change when it scrolls in.
///
/// Example: `'root/sheet' extends 100 pt beyond the bottom of 'root', so its bottom safe-area
/// inset is clamped to 34 instead of 134: content pinned to its bottom safe area sits 100 pt
/// past the safe area of 'root'`.
enum SafeAreaClampedRule: ViewAuditRule {
    /// `safe-area-clamped`.
    static let id = AuditRuleID.safeAreaClamped
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// Off unless turned on: it reports what UIKit does by default.
    static let isOptIn = true
    /// What the rule catches.
    static let summary =
        """
        a view extends past its superview into the unsafe area, so its safe-area inset is clamped and pinning to it \
        misleads
        """

    /// One finding per clamped edge of a view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard !view.safeAreaClampedEdges.isEmpty else { return }
        let layout = pass.layout
        let bounds = layout.superviewBounds(of: view)
        guard bounds.overlaps(view.frame) else { return }
        let clampedEdges = view.safeAreaClampedEdges
        let localTerms = view.safeAreaLocalTerms
        for edge in Edge.allCases where clampedEdges.contains(edge) {
            // Two kinds of `clamp` term: the cut to the superview's inset (negative) and, at a
            // controller boundary, the floor at 0 (positive). Only the cut measures how far
            // the view extends; the inset without either is what the clamp took away from.
            let clamps = localTerms[edge].filter { $0.source == .clamp }.map(\.amount)
            let beyond = -clamps.filter { $0 < 0 }.reduce(0, +)
            guard beyond > 0 else { continue }
            let inset = view.safeAreaInsets[edge]
            let raw = inset - clamps.reduce(0, +)
            let superview = layout.superviewName(of: view)
            let path = view.path
            findings.append(
                Finding(
                    rule: id, path: path,
                    message: .safeAreaClamped(
                        path: path, edge: edge, beyond: beyond, superview: superview,
                        inset: inset, raw: raw),
                    location: view.location,
                    explanation: pass.explanation {
                        [
                            .reason(
                                """
                                frame \(AuditText.rect(view.frame)) in \(superview), whose bounds are \
                                \(AuditText.rect(bounds))
                                """)
                        ]
                            + layout.safeAreaLines(ofView: view.index, on: edge)
                    },
                    viewIndex: view.index))
        }
    }
}

extension Finding.Message {
    /// `'P' extends N pt beyond the EDGE of S, so its EDGE safe-area inset is clamped to I
    /// instead of R: content pinned to its EDGE safe area sits N pt past the safe area of S`.
    static func safeAreaClamped(
        path: String, edge: Edge, beyond: Double, superview: String, inset: Double,
        raw: Double
    ) -> Finding.Message {
        let n = AuditText.pt(beyond)
        let edge = edge.rawValue
        return Finding.Message(
            """
            '\(path)' extends \(n) pt beyond the \(edge) of \(superview), so its \(edge) safe-area inset is clamped \
            to \(AuditText.pt(inset)) instead of \(AuditText.pt(raw)): content pinned to its \(edge) safe area sits \
            \(n) pt past the safe area of \(superview)
            """
        )
    }
}
