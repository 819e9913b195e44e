/// The text of every diagnostic the YAML parser emits, declared in one place so that the
/// wording stays consistent and docs/fixture-parser.md can list them.
///
/// Messages follow the house style: lowercase, the user's text quoted, what was expected
/// named, no trailing period.
package enum YAMLMessage {
    static let tabInIndentation = "tabs are not allowed in indentation; use spaces"

    static func anchor(_ token: String) -> String {
        "anchors are not supported: '\(quoted(token))'; write the value out in full"
    }

    static func alias(_ token: String) -> String {
        "aliases are not supported: '\(quoted(token))'; write the value out in full"
    }

    static func tag(_ token: String) -> String {
        "tags are not supported: '\(quoted(token))'; values are typed by the key that reads them"
    }

    static let mergeKey = "merge keys are not supported: '<<'; write the keys out in full"

    static func blockScalar(_ indicator: String) -> String {
        "block scalars are not supported: '\(indicator)'; write the value on one line, in quotes if needed"
    }

    static func directive(_ token: String) -> String {
        "directives are not supported: '\(quoted(token))'; remove the line"
    }

    static let documentEnd =
        "document end markers are not supported: '...'; separate scenes with a line '---'"

    static func contentAfterSeparator(_ text: String) -> String {
        "unexpected '\(quoted(text))' after '---'; start the scene on the next line"
    }

    static let explicitKey = "explicit keys are not supported: '?'; write 'key: value'"

    static func reservedStart(_ character: String) -> String {
        "a plain value cannot start with '\(character)'; put the value in quotes"
    }

    static func duplicateKey(_ key: String, firstLine: Int) -> String {
        "duplicate key '\(quoted(key))'; it is already defined at line \(firstLine)"
    }

    static func firstDefinition(_ key: String) -> String {
        "'\(quoted(key))' is first defined here"
    }

    static func badIndentation(_ found: Int, expected: [Int]) -> String {
        """
        bad indentation of \(found) \(spaces(found)); expected \(list(expected.map(String.init), "or")) to line up \
        with an enclosing block
        """
    }

    static func overIndented(_ found: Int, expected: Int, kind: String, line: Int) -> String {
        "bad indentation of \(found) \(spaces(found)); expected \(expected) to continue the \(kind) at line \(line)"
    }

    static func continuedValue(_ found: Int) -> String {
        "bad indentation of \(found) \(spaces(found)); a value cannot continue on the next line"
    }

    static func expectedKey(_ found: String, line: Int) -> String {
        var message = "expected 'key: value' to continue the mapping at line \(line); found '\(quoted(found))'"
        if missesSpaceAfterColon(found) { message += "; put a space after ':'" }
        return message
    }

    static func expectedItem(_ found: String, line: Int) -> String {
        "expected '- ' to continue the sequence at line \(line); found '\(quoted(found))'"
    }

    static func contentAfterRoot(_ text: String) -> String {
        "unexpected '\(quoted(text))' after the document's value; start another scene with a line '---'"
    }

    static let sequenceAfterKey =
        "a sequence cannot start on the same line as its key; move '- ' to the next line, indented"

    static func colonInPlainValue(_ text: String) -> String {
        "unexpected ':' in the value '\(quoted(text))'; quote the value, or move the nested mapping to its own line"
    }

    static let missingKey = "missing key before ':'; expected 'key: value'"

    static func trailingContent(_ text: String) -> String {
        "unexpected '\(quoted(text))' after the value; expected a comment or the end of the line"
    }

    static func unterminatedString(quote: UInt8) -> String {
        "unterminated string; expected a closing \(quote == UInt8(ascii: "\"") ? "\"" : "'") on the same line"
    }

    static func unknownEscape(_ sequence: String) -> String {
        """
        unknown escape '\(sequence)' in a double-quoted string; expected one of \\" \\\\ \\/ \\n \\t \\r \\0 \\xXX \
        \\uXXXX \\UXXXXXXXX
        """
    }

    static func invalidHexEscape(_ sequence: String, digits: Int) -> String {
        "invalid escape '\(sequence)'; expected \(digits) hexadecimal digits after '\(sequence.prefix(2))'"
    }

    static func invalidScalarEscape(_ sequence: String) -> String {
        "invalid escape '\(sequence)'; it is not a Unicode scalar value"
    }

    static func unterminatedFlow(isMapping: Bool) -> String {
        isMapping
            ? "unterminated flow mapping; expected '}' to close this '{'"
            : "unterminated flow sequence; expected ']' to close this '['"
    }

    static func flowExpectedSeparator(isMapping: Bool, found: String) -> String {
        """
        expected ',' or '\(isMapping ? "}" : "]")' after a value in a flow \(isMapping ? "mapping" : "sequence"); \
        found '\(quoted(found))'
        """
    }

    static func flowMismatchedCloser(found: String, isMapping: Bool, opener: SourceLocation) -> String {
        """
        expected '\(isMapping ? "}" : "]")' to close the flow \(isMapping ? "mapping" : "sequence") that starts at \
        \(opener); found '\(found)'
        """
    }

    static func flowExpectedKey(found: String) -> String {
        "expected a key in a flow mapping; found '\(quoted(found))'"
    }

    static let flowEmptyItem = "empty item in a flow sequence; expected a value before ','"
    static let flowEmptyEntry = "empty entry in a flow mapping; expected 'key: value' before ','"

    static func flowExpectedColon(key: String, found: String?) -> String {
        let what = found.map { "'\(quoted($0))'" } ?? "the end of the line"
        var message = "expected ':' after the key '\(quoted(key))' in a flow mapping; found \(what)"
        if missesSpaceAfterColon(key) { message += "; put a space after ':'" }
        return message
    }

    static func flowPairInSequence(_ key: String) -> String {
        """
        unexpected ':' after '\(quoted(key))' in a flow sequence; write a mapping item in braces, as in \
        '[{\(quoted(key)): ...}]'
        """
    }

    static let commentWithoutSpace =
        "'#' starts a comment only after a space; add a space before '#', or quote the value"

    static func depth(_ limit: Int) -> String {
        "nesting is deeper than the maximum of \(limit) levels"
    }

    package static func inputTooLarge(_ size: Int, limit: Int) -> String {
        "input is \(size) bytes; the maximum is \(limit) bytes"
    }

    static func scalarTooLong(_ length: Int, limit: Int) -> String {
        "value is \(length) bytes long; the maximum is \(limit) bytes"
    }

    static func invalidUTF8(_ byte: UInt8) -> String {
        "invalid UTF-8 byte \(hex(byte)); a fixture must be UTF-8 text"
    }

    static func controlCharacter(_ byte: UInt8) -> String {
        "control character \(codePoint(byte)) is not allowed; write it as an escape in a double-quoted string"
    }

    static func tooManyErrors(_ limit: Int) -> String {
        "too many errors; stopping after \(limit)"
    }

    // MARK: Helpers shared with the schema reader

    /// The user's text as it appears inside quotes in a message: long text is shortened
    /// to its first 40 characters and an ellipsis.
    package static func quoted(_ text: String) -> String {
        var count = 0
        for index in text.indices {
            count += 1
            if count > 40 { return String(text[..<index]) + "…" }
        }
        return text
    }

    /// "a", "a or b", "a, b or c".
    package static func list(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    private static func spaces(_ count: Int) -> String { count == 1 ? "space" : "spaces" }

    private static func missesSpaceAfterColon(_ text: String) -> Bool {
        var previousWasColon = false
        for byte in text.utf8 {
            if previousWasColon && byte != UInt8(ascii: " ") { return true }
            previousWasColon = byte == UInt8(ascii: ":")
        }
        return false
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    private static func codePoint(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "U+00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
