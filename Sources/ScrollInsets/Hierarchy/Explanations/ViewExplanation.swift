/// Why a view's values are what they are: every explained value's terms, keyed by ``WhyKey``,
/// in the order the reports print them.
///
/// ``Layout/explanation(ofView:)`` builds it; the text `--explain` lines, the JSON `explain`
/// object (which `verify` and the inspector read) are written from it by one generic loop each.
public struct ViewExplanation: Hashable, Sendable {
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
        /// A remark the text line ends with in parentheses ("not adjusted: …").
        public var note: String?
        /// Whether the text `--explain` lines show it.
        public var inText: Bool
        /// Whether the JSON `explain` object holds it.
        public var inJSON: Bool
    }

    /// The lines, in report order; the lines of one key are adjacent.
    public private(set) var lines: [Line] = []

    /// An empty explanation.
    public init() {}

    /// Records the terms of one edge of a derived value (``WhyKey/Shape/derivation``).
    public mutating func record(
        _ key: WhyKey, _ edge: Edge, value: Double, terms: [InsetTerm], note: String? = nil,
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

    /// Records the sentences of a value without edges (``WhyKey/Shape/sentence`` or
    /// ``WhyKey/Shape/sentences``).
    public mutating func record(_ key: WhyKey, _ terms: [WhyTerm], inText: Bool = true, inJSON: Bool = true) {
        lines.append(Line(key: key, edge: nil, value: "", terms: terms, note: nil, inText: inText, inJSON: inJSON))
    }

    /// The lines of `key`, in order.
    public subscript(key: WhyKey) -> [Line] { lines.filter { $0.key == key } }
}
