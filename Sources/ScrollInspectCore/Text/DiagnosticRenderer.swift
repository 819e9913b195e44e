import ScrollInsets

/// Renders fixture diagnostics for a terminal: the clang-style location line, the source
/// line, and a caret under the column, as pointfreeco/swift-parsing shows parse errors.
///
/// ```
/// Fixtures/feed.yaml:4:3: error: unknown key 'addtionalSafeAreaInsets'; did you mean 'additionalSafeAreaInsets'?
/// 4 |   addtionalSafeAreaInsets: [0, 0, 0, 0]
///   |   ^
///   = note: allowed keys: name, additionalSafeAreaInsets, view
/// ```
///
/// A note with its own location is rendered like a diagnostic of severity `note`, with
/// its source line; a note without one is a `= note:` line under its diagnostic.
///
/// Columns are characters, as ``SourceLocation`` counts them. The caret is placed by
/// repeating the line's tabs and replacing every other character by as many spaces as
/// a terminal gives it (two for East Asian wide characters and emoji), so it lines up
/// under the character the column names.
///
/// A line longer than 160 characters (a generated flow-style fixture may sit on one line of
/// megabytes) is shown as a window of 160 characters from 80 before the column,
/// cut ends marked `…`, so each diagnostic's output stays short. Diagnostics in file order
/// are rendered in one pass over a long line, not one pass each.
///
/// Colour (ANSI escapes) is off by default; the command-line tool turns it on under
/// `--color` (``ColorChoice``): by default when standard error is a terminal, `NO_COLOR` is
/// unset and `TERM` is not `dumb`.
package struct DiagnosticRenderer: Sendable {
    /// The most characters of a source line shown; a longer line is cut around the column.
    static let excerptWidth = 160
    /// How many characters before the column a cut line shows.
    static let excerptLead = 80

    /// The file path shown before each location.
    package var path: String
    /// Whether to colour the output with ANSI escape sequences.
    package var isColorized: Bool
    /// The file's bytes, and where each of its lines starts in them: a line is decoded when a
    /// diagnostic shows it. (Splitting a 13 MB file into `Substring`s, grapheme by grapheme, took
    /// longer and twice the memory of decoding it, for a few warnings' excerpts.)
    private let source: SourceBytes
    private let lineStarts: [Int32]
    /// Whether the text starts with a byte order mark, which the first line does not show.
    private let hasByteOrderMark: Bool

    /// Creates a renderer for the diagnostics of one file.
    ///
    /// - Parameters:
    ///   - path: The path to show, as the user gave it.
    ///   - source: The file's text (a leading byte order mark is ignored, as the parser
    ///     ignores it).
    ///   - colorized: Whether to use ANSI colours.
    package init(path: String, source: String, colorized: Bool = false) {
        self.init(path: path, bytes: Array(source.utf8), colorized: colorized)
    }

    /// Creates a renderer for the diagnostics of one file from its bytes, which are decoded as
    /// UTF-8 (invalid sequences shown as U+FFFD), one line at a time when a diagnostic shows it.
    ///
    /// - Parameters:
    ///   - path: The path to show, as the user gave it.
    ///   - bytes: The file's bytes (a leading byte order mark is ignored, as the parser ignores it).
    ///   - colorized: Whether to use ANSI colours.
    package init(path: String, bytes: [UInt8], colorized: Bool = false) {
        self.init(path: path, source: SourceBytes(bytes), colorized: colorized)
    }

    /// Creates a renderer over a run's bytes (a mapped file's, read in place).
    init(path: String, source: SourceBytes, colorized: Bool) {
        self.path = path
        self.isColorized = colorized
        self.source = source
        // A line ends at "\n" ("\r\n" is one Character, and "\n" is never part of another), so
        // splitting the bytes there gives the lines a split of the text into Characters gives.
        lineStarts = source.lineStarts()
        hasByteOrderMark = source.withSpan { bytes in
            bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        }
    }

    /// The text of line `number` (from 1) without its line break.
    private func line(_ number: Int) -> Substring {
        let range = source.withSpan { bytes in
            let start = Int(lineStarts[number - 1])
            var end = number < lineStarts.count ? Int(lineStarts[number]) - 1 : bytes.count
            if end > start, number < lineStarts.count, bytes[end - 1] == 0x0D { end -= 1 }
            return start..<end
        }
        let text = Substring(source.text(range))
        return number == 1 && hasByteOrderMark ? text.dropFirst() : text
    }

    /// Renders diagnostics one after the other, each ending with a line break.
    package func render(_ diagnostics: [FixtureDiagnostic]) -> String {
        var cursor = Cursor()
        var output = ""
        for diagnostic in diagnostics { render(diagnostic, into: &output, cursor: &cursor) }
        return output
    }

    /// Renders one diagnostic and its notes, ending with a line break.
    package func render(_ diagnostic: FixtureDiagnostic) -> String {
        var cursor = Cursor()
        var output = ""
        render(diagnostic, into: &output, cursor: &cursor)
        return output
    }

    /// Where the last excerpt's column was found, so that the next one on the same line
    /// starts from there instead of from the start of the line.
    private struct Cursor {
        var line = 0
        var offset = 0
        var index: Substring.Index?
        /// That line's text, decoded once for every diagnostic on it.
        var text: Substring?
        /// Whether that line is all ASCII, found once for every diagnostic on it.
        var isASCII = false
    }

    private func render(_ diagnostic: FixtureDiagnostic, into output: inout String, cursor: inout Cursor) {
        let gutter = String(diagnostic.location.line).count
        renderHeadline(diagnostic.severity, diagnostic.message, at: diagnostic.location, into: &output)
        renderExcerpt(at: diagnostic.location, gutter: gutter, into: &output, cursor: &cursor)
        for note in diagnostic.notes {
            if let location = note.location {
                renderHeadline(.note, note.message, at: location, into: &output)
                renderExcerpt(at: location, gutter: String(location.line).count, into: &output, cursor: &cursor)
            } else {
                output +=
                    String(repeating: " ", count: gutter + 1)
                    + paint("=", .blue) + " " + paint("note:", .bold) + " " + note.message + "\n"
            }
        }
    }

    private func renderHeadline(
        _ severity: FixtureDiagnostic.Severity, _ message: String,
        at location: SourceLocation, into output: inout String
    ) {
        let colour: Colour =
            switch severity {
            case .error: .red
            case .warning: .magenta
            case .note: .cyan
            }
        output +=
            paint("\(path):\(location.line):\(location.column):", .bold) + " "
            + paint("\(severity.rawValue):", colour) + " " + paint(message, .bold) + "\n"
    }

    private func renderExcerpt(
        at location: SourceLocation, gutter: Int, into output: inout String,
        cursor: inout Cursor
    ) {
        guard location.line >= 1 && location.line <= lineStarts.count else { return }
        let line = cursor.line == location.line ? cursor.text ?? line(location.line) : line(location.line)
        let isASCII =
            cursor.line == location.line && cursor.text != nil ? cursor.isASCII : line.utf8.allSatisfy { $0 < 0x80 }
        if isASCII {
            renderASCIIExcerpt(line, at: location, gutter: gutter, into: &output, cursor: &cursor)
            return
        }
        // A long line's window starts excerptLead characters before the column.
        let isLong =
            line.index(line.startIndex, offsetBy: Self.excerptWidth, limitedBy: line.endIndex).map {
                $0 < line.endIndex
            } ?? false
        let startOffset = isLong ? max(0, location.column - 1 - Self.excerptLead) : 0
        var index = line.startIndex
        var offset = 0
        if cursor.line == location.line, let cached = cursor.index, cursor.offset <= startOffset {
            (index, offset) = (cached, cursor.offset)
        }
        while offset < startOffset && index < line.endIndex {
            line.formIndex(after: &index)
            offset += 1
        }
        cursor = Cursor(line: location.line, offset: offset, index: index, text: line)
        let start = index
        let end = line.index(start, offsetBy: Self.excerptWidth, limitedBy: line.endIndex) ?? line.endIndex
        let isCutBefore = start > line.startIndex
        let isCutAfter = end < line.endIndex
        let shown = (isCutBefore ? "…" : "") + line[start..<end] + (isCutAfter ? "…" : "")
        let number = String(location.line)
        output += paint(number + " |", .blue) + (shown.isEmpty ? "" : " " + shown) + "\n"
        var padding = isCutBefore ? " " : ""
        var column = offset + 1
        for character in line[start..<end] where column < location.column {
            padding += character == "\t" ? "\t" : String(repeating: " ", count: Self.displayWidth(of: character))
            column += 1
        }
        // A column past the end of the line (the place after its last character): pad to it,
        // within the window.
        if column < location.column {
            padding += String(repeating: " ", count: min(location.column - column, Self.excerptLead))
        }
        output += paint(String(repeating: " ", count: gutter) + " |", .blue) + " " + padding + paint("^", .green) + "\n"
    }

    /// ``renderExcerpt(at:gutter:into:cursor:)`` for a line of ASCII bytes, where every byte is one
    /// Character one cell wide (a tab stays a tab): the same output, found by byte offsets instead
    /// of three walks over the line's Characters with a Unicode property lookup each (about 37,000
    /// instructions a warning, callgrind, on the benchmark's 2,000 duplicate-name warnings).
    private func renderASCIIExcerpt(
        _ line: Substring, at location: SourceLocation, gutter: Int, into output: inout String,
        cursor: inout Cursor
    ) {
        let bytes = line.utf8
        let count = bytes.count
        let startOffset = count > Self.excerptWidth ? max(0, location.column - 1 - Self.excerptLead) : 0
        let offset = min(startOffset, count)
        let start = bytes.index(bytes.startIndex, offsetBy: offset)
        let end = bytes.index(start, offsetBy: min(Self.excerptWidth, count - offset))
        cursor = Cursor(line: location.line, offset: offset, index: start, text: line, isASCII: true)
        let isCutBefore = offset > 0
        let isCutAfter = end < bytes.endIndex
        let shown = (isCutBefore ? "…" : "") + line[start..<end] + (isCutAfter ? "…" : "")
        output += paint(String(location.line) + " |", .blue) + (shown.isEmpty ? "" : " " + shown) + "\n"
        var padding = isCutBefore ? " " : ""
        var column = offset + 1
        for byte in bytes[start..<end] where column < location.column {
            padding += byte == 0x09 ? "\t" : " "
            column += 1
        }
        if column < location.column {
            padding += String(repeating: " ", count: min(location.column - column, Self.excerptLead))
        }
        output += paint(String(repeating: " ", count: gutter) + " |", .blue) + " " + padding + paint("^", .green) + "\n"
    }

    /// The number of terminal cells a character takes: 2 for East Asian wide and
    /// full-width characters and emoji presented as emoji, 1 otherwise.
    static func displayWidth(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    private enum Colour: String {
        case bold = "1", red = "1;31", magenta = "1;35", cyan = "1;36", blue = "1;34", green = "1;32"
    }

    private func paint(_ text: String, _ colour: Colour) -> String {
        isColorized ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}
