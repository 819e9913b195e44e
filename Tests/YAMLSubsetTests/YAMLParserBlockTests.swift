import Testing
import YAMLSubset
import YAMLTestSupport

/// A parser input and the exact rendering (see `dump`) of its single document.
struct ParseCase: CustomTestStringConvertible, Sendable {
    let id: String
    let input: String
    let expected: String
    var testDescription: String { id }
}

@Suite struct YAMLParserBlockTests {
    static let cases: [ParseCase] = [
        ParseCase(id: "mapping", input: "a: 1\nb: two words\n", expected: "{a: 1, b: two words}"),
        ParseCase(
            id: "nested mappings", input: "a:\n  b: 1\n  c:\n    d: 2\ne: 3\n",
            expected: "{a: {b: 1, c: {d: 2}}, e: 3}"),
        ParseCase(id: "sequence", input: "- 1\n- two\n", expected: "[1, two]"),
        ParseCase(
            id: "compact mappings in a sequence",
            input: "- name: a\n  frame: [0, 0, 1, 1]\n- name: b\n",
            expected: "{name: a, frame: [0, 0, 1, 1]}".wrappedInSequence(with: "{name: b}")),
        ParseCase(
            id: "sequence at the key's indentation", input: "views:\n- a\n- b\nnext: 1\n",
            expected: "{views: [a, b], next: 1}"),
        ParseCase(
            id: "sequence indented under its key", input: "views:\n  - a\n  - b\n",
            expected: "{views: [a, b]}"),
        ParseCase(
            id: "same-indentation sequence in a compact mapping", input: "- a:\n  - x\n  b: 1\n",
            expected: "[{a: [x], b: 1}]"),
        ParseCase(id: "nested compact sequences", input: "- - a\n  - b\n- c\n", expected: "[[a, b], c]"),
        ParseCase(
            id: "compact mapping in a compact sequence", input: "- - k: v\n    l: w\n",
            expected: "[[{k: v, l: w}]]"),
        ParseCase(id: "empty values", input: "a:\nb: 1\nc:\n", expected: "{a: ~, b: 1, c: ~}"),
        ParseCase(id: "empty items", input: "-\n- a\n-\n", expected: "[~, a, ~]"),
        ParseCase(id: "empty value before a dedent", input: "a:\n  b:\nc: 1\n", expected: "{a: {b: ~}, c: 1}"),
        ParseCase(id: "scalar value on the next line", input: "a:\n  1\n", expected: "{a: 1}"),
        ParseCase(id: "flow value on the next line", input: "a:\n  [1, 2]\n", expected: "{a: [1, 2]}"),
        ParseCase(id: "indented root", input: "  a: 1\n  b: 2\n", expected: "{a: 1, b: 2}"),
        ParseCase(id: "scalar root", input: "hello world\n", expected: "hello world"),
        ParseCase(id: "flow root", input: "{a: 1}\n", expected: "{a: 1}"),
        ParseCase(
            id: "blank and comment lines anywhere",
            input: "# head\na: 1 # c\n\n   # indented comment\nb:\n      # deeper comment\n  c: 2\n\t\n",
            expected: "{a: 1, b: {c: 2}}"),
        ParseCase(id: "blanks before the colon", input: "a : 1\n", expected: "{a: 1}"),
        ParseCase(id: "quoted keys", input: "\"a b\": 1\n'c': 2\n", expected: "{a b: 1, c: 2}"),
        ParseCase(id: "colon without a space belongs to the key", input: "a:b: 1\n", expected: "{a:b: 1}"),
        ParseCase(
            id: "colon without a space belongs to the value", input: "url: http://x.y/z\n",
            expected: "{url: http://x.y/z}"),
        ParseCase(id: "tab after the colon separates", input: "a:\t1\n", expected: "{a: 1}"),
        ParseCase(id: "dash without a space is a scalar", input: "- -1\n- -x\n", expected: "[-1, -x]"),
        ParseCase(
            id: "indicators inside plain scalars", input: "a: b-c?d[e]{f},g&h*i!j|k>l%m@n#o\n",
            expected: "{a: b-c?d[e]{f},g&h*i!j|k>l%m@n#o}"),
        ParseCase(id: "dashes not alone are scalars", input: "- ----\n- '---'\n", expected: "[----, '---']"),
        ParseCase(
            id: "key with an empty value then items of its sibling",
            input: "a:\nb:\n  - 1\n", expected: "{a: ~, b: [1]}"),
    ]

    @Test(arguments: cases)
    func parsesBlockStructure(_ testCase: ParseCase) {
        let result = parseDump(testCase.input)
        #expect(result.diagnostics == [])
        #expect(result.documents == [testCase.expected])
    }

    @Test func locationsOfEveryNodeAndKey() {
        let input = """
            device: iPhone X
            window:
              size: [812, 375]
            views:
            - name: a
              frame: {x: 0, y: 1}
            -   b
            empty:
            """
        let result = parseDump(input, locations: true)
        #expect(result.diagnostics == [])
        #expect(
            result.documents == [
                "{device@1:1: iPhone X@1:9, window@2:1: {size@3:3: [812@3:10, 375@3:15]@3:9}@3:3, "
                    + """
                    views@4:1: [{name@5:3: a@5:9, frame@6:3: {x@6:11: 0@6:14, y@6:17: 1@6:20}@6:10}@5:3, \
                    b@7:5]@5:1, \

                    """
                    + "empty@8:1: ~@8:7}@1:1"
            ])
    }

    @Test func columnsCountCharacters() {
        let result = parseDump("é: [ü, 日本]\nu\u{308}e\u{301}: x\n", locations: true)
        #expect(result.diagnostics == [])
        #expect(result.documents == ["{é@1:1: [ü@1:5, 日本@1:8]@1:4, u\u{308}e\u{301}@2:1: x@2:5}@1:1"])
    }

    @Test func canonicallyEquivalentKeysAreTheSameKey() {
        let result = parseDump("é: 1\ne\u{301}: 2\n")
        #expect(
            result.diagnostics == [
                "2:1: duplicate key 'e\u{301}'; it is already defined at line 1",
                "  note 1:1: 'e\u{301}' is first defined here",
            ])
    }

    @Test func entriesKeepDocumentOrderAndManyKeysStayDistinct() {
        let keys = (0..<40).map { "key\($0)" }
        let input = keys.map { "\($0): \($0.count)" }.joined(separator: "\n")
        let result = YAMLParser().parse(input)
        #expect(result.diagnostics == [])
        #expect(result.documents.first?.root.mapping?.map(\.key) == keys)
    }

    @Test func subscriptFindsAValueByKey() throws {
        let root = try #require(YAMLParser().parse("a: 1\nb: [x]\n").documents.first?.root)
        #expect(root["b"].map { dump($0) } == "[x]")
        #expect(root["c"] == nil)
        #expect(root["b"]?.sequence?.first?.scalar == YAMLScalar("x"))
        #expect(root.scalar == nil)
    }
}

extension String {
    /// `[self, other]`, to keep long expectations readable.
    func wrappedInSequence(with other: String) -> String { "[\(self), \(other)]" }
}
