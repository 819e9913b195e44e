/// `edge-effect-default-changed` (note): a scroll view under a navigation bar whose top edge
/// effect's style is left `automatic`, laid out on iOS 27 or later, where `automatic` became hard
/// (it was soft on iOS 26): the look under the bar changed with the SDK. Reported on 27 only, the
/// release where it differs from the 26 the app was likely designed on.
///
/// "iOS 27 changed the resolved default for the top edge from `.soft` to `.hard`" is recorded by
/// several apps that pinned the style back (bluesky-social/social-app #10907, tashda/Shellbee #145,
/// paulgessinger/swift-paperless #684; Apollo #843: "Soft — iOS 26 default; Hard — iOS 27
/// default"); Apple documents the styles (`UIScrollEdgeEffect.Style`: "hard cutoff and dividing
/// line"). The edge effect is drawn by a bar's background, so a scroll view under no bar is not
/// reported (code-payments #708).
///
/// Example: `'nav/feed/table' leaves topEdgeEffect.style automatic under the navigation bar: hard on
/// iOS 27 (soft on 26); set it to soft or hard to keep one look`.
enum EdgeEffectDefaultChangedRule: ViewAuditRule {
    /// `edge-effect-default-changed`.
    static let id = AuditRuleID.edgeEffectDefaultChanged
    /// ``Severity/note``: a change of look, not of layout.
    static let severity = Severity.note
    /// Off unless turned on: it reports UIKit's own default, on every scroll view under a bar on 27.
    static let isOptIn = true
    /// What the rule catches.
    static let summary =
        """
        a scroll view under a navigation bar leaves its top edge effect's style automatic, which is soft on iOS 26 \
        and hard on iOS 27
        """

    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        let layout = pass.layout
        guard view.scroll != nil, layout.variants.topEdgeEffect == .hard,
            let properties = view.scrollViewProperties,
            properties.topEdgeEffectStyle == .automatic
        else { return }
        let frame = view.frameInWindow
        guard
            let bar = layout.controllers.lazy.flatMap(\.bars).first(where: {
                $0.kind == .navigationBar && !$0.vertical && $0.frame.height > 0
                    && frame.minY < $0.frame.maxY && frame.maxY > $0.frame.minY
                    && frame.minX < $0.frame.maxX && frame.maxX > $0.frame.minX
            })
        else { return }
        let style = layout.variants.topEdgeEffect
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .edgeEffectDefaultChanged(path: path, release: layout.release, style: style),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            frame in window \(AuditText.rect(frame)) under the navigation bar \
                            \(AuditText.rect(bar.frame)); topEdgeEffect.style automatic resolves to \(style.rawValue) on \
                            iOS \(layout.release)
                            """)
                    ]
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    static func edgeEffectDefaultChanged(
        path: String, release: UIKitRelease, style: RuleVariants.TopEdgeEffect
    ) -> Finding.Message {
        let other = style == .hard ? "soft on 26" : "hard from 27"
        return Finding.Message(
            """
            '\(path)' leaves topEdgeEffect.style automatic under the navigation bar: \(style.rawValue) on iOS \
            \(release) (\(other)); set it to soft or hard to keep one look
            """
        )
    }
}
