import Foundation
@testable import ScrollInspectCore
import ScrollInsetsFormats

/// The numbers a fixture's comments and the documentation quote from the tool, in a grammar a
/// test reads (docs/fixture-format.md, "Key numbers"):
///
/// ```
/// # Key numbers, portrait:
/// #   controller:tabs.bars@tabBar.frame: [0, 729, 375, 83] — 49 + the home indicator's 34
/// #   view:tabs/nav/list/table.scroll.contentOffset: {y: -88}
/// ```
///
/// ```
/// block  = "# Key numbers" [ ", " LABEL ] ":" NEWLINE entry { entry }
/// entry  = "#   " PATH ": " VALUE [ " — " NOTE ] NEWLINE { "#     " NOTE NEWLINE }
/// VALUE  = NUMBER | "[" NUMBER { ", " NUMBER } "]" | "{" NAME ": " NUMBER { ", " NAME ": " NUMBER } "}"
/// ```
///
/// PATH is a path of the scene's JSON report as recordings write it (docs/recordings.md); the
/// block belongs to the scene (`---` document) it is written in. Every number is compared with the
/// report's, rounded as the text report rounds (three decimals): `53.667`, not `54`.
enum KeyNumbers {
    /// One quoted value: where it is written, the scene and path it names, and the numbers.
    struct Entry: CustomStringConvertible {
        var file: String
        var line: Int
        var scene: Int
        var path: String
        var value: Quoted
        var description: String { "\(file):\(line): \(path): \(value)" }
    }

    /// What an entry quotes: numbers, or a string of the report (`"16"`, the release laid out).
    enum Quoted: CustomStringConvertible {
        case numbers(RecordedNumbers)
        case text(String)
        var description: String {
            switch self {
            case .numbers(let numbers): numbers.description
            case .text(let text): "\"\(text)\""
            }
        }
    }

