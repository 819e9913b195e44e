/// One reason of a presentation's container, marked when it is assumed rather than documented
/// or recorded (`--explain` prefixes it with "assumed:").
public struct PresentationNote: Hashable, Sendable {
    /// The note as a term of the one vocabulary of "why": a sourced sentence, or an assumption,
    /// which ``WhyTerm/sentence`` writes "assumed: …".
    public var term: WhyTerm
    /// The sentence, with its source.
    public var text: String {
        get { term.text }
        set { term = isAssumption ? .assumption(newValue) : .reason(newValue) }
    }
    /// Whether it is an assumption.
    public var isAssumption: Bool {
        get { term.isAssumption }
        set { term = newValue ? .assumption(text) : .reason(text) }
    }

    /// Creates a note.
    public init(_ text: String, isAssumption: Bool = false) {
        term = isAssumption ? .assumption(text) : .reason(text)
    }
}
