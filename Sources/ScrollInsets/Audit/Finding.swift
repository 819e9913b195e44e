/// One problem an audit rule found in a laid-out scene.
///
/// A finding names the rule, the view (by path), and says what is wrong with the numbers
/// that show it. ``explanation`` carries the derivation behind those numbers, one line each,
/// for `scroll-inspect check --explain`.
///
/// ```swift
/// let findings = Audit.run(on: try scene.layout())
/// findings[0].rule            // .doubleInset
/// findings[0].message.text    // "'root/scroll' has contentInset.top 44, equal to its top safe-area inset, …"
/// ```
///
/// Modelled on swift-format's `Finding`: each rule declares the messages it emits as
/// static factories on ``Finding/Message`` in its own file.
public struct Finding: Hashable, Sendable {
    /// The rule that produced the finding.
    public var rule: AuditRuleID
    /// How serious it is; the rule's ``AuditRuleID/severity``.
    public var severity: Severity
    /// The path of the view or controller the finding is about ("nav/feed/table").
    public var path: String
    /// What is wrong, with the numbers: lowercase, the user's names quoted, no trailing period.
    public var message: Message
    /// Where the view or controller starts in its fixture, when the scene came from one.
    public var location: SourceLocation?
    /// The numbers behind the message: sentences and the derivations of the insets involved.
    public var explanation: [FindingLine]
    /// The index in ``Layout/views`` of the view the finding is about, when there is one
    /// (for a controller, its root view).
    public var viewIndex: Int?
    /// The edges the finding is about (a view pinned to the top edge, a control in the bottom
    /// unsafe area), or none: across a matrix of screens, a view's finding on an edge is one
    /// finding whatever the inset there (``Layout`` numbers differ from device to device).
    public var edges: [Edge] = []

    /// Creates a finding; the severity defaults to the rule's.
    public init(
        rule: AuditRuleID, severity: Severity? = nil, path: String, message: Message,
        location: SourceLocation? = nil, explanation: [FindingLine] = [], viewIndex: Int? = nil,
        edges: [Edge] = []
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.path = path
        self.message = message
        self.location = location
        self.explanation = explanation
        self.viewIndex = viewIndex
        self.edges = edges
    }

    /// The explanation as the reports print it, one string a line (``FindingLine/text``).
    public var explanationText: [String] { explanation.flatMap(\.text) }

    /// The text of a finding.
    ///
    /// Each rule adds the messages it emits as static factories in an extension next to the
    /// rule, so the wording of a rule lives in one place and tests can name it.
    public struct Message: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The message text.
        public var text: String

        /// Creates a message.
        public init(_ text: String) {
            self.text = text
        }

        /// Creates a message from a literal.
        public init(stringLiteral value: String) {
            self.text = value
        }

        /// The message text.
        public var description: String { text }
    }
}
