import Testing
import YAMLSubset
import YAMLTestSupport

/// A parser input and its exact diagnostics (see `describe`).
struct ErrorCase: CustomTestStringConvertible, Sendable {
    let id: String
    let input: String
    let diagnostics: [String]
    var testDescription: String { id }
}

/// Every syntax error the parser reports, each with its message and position.
@Suite struct YAMLParserErrorTests {
    static let unsupportedFeatures: [ErrorCase] = [
        ErrorCase(
            id: "tab in indentation", input: "a:\n\tb: 1\n",
            diagnostics: ["2:1: tabs are not allowed in indentation; use spaces"]),
        ErrorCase(
            id: "tab after spaces in indentation", input: "a:\n  \tb: 1\n",
            diagnostics: ["2:3: tabs are not allowed in indentation; use spaces"]),
        ErrorCase(
            id: "tab after a dash", input: "-\tfoo\n",
            diagnostics: ["1:2: tabs are not allowed in indentation; use spaces"]),
        ErrorCase(
            id: "tab in a flow continuation line", input: "a: [1,\n\t2]\nb: 1\n",
            diagnostics: ["2:1: tabs are not allowed in indentation; use spaces"]),
        ErrorCase(
            id: "anchor", input: "a: &x 1\n",
            diagnostics: ["1:4: anchors are not supported: '&x'; write the value out in full"]),
        ErrorCase(
            id: "anchor on a key", input: "&k a: 1\n",
            diagnostics: ["1:1: anchors are not supported: '&k'; write the value out in full"]),
        ErrorCase(
            id: "anchor in flow", input: "[&a 1]\n",
            diagnostics: ["1:2: anchors are not supported: '&a'; write the value out in full"]),
        ErrorCase(
            id: "alias", input: "a: *x\n",
            diagnostics: ["1:4: aliases are not supported: '*x'; write the value out in full"]),
        ErrorCase(
            id: "alias in flow", input: "[1, *a]\n",
            diagnostics: ["1:5: aliases are not supported: '*a'; write the value out in full"]),
        ErrorCase(
            id: "tag", input: "a: !!str 1\n",
            diagnostics: ["1:4: tags are not supported: '!!str'; values are typed by the key that reads them"]),
        ErrorCase(
            id: "local tag on a nested mapping", input: "a: !t\n  b: 1\n",
            diagnostics: ["1:4: tags are not supported: '!t'; values are typed by the key that reads them"]),
        ErrorCase(
            id: "merge key", input: "<<: {a: 1}\n",
            diagnostics: ["1:1: merge keys are not supported: '<<'; write the keys out in full"]),
        ErrorCase(
            id: "merge key in flow", input: "{<<: 1}\n",
            diagnostics: ["1:2: merge keys are not supported: '<<'; write the keys out in full"]),
        ErrorCase(
            id: "literal block scalar and its lines", input: "a: |\n  text\n  - more\nb: 1\n",
            diagnostics: ["1:4: block scalars are not supported: '|'; write the value on one line, in quotes if needed"]
        ),
        ErrorCase(
            id: "folded block scalar", input: "- >\n  text\n",
            diagnostics: ["1:3: block scalars are not supported: '>'; write the value on one line, in quotes if needed"]
        ),
        ErrorCase(
            id: "directive", input: "%YAML 1.2\n---\na: 1\n",
            diagnostics: ["1:1: directives are not supported: '%YAML 1.2'; remove the line"]),
        ErrorCase(
            id: "document end marker", input: "a: 1\n...\n",
            diagnostics: ["2:1: document end markers are not supported: '...'; separate scenes with a line '---'"]),
        ErrorCase(
            id: "content after the separator", input: "--- a\n",
            diagnostics: ["1:5: unexpected 'a' after '---'; start the scene on the next line"]),
        ErrorCase(
            id: "explicit key", input: "? a\n: b\n",
            diagnostics: ["1:1: explicit keys are not supported: '?'; write 'key: value'"]),
        ErrorCase(
            id: "explicit key in a mapping", input: "x: 1\n? a\n",
            diagnostics: ["2:1: explicit keys are not supported: '?'; write 'key: value'"]),
        ErrorCase(
            id: "reserved indicator", input: "a: @x\nb: `y`\nc: %z\n",
            diagnostics: [
                "1:4: a plain value cannot start with '@'; put the value in quotes",
                "2:4: a plain value cannot start with '`'; put the value in quotes",
                "3:4: a plain value cannot start with '%'; put the value in quotes",
            ]),
        ErrorCase(
            id: "closing bracket as a value", input: "a: ]\n",
            diagnostics: ["1:4: a plain value cannot start with ']'; put the value in quotes"]),
    ]

