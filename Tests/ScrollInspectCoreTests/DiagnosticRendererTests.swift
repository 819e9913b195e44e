import Testing
import ScrollInsets
@testable import ScrollInspectCore
import YAMLSubset

@Suite struct DiagnosticRendererTests {
    private func at(_ line: Int, _ column: Int) -> ScrollInsets.SourceLocation {
        ScrollInsets.SourceLocation(line: line, column: column)
    }

    @Test func rendersLocationSourceLineCaretAndNote() {
        let renderer = DiagnosticRenderer(
            path: "Fixtures/feed.yaml",
            source: "name: feed\n  addtionalSafeAreaInsets: [0, 0, 0, 0]\n")
        let diagnostic = FixtureDiagnostic.error(
            "unknown key 'addtionalSafeAreaInsets'; did you mean 'additionalSafeAreaInsets'?", at: at(2, 3),
            notes: [.init("allowed keys: name, additionalSafeAreaInsets, view")])
        #expect(
            renderer.render(diagnostic) == """
                Fixtures/feed.yaml:2:3: error: unknown key 'addtionalSafeAreaInsets'; did you mean 'additionalSafeAreaInsets'?
                2 |   addtionalSafeAreaInsets: [0, 0, 0, 0]
                  |   ^
                  = note: allowed keys: name, additionalSafeAreaInsets, view

                """)
    }

    @Test func noteWithALocationShowsItsOwnSourceLine() {
        let renderer = DiagnosticRenderer(path: "x.yaml", source: "a: 1\nb: 2\na: 3\n")
        let diagnostic = FixtureDiagnostic.error(
            "duplicate key 'a'; it is already defined at line 1", at: at(3, 1),
            notes: [.init("'a' is first defined here", at: at(1, 1))])
        #expect(
            renderer.render(diagnostic) == """
                x.yaml:3:1: error: duplicate key 'a'; it is already defined at line 1
                3 | a: 3
                  | ^
                x.yaml:1:1: note: 'a' is first defined here
                1 | a: 1
                  | ^

                """)
    }

    struct CaretCase: CustomTestStringConvertible, Sendable {
        let id: String
        let line: String
        let column: Int
        let caretLine: String
        var testDescription: String { id }
    }

    static let carets: [CaretCase] = [
        CaretCase(id: "first column", line: "a: 1", column: 1, caretLine: "  | ^"),
        CaretCase(id: "ASCII", line: "key: [1, x]", column: 10, caretLine: "  |          ^"),
        CaretCase(id: "just past the end of the line", line: "frame:", column: 7, caretLine: "  |       ^"),
        CaretCase(id: "beyond the end of the line", line: "a:", column: 5, caretLine: "  |     ^"),
        CaretCase(id: "tabs are repeated", line: "\tb: x", column: 5, caretLine: "  | \t   ^"),
        CaretCase(id: "accented characters are one column", line: "né: x", column: 5, caretLine: "  |     ^"),
        CaretCase(id: "combining marks stay in their character", line: "e\u{301}: x", column: 4, caretLine: "  |    ^"),
        CaretCase(id: "wide characters take two cells", line: "日本: x", column: 5, caretLine: "  |       ^"),
        CaretCase(id: "emoji take two cells", line: "a: 😀 x", column: 6, caretLine: "  |       ^"),
    ]

    @Test(arguments: carets)
    func caretLinesUp(_ testCase: CaretCase) {
        let renderer = DiagnosticRenderer(path: "f", source: testCase.line + "\n")
        let lines = renderer.render(.error("m", at: at(1, testCase.column))).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.dropFirst(2).first.map(String.init) == testCase.caretLine)
    }

    @Test func gutterWidensForLongLineNumbers() {
        let source = (1...12).map { "k\($0): \($0)" }.joined(separator: "\n")
        let renderer = DiagnosticRenderer(path: "f.yaml", source: source)
        #expect(renderer.render(.error("m", at: at(12, 2))) == "f.yaml:12:2: error: m\n12 | k12: 12\n   |  ^\n")
    }

    @Test func emptySourceLine() {
        let renderer = DiagnosticRenderer(path: "f", source: "a: 1\n\nb: 2\n")
        #expect(renderer.render(FixtureDiagnostic(.warning, "w", at: at(2, 1))) == "f:2:1: warning: w\n2 |\n  | ^\n")
    }

    @Test func locationOutsideTheSourceShowsOnlyTheHeadline() {
        let renderer = DiagnosticRenderer(path: "f", source: "a: 1\n")
        #expect(renderer.render(.error("m", at: at(9, 1))) == "f:9:1: error: m\n")
        #expect(renderer.render(FixtureDiagnostic(.note, "n", at: at(0, 1))) == "f:0:1: note: n\n")
    }

    @Test func byteOrderMarkAndCarriageReturnsAreNotShown() {
        let renderer = DiagnosticRenderer(path: "f", source: "\u{FEFF}a: 1\r\nb: x\r\n")
        #expect(renderer.render(.error("m", at: at(1, 4))) == "f:1:4: error: m\n1 | a: 1\n  |    ^\n")
        #expect(renderer.render(.error("m", at: at(2, 4))) == "f:2:4: error: m\n2 | b: x\n  |    ^\n")
    }

    @Test func rendersSeveralDiagnosticsInOrder() {
        let renderer = DiagnosticRenderer(path: "f", source: "a: 1\nb: 2\n")
        #expect(
            renderer.render([.error("one", at: at(1, 4)), .error("two", at: at(2, 4))])
                == "f:1:4: error: one\n1 | a: 1\n  |    ^\nf:2:4: error: two\n2 | b: 2\n  |    ^\n")
    }

    @Test func colourUsesANSIEscapes() {
        let renderer = DiagnosticRenderer(path: "f", source: "a: 1\n", colorized: true)
        let diagnostic = FixtureDiagnostic.error("m", at: at(1, 4), notes: [.init("n")])
        let escape = "\u{1B}["
        #expect(
            renderer.render(diagnostic) == """
                \(escape)1mf:1:4:\(escape)0m \(escape)1;31merror:\(escape)0m \(escape)1mm\(escape)0m
                \(escape)1;34m1 |\(escape)0m a: 1
                \(escape)1;34m  |\(escape)0m    \(escape)1;32m^\(escape)0m
                  \(escape)1;34m=\(escape)0m \(escape)1mnote:\(escape)0m n

                """)
    }

    /// The parser's diagnostics rendered against the text they came from.
    @Test func rendersParserDiagnostics() {
        let source = "device: iPhone X\norientation: &o landscapeLeft\nwindow:\n\tsize: [1, 2]\n"
        let diagnostics = YAMLParser().parse(source).diagnostics
        #expect(
            DiagnosticRenderer(path: "scene.yaml", source: source).render(diagnostics) == """
                scene.yaml:2:14: error: anchors are not supported: '&o'; write the value out in full
                2 | orientation: &o landscapeLeft
                  |              ^
                scene.yaml:4:1: error: tabs are not allowed in indentation; use spaces
                4 | \tsize: [1, 2]
                  | ^

                """)
    }
}

