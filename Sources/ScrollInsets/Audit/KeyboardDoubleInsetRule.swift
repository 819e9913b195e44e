/// `keyboard-double-inset` (warning): with the keyboard up, a scroll view's `contentInset.bottom`
/// is more than the keyboard's overlap less the bottom safe area the behavior's
/// `adjustedContentInset.bottom` already holds: the home indicator, a tab bar or a toolbar is
/// counted twice, in whole or in part, and the content stops that far above the keyboard.
///
/// The right inset is `R = max(0, overlap − safeAreaInsets.bottom)` (``KeyboardAvoidance``; Apple's
/// "Managing the Keyboard" sets `contentInset.bottom` from the keyboard's frame, written before the
/// adjusted inset held the safe area; Stack Overflow, "Extend UIScrollView insets behind keyboard on
/// iOS11"; Hacking with Swift's recipe). With the bottom edge adjusted and a bottom safe area `S > 0`,
/// the rule fires when `contentInset.bottom > R` (by more than the audit tolerance): then
/// `adjustedContentInset.bottom = contentInset.bottom + S` exceeds what the keyboard needs,
/// `max(overlap, S)`, and the excess is bottom safe area added a second time (all of it when the app
/// sets the overlap or the keyboard's height, part of it when it subtracts only the home indicator).
/// For the table of a `UITableViewController`, which UIKit adjusts itself (`R` is 0 whatever the
/// bottom safe area), it fires when `contentInset.bottom` holds the whole overlap or more.
///
/// Example (393 × 852 pt phone, tab bar, 336 pt keyboard): `'tabs/feed/table' sets
/// contentInset.bottom 336, but adjustedContentInset.bottom already holds its bottom safe area 83, so
/// the content stops 83 higher than the keyboard's overlap 336 needs: set 253, max(0, 336 − 83)`.
enum KeyboardDoubleInsetRule: ViewAuditRule {
    /// `keyboard-double-inset`.
    static let id = AuditRuleID.keyboardDoubleInset
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a scroll view's contentInset.bottom is more than the keyboard's overlap less the bottom safe area its adjusted \
        inset already holds, so that safe area is counted twice
        """

    /// One finding per scroll view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let scroll = view.scroll, let avoidance = pass.layout.keyboardAvoidance(ofView: view.index),
            avoidance.overlap > 0
        else { return }
        let safe = view.safeAreaInsets.bottom
        let inset = scroll.contentInset.bottom
        let excess = inset - avoidance.contentInsetBottom
        if avoidance.adjustedByUIKit {
            // A UITableViewController's table: UIKit already holds the overlap, so an inset that holds it too is twice.
            guard inset - avoidance.overlap > -auditTolerance else { return }
        } else {
            guard scroll.adjustedEdges.contains(.bottom), safe > 0, excess >= auditTolerance else { return }
        }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: avoidance.adjustedByUIKit
                    ? .keyboardDoubleInsetAdjustedByUIKit(path: path, contentInset: inset, overlap: avoidance.overlap)
                    : .keyboardDoubleInset(
                        path: path, contentInset: inset, safeArea: safe, excess: excess, overlap: avoidance.overlap,
                        right: avoidance.contentInsetBottom),
                location: view.location,
                explanation: pass.explanation {
                    avoidance.notes.map(FindingLine.term)
                        + pass.layout.safeAreaLines(ofView: view.index, on: .bottom)
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    /// `'P' sets contentInset.bottom C, but adjustedContentInset.bottom already holds its bottom safe
    /// area S, so the content stops E higher than the keyboard's overlap O needs: set R, max(0, O − S)`.
    static func keyboardDoubleInset(
        path: String, contentInset: Double, safeArea: Double, excess: Double, overlap: Double, right: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' sets contentInset.bottom \(AuditText.pt(contentInset)), but adjustedContentInset.bottom already \
            holds its bottom safe area \(AuditText.pt(safeArea)), so the content stops \(AuditText.pt(excess)) higher \
            than the keyboard's overlap \(AuditText.pt(overlap)) needs: set \(AuditText.pt(right)), \
            max(0, \(AuditText.pt(overlap)) − \(AuditText.pt(safeArea)))
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
