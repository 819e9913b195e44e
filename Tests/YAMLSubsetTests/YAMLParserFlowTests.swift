import Testing
import YAMLSubset
import YAMLTestSupport

@Suite struct YAMLParserFlowTests {
    static let cases: [ParseCase] = [
        ParseCase(id: "flow sequence", input: "a: [1, 2, 3]\n", expected: "{a: [1, 2, 3]}"),
        ParseCase(id: "flow mapping", input: "a: {hidden: true, x: 1}\n", expected: "{a: {hidden: true, x: 1}}"),
        ParseCase(
            id: "nested flow", input: "a: {b: [1, {c: d}], e: [[]]}\n", expected: "{a: {b: [1, {c: d}], e: [[]]}}"),
        ParseCase(id: "empty collections", input: "a: []\nb: {}\nc: [ ]\n", expected: "{a: [], b: {}, c: []}"),
        ParseCase(id: "no spaces", input: "a: [1,2,{b: 3}]\n", expected: "{a: [1, 2, {b: 3}]}"),
        ParseCase(id: "trailing commas", input: "a: [1, 2, ]\nb: {x: 1,}\n", expected: "{a: [1, 2], b: {x: 1}}"),
        ParseCase(id: "empty mapping values", input: "a: {b: , c:, d:}\n", expected: "{a: {b: ~, c: ~, d: ~}}"),
        ParseCase(
            id: "quoted items and keys", input: "a: [\"x, y\", 'z]']\nb: {\"k\":1, 'l': 2}\n",
            expected: "{a: [\"x, y\", 'z]'], b: {k: 1, l: 2}}"),
        ParseCase(id: "plain scalars with spaces", input: "a: [iPhone X, 1 2]\n", expected: "{a: [iPhone X, 1 2]}"),
        ParseCase(id: "colon inside a plain scalar", input: "a: [http://x, a:b]\n", expected: "{a: [http://x, a:b]}"),
        ParseCase(
            id: "spanning lines",
            input: "a: [1,\n  2,\n    3]\nb: {x: 1,\n  y: 2}\n", expected: "{a: [1, 2, 3], b: {x: 1, y: 2}}"),
        ParseCase(
            id: "closing bracket at the key's indentation",
            input: "x: [\n  1,\n  2\n]\ny: {\n  a: 1\n}\n", expected: "{x: [1, 2], y: {a: 1}}"),
        ParseCase(
            id: "comments and blank lines inside",
            input: "a: [1, # one\n\n  # alone\n  2] # after\n", expected: "{a: [1, 2]}"),
        ParseCase(id: "flow in a sequence item", input: "- [1, 2]\n- {a: b}\n", expected: "[[1, 2], {a: b}]"),
        ParseCase(id: "flow root spanning lines at any indentation", input: "[1,\n2,\n]\n", expected: "[1, 2]"),
        ParseCase(id: "hash inside a plain scalar", input: "a: [x#y]\n", expected: "{a: [x#y]}"),
    ]

    @Test(arguments: cases)
    func parsesFlowCollections(_ testCase: ParseCase) {
        let result = parseDump(testCase.input)
        #expect(result.diagnostics == [])
        #expect(result.documents == [testCase.expected])
    }

    @Test func locationsInsideFlowCollections() {
        let result = parseDump("a: {b: [1,\n   22], \"c\": 'd'}\n", locations: true)
        #expect(result.diagnostics == [])
        #expect(result.documents == ["{a@1:1: {b@1:5: [1@1:9, 22@2:4]@1:8, c@2:9: 'd'@2:14}@1:4}@1:1"])
    }

    @Test func emptyFlowValueIsLocatedJustAfterItsColon() {
        #expect(parseDump("{a: }", locations: true).documents == ["{a@1:2: ~@1:4}@1:1"])
        #expect(parseDump("{a:,\n b:\n}", locations: true).documents == ["{a@1:2: ~@1:4, b@2:2: ~@2:4}@1:1"])
    }
}