    /// The entries of a fixture's comment blocks, or the problems of lines that do not follow the grammar.
    static func entries(inFixture text: String, file: String) -> (entries: [Entry], problems: [String]) {
        var entries: [Entry] = []
        var problems: [String] = []
        var scene = 0
        var sawContent = false
        // The open block's header line and its number of entries; `nil` outside a block.
        var block: (place: String, count: Int)?
        var lastHadNote = false
        func close() {
            if let open = block, open.count == 0 { problems.append("\(open.place): a Key numbers block has no entry") }
            block = nil
        }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let place = "\(file):\(number + 1)"
            if line == "---" {
                close()
                if sawContent { scene += 1 }
                sawContent = false
                continue
            }
            guard line.hasPrefix("#") else {
                close()
                if !line.allSatisfy(\.isWhitespace) { sawContent = true }
                continue
            }
            if line.contains("Key numbers") {
                close()
                if isHeader(line) {
                    block = (place, 0)
                } else {
                    problems.append("\(place): expected '# Key numbers:' or '# Key numbers, LABEL:' alone on its line")
                }
                continue
            }
            guard block != nil, line.hasPrefix("#   ") else {
                close()
                continue
            }
            if line.hasPrefix("#     ") {
                if !lastHadNote { problems.append("\(place): a continuation line follows an entry without a note") }
                continue
            }
            block?.count += 1
            switch entry(String(line.dropFirst(4))) {
            case .success(let (path, value, hasNote)):
                entries.append(Entry(file: file, line: number + 1, scene: scene, path: path, value: value))
                lastHadNote = hasNote
            case .failure(let problem):
                problems.append("\(place): \(problem.message)")
            }
        }
        close()
        return (entries, problems)
    }

    /// A block of a Markdown page: the command whose JSON report it quotes, the scene, the entries,
    /// and the text just above it (the paragraph or table it checks, up to a blank line or a fence).
    ///
    /// ```
    /// <!-- Key numbers of Fixtures/tab-and-navigation-iphone-x.yaml #1:
    /// view:tabs/nav/list/table.scroll.adjustedContentInset: [32, 0, 53, 0]
    /// -->
    /// ```
    ///
    /// `of FILE [OPTION…] [#SCENE]:` names the report (`scroll-inspect report FILE OPTION… --format json`)
    /// and its scene (0 when absent); each following line up to `-->` is `PATH: VALUE`.
    struct DocumentBlock: CustomStringConvertible {
        var file: String
        var line: Int
        var arguments: [String]
        var scene: Int
        var entries: [Entry]
        var above: String
        var description: String { "\(file):\(line)" }
    }

    /// The Markdown page's blocks, or the problems of blocks that do not follow the grammar.
    static func blocks(inDocument text: String, file: String) -> (blocks: [DocumentBlock], problems: [String]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [DocumentBlock] = []
        var problems: [String] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let line = lines[index]
            guard line.hasPrefix("<!-- Key numbers") else { continue }
            let place = "\(file):\(index + 1)"
            guard line.hasPrefix("<!-- Key numbers of "), line.hasSuffix(":") else {
                problems.append("\(place): expected '<!-- Key numbers of FILE [OPTION…] [#SCENE]:'")
                continue
            }
            var command = line.dropFirst("<!-- Key numbers of ".count).dropLast()
            var scene = 0
            if let hash = command.lastIndex(of: "#"), command[..<hash].last == " " {
                guard let number = Int(command[command.index(after: hash)...]) else {
                    problems.append("\(place): '\(command[hash...])' is not a scene number")
                    continue
                }
                scene = number
                command = command[..<hash]
            }
            let words = DocumentedCommandsTests.split(String(command))
            var entries: [Entry] = []
            var cursor = index + 1
            while cursor < lines.count, lines[cursor] != "-->" {
                switch entry(lines[cursor]) {
                case .success(let (path, value, _)):
                    entries.append(Entry(file: file, line: cursor + 1, scene: scene, path: path, value: value))
                case .failure(let problem):
                    problems.append("\(file):\(cursor + 1): \(problem.message)")
                }
                cursor += 1
            }
            if cursor == lines.count { problems.append("\(place): the block has no '-->'") }
            if cursor == index + 1 { problems.append("\(place): a Key numbers block has no entry") }
            // The paragraph or table above, past the blank lines and the other blocks between.
            var visible: [String] = []
            var inBlock = false
            for earlier in lines[..<index] {
                if earlier.hasPrefix("<!-- Key numbers") { inBlock = true }
                if !inBlock { visible.append(earlier) }
                if earlier == "-->" { inBlock = false }
            }
            let aboveLines = visible.reversed().drop { $0.isEmpty }.prefix { !$0.isEmpty && !$0.hasPrefix("```") }
            blocks.append(
                DocumentBlock(
                    file: file, line: index + 1, arguments: words, scene: scene, entries: entries,
                    above: aboveLines.reversed().joined(separator: "\n")))
            index = cursor
        }
        return (blocks, problems)
    }

    /// A finding as a page shows it: `warning: [rule] message` or `Fixtures/…yaml:14:13: warning: [rule] …`,
    /// the text up to a `…` (`isComplete` when there is none), and whether it starts with a fixture's
    /// path and position. Lines of other shapes (`/…/Sources/feed.yaml:11:13: …`) are `nil`.
    static func documentedFinding(_ line: String) -> (text: String, hasLocation: Bool, isComplete: Bool)? {
        let severities = ["error: [", "warning: [", "note: ["]
        let hasLocation = line.hasPrefix("Fixtures/")
        guard hasLocation || severities.contains(where: { line.hasPrefix($0) }),
            severities.contains(where: { line.contains($0) })
        else { return nil }
        guard let ellipsis = line.firstIndex(of: "…") else { return (line, hasLocation, true) }
        return (String(line[..<ellipsis]), hasLocation, false)
    }

    /// `# Key numbers:` or `# Key numbers, LABEL:`.
    static func isHeader(_ line: Substring) -> Bool {
        guard line.hasSuffix(":") else { return false }
        if line == "# Key numbers:" { return true }
        return line.hasPrefix("# Key numbers, ") && line.count > "# Key numbers, :".count
            && !line.dropLast().contains(":")
    }

    struct Problem: Error { var message: String }

    /// `PATH: VALUE [— NOTE]`.
    static func entry(_ text: String) -> Result<(String, Quoted, Bool), Problem> {
        guard let colon = text.range(of: ": ") else {
            return .failure(Problem(message: "expected 'PATH: VALUE' in '\(text)'"))
        }
        let path = String(text[..<colon.lowerBound])
        if case .failure(let problem) = Result(catching: { () throws(ReportPathError) in try ReportPath(path) })
            .mapError({ Problem(message: $0.message) })
        {
            return .failure(problem)
        }
        let rest = text[colon.upperBound...]
        let end: String.Index
        let quoted: Quoted
        switch rest.first {
        case "\"":
            guard let close = rest.dropFirst().firstIndex(of: "\"") else {
                return .failure(Problem(message: "no closing '\"' in '\(rest)'"))
            }
            end = rest.index(after: close)
        case "[":
            guard let close = rest.firstIndex(of: "]") else { return .failure(Problem(message: "no ']' in '\(rest)'")) }
            end = rest.index(after: close)
        case "{":
            guard let close = rest.firstIndex(of: "}") else { return .failure(Problem(message: "no '}' in '\(rest)'")) }
            end = rest.index(after: close)
        default: end = rest.firstIndex(of: " ") ?? rest.endIndex
        }
        if rest.first == "\"" {
            quoted = .text(String(rest[rest.index(after: rest.startIndex)..<rest.index(before: end)]))
        } else if let numbers = value(rest[..<end]) {
            quoted = .numbers(numbers)
        } else {
            return .failure(Problem(message: "'\(rest[..<end])' is not a number, [a, b, …], {name: n, …} or \"text\""))
        }
        let tail = rest[end...]
        guard tail.isEmpty || (tail.hasPrefix(" — ") && tail.count > 3) else {
            return .failure(
                Problem(message: "expected the end of the line or ' — NOTE' after the value, found '\(tail)'"))
        }
        return .success((path, quoted, !tail.isEmpty))
    }

    /// `44`, `-97.667`, `[0, 54, 393, 44]`, `{y: 54, height: 44}`.
    static func value(_ text: Substring) -> RecordedNumbers? {
        if text.hasPrefix("[") && text.hasSuffix("]") {
            let parts = text.dropFirst().dropLast().split(separator: ", ", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { number($0) }
            return numbers.count == parts.count && !numbers.isEmpty ? .ordered(numbers) : nil
        }
        if text.hasPrefix("{") && text.hasSuffix("}") {
            let parts = text.dropFirst().dropLast().split(separator: ", ", omittingEmptySubsequences: false)
            let named = parts.compactMap { part -> RecordedNumbers.NamedNumber? in
                let pair = part.split(separator: ": ", omittingEmptySubsequences: false)
                guard pair.count == 2, !pair[0].isEmpty, pair[0].allSatisfy(\.isLetter), let value = number(pair[1])
                else { return nil }
                return RecordedNumbers.NamedNumber(String(pair[0]), value)
            }
            return named.count == parts.count && !named.isEmpty ? .named(named) : nil
        }
        return number(text).map(RecordedNumbers.number)
    }

    /// A plain decimal number: `-97.667`, not `1e3` or `.5`.
    static func number(_ text: Substring) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text
        guard let first = digits.first, first.isNumber, let last = digits.last, last.isNumber,
            digits.allSatisfy({ $0.isNumber || $0 == "." }), digits.filter({ $0 == "." }).count <= 1
        else { return nil }
        return Double(text)
    }

    /// The quoted value as the prose writes it: each number in its shortest form (`53.667`, `-88`),
    /// or the text.
    static func texts(of value: Quoted) -> [String] {
        switch value {
        case .text(let text): return [text]
        case .numbers(.number(let number)): return [RecordedNumbers.format(number)]
        case .numbers(.ordered(let numbers)): return numbers.map(RecordedNumbers.format)
        case .numbers(.named(let named)): return named.map { RecordedNumbers.format($0.value) }
        }
    }

    /// Whether `text` holds `number` as a whole number, not as part of another (`44` is not in `144`
    /// or `44.5`); `-88` also stands as `−88` or `(0, -88)`.
    static func text(_ text: String, contains number: String) -> Bool {
        let spellings = number.hasPrefix("-") ? [number, "−" + number.dropFirst()] : [number]
        return spellings.contains { spelling in
            var searched = text[...]
            while let range = searched.range(of: spelling) {
                defer { searched = text[range.upperBound...] }
                let previous = text[..<range.lowerBound].last
                let next = text[range.upperBound...].prefix(2)
                let startsInside = previous.map { $0.isNumber || $0 == "." || $0 == "-" || $0 == "−" } ?? false
                let goesOn = next.first?.isNumber == true || (next.first == "." && next.last?.isNumber == true)
                if !startsInside && !goesOn { return true }
            }
            return false
        }
    }

    /// Where the model's numbers and a quoted value disagree, or `nil` when they agree: each
    /// number of the report rounded to three decimals (the text report's rounding) must equal the
    /// quoted one.
    static func disagreement(_ entry: Entry, inScene scene: ReportJSONValue) -> String? {
        let found: ReportJSONValue
        do throws(ReportPathError) {
            found = try ReportPath(entry.path).value(in: scene)
        } catch {
            return "\(entry.file):\(entry.line): \(error.message)"
        }
        let model: [Double]
        let quoted: [Double]
        let numbers: RecordedNumbers
        switch entry.value {
        case .text(let text):
            guard found == .string(text) else {
                return
                    "\(entry.file):\(entry.line): \(entry.path) is quoted as \(entry.value); the tool reports \(found)"
            }
            return nil
        case .numbers(let value): numbers = value
        }
        switch (numbers, found) {
        case (.number(let value), .number(let number)):
            (model, quoted) = ([number], [value])
        case (.ordered(let values), .object(let members)):
            let numbers = members.compactMap { if case .number(let n) = $0.value { n } else { nil } }
            guard numbers.count == members.count, numbers.count == values.count else {
                return
                    "\(entry.file):\(entry.line): '\(entry.path)' has \(members.count) members; \(values.count) quoted"
            }
            (model, quoted) = (numbers, values)
        case (.named(let values), .object):
            var numbers: [Double] = []
            for named in values {
                guard case .number(let number)? = found[named.name] else {
                    return "\(entry.file):\(entry.line): '\(entry.path)' has no number '\(named.name)'"
                }
                numbers.append(number)
            }
            (model, quoted) = (numbers, values.map(\.value))
        default:
            return "\(entry.file):\(entry.line): '\(entry.path)' is \(found) in the report, not the shape quoted"
        }
        let rounded = model.map { ($0 * 1000).rounded() / 1000 }
        guard zip(rounded, quoted).allSatisfy({ abs($0 - $1) < 1e-9 }) else {
            let shown = RecordedNumbers.ordered(rounded).description
            return "\(entry.file):\(entry.line): \(entry.path) is quoted as \(numbers); the tool reports \(shown)"
        }
        return nil
    }
}
