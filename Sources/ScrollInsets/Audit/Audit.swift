/// Runs the audit rules over a laid-out scene.
///
/// ```swift
/// let layout = try scene.layout()
/// let findings = Audit.run(on: layout, disabled: [.contentOffsetNotZero])
/// let errors = findings.filter { $0.severity == .error }
/// ```
///
/// The rules and their sources are listed in docs/audits.md.
public enum Audit {
    /// Runs every rule except those in `disabled`.
    ///
    /// - Parameters:
    ///   - layout: The laid-out scene.
    ///   - disabled: Rules to skip.
    ///   - explaining: Whether findings carry their ``Finding/explanation`` (the derivations
    ///     behind their numbers, for `--explain`); without, it is empty and not worked out.
    /// - Returns: The findings in the order of ``sorted(_:)``.
    /// - Complexity: O(*n*) in the number of views, plus the rows and headers of the tables,
    ///   and O(*d*) in its depth for each finding.
    public static func run(on layout: Layout, disabled: Set<AuditRuleID> = [], explaining: Bool = true) -> [Finding] {
        sorted(
            AuditPass.findings(
                of: disabled.isEmpty ? AuditRuleID.allCases : AuditRuleID.allCases.filter { !disabled.contains($0) },
                in: layout, explains: explaining))
    }

    /// Runs exactly the rules in `rules` (each once, whatever the order or repetition).
    ///
    /// - Parameters:
    ///   - rules: The rules to run.
    ///   - layout: The laid-out scene.
    ///   - explaining: Whether findings carry their ``Finding/explanation``.
    /// - Returns: The findings in the order of ``sorted(_:)``.
    /// - Complexity: As ``run(on:disabled:explaining:)``.
    public static func run(_ rules: some Sequence<AuditRuleID>, on layout: Layout, explaining: Bool = true) -> [Finding]
    {
        let wanted = Array(rules)
        return sorted(
            AuditPass.findings(of: AuditRuleID.allCases.filter(wanted.contains), in: layout, explains: explaining))
    }

    /// Sorts findings deterministically: by location (findings without one last), then
    /// path, then rule id; findings equal in all three keep their relative order.
    ///
    /// - Complexity: O(*n* log *n*).
    public static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { a, b in
            if precedes(a.element, b.element) { return true }
            if precedes(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The order of ``sorted(_:)`` without its tie-break: whether `a` comes before `b` by
    /// location (findings without one last), then path, then rule id.
    package static func precedes(_ a: Finding, _ b: Finding) -> Bool {
        switch (a.location, b.location) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if a.path != b.path { return a.path < b.path }
        return a.rule < b.rule
    }
}