/// The renderer built from a file's bytes (as the scene run builds it) shows the lines a split
/// of the decoded text shows: CRLF endings dropped, a lone CR kept, a byte order mark hidden,
/// invalid UTF-8 as U+FFFD.
@Suite struct DiagnosticRendererBytesTests {
    private func render(_ bytes: [UInt8], line: Int, column: Int) -> String {
        DiagnosticRenderer(path: "x.yaml", bytes: bytes)
            .render(FixtureDiagnostic.error("m", at: ScrollInsets.SourceLocation(line: line, column: column)))
    }

    @Test func crlfEndingsAreNotShown() {
        #expect(
            render(Array("a: 1\r\nb: x\r\n".utf8), line: 2, column: 4) == "x.yaml:2:4: error: m\n2 | b: x\n  |    ^\n")
    }

    @Test func aLoneCarriageReturnStaysInTheLine() {
        #expect(render(Array("a: 1\rb\nc\n".utf8), line: 2, column: 1) == "x.yaml:2:1: error: m\n2 | c\n  | ^\n")
        #expect(render(Array("a: 1\rb\nc\n".utf8), line: 1, column: 1) == "x.yaml:1:1: error: m\n1 | a: 1\rb\n  | ^\n")
    }

    @Test func aByteOrderMarkIsNotShown() {
        #expect(
            render([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8), line: 1, column: 1)
                == "x.yaml:1:1: error: m\n1 | a: 1\n  | ^\n")
    }

    @Test func invalidUTF8IsShownAsReplacementCharacters() {
        #expect(
            render(Array("a: ".utf8) + [0xFF] + Array("\nb\n".utf8), line: 1, column: 4)
                == "x.yaml:1:4: error: m\n1 | a: \u{FFFD}\n  |    ^\n")
    }

    @Test func theLastLineWithoutALineBreakAndALineAfterTheEnd() {
        #expect(render(Array("a\nbc".utf8), line: 2, column: 2) == "x.yaml:2:2: error: m\n2 | bc\n  |  ^\n")
        // A trailing line break starts an empty line 3; line 4 does not exist, so no excerpt.
        #expect(render(Array("a\nb\n".utf8), line: 4, column: 1) == "x.yaml:4:1: error: m\n")
    }
}
