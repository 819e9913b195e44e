/// A value a scroll-view rule adds to the reports, declared once with its terms: the JSON report
/// writes it as a member of the view's `scroll` object, the compact text report as `name value` on
/// the scroll view's line, and `--explain` (text and JSON) its terms under a key of its name
/// (``ScrollResolution/explain(into:)``). A rule whose result lists its fields this way needs no
/// edit of a writer (docs/architecture.md, "The example: one scroll-view property").
public struct ScrollReportField: Hashable, Sendable {
    /// A field's value, typed.
    public enum Value: Hashable, Sendable {
        /// A plain number (a scale).
        case number(Double)
        /// A size in points.
        case size(Size)
    }

    /// The field's name: UIKit's property's, the JSON member's and the `--explain` key's.
    public var name: String
    /// The value.
    public var value: Value
    /// Why it has that value (may be empty).
    public var terms: [WhyTerm]

    /// Creates a field.
    public init(_ name: String, _ value: Value, terms: [WhyTerm] = []) {
        self.name = name
        self.value = value
        self.terms = terms
    }

    /// The `--explain` key its terms are recorded under: derived from the field, never declared apart.
    public var key: WhyKey { WhyKey(.view, name, shape: .sentences) }
}
