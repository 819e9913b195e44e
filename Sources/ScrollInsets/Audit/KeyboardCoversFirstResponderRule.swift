/// `keyboard-covers-first-responder` (warning): the view marked `firstResponder` (the text
/// field or text view that has the keyboard) lies, wholly or partly, under the docked
/// keyboard, so the user types into a field they cannot see.
///
/// The view's frame is taken in window coordinates at its scroll view's `contentOffset` (the
/// resting offset unless the fixture gives one) and compared with ``Layout/keyboard``'s frame;
/// only a docked keyboard is checked (a floating or undocked iPad keyboard can be moved by the
/// user). Apple's "Managing the Keyboard" (Text Programming Guide for iOS) asks apps to move
/// the content so the active text object is not hidden: inset the scroll view by the
/// keyboard's overlap and scroll the field into view, or lay it out on
/// `keyboardLayoutGuide` (docs/keyboard.md).
///
/// Example (390 × 844 pt phone, 336 pt keyboard, top at 508): `first responder
/// 'signIn/form/password' lies wholly (44 pt) under the docked keyboard (window y 527–571,
/// keyboard top 508); scroll it above the keyboard or lay it out on keyboardLayoutGuide`.
enum KeyboardCoversFirstResponderRule: ViewAuditRule {
    /// `keyboard-covers-first-responder`.
    static let id = AuditRuleID.keyboardCoversFirstResponder
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary = "the first responder lies partly or wholly under the docked keyboard"

    /// At most one finding per view marked `firstResponder`.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.firstResponder, let keyboard = pass.layout.keyboard, keyboard.mode == .docked else { return }
        let frame = view.frameInWindow
        let top = keyboard.frame.minY
        let overlap = min(frame.maxY, keyboard.frame.maxY) - max(frame.minY, top)
        guard overlap >= auditTolerance, frame.width > 0,
            min(frame.maxX, keyboard.frame.maxX) - max(frame.minX, keyboard.frame.minX) >= auditTolerance
        else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .keyboardCoversFirstResponder(path: path, frame: frame, overlap: overlap, keyboardTop: top),
                location: view.location,
                explanation: pass.explanation {
                    [.reason("frame in window \(AuditText.rect(frame)); keyboard \(AuditText.rect(keyboard.frame))")]
                        + keyboard.notes.map(FindingLine.term)
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    /// `first responder 'P' lies N pt (or wholly (N pt)) under the docked keyboard (window y A–B, keyboard top T);
    /// scroll it above the keyboard or lay it out on keyboardLayoutGuide`.
    static func keyboardCoversFirstResponder(
        path: String, frame: Rect, overlap: Double, keyboardTop: Double
    ) -> Finding.Message {
        let amount =
            overlap >= frame.height - auditTolerance
            ? "wholly (\(AuditText.pt(overlap)) pt)" : "\(AuditText.pt(overlap)) pt"
        return Finding.Message(
            """
            first responder '\(path)' lies \(amount) under the docked keyboard (window y \
            \(AuditText.pt(frame.minY))–\(AuditText.pt(frame.maxY)), keyboard top \(AuditText.pt(keyboardTop))); \
            scroll it above the keyboard or lay it out on keyboardLayoutGuide
            """
        )
    }
}
