/// `# scroll-inspect: disable RULE[, RULE…]` comments, which turn audit rules off for the scene
/// they stand in.
struct DisableComments {
    /// The first line of each scene part (after each `---` line), and the rules disabled in it.
    private var parts: [(firstLine: Int, rules: [String])] = [(1, [])]

    /// Finds the comments and the `---` lines that separate scenes.
    static func scan(_ bytes: [UInt8]) -> DisableComments {
        var result = DisableComments()
        var line = 1
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            let trimmed = text.trimmingWhitespace()
            if trimmed == "---" {
                result.parts.append((line + 1, []))
            } else if let range = trimmed.firstRange(of: "scroll-inspect: disable"), trimmed[..<range.lowerBound].contains("#") {
                let rules = trimmed[range.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
                result.parts[result.parts.count - 1].rules += rules
            }
            line += 1
            start = index + 1
        }
        return result
    }

    /// The rules disabled in the part that holds `line`.
    func rules(forLine line: Int) -> [String] {
        parts.last { $0.firstLine <= line }?.rules ?? []
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and carriage returns.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
