import ScrollInsets
import ScrollInsetsFormats

/// The files generated from the fixture key tables (``FixtureKeys/sets``): the fuzz dictionary
/// and the key tables of docs/fixture-format.md. ``GeneratedFixtureFilesTests`` checks that the
/// files in the repository are what these functions write, and rewrites them when
/// `SCROLLINSETS_RECORD=1`.
enum GeneratedFixtureFiles {
    /// How to regenerate, for the files' headers and the tests' messages.
    static let regenerate = "SCROLLINSETS_RECORD=1 swift test --filter GeneratedFixtureFilesTests"

    // MARK: Fuzz/fixture.dict

    /// `Fuzz/fixture.dict`: every key, every node kind and every allowed word of the tables,
    /// then the values and YAML punctuation no table holds.
    static func fuzzDictionary() -> String {
        let sets = FixtureKeys.sets
        var seen = Set<String>()
        var words: [String] = []
        func add(_ word: String) { if seen.insert(word).inserted { words.append(word) } }
        sets.flatMap(\.keys).map(\.name).sorted().forEach(add)
        FixtureKeys.nodeKinds.forEach(add)
        sets.flatMap(\.keys).flatMap(\.allowedValues).forEach(add)
        fuzzExtras.forEach(add)
        let header = [
            "# libFuzzer dictionary of the fixture format: keys, values and YAML punctuation (docs/fuzzing.md).",
            "# Generated from the key tables (Sources/ScrollInsetsFormats/Fixture/Keys/); do not edit: \(regenerate)",
        ]
        return (header + words.map(quoted)).joined(separator: "\n") + "\n"
    }

    /// Values and YAML punctuation the fuzzer should try that are not words of a key table:
    /// booleans, devices, the YAML the subset refuses, byte sequences and large numbers.
    static let fuzzExtras = [
        "true", "false", "iPhone X", "iPhone 8", "iPad Pro 11-inch", "iPhone XR",
        "---", "...", ": ", "- ", "\n", "\n  ", "\n- ", " #", "[", "]", "{", "}", ", ", "'", "\"", "\\u", "\\x",
        "&a", "*a", "!!str", "<<", "? ", "|", "%YAML", "\t", "\u{FEFF}", "\u{FF}", "é",
        "1e400", "-0", ".inf", "# scroll-inspect: disable ", "[0, 0, 375, 812]", "[44, 0, 34, 0]",
        "100000000000", "99999999999999999999", "1000000",
    ]

    /// A dictionary entry: printable ASCII as is, `"` and `\` escaped, other bytes as `\xNN`
    /// (`\u{FF}` stands for the invalid byte 0xFF, not its UTF-8 encoding).
    static func quoted(_ word: String) -> String {
        let bytes: [UInt8] = word == "\u{FF}" ? [0xFF] : Array(word.utf8)
        var text = "\""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x20..<0x7F: text += String(UnicodeScalar(byte))
            default: text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return text + "\""
    }

    // MARK: docs/fixture-format.md

    /// The lines that open and close the generated part of docs/fixture-format.md.
    static let docsBegin = """
        <!-- BEGIN GENERATED from the key tables (Sources/ScrollInsetsFormats/Fixture/Keys/); do not edit: \
        \(regenerate) -->
        """
    static let docsEnd = "<!-- END GENERATED -->"

    /// The key tables of docs/fixture-format.md: one Markdown table per key set.
    static func docsKeyTables() -> String {
        var lines: [String] = []
        for set in FixtureKeys.sets {
            lines += [
                "", "### `\(set.name)`", "", set.summary, "", "| key | value | default | meaning |",
                "|---|---|---|---|",
            ]
            for key in set.keys {
                let columns = ["`\(key.name)`", value(key), defaultValue(key), key.summary]
                lines.append("| " + columns.map(escaped).joined(separator: " | ") + " |")
            }
        }
        return ([docsBegin] + lines + ["", docsEnd]).joined(separator: "\n")
    }

    /// `docs` with its generated part replaced by ``docsKeyTables()``; `nil` when the markers are missing.
    static func docs(replacingKeyTablesIn docs: String) -> String? {
        guard let begin = docs.range(of: docsBegin),
            let end = docs.range(of: docsEnd, range: begin.upperBound..<docs.endIndex)
        else {
            return nil
        }
        return String(docs[..<begin.lowerBound]) + docsKeyTables() + String(docs[end.upperBound...])
    }

    private static func value(_ key: FixtureKey) -> String {
        let words = key.allowedValues.map { "`\($0)`" }.joined(separator: ", ")
        if key.type == .word { return words }
        return key.type.description + (words.isEmpty ? "" : " (words: \(words))")
    }

    private static func defaultValue(_ key: FixtureKey) -> String {
        if key.isRequired { return "required" }
        return key.defaultValue.map { "`\($0)`" } ?? "—"
    }

    private static func escaped(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|")
    }
}
