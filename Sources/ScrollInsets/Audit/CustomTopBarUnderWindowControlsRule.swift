/// `custom-top-bar-under-window-controls` (warning): an interactive view lies under an iPad
/// window's window controls (iPadOS 26), typically the leading button of a custom top bar pinned
/// to the safe area instead of a corner-adapted layout region.
///
/// The window controls "do not contribute to the safe area" (recorded: tauri-apps/tauri #15521),
/// so a view pinned to the safe area's leading edge sits under them; brave/brave-browser #48623
/// ("the traffic lights will obscure some toolbar items") and TetsuOtter/TRViS #315 (a custom
/// title bar "overlapped iPadOS 26's new macOS-style traffic-light window controls") record the
/// mistake. The fix is a corner-adapted layout region, `layoutGuide(for:
/// .safeArea(cornerAdaptation: .horizontal))` (Apple's `UIView.LayoutRegion`; JetBrains
/// compose-multiplatform-core #2555 fixed "Back button ... hides behind 'traffic light' buttons"
/// by adopting it): in a fixture, `cornerAdaptation: horizontal` on the pinned edge.
///
/// The window controls' frame is the scene's `window.windowControls` (not published).
///
/// Example: `interactive view 'inbox/view[0]/bar/back' lies under the window controls: 44 × 5 pt
/// of it overlap [0, 0, 70, 32]; pin its leading edge with 'cornerAdaptation: horizontal'`.
enum CustomTopBarUnderWindowControlsRule: ViewAuditRule {
    /// `custom-top-bar-under-window-controls`.
    static let id = AuditRuleID.customTopBarUnderWindowControls
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        an interactive view lies under an iPad window's window controls (pinned to the safe area, not a \
        corner-adapted layout region)
        """

    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.interactive, let controls = pass.layout.screen.windowControls else { return }
        let frame = view.frameInWindow
        let width = min(frame.maxX, controls.maxX) - max(frame.minX, controls.minX)
        let height = min(frame.maxY, controls.maxY) - max(frame.minY, controls.minY)
        guard width > auditTolerance, height > auditTolerance else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .customTopBarUnderWindowControls(path: path, width: width, height: height, controls: controls),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            frame in window \(AuditText.rect(frame)); window controls \(AuditText.rect(controls)) (the \
                            scene's window.windowControls; not in safeAreaInsets)
                            """)
                    ]
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    static func customTopBarUnderWindowControls(
        path: String, width: Double, height: Double, controls: Rect
    ) -> Finding.Message {
        Finding.Message(
            """
            interactive view '\(path)' lies under the window controls: \(AuditText.pt(width)) × \
            \(AuditText.pt(height)) pt of it overlap \(AuditText.rect(controls)); pin its leading edge with \
            'cornerAdaptation: horizontal'
            """
        )
    }
}
