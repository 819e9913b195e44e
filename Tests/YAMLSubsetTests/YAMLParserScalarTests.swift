import Testing
import YAMLSubset
import YAMLTestSupport

@Suite struct YAMLParserScalarTests {
    static let cases: [ParseCase] = [
        ParseCase(id: "plain scalar trimmed before a comment", input: "a: x y   # c\n", expected: "{a: x y}"),
        ParseCase(id: "hash without a space is text", input: "a: x#y\n", expected: "{a: x#y}"),
        ParseCase(
            id: "hash in quotes is text", input: "a: \"x # y\" # c\nb: 'p #q'\n",
            expected: "{a: \"x # y\", b: 'p #q'}"),
        ParseCase(id: "single quotes double to escape", input: "a: 'it''s'\n", expected: "{a: 'it's'}"),
        ParseCase(id: "backslash is plain in single quotes", input: "a: 'a\\nb'\n", expected: "{a: 'a\\nb'}"),
        ParseCase(id: "empty quoted strings", input: "a: ''\nb: \"\"\n", expected: "{a: '', b: \"\"}"),
        ParseCase(
            id: "simple escapes",
            input: #"a: "q\" b\\ s\/ n\n t\t r\r z\0 e\e sp\ x""# + "\n",
            expected: "{a: \"q\" b\\ s/ n\n t\t r\r z\u{0} e\u{1B} sp x\"}"),
        ParseCase(
            id: "hex and unicode escapes", input: #"a: "\x41\u00e9\u65E5\U0001F600""# + "\n",
            expected: "{a: \"Aé日😀\"}"),
        ParseCase(id: "surrogate pair escape", input: #"a: "\uD83D\uDE00""# + "\n", expected: "{a: \"😀\"}"),
        ParseCase(
            id: "named escapes", input: #"a: "\N\_\L\P\a\b\v\f""# + "\n",
            expected: "{a: \"\u{85}\u{A0}\u{2028}\u{2029}\u{7}\u{8}\u{B}\u{C}\"}"),
        ParseCase(id: "quoted value then a comment", input: "a: 'x'  # c\n", expected: "{a: 'x'}"),
        ParseCase(id: "tabs inside values", input: "a: x\ty\nb: \"\t\"\n", expected: "{a: x\ty, b: \"\t\"}"),
        ParseCase(id: "non-ASCII text", input: "名前: 日本語 テキスト\n", expected: "{名前: 日本語 テキスト}"),
        ParseCase(id: "numbers stay text", input: "a: 1e3\nb: no\nc: 0x10\n", expected: "{a: 1e3, b: no, c: 0x10}"),
    ]

    @Test(arguments: cases)
    func parsesScalars(_ testCase: ParseCase) {
        let result = parseDump(testCase.input)
        #expect(result.diagnostics == [])
        #expect(result.documents == [testCase.expected])
    }

    @Test func scalarStylesAreKept() throws {
        let root = try #require(YAMLParser().parse("a: x\nb: 'x'\nc: \"x\"\nd:\n").documents.first?.root)
        #expect(root["a"]?.scalar == YAMLScalar("x", style: .plain))
        #expect(root["b"]?.scalar == YAMLScalar("x", style: .singleQuoted))
        #expect(root["c"]?.scalar == YAMLScalar("x", style: .doubleQuoted))
        #expect(root["d"]?.isEmptyValue == true)
        #expect(root["b"]?.scalar?.isQuoted == true)
        #expect(YAMLNode.scalar("", style: .doubleQuoted, at: .start).isEmptyValue == false)
    }

    @Test func crlfLineEndingsAreLineBreaks() {
        let result = parseDump("a: 1\r\nb: [x,\r\n  y]\r\nc: 'q'\r\n", locations: true)
        #expect(result.diagnostics == [])
        #expect(result.documents == ["{a@1:1: 1@1:4, b@2:1: [x@2:5, y@3:3]@2:4, c@4:1: 'q'@4:4}@1:1"])
    }

    @Test func byteOrderMarkIsIgnored() {
        let result = parseDump("\u{FEFF}a: 1\n", locations: true)
        #expect(result.diagnostics == [])
        #expect(result.documents == ["{a@1:1: 1@1:4}@1:1"])
    }

    @Test func bytesAndStringsParseAlike() {
        let text = "a: [1, {b: 'é'}]\n---\n- x\n"
        #expect(YAMLParser().parse(Array(text.utf8)) == YAMLParser().parse(text))
    }

    @Test func lastLineWithoutLineBreak() {
        #expect(parseDump("a: 1\nb: 2").documents == ["{a: 1, b: 2}"])
    }
}
