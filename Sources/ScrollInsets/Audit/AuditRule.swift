/// A check over a laid-out scene.
///
/// Each rule is a caseless enum in its own file under `Audit/`, with the messages it emits
/// declared next to it. ``AuditRuleID/rule`` maps a public id to its rule.
public protocol AuditRule {
    /// The rule's public id.
    static var id: AuditRuleID { get }
    /// The severity of its findings.
    static var severity: Severity { get }
    /// One lowercase sentence saying what the rule catches (SARIF `shortDescription`).
    static var summary: String { get }

    /// The rule's findings in `layout`, in the rule's own order (``Audit/run(on:disabled:)``
    /// sorts them).
    ///
    /// - Complexity: Each rule states its own; none is worse than O(*n* · *d*) in the number
    ///   of views and the depth of the hierarchy, plus the rows and headers of the tables.
    static func findings(in layout: Layout) -> [Finding]
}
