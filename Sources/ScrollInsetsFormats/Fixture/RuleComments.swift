import ScrollInsets
import YAMLSubset

/// The `# scroll-inspect: disable RULE[, RULE…]` comments of a scene, which turn audit rules off
/// for it, and `# scroll-inspect: enable RULE[, RULE…]`, which turn on rules that are off by
/// default (`AuditRuleID.isOptIn`) for it: read from the comments the parser collected in its pass
/// over the file (``YAMLDocument/comments``, the scene's part of the file, from its `---` line to
/// the next). A name that is no rule is a warning at its line and column, with the closest rule's
/// name; the scene is read without it (a warning, not an error, so that a fixture written for a
/// rule since renamed still lays out).
struct RuleComments {
    /// What a comment must hold to be collected by the parser (``YAMLParser/commentMarker``).
    static let marker = "scroll-inspect: "

    /// The rules the scene's `disable` comments name, in order.
    var disabled: [AuditRuleID] = []
    /// The rules the scene's `enable` comments name, in order.
    var enabled: [AuditRuleID] = []

    /// The rules of `comments`; each name that is no rule reported to `reader` as a warning.
    init(_ comments: [YAMLComment], reader: inout FixtureReader) {
        for comment in comments {
            let text = comment.text
            let kind: String
            let list: Substring
            if let range = text.firstRange(of: "scroll-inspect: disable") {
                (kind, list) = ("disable", text[range.upperBound...])
            } else if let range = text.firstRange(of: "scroll-inspect: enable") {
                (kind, list) = ("enable", text[range.upperBound...])
            } else {
                continue
            }
            // A name's column: the comment's, plus the characters before the name.
            let listColumn = comment.location.column + text.unicodeScalars[..<list.startIndex].count
            for (name, offset) in Self.names(list) {
                guard let rule = AuditRuleID(rawValue: name) else {
                    let suggestion = SpellingSuggestion.closest(
                        to: name, among: AuditRuleID.allCases.map(\.rawValue))
                    reader.report(
                        .unknownRuleInComment(name, comment: kind, suggestion: suggestion),
                        at: SourceLocation(line: comment.location.line, column: listColumn + offset))
                    continue
                }
                if kind == "disable" { disabled.append(rule) } else { enabled.append(rule) }
            }
        }
    }

    /// The rule names of a comment's list, split at commas and blanks, each with the number of
    /// characters before it in the list.
    private static func names(_ list: Substring) -> [(name: String, offset: Int)] {
        var names: [(String, Int)] = []
        var current = ""
        var start = 0
        for (offset, scalar) in list.unicodeScalars.enumerated() {
            if scalar == "," || scalar == " " || scalar == "\t" || scalar == "\r" {
                if !current.isEmpty { names.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { names.append((current, start)) }
        return names
    }
}
