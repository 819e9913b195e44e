/// `keyboard-double-inset` (warning): with the keyboard up, an app sets a scroll view's
/// `contentInset.bottom` to the keyboard's full overlap (or its full height) while the
/// behavior's `adjustedContentInset.bottom` already holds the bottom safe area: the home
/// indicator, a tab bar or a toolbar is counted twice and the content stops that far above the
/// keyboard.
///
/// The right inset is `max(0, overlap − safeAreaInsets.bottom)` (``KeyboardAvoidance``; Stack
/// Overflow, "Extend UIScrollView insets behind keyboard on iOS11"; Hacking with Swift's recipe).
/// For the table of a `UITableViewController`, which UIKit adjusts itself, it is 0 whatever the
/// bottom safe area.
///
/// Example (393 × 852 pt phone, tab bar, 336 pt keyboard): `'tabs/feed/table' sets
/// contentInset.bottom 336, the keyboard's full overlap, but adjustedContentInset.bottom already
/// holds its bottom safe area 83 (the tab bar and the home indicator): set 253, max(0, 336 − 83)`.
enum KeyboardDoubleInsetRule: ViewAuditRule {
    /// `keyboard-double-inset`.
    static let id = AuditRuleID.keyboardDoubleInset
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a scroll view's contentInset.bottom holds the keyboard's full overlap though its adjusted inset already holds \
        the bottom safe area
        """

    /// One finding per scroll view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let keyboard = pass.layout.keyboard, let scroll = view.scroll,
            let avoidance = pass.layout.keyboardAvoidance(ofView: view.index), avoidance.overlap > 0
        else { return }
        let safe = view.safeAreaInsets.bottom
        let inset = scroll.contentInset.bottom
        // A UITableViewController's table: UIKit already holds the overlap, so any keyboard inset is twice.
        guard avoidance.adjustedByUIKit || (scroll.adjustedEdges.contains(.bottom) && safe > 0),
            abs(inset - avoidance.overlap) < auditTolerance || abs(inset - keyboard.frame.height) < auditTolerance,
            inset - avoidance.contentInsetBottom >= auditTolerance
        else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: avoidance.adjustedByUIKit
                    ? .keyboardDoubleInsetAdjustedByUIKit(path: path, contentInset: inset, overlap: avoidance.overlap)
                    : .keyboardDoubleInset(
                        path: path, contentInset: inset, isOverlap: abs(inset - avoidance.overlap) < auditTolerance,
                        safeArea: safe, overlap: avoidance.overlap, right: avoidance.contentInsetBottom),
                location: view.location,
                explanation: pass.explanation {
                    avoidance.notes.map { FindingLine.term($0.term) }
                        + pass.layout.safeAreaLines(ofView: view.index, on: .bottom)
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    /// `'P' sets contentInset.bottom N, the keyboard's full overlap, but adjustedContentInset.bottom
    /// already holds its bottom safe area S: set R, max(0, O − S)`.
    static func keyboardDoubleInset(
        path: String, contentInset: Double, isOverlap: Bool, safeArea: Double,
        overlap: Double, right: Double
    ) -> Finding.Message {
        let what = isOverlap ? "the keyboard's full overlap" : "the keyboard's full height"
        return Finding.Message(
            """
            '\(path)' sets contentInset.bottom \(AuditText.pt(contentInset)), \(what), but \
            adjustedContentInset.bottom already holds its bottom safe area \(AuditText.pt(safeArea)): set \
            \(AuditText.pt(right)), max(0, \(AuditText.pt(overlap)) − \(AuditText.pt(safeArea)))
            """
        )
    }

    /// The table of a `UITableViewController`: UIKit already puts the overlap into
    /// `adjustedContentInset.bottom`, so any keyboard inset the app adds is counted twice.
    static func keyboardDoubleInsetAdjustedByUIKit(
        path: String, contentInset: Double, overlap: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' sets contentInset.bottom \(AuditText.pt(contentInset)), the keyboard's, but it is a \
            UITableViewController's table: UIKit already puts the overlap \(AuditText.pt(overlap)) into \
            adjustedContentInset.bottom: set 0 pt
            """
        )
    }
}
