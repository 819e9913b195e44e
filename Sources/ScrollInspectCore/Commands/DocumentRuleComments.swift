import ScrollInsets
import ScrollInsetsFormats

/// The `scroll-inspect: enable RULE[, RULE]` and `scroll-inspect: disable RULE[, RULE]` comments of
/// an Interface Builder document: XML comments (`<!-- scroll-inspect: enable frame-not-resolved -->`)
/// anywhere in it, applying to every scene of the document, as a fixture's `#` comments apply to
/// their scene (docs/audits.md, "Disabling a rule"). As there, a name that is no rule is a warning
/// at its line and column, with the closest rule's name (``warnings``).
struct DocumentRuleComments: Equatable {
    /// The rules named after `enable`, in order.
    var enabled: [AuditRuleID] = []
    /// The rules named after `disable`, in order.
    var disabled: [AuditRuleID] = []
    /// A warning for each name that is no rule, at the name.
    var warnings: [FixtureDiagnostic] = []

    /// The comments' rules in `text`, line by line inside each `<!-- … -->`.
    init(_ text: String) {
        var inComment = false
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            var rest = Substring(line)
            while !rest.isEmpty {
                if !inComment {
                    guard let open = Self.find("<!--", in: rest) else { break }
                    rest = rest[open.upperBound...]
                    inComment = true
                }
                let close = Self.find("-->", in: rest)
                let comment = close.map { rest[..<$0.lowerBound] } ?? rest
                for kind in ["enable", "disable"] {
                    guard let found = Self.find("scroll-inspect: \(kind) ", in: comment) else { continue }
                    let list = comment[found.upperBound...]
                    let column = line.unicodeScalars[..<list.startIndex].count + 1
                    for (name, offset) in Self.names(list) {
                        guard let rule = AuditRuleID(rawValue: name) else {
                            let problem = FixtureDecodingProblem.unknownRuleInComment(
                                name, comment: kind,
                                suggestion: SpellingSuggestion.closest(
                                    to: name, among: AuditRuleID.allCases.map(\.rawValue)))
                            warnings.append(
                                FixtureDiagnostic(
                                    problem.severity, problem.message,
                                    at: SourceLocation(line: number + 1, column: column + offset)))
                            continue
                        }
                        if kind == "enable" { enabled.append(rule) } else { disabled.append(rule) }
                    }
                }
                guard let close else { break }
                rest = rest[close.upperBound...]
                inComment = false
            }
        }
    }

    /// The first range of `needle` in `text`.
    static func find(_ needle: String, in text: Substring) -> Range<Substring.Index>? {
        let pattern = Array(needle.utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= pattern.count else { return nil }
        for offset in 0...(bytes.count - pattern.count)
        where bytes[offset..<offset + pattern.count].elementsEqual(pattern) {
            let lower = text.utf8.index(text.startIndex, offsetBy: offset)
            let upper = text.utf8.index(lower, offsetBy: pattern.count)
            return lower..<upper
        }
        return nil
    }

    /// `a, b then prose` → `[a, b]`: names (letters and hyphens) separated by commas, each with the
    /// number of characters before it in `text`; the list ends at the first name followed by
    /// anything but a comma.
    static func names(_ text: Substring) -> [(name: String, offset: Int)] {
        var names: [(String, Int)] = []
        var offset = 0
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.drop { $0 == " " }
            let name = trimmed.prefix { $0.isLetter || $0 == "-" }
            guard !name.isEmpty else { break }
            names.append((String(name), offset + part.unicodeScalars.count - trimmed.unicodeScalars.count))
            guard trimmed.count == name.count else { break }
            offset += part.unicodeScalars.count + 1
        }
        return names
    }
}