    static let structure: [ErrorCase] = [
        ErrorCase(
            id: "duplicate key", input: "a: 1\nb: 2\na: 3\n",
            diagnostics: [
                "3:1: duplicate key 'a'; it is already defined at line 1",
                "  note 1:1: 'a' is first defined here",
            ]),
        ErrorCase(
            id: "duplicate key in a nested mapping", input: "v:\n  k: 1\n  'k': 2\nk: 3\n",
            diagnostics: [
                "3:3: duplicate key 'k'; it is already defined at line 2",
                "  note 2:3: 'k' is first defined here",
            ]),
        ErrorCase(
            id: "duplicate key in a flow mapping", input: "{a: 1, a: 2}\n",
            diagnostics: [
                "1:8: duplicate key 'a'; it is already defined at line 1",
                "  note 1:2: 'a' is first defined here",
            ]),
        ErrorCase(
            id: "duplicate key among many", input: (0..<20).map { "k\($0): 1\n" }.joined() + "k3: 2\n",
            diagnostics: [
                "21:1: duplicate key 'k3'; it is already defined at line 4",
                "  note 4:1: 'k3' is first defined here",
            ]),
        ErrorCase(
            id: "dedent to no enclosing block", input: "a:\n    b: 1\n  c: 2\n",
            diagnostics: ["3:3: bad indentation of 2 spaces; expected 0 or 4 to line up with an enclosing block"]),
        ErrorCase(
            id: "dedent below an indented root", input: "  a: 1\nb: 2\n",
            diagnostics: ["2:1: bad indentation of 0 spaces; expected 2 to line up with an enclosing block"]),
        ErrorCase(
            id: "indented key without an open value", input: "a: 1\n  b: 2\n",
            diagnostics: ["2:3: bad indentation of 2 spaces; expected 0 to continue the mapping at line 1"]),
        ErrorCase(
            id: "indented item without an open value", input: "- a\n - b\n",
            diagnostics: ["2:2: bad indentation of 1 space; expected 0 to continue the sequence at line 1"]),
        ErrorCase(
            id: "plain value continued on the next line", input: "a: hello\n  world\n",
            diagnostics: ["2:3: bad indentation of 2 spaces; a value cannot continue on the next line"]),
        ErrorCase(
            id: "item where a key is expected", input: "a: 1\n- b\n",
            diagnostics: ["2:1: expected 'key: value' to continue the mapping at line 1; found '- b'"]),
        ErrorCase(
            id: "missing space after a colon", input: "a: 1\nb:2 # c\n",
            diagnostics: [
                "2:1: expected 'key: value' to continue the mapping at line 1; found 'b:2'; put a space after ':'"
            ]),
        ErrorCase(
            id: "key where an item is expected", input: "- a\nb: 1\n",
            diagnostics: ["2:1: expected '- ' to continue the sequence at line 1; found 'b: 1'"]),
        ErrorCase(
            id: "second root value", input: "[1]\n[2]\n",
            diagnostics: ["2:1: unexpected '[2]' after the document's value; start another scene with a line '---'"]),
        ErrorCase(
            id: "sequence on the key's line", input: "a: - b\n  - c\n",
            diagnostics: [
                "1:4: a sequence cannot start on the same line as its key; move '- ' to the next line, indented"
            ]),
        ErrorCase(
            id: "mapping on the key's line", input: "a: b: c\n",
            diagnostics: [
                "1:4: unexpected ':' in the value 'b: c'; quote the value, or move the nested mapping to its own line"
            ]),
        ErrorCase(
            id: "missing key", input: ": v\n",
            diagnostics: ["1:1: missing key before ':'; expected 'key: value'"]),
        ErrorCase(
            id: "text after a quoted value", input: "a: \"x\" y\n",
            diagnostics: ["1:8: unexpected 'y' after the value; expected a comment or the end of the line"]),
        ErrorCase(
            id: "text after a flow value", input: "a: [1] 2 # c\n",
            diagnostics: ["1:8: unexpected '2' after the value; expected a comment or the end of the line"]),
        ErrorCase(
            id: "comment without a space", input: "a: 'x'#c\n",
            diagnostics: ["1:7: '#' starts a comment only after a space; add a space before '#', or quote the value"]),
    ]

