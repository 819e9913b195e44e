/// The audit's walk over a layout: one pass over the views that asks every selected
/// ``ViewAuditRule`` about each view in turn, then the rules that look at the layout as a whole.
///
/// Each rule used to walk every view itself, copying each of them (a view holds a dozen
/// reference-counted properties) eleven times over; now a view is read once, and a rule reads
/// of it only what its test needs until the view raises a finding. Paths, derivations and the
/// sentences of a finding are made only for the findings, and explanations only when asked for.
struct AuditPass {
    /// The layout being audited.
    let layout: Layout
    /// Whether findings carry their explanation (`--explain`); without, it is empty.
    let explains: Bool
    /// The window's bounds.
    let windowBounds: Rect
    /// The window's unsafe band on each edge (``Layout/unsafeBand(on:)``), in `Edge.allCases` order.
    let unsafeBands: [Rect?]
    /// The bar heights of the layout's release and of iOS 18, for the rules about bars.
    let barHeights: ReleaseBarHeights
    /// What each view visited so far inherits from its ancestors.
    private(set) var ancestry: ViewAncestry

    private init(layout: Layout, explains: Bool) {
        self.layout = layout
        self.explains = explains
        windowBounds = layout.windowBounds
        unsafeBands = Edge.allCases.map(layout.unsafeBand(on:))
        barHeights = ReleaseBarHeights(release: layout.release)
        ancestry = ViewAncestry(capacity: layout.views.count)
    }

    /// The findings of `rules` in `layout`: the rules in ``AuditRuleID`` order (as `rules`
    /// lists them, each once), each rule's findings in its own order, unsorted.
    ///
    /// - Complexity: O(*n*) in the number of views, plus the rows and headers of the tables.
    static func findings(of rules: [AuditRuleID], in layout: Layout, explains: Bool) -> [Finding] {
        // Not a Set: a rule id hashes as its name, a string, and this runs once a scene.
        let selected = Self.kinds.filter { rules.contains($0.id) }
        var findings = [[Finding]](repeating: [], count: selected.count)
        var viewRules: [(slot: Int, rule: any ViewAuditRule.Type)] = []
        for (slot, entry) in selected.enumerated() {
            switch entry.kind {
            case .view(let rule): viewRules.append((slot, rule))
            case .layout(let rule): findings[slot] = rule.findings(in: layout, explains: explains)
            case .other: findings[slot] = entry.id.rule.findings(in: layout)
            }
        }
        if !viewRules.isEmpty {
            var pass = AuditPass(layout: layout, explains: explains)
            func visit(_ view: borrowing ResolvedView) {
                pass.ancestry.record(view, superview: view.superview, in: layout)
                // A view whose window position is a guess raises no finding: the rules read
                // positions, and one nobody laid out would be reported as the app's.
                guard !view.isContainerView, !pass.ancestry.positionIsAssumed(view.index) else { return }
                for (slot, rule) in viewRules { rule.check(view, in: pass, into: &findings[slot]) }
            }
            // A view is a handle into the layout: the rules read only the properties they test.
            for view in layout.views { visit(view) }
        }
        return Array(findings.joined())
    }

    /// How the pass runs a rule.
    private enum Kind: Sendable {
        case view(any ViewAuditRule.Type)
        case layout(any LayoutAuditRule.Type)
        /// A rule of neither kind (none today), asked through ``AuditRuleID/rule`` (whose
        /// metatype is not `Sendable`).
        case other
    }

    /// Every rule in ``AuditRuleID`` order with its kind, worked out once: casting a rule's
    /// type to a protocol costs about a thousand instructions, eleven times a scene. Never
    /// changed once made; the two internal kinds' metatypes are `SendableMetatype`.
    private static let kinds: [(id: AuditRuleID, kind: Kind)] = AuditRuleID.allCases.map { id in
        if let rule = id.rule as? any ViewAuditRule.Type { return (id, .view(rule)) }
        if let rule = id.rule as? any LayoutAuditRule.Type { return (id, .layout(rule)) }
        return (id, .other)
    }

    /// `lines()` when findings carry explanations, else nothing (and `lines` is not called).
    func explanation(_ lines: () -> [FindingLine]) -> [FindingLine] {
        explains ? lines() : []
    }

    /// The window's unsafe band on `edge`, or `nil` where its inset is zero.
    func unsafeBand(on edge: Edge) -> Rect? {
        switch edge {
        case .top: unsafeBands[0]
        case .left: unsafeBands[1]
        case .bottom: unsafeBands[2]
        case .right: unsafeBands[3]
        }
    }
}
