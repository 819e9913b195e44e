/// The text inside the string literals of a Swift source file, for checks that look for words
/// the code writes (not words its comments say): every literal part of every string literal —
/// single-line, multi-line and raw (`#"…"#`), the parts between interpolations, and the strings
/// inside interpolations — with the line each of its characters stands on.
///
/// Comments (`//`, `///`, nested `/* */`) are skipped; an escape sequence keeps the character
/// after the backslash, and a multi-line literal's line continuation (a backslash at the end of
/// a line) joins the lines, as the compiler does. A multi-line literal's lines are read without
/// their leading blanks (the compiler strips only the closing delimiter's indentation), so the
/// text read never holds a run of characters the literal does not: a word found is in the
/// program's string. Regex literals are not recognised (the sources have none).
struct SwiftStringLiterals {
    /// One run of literal text: its characters, each with the line (from 1) it stands on.
    struct Part {
        var characters: [(character: Character, line: Int)] = []

        /// The text.
        var text: String { String(characters.map(\.character)) }

        /// The lines on which `word` starts in this part.
        func lines(of word: String) -> [Int] {
            let word = Array(word)
            guard !word.isEmpty, characters.count >= word.count else { return [] }
            var lines: [Int] = []
            for start in 0...(characters.count - word.count)
            where (0..<word.count).allSatisfy({ characters[start + $0].character == word[$0] }) {
                lines.append(characters[start].line)
            }
            return lines
        }
    }

    /// The literal parts, in source order (an interpolation's strings come before the rest of
    /// the literal around them).
    private(set) var parts: [Part] = []

    private enum Context {
        /// Code: the file's, or an interpolation's (`interpolation`), with its open parentheses.
        case code(parentheses: Int, interpolation: Bool)
        /// Inside a string literal with `hashes` raw delimiters.
        case string(hashes: Int, multiline: Bool)
    }

    /// Reads `source`.
    init(_ source: String) {
        let text = Array(source)
        var lineOf: [Int] = []
        lineOf.reserveCapacity(text.count)
        var line = 1
        for character in text {
            lineOf.append(line)
            if character == "\n" { line += 1 }
        }
        func at(_ index: Int) -> Character? { index < text.count ? text[index] : nil }
        func skippingBlanks(from index: Int) -> Int {
            var index = index
            while at(index) == " " || at(index) == "\t" { index += 1 }
            return index
        }
        func hashes(from index: Int) -> Int {
            var count = 0
            while at(index + count) == "#" { count += 1 }
            return count
        }

        var stack: [Context] = [.code(parentheses: 0, interpolation: false)]
        var part = Part()
        var index = 0
        while index < text.count {
            let character = text[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses, let interpolation):
                if character == "/" && at(index + 1) == "/" {
                    while index < text.count && text[index] != "\n" { index += 1 }
                } else if character == "/" && at(index + 1) == "*" {
                    var depth = 0
                    repeat {
                        if at(index) == "/" && at(index + 1) == "*" {
                            depth += 1
                            index += 2
                        } else if at(index) == "*" && at(index + 1) == "/" {
                            depth -= 1
                            index += 2
                        } else {
                            index += 1
                        }
                    } while depth > 0 && index < text.count
                } else if character == "#" || character == "\"" {
                    let count = hashes(from: index)
                    let quote = index + count
                    guard at(quote) == "\"" else {
                        index += max(count, 1)
                        continue
                    }
                    let multiline = at(quote + 1) == "\"" && at(quote + 2) == "\""
                    stack.append(.string(hashes: count, multiline: multiline))
                    part = Part()
                    index = quote + (multiline ? 3 : 1)
                    // A multi-line literal's text starts on the line after its opening quotes.
                    if multiline {
                        while index < text.count && text[index] != "\n" { index += 1 }
                        index = skippingBlanks(from: index + 1)
                    }
                } else if character == "(" {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1, interpolation: interpolation)
                    index += 1
                } else if character == ")" && interpolation && parentheses == 0 {
                    stack.removeLast()
                    part = Part()
                    index += 1
                } else if character == ")" {
                    stack[stack.count - 1] = .code(parentheses: max(parentheses - 1, 0), interpolation: interpolation)
                    index += 1
                } else {
                    index += 1
                }
            case .string(let count, let multiline):
                if character == "\\" && hashes(from: index + 1) >= count {
                    let escaped = index + 1 + count
                    if at(escaped) == "(" {
                        parts.append(part)
                        part = Part()
                        stack.append(.code(parentheses: 0, interpolation: true))
                        index = escaped + 1
                    } else if multiline && (at(escaped) == "\n" || at(escaped) == " " || at(escaped) == "\t") {
                        // A line continuation: the backslash, trailing blanks and the line break.
                        var end = escaped
                        while at(end) == " " || at(end) == "\t" { end += 1 }
                        if at(end) == "\n" {
                            index = skippingBlanks(from: end + 1)
                        } else {
                            part.characters.append((character, lineOf[index]))
                            index += 1
                        }
                    } else if let next = at(escaped) {
                        part.characters.append((next, lineOf[escaped]))
                        index = escaped + 1
                    } else {
                        index = escaped
                    }
                } else if character == "\"",
                    !multiline || (at(index + 1) == "\"" && at(index + 2) == "\""),
                    hashes(from: index + (multiline ? 3 : 1)) >= count
                {
                    parts.append(part)
                    part = Part()
                    stack.removeLast()
                    index += (multiline ? 3 : 1) + count
                } else {
                    part.characters.append((character, lineOf[index]))
                    index += 1
                    if multiline && character == "\n" { index = skippingBlanks(from: index) }
                }
            }
        }
    }

    /// The lines on which `word` starts inside a string literal.
    func lines(of word: String) -> [Int] {
        parts.flatMap { $0.lines(of: word) }.sorted()
    }
}
