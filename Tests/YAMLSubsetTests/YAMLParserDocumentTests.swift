import Testing
import YAMLSubset
import YAMLTestSupport

/// An input and the exact rendering of every document it holds.
struct DocumentsCase: CustomTestStringConvertible, Sendable {
    let id: String
    let input: String
    let documents: [String]
    var testDescription: String { id }
}

@Suite struct YAMLParserDocumentTests {
    static let cases: [DocumentsCase] = [
        DocumentsCase(id: "one document", input: "a: 1\n", documents: ["{a: 1}"]),
        DocumentsCase(id: "two documents", input: "a: 1\n---\nb: 2\n", documents: ["{a: 1}", "{b: 2}"]),
        DocumentsCase(id: "leading separator", input: "---\na: 1\n", documents: ["{a: 1}"]),
        DocumentsCase(id: "trailing separator", input: "a: 1\n---\n", documents: ["{a: 1}"]),
        DocumentsCase(
            id: "comment-only document is dropped",
            input: "# title\n---\n# nothing here\n---\na: 1\n---\n  # end\n", documents: ["{a: 1}"]),
        DocumentsCase(
            id: "separator with a comment", input: "---  # scene 1\na: 1\n--- # 2\n- x\n",
            documents: ["{a: 1}", "[x]"]),
        DocumentsCase(
            id: "separator closes open collections",
            input: "a:\n  b:\n    - 1\n---\n- 2\n", documents: ["{a: {b: [1]}}", "[2]"]),
        DocumentsCase(id: "empty input", input: "", documents: []),
        DocumentsCase(id: "only blank lines and comments", input: "\n  \n# c\n", documents: []),
        DocumentsCase(id: "scalar documents", input: "x\n---\n'y'\n", documents: ["x", "'y'"]),
        DocumentsCase(id: "four dashes are a scalar", input: "----\n", documents: ["----"]),
    ]

    @Test(arguments: cases)
    func splitsDocuments(_ testCase: DocumentsCase) {
        let result = parseDump(testCase.input)
        #expect(result.diagnostics == [])
        #expect(result.documents == testCase.documents)
    }

    @Test func errorsAreAttributedToTheirDocument() {
        let result = YAMLParser().parse("a: 1\n---\nb: &x 2\n---\nc: 3\n")
        #expect(result.documents.map(\.hasErrors) == [false, true, false])
        #expect(describe(result.diagnostics) == ["3:4: anchors are not supported: '&x'; write the value out in full"])
    }

    @Test func separatorEndsAnUnterminatedFlowCollection() {
        let result = parseDump("a: [1,\n---\nb: 2\n")
        #expect(result.documents == ["{a: ~}", "{b: 2}"])
        #expect(result.diagnostics == ["1:4: unterminated flow sequence; expected ']' to close this '['"])
    }

    @Test func documentWhoseOnlyLineIsBrokenIsKeptWithErrors() {
        let result = YAMLParser().parse("a: 1\n---\n\tb: 2\n")
        #expect(result.documents.map { dump($0.root, locations: true) } == ["{a@1:1: 1@1:4}@1:1", "~@3:2"])
        #expect(result.documents.map(\.hasErrors) == [false, true])
    }

    @Test func getReturnsTheRootsWhenThereIsNoError() throws {
        let roots = try YAMLParser().parse("a: 1\n---\n- b\n").get()
        #expect(roots.map { dump($0) } == ["{a: 1}", "[b]"])
    }

    @Test func getThrowsEveryDiagnostic() {
        #expect(
            throws: FixtureDiagnostics([
                .error(
                    "anchors are not supported: '&a'; write the value out in full",
                    at: SourceLocation(line: 1, column: 4)),
                .error(
                    "aliases are not supported: '*b'; write the value out in full",
                    at: SourceLocation(line: 2, column: 4)),
            ])
        ) {
            try YAMLParser().parse("a: &a 1\nb: *b\n").get()
        }
    }
}
