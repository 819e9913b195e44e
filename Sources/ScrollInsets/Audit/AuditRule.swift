/// A check over a laid-out scene.
///
/// Each rule is a caseless enum in its own file under `Audit/`, with the messages it emits
/// declared next to it. ``AuditRuleID/rule`` maps a public id to its rule. The rules are
/// internal: a client names a rule by its ``AuditRuleID``, which answers for its severity,
/// summary and default, and runs rules through ``Audit``.
protocol AuditRule {
    /// The rule's public id.
    static var id: AuditRuleID { get }
    /// The severity of its findings.
    static var severity: Severity { get }
    /// One lowercase sentence saying what the rule catches (SARIF `shortDescription`).
    static var summary: String { get }
    /// Whether the rule is off unless a run turns it on (`--enable RULE`, a configuration's
    /// `rules.enabled`): an informational rule that reports what UIKit does by default, as
    /// SwiftLint's opt-in rules. The library's ``Audit/run(on:disabled:explaining:)`` runs
    /// every rule; the CLI leaves these out.
    static var isOptIn: Bool { get }

    /// The rule's findings in `layout`, with their explanations, in the rule's own order
    /// (``Audit/run(on:disabled:explaining:)`` sorts them).
    ///
    /// - Complexity: Each rule states its own; none is worse than O(*n*) in the number of
    ///   views, plus the rows and headers of the tables.
    static func findings(in layout: Layout) -> [Finding]
}

/// A rule that looks at one view at a time: ``AuditPass`` asks every such rule about each view
/// in a single walk over the views, so a view is read once however many rules run. Container
/// views (which the scene does not describe) are not shown to these rules.
protocol ViewAuditRule: AuditRule, SendableMetatype {
    /// Appends the rule's findings about `view` to `findings`, in the rule's own order.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding])
}

/// A rule that looks at the layout as a whole (its controllers), outside the pass over views.
protocol LayoutAuditRule: AuditRule, SendableMetatype {
    /// The rule's findings in `layout`, with explanations only where `explains`.
    static func findings(in layout: Layout, explains: Bool) -> [Finding]
}

extension AuditRule {
    /// Rules run by default.
    static var isOptIn: Bool { false }
}

extension ViewAuditRule {
    /// The rule's findings in `layout`, with their explanations, in the rule's own order.
    ///
    /// - Complexity: O(*n*) in the number of views.
    static func findings(in layout: Layout) -> [Finding] {
        AuditPass.findings(of: [id], in: layout, explains: true)
    }
}

extension LayoutAuditRule {
    /// The rule's findings in `layout`, with their explanations, in the rule's own order.
    static func findings(in layout: Layout) -> [Finding] {
        findings(in: layout, explains: true)
    }
}
