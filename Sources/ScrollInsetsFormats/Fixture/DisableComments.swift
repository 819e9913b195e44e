import ScrollInsets

/// `# scroll-inspect: disable RULE[, RULE…]` comments, which turn audit rules off for the scene
/// they stand in, and `# scroll-inspect: enable RULE[, RULE…]`, which turn on rules that are off
/// by default (`AuditRuleID.isOptIn`) for it.
struct DisableComments {
    /// The first line of each scene part (after each `---` line), and the rules disabled and
    /// enabled in it.
    private var parts: [(firstLine: Int, rules: [String], enabled: [String])] = [(1, [], [])]

    /// Finds the comments and the `---` lines that separate scenes.
    ///
    /// A separator is what the parser takes for one: `---` at the start of a line, alone or
    /// followed by a blank (a comment on it belongs to the scene it starts). A comment starts
    /// at a `#` at the start of a line or after a blank, outside quoted scalars, so a name
    /// such as `"a # scroll-inspect: disable x"` disables nothing.
    ///
    /// Only a line with a `#` is searched for a comment, and only a comment holding the bytes
    /// of `scroll-inspect: ` is decoded into a `String`.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    static func scan(_ bytes: [UInt8]) -> DisableComments {
        scan(bytes.span)
    }

    /// ``scan(_:)-([UInt8])`` over a span of the file's bytes (a mapped file's, read in place).
    static func scan(_ buffer: Span<UInt8>) -> DisableComments {
        var result = DisableComments()
        var line = 1
        var start = 0
        // Each line's end is found by a plain loop over the span (one test per byte for the line
        // feed and one for `#`); only a line that starts with `-` is tested for a separator.
        while start <= buffer.count {
            var end = start
            var hasHash = false
            while end < buffer.count && buffer[end] != UInt8(ascii: "\n") {
                hasHash = hasHash || buffer[end] == UInt8(ascii: "#")
                end += 1
            }
            if start < end && buffer[start] == UInt8(ascii: "-") && isSeparator(buffer, start..<end) {
                result.parts.append((line + 1, [], []))
            }
            if hasHash, let comment = comment(in: buffer, start..<end), contains(buffer, comment, marker) {
                var commentBytes: [UInt8] = []
                for offset in comment { commentBytes.append(buffer[offset]) }
                let text = String(decoding: commentBytes, as: UTF8.self)
                if let range = text.firstRange(of: "scroll-inspect: disable") {
                    result.parts[result.parts.count - 1].rules += ruleNames(text[range.upperBound...])
                } else if let range = text.firstRange(of: "scroll-inspect: enable") {
                    result.parts[result.parts.count - 1].enabled += ruleNames(text[range.upperBound...])
                }
            }
            line += 1
            start = end + 1
        }
        return result
    }

    private static let marker = Array("scroll-inspect: ".utf8)

    /// The rule names of a comment's list, split at commas and blanks.
    private static func ruleNames(_ list: Substring) -> [String] {
        list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
    }

    /// Whether `pattern` occurs in `buffer[range]`.
    private static func contains(_ buffer: Span<UInt8>, _ range: Range<Int>, _ pattern: [UInt8]) -> Bool {
        guard range.count >= pattern.count else { return false }
        for offset in range.lowerBound...(range.upperBound - pattern.count) where buffer[offset] == pattern[0] {
            if pattern.indices.allSatisfy({ buffer[offset + $0] == pattern[$0] }) { return true }
        }
        return false
    }

    /// The rules disabled in the part that holds `line`.
    func rules(forLine line: Int) -> [String] {
        parts.last { $0.firstLine <= line }?.rules ?? []
    }

    /// The rules enabled in the part that holds `line`.
    func enabledRules(forLine line: Int) -> [String] {
        parts.last { $0.firstLine <= line }?.enabled ?? []
    }

    /// Whether a line (`buffer[line]`) is a document separator: `---` at its start, then nothing or
    /// a blank.
    private static func isSeparator(_ buffer: Span<UInt8>, _ line: Range<Int>) -> Bool {
        let dash = UInt8(ascii: "-")
        guard line.count >= 3, buffer[line.lowerBound] == dash, buffer[line.lowerBound + 1] == dash,
            buffer[line.lowerBound + 2] == dash
        else { return false }
        let rest = (line.lowerBound + 3)..<line.upperBound
        guard let next = rest.first.map({ buffer[$0] }) else { return true }
        return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
            || (next == UInt8(ascii: "\r") && rest.count == 1)
    }

    /// Where the text after the `#` that starts the line's comment lies in `buffer`, if the line
    /// (`buffer[line]`) has one.
    ///
    /// A quote opens a quoted scalar only where a value can start: at the start of the line
    /// or after `:`, `-`, `?`, `,`, `[` or `{` and blanks (an apostrophe inside a plain
    /// scalar, as in `name: it's`, opens nothing).
    private static func comment(in buffer: Span<UInt8>, _ line: Range<Int>) -> Range<Int>? {
        var quote: UInt8?
        var previous: UInt8?  // the last byte outside quotes, blanks included
        var lastNonBlank: UInt8?  // the last non-blank byte outside quotes
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = buffer[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") && open == UInt8(ascii: "\"") {
                    index += 2
                    continue
                }
                if byte == open { quote = nil; previous = byte; lastNonBlank = byte }
                index += 1
                continue
            }
            let isBlank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            if byte == UInt8(ascii: "#")
                && (previous == nil || previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t"))
            {
                return (index + 1)..<line.upperBound
            }
            if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) && opensValue(after: lastNonBlank) {
                quote = byte
            }
            previous = byte
            if !isBlank { lastNonBlank = byte }
            index += 1
        }
        return nil
    }

    /// Whether a value may start after this byte (`nil`: the start of the line).
    private static func opensValue(after byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return ":-?,[{".utf8.contains(byte)
    }
}
