/// `frame-not-resolved`: a note on a view imported from an Interface Builder document whose
/// frame the required equalities of its constraints do not fix (it needs inequalities,
/// priorities, content hugging, or its content's size): the importer keeps its stored frame,
/// scaled from the canvas, and says so instead of guessing silently.
///
/// Off by default (`check --enable frame-not-resolved`): it describes the importer, not the app.
/// The audits skip such a view and its subviews (``ViewNode/frameAssumed``), so no other finding
/// rests on a position nobody laid out; this note says which views they are.
///
/// A document rule: `InterfaceBuilderImporter` (ScrollInsetsFormats) emits it while placing views;
/// no layout of a fixture can, so `findings(in:)` finds nothing.
enum FrameNotResolvedRule: LayoutAuditRule {
    /// `frame-not-resolved`.
    static let id = AuditRuleID.frameNotResolved
    /// ``Severity/note``.
    static let severity = Severity.note
    /// Off by default: an importer limit, not a problem of the app.
    static let isOptIn = true
    /// What the rule catches.
    static let summary =
        """
        an imported view's frame is the document's stored frame scaled from the canvas, not solved from its \
        constraints
        """

    static func findings(in layout: Layout, explains: Bool) -> [Finding] { [] }
}

extension Finding.Message {
    package static func frameNotResolved(path: String, reason: String, skipped: Bool = true) -> Finding.Message {
        Finding.Message(
            """
            the frame of '\(path)' is its stored frame scaled from the canvas: \(reason); \
            \(skipped ? "the audits skip it and its subviews" : "its share of the stack is taken as its place")
            """)
    }
}
