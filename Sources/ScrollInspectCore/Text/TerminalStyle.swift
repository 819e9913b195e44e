/// The colours of scroll-inspect's text on a terminal (``ColorChoice``), applied line by line
/// to text the formatters wrote plain, so that uncoloured output is the formatters' own bytes.
///
/// What is coloured: the severity word of each finding line of `check` (`error` red,
/// `warning` magenta, `note` cyan, as the diagnostics are) and its summary line (bold); the
/// scene headings of `report`, `diff` and `lifecycle` (`Fixtures/feed.yaml #0: …`, bold); the
/// heading row of `devices` (bold); on standard error, the severity word of the tool's own
/// `scroll-inspect: error:` lines (fixture diagnostics colour themselves).
enum TerminalStyle {
    enum Colour: String {
        case bold = "1", red = "1;31", magenta = "1;35", cyan = "1;36"
    }

    static func paint(_ text: some StringProtocol, _ colour: Colour) -> String {
        "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m"
    }

    /// The line styler of a command's standard output in `format`, or `nil` for output that is
    /// never coloured (every format but text, and `render`'s and `schema`'s output).
    static func standardOutputStyler(command: String, format: OutputFormat) -> (@Sendable (Substring) -> String)? {
        guard format == .text else { return nil }
        switch command {
        case CheckCommand.name: return findingLine
        case ReportCommand.name, DiffCommand.name, LifecycleCommand.name: return sceneHeading
        case DevicesCommand.name: return devicesHeading
        default: return nil
        }
    }

    /// The severity words in a finding line, as `check` writes it, and the bold summary line.
    @Sendable static func findingLine(_ line: Substring) -> String {
        if isFindingSummary(line) { return paint(line, .bold) }
        guard let first = line.first, first != " " else { return String(line) }
        for (word, colour) in [("error", Colour.red), ("warning", .magenta), ("note", .cyan)] {
            if let range = line.firstRange(of: ": \(word): [") {
                let wordStart = line.index(range.lowerBound, offsetBy: 2)
                let wordEnd = line.index(wordStart, offsetBy: word.count + 1)
                return String(line[..<wordStart]) + paint(line[wordStart..<wordEnd], colour) + String(line[wordEnd...])
            }
        }
        return String(line)
    }

    /// A scene's heading line (`Fixtures/feed.yaml #0: iPhone X portrait …`) in bold.
    @Sendable static func sceneHeading(_ line: Substring) -> String {
        guard let first = line.first, first != " ", isSceneHeading(line) else { return String(line) }
        return paint(line, .bold)
    }

    /// The heading row of the device table and the release line above it, in bold.
    @Sendable static func devicesHeading(_ line: Substring) -> String {
        line.hasPrefix("device ") || line.hasPrefix("iOS ") || line.hasPrefix("not on iOS ")
            ? paint(line, .bold) : String(line)
    }

    /// The severity word of the tool's own lines on standard error (`scroll-inspect: error: …`).
    @Sendable static func standardErrorLine(_ line: Substring) -> String {
        for (word, colour) in [("error", Colour.red), ("warning", .magenta), ("note", .cyan)] {
            let prefix = "scroll-inspect: \(word):"
            if line.hasPrefix(prefix) {
                return "scroll-inspect: " + paint("\(word):", colour) + String(line.dropFirst(prefix.count))
            }
        }
        return String(line)
    }

    /// `PATH #N: …`: a path, a space, `#`, digits, `:`.
    static func isSceneHeading(_ line: Substring) -> Bool {
        guard let hash = line.firstRange(of: " #") else { return false }
        let rest = line[hash.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && rest.dropFirst(digits.count).hasPrefix(":")
    }

    /// `N errors, N warnings, N notes` (``TextFindingsFormatter/summary(_:)``).
    static func isFindingSummary(_ line: Substring) -> Bool {
        // The counts, before what was checked (`in 3 screens of 2 files`).
        let counts = line.firstRange(of: " in ").map { line[..<$0.lowerBound] } ?? line
        let parts = counts.split(separator: ", ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return false }
        return zip(parts, ["error", "warning", "note"]).allSatisfy { part, word in
            let words = part.split(separator: " ", omittingEmptySubsequences: false)
            return words.count == 2 && Int(words[0]) != nil && (words[1] == word || words[1] == word + "s")
        }
    }
}
