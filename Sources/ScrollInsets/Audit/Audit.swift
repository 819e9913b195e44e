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
    /// - Returns: The findings in the order of ``sorted(_:)``.
    /// - Complexity: O(*n* · *d*) in the number of views and the depth of the hierarchy,
    ///   plus the rows and headers of the tables.
    public static func run(on layout: Layout, disabled: Set<AuditRuleID> = []) -> [Finding] {
        run(AuditRuleID.allCases.filter { !disabled.contains($0) }, on: layout)
    }

    /// Runs exactly the rules in `rules` (each once, whatever the order or repetition).
    ///
    /// - Parameters:
    ///   - rules: The rules to run.
    ///   - layout: The laid-out scene.
    /// - Returns: The findings in the order of ``sorted(_:)``.
    /// - Complexity: As ``run(on:disabled:)``.
    public static func run(_ rules: some Sequence<AuditRuleID>, on layout: Layout) -> [Finding] {
        let selected = Set(rules)
        var findings: [Finding] = []
        for id in AuditRuleID.allCases where selected.contains(id) {
            findings.append(contentsOf: id.rule.findings(in: layout))
        }
        return sorted(findings)
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
    public static func precedes(_ a: Finding, _ b: Finding) -> Bool {
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
