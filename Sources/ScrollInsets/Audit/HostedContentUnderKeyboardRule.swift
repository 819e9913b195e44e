/// `hosted-content-under-keyboard` (warning): with the keyboard up, the scroll view a hosting
/// controller's SwiftUI content puts on screen (a List, a Form, a ScrollView) has rows under the
/// keyboard, because the controller's `safeAreaRegions` leaves out `.keyboard`.
///
/// `UIHostingController.safeAreaRegions` (iOS 16.4): "Disabling a safe area region omits it from the
/// SwiftUI layout system altogether" (Apple), and `.keyboard` is "the safe area matching the current
/// extent of any software keyboard". Teams drop the keyboard region to stop a hosted view from
/// jumping with the keyboard (steipete/steipete.com pull request 36, "Disabling Keyboard Avoidance in
/// SwiftUI UIHostingController"), and then the keyboard hides content: neevaco/neeva-ios pull
/// request 2852 ("Fix some cases where the keyboard would hide content. Be careful when using
/// `ignoreSafeArea`!"), Infomaniak/ios-kMail pull request 798.
///
/// Precisely: for the root view of a `hostingController` whose `safeAreaRegions` is `container` or
/// `none`, a scroll view, with the scene's docked keyboard overlapping it by `O`: the rule fires
/// when `O` exceeds its `adjustedContentInset.bottom` by more than the audit tolerance; the excess
/// is what the keyboard hides at the end of the content.
///
/// Example (iPhone 16, iOS 26, tab bar): `'tabs/feed' sets safeAreaRegions 'container', which leaves
/// out the keyboard: the keyboard covers 253 pt of 'tabs/feed/list' beyond its
/// adjustedContentInset.bottom 83, and SwiftUI will not lift the last rows or a field in them above
/// it; keep .keyboard in safeAreaRegions (the default, .all)`.
enum HostedContentUnderKeyboardRule: ViewAuditRule {
    /// `hosted-content-under-keyboard`.
    static let id = AuditRuleID.hostedContentUnderKeyboard
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a hosting controller's safeAreaRegions leaves out the keyboard, so the keyboard covers the end of its SwiftUI \
        content
        """

    /// At most one finding per hosting controller's root view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        let layout = pass.layout
        guard let scroll = view.scroll, let controllerIndex = view.controller,
            let regions = layout.controllers[controllerIndex].safeAreaRegions, !regions.containsKeyboard,
            let avoidance = layout.keyboardAvoidance(ofView: view.index)
        else { return }
        let hidden = avoidance.overlap - scroll.adjustedContentInset.bottom
        guard hidden > auditTolerance else { return }
        let controller = layout.controllers[controllerIndex]
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .hostedContentUnderKeyboard(
                    controller: controller.path, regions: regions.rawValue, path: path, hidden: hidden,
                    adjustedBottom: scroll.adjustedContentInset.bottom),
                location: controller.location ?? view.location,
                explanation: pass.explanation {
                    avoidance.notes.map(FindingLine.term)
                        + layout.safeAreaLines(ofView: view.index, on: .bottom)
                },
                viewIndex: view.index, edges: [.bottom]))
    }
}

extension Finding.Message {
    /// `'C' sets safeAreaRegions 'R', which leaves out the keyboard: the keyboard covers H pt of 'P'
    /// beyond its adjustedContentInset.bottom B, and SwiftUI will not lift the last rows or a field
    /// in them above it; keep .keyboard in safeAreaRegions (the default, .all)`.
    static func hostedContentUnderKeyboard(
        controller: String, regions: String, path: String, hidden: Double, adjustedBottom: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(controller)' sets safeAreaRegions '\(regions)', which leaves out the keyboard: the keyboard covers \
            \(AuditText.pt(hidden)) pt of '\(path)' beyond its adjustedContentInset.bottom \
            \(AuditText.pt(adjustedBottom)), and SwiftUI will not lift the last rows or a field in them above it; keep \
            .keyboard in safeAreaRegions (the default, .all)
            """
        )
    }
}
