/// One term of an explanation: a number that adds up, a sentence, or an assumption.
///
/// An assumption is a kind of term, not a flag beside a sentence or a prefix inside one: every
/// writer (text, JSON, `--explain`, `verify`, the inspector) reads ``sentence``, which marks it
/// "assumed: " in one place.
public enum WhyTerm: Hashable, Sendable {
    /// A term of a derivation: who added how many points, and why. The terms of an edge add up
    /// to the value on that edge.
    case inset(InsetTerm)
    /// A sentence that says why, with its numbers and its source.
    case reason(String)
    /// A sentence no source states: the model's choice, shown as "assumed: …".
    case assumption(String)

    /// A sourced sentence, or the same sentence as an assumption when `isAssumption` (for a rule
    /// whose trust depends on its inputs: a recorded row on one release, assumed on another).
    public init(_ text: String, isAssumption: Bool) {
        self = isAssumption ? .assumption(text) : .reason(text)
    }

    /// The sentence, with "assumed: " before an assumption.
    public var sentence: String {
        switch self {
        case .inset(let term): term.reason
        case .reason(let text): text
        case .assumption(let text): "assumed: " + text
        }
    }

    /// The clauses `terms` as one sentence: each term's ``sentence`` (an assumption marked),
    /// joined by "; ".
    public static func sentence(of terms: [WhyTerm]) -> String {
        terms.map(\.sentence).joined(separator: "; ")
    }

    /// The sentence without the "assumed: " mark.
    public var text: String {
        switch self {
        case .inset(let term): term.why.text
        case .reason(let text), .assumption(let text): text
        }
    }

    /// The term of a derivation, or `nil` for a sentence.
    public var insetTerm: InsetTerm? {
        if case .inset(let term) = self { term } else { nil }
    }

    /// Whether no source states it: an assumption, or a term of a derivation whose reason is one.
    public var isAssumption: Bool {
        switch self {
        case .inset(let term): term.why.isAssumption
        case .reason: false
        case .assumption: true
        }
    }
}
