import ScrollInsets

/// The numbers recorded at one path: a single number, numbers in the report's order, or numbers
/// by the report's member names.
///
/// ```yaml
/// view:table.frame.height: 739                     # a number
/// view:table.frame: [0, 113, 393, 739]             # x, y, width, height
/// view:table.scroll.adjustedContentInset: {top: 138} # only the members recorded
/// ```
public enum RecordedNumbers: Hashable, Sendable, CustomStringConvertible {
    /// One number.
    case number(Double)
    /// Every member, in the report's order (`[top, left, bottom, right]`, `[x, y, width, height]`).
    case ordered([Double])
    /// Some members, by name (`{top: 138}`), in the order written.
    case named([NamedNumber])

    /// A number under a member name.
    public struct NamedNumber: Hashable, Sendable {
        /// The member's name in the JSON report: `top`, `height`.
        public var name: String
        /// The number.
        public var value: Double

        /// Creates a named number.
        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The numbers as the recording writes them: `91`, `[0, 47, 393, 44]`, `{top: 91}`.
    public var description: String {
        switch self {
        case .number(let value): return Self.format(value)
        case .ordered(let values): return "[" + values.map(Self.format).joined(separator: ", ") + "]"
        case .named(let values):
            return "{" + values.map { "\($0.name): \(Self.format($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// A number in its shortest form (`44`, `53.667`), as the reports write numbers.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
