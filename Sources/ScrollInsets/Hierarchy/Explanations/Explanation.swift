/// Why a subject's values are what they are: every explained value's terms, keyed by ``WhyKey``,
/// in the order the reports print them. The subject is a view (``Layout/explanation(ofView:)``)
/// or an element of the scene: the keyboard, a view's keyboard layout guide, a scroll view's
/// keyboard avoidance, a presentation, a split view, a reserved region (their `explanation`).
///
/// The text `--explain` lines, the JSON `explain` object (which `verify` and the inspector read)
/// and the elements' JSON members are written from it by one generic loop each.
public struct Explanation: Hashable, Sendable {
    /// One explained value, or one edge of it.
    public struct Line: Hashable, Sendable {
        /// The value.
        public var key: WhyKey
        /// The edge, or `nil` for a value without edges.
        public var edge: Edge?
        /// The value as the text report prints it ("44"), empty when it prints none.
        public var value: String
        /// Why: terms that add up, sentences, assumptions.
        public var terms: [WhyTerm]
        /// A remark the text line ends with in parentheses, after its key's
        /// ``WhyKey/noteLabel`` ("not adjusted: …").
        public var note: WhyTerm?
        /// Whether the text `--explain` lines show it.
        public var inText: Bool
        /// Whether the JSON `explain` object holds it.
        public var inJSON: Bool

        /// The terms as one sentence, clause by clause (each a ``WhyTerm/sentence``, an
        /// assumption marked), joined by "; ": how a ``WhyKey/Shape/sentence`` value prints.
        public var sentence: String { WhyTerm.sentence(of: terms) }
    }

    /// The lines, in report order; the lines of one key are adjacent.
    public private(set) var lines: [Line] = []

    /// An empty explanation.
    public init() {}

    /// Records the terms of one edge of a derived value (``WhyKey/Shape/derivation``).
    public mutating func record(
        _ key: WhyKey, _ edge: Edge, value: Double, terms: [InsetTerm], note: WhyTerm? = nil,
        inText: Bool = true
    ) {
        lines.append(
            Line(
                key: key, edge: edge, value: formatPoints(value), terms: terms.map(WhyTerm.inset),
                note: note, inText: inText, inJSON: true))
    }

    /// Records the sentence of one edge (``WhyKey/Shape/edgeSentences``); `nil` when there is none.
    public mutating func record(
        _ key: WhyKey, _ edge: Edge, value: String, sentence: WhyTerm?,
        inText: Bool = true
    ) {
        lines.append(
            Line(
                key: key, edge: edge, value: value, terms: sentence.map { [$0] } ?? [],
                note: nil, inText: inText, inJSON: true))
    }

    /// Records the terms of a value without edges: the clauses of one sentence
    /// (``WhyKey/Shape/sentence``), or a list of sentences (``WhyKey/Shape/sentences``,
    /// ``WhyKey/Shape/notes``).
    public mutating func record(_ key: WhyKey, _ terms: [WhyTerm], inText: Bool = true, inJSON: Bool = true) {
        lines.append(Line(key: key, edge: nil, value: "", terms: terms, note: nil, inText: inText, inJSON: inJSON))
    }

    /// An explanation of one value without edges (a scene element's).
    public init(_ key: WhyKey, _ terms: [WhyTerm], inText: Bool = true, inJSON: Bool = true) {
        record(key, terms, inText: inText, inJSON: inJSON)
    }

    /// The lines of `key`, in order.
    public subscript(key: WhyKey) -> [Line] { lines.filter { $0.key == key } }
}
