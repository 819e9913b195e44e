/// `--quiet` on standard error: only errors. The run's standard error is cut into blocks, each
/// a headline (`scroll-inspect: note: …`, `Fixtures/a.yaml:4:3: warning: …`, `scroll-inspect:
/// wrote …`) with the lines under it (the source excerpt, the caret, `= note:` lines, a stale
/// baseline's entries); a block is kept only when its headline is an error.
enum QuietStandardError {
    static func errorsOnly(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var kept = ""
        var keeping = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
        {
            if let severity = headlineSeverity(withoutColour(line)) { keeping = severity == "error" }
            if keeping { kept += line + "\n" }
        }
        return kept
    }

    /// `error`, `warning`, `note` or `info` (`scroll-inspect: wrote …`) for a headline; `nil`
    /// for a line under one (indented, or a `N |` excerpt line).
    static func headlineSeverity(_ line: String) -> String? {
        if line.hasPrefix("scroll-inspect: ") {
            let rest = line.dropFirst("scroll-inspect: ".count)
            for word in ["error", "warning", "note"] where rest.hasPrefix(word + ":") { return word }
            return "info"
        }
        guard let first = line.first, first != " ", !first.isNumber else { return nil }
        for word in ["error", "warning", "note"] where line.contains(": \(word): ") { return word }
        return nil
    }

    /// The line without ANSI colour sequences (`ESC [ … m`), as diagnostics may be coloured.
    static func withoutColour(_ line: Substring) -> String {
        var result = ""
        var inEscape = false
        for character in line {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