    static let scalarsAndFlow: [ErrorCase] = [
        ErrorCase(
            id: "unterminated double quote", input: "a: \"abc\nb: 1\n",
            diagnostics: ["1:4: unterminated string; expected a closing \" on the same line"]),
        ErrorCase(
            id: "unterminated single quote", input: "- 'it''s\n",
            diagnostics: ["1:3: unterminated string; expected a closing ' on the same line"]),
        ErrorCase(
            id: "escaped quote does not close", input: "a: \"x\\\"\n",
            diagnostics: ["1:4: unterminated string; expected a closing \" on the same line"]),
        ErrorCase(
            id: "unknown escape", input: "a: \"x\\qy\"\n",
            diagnostics: [
                #"1:6: unknown escape '\q' in a double-quoted string; "#
                    + #"expected one of \" \\ \/ \n \t \r \0 \xXX \uXXXX \UXXXXXXXX"#
            ]),
        ErrorCase(
            id: "bad hex digits", input: "a: \"\\u12G4\"\n",
            diagnostics: [#"1:5: invalid escape '\u12G4'; expected 4 hexadecimal digits after '\u'"#]),
        ErrorCase(
            id: "too few hex digits", input: "a: \"\\x4\"\n",
            diagnostics: [#"1:5: invalid escape '\x4'; expected 2 hexadecimal digits after '\x'"#]),
        ErrorCase(
            id: "lone surrogate", input: "a: \"\\uD800\"\n",
            diagnostics: [#"1:5: invalid escape '\uD800'; it is not a Unicode scalar value"#]),
        ErrorCase(
            id: "beyond Unicode", input: "a: \"\\U00110000\"\n",
            diagnostics: [#"1:5: invalid escape '\U00110000'; it is not a Unicode scalar value"#]),
        ErrorCase(
            id: "unterminated flow sequence", input: "a: [1, 2\nb: 3\n",
            diagnostics: ["1:4: unterminated flow sequence; expected ']' to close this '['"]),
        ErrorCase(
            id: "unterminated flow mapping at the end", input: "a: {x: 1,\n  y: 2\n",
            diagnostics: ["1:4: unterminated flow mapping; expected '}' to close this '{'"]),
        ErrorCase(
            id: "unterminated inner collection", input: "[1, [2, 3]\n",
            diagnostics: ["1:1: unterminated flow sequence; expected ']' to close this '['"]),
        ErrorCase(
            id: "missing comma", input: "a: [a, \"b\" c]\n",
            diagnostics: ["1:12: expected ',' or ']' after a value in a flow sequence; found 'c'"]),
        ErrorCase(
            id: "missing comma before a collection", input: "[1 [2]]\n",
            diagnostics: ["1:4: expected ',' or ']' after a value in a flow sequence; found '['"]),
        ErrorCase(
            id: "mismatched bracket", input: "a: [1}\nb: 2\n",
            diagnostics: ["1:6: expected ']' to close the flow sequence that starts at 1:4; found '}'"]),
        ErrorCase(
            id: "empty item", input: "[1,,2]\n",
            diagnostics: ["1:4: empty item in a flow sequence; expected a value before ','"]),
        ErrorCase(
            id: "empty entry", input: "{a: 1,,}\n",
            diagnostics: ["1:7: empty entry in a flow mapping; expected 'key: value' before ','"]),
        ErrorCase(
            id: "key without a colon", input: "{a}\n",
            diagnostics: ["1:3: expected ':' after the key 'a' in a flow mapping; found '}'"]),
        ErrorCase(
            id: "key at the end of a line", input: "{a\n}\n",
            diagnostics: ["1:2: expected ':' after the key 'a' in a flow mapping; found the end of the line"]),
        ErrorCase(
            id: "no space after a flow colon", input: "{x:0}\n",
            diagnostics: ["1:5: expected ':' after the key 'x:0' in a flow mapping; found '}'; put a space after ':'"]),
        ErrorCase(
            id: "pair in a flow sequence", input: "[a: 1]\n",
            diagnostics: [
                "1:3: unexpected ':' after 'a' in a flow sequence; write a mapping item in braces, as in '[{a: ...}]'"
            ]),
        ErrorCase(
            id: "collection as a flow key", input: "{[a]: 1}\n",
            diagnostics: ["1:2: expected a key in a flow mapping; found '['"]),
        ErrorCase(
            id: "comment without a space in flow", input: "[1,#c]\n",
            diagnostics: ["1:4: '#' starts a comment only after a space; add a space before '#', or quote the value"]),
    ]

    static let encoding: [ErrorCase] = [
        ErrorCase(
            id: "control character", input: "a: b\u{1}\n",
            diagnostics: [
                "1:5: control character U+0001 is not allowed; write it as an escape in a double-quoted string"
            ]),
        ErrorCase(
            id: "delete character", input: "a: \u{7F}\n",
            diagnostics: [
                "1:4: control character U+007F is not allowed; write it as an escape in a double-quoted string"
            ]),
        ErrorCase(
            id: "lone carriage return", input: "a: x\ry\n",
            diagnostics: [
                "1:5: control character U+000D is not allowed; write it as an escape in a double-quoted string"
            ]),
    ]

    @Test(arguments: unsupportedFeatures + structure + scalarsAndFlow + encoding)
    func reportsError(_ testCase: ErrorCase) {
        let result = YAMLParser().parse(testCase.input)
        #expect(describe(result.diagnostics) == testCase.diagnostics)
        #expect(result.hasErrors)
    }

    struct InvalidUTF8Case: CustomTestStringConvertible, Sendable {
        let id: String
        let bytes: [UInt8]
        let diagnostic: String
        var testDescription: String { id }
    }

    static let invalidUTF8: [InvalidUTF8Case] = [
        InvalidUTF8Case(
            id: "stray byte", bytes: Array("a: ".utf8) + [0xFF],
            diagnostic: "1:4: invalid UTF-8 byte 0xFF; a fixture must be UTF-8 text"),
        InvalidUTF8Case(
            id: "continuation byte alone", bytes: Array("a: x".utf8) + [0x80],
            diagnostic: "1:5: invalid UTF-8 byte 0x80; a fixture must be UTF-8 text"),
        InvalidUTF8Case(
            id: "overlong encoding", bytes: Array("a: ".utf8) + [0xC0, 0xAF],
            diagnostic: "1:4: invalid UTF-8 byte 0xC0; a fixture must be UTF-8 text"),
        InvalidUTF8Case(
            id: "encoded surrogate", bytes: Array("a: ".utf8) + [0xED, 0xA0, 0x80],
            diagnostic: "1:4: invalid UTF-8 byte 0xED; a fixture must be UTF-8 text"),
        InvalidUTF8Case(
            id: "truncated sequence", bytes: Array("a: ".utf8) + [0xE2, 0x82],
            diagnostic: "1:4: invalid UTF-8 byte 0xE2; a fixture must be UTF-8 text"),
        InvalidUTF8Case(
            id: "beyond U+10FFFF", bytes: Array("a: ".utf8) + [0xF4, 0x90, 0x80, 0x80],
            diagnostic: "1:4: invalid UTF-8 byte 0xF4; a fixture must be UTF-8 text"),
        InvalidUTF8Case(
            id: "after a non-ASCII character, on line 2, once per line",
            bytes: Array("a: 1\né: ".utf8) + [0xFF, 0x20, 0xFE],
            diagnostic: "2:4: invalid UTF-8 byte 0xFF; a fixture must be UTF-8 text"),
    ]

    @Test(arguments: invalidUTF8)
    func reportsInvalidUTF8(_ testCase: InvalidUTF8Case) {
        let result = YAMLParser().parse(testCase.bytes)
        #expect(describe(result.diagnostics) == [testCase.diagnostic])
        #expect(result.documents.map(\.hasErrors) == [true])
    }

    @Test func validMultibyteSequencesAreAccepted() {
        let result = YAMLParser().parse(Array("a: é日😀\u{10FFFF}\n".utf8))
        #expect(result.diagnostics == [])
        #expect(result.documents.map { dump($0.root) } == ["{a: é日😀\u{10FFFF}}"])
    }
}
