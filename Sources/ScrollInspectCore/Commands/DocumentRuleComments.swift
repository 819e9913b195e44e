/// The `scroll-inspect: enable RULE[, RULE]` and `scroll-inspect: disable RULE[, RULE]` comments of
/// an Interface Builder document: XML comments (`<!-- scroll-inspect: enable frame-not-resolved -->`)
/// anywhere in it, applying to every scene of the document, as a fixture's `#` comments apply to
/// their scene (docs/audits.md, "Disabling a rule").
struct DocumentRuleComments: Equatable {
    /// The rule names after `enable`, in order.
    var enabled: [String] = []
    /// The rule names after `disable`, in order.
    var disabled: [String] = []

    /// The comments' rule names in `text`, line by line inside each `<!-- … -->`.
    init(_ text: String) {
        var inComment = false
        for line in text.split(whereSeparator: \.isNewline) {
            var rest = Substring(line)
            while !rest.isEmpty {
                if !inComment {
                    guard let open = Self.find("<!--", in: rest) else { break }
                    rest = rest[open.upperBound...]
                    inComment = true
                }
                let close = Self.find("-->", in: rest)
                let comment = close.map { rest[..<$0.lowerBound] } ?? rest
                if let found = Self.find("scroll-inspect: enable ", in: comment) {
                    enabled += Self.names(comment[found.upperBound...])
                }
                if let found = Self.find("scroll-inspect: disable ", in: comment) {
                    disabled += Self.names(comment[found.upperBound...])
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

    /// `a, b then prose` → `[a, b]`: names (letters and hyphens) separated by commas; the list
    /// ends at the first name followed by anything but a comma.
    static func names(_ text: Substring) -> [String] {
        var names: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.drop { $0 == " " }
            let name = trimmed.prefix { $0.isLetter || $0 == "-" }
            guard !name.isEmpty else { break }
            names.append(String(name))
            guard trimmed.count == name.count else { break }
        }
        return names
    }
}
