/// One entry of a finding's explanation: a sentence (a ``WhyTerm``: a measured fact, or an
/// assumption) or a derivation (a value and the terms that add up to it).
///
/// The audit rules write these; every report (text, JSON, SARIF and the other CI formats, the
/// inspector) prints ``text``, so a derivation and an assumption are written in one place.
///
/// ```swift
/// let line = FindingLine.derivation(title: "safeAreaInsets.top of 'root'", total: 47, terms: terms)
/// line.text  // ["safeAreaInsets.top of 'root' = 47", "  + 47 screen (sensor housing) 47 pt"]
/// ```
public enum FindingLine: Hashable, Sendable {
    /// A sentence: a measured fact (``WhyTerm/reason(_:)``) or an assumption
    /// (``WhyTerm/assumption(_:)``), printed as its ``WhyTerm/sentence``.
    case term(WhyTerm)
    /// A value and the terms that add up to it: printed as `title = total`, then one line per term
    /// with its sign (`  + 44 status bar 44 pt`).
    case derivation(title: String, total: Double, terms: [InsetTerm])

    /// A sentence with its numbers and its source.
    public static func reason(_ text: String) -> FindingLine { .term(.reason(text)) }

    /// A sentence no source states, printed as "assumed: …".
    public static func assumption(_ text: String) -> FindingLine { .term(.assumption(text)) }

    /// The lines a report prints for it: one for a sentence; the title with its total, then one
    /// per term, for a derivation.
    public var text: [String] {
        switch self {
        case .term(let term):
            return [term.sentence]
        case .derivation(let title, let total, let terms):
            var lines = ["\(title) = \(formatPoints(total))"]
            lines.reserveCapacity(terms.count + 1)
            for term in terms {
                let sign = term.amount < 0 ? "-" : "+"
                lines.append("  \(sign) \(formatPoints(abs(term.amount))) \(term.reason)")
            }
            return lines
        }
    }

}
