@testable import ScrollInspectCore
import Testing

@Suite struct JSONWriterTests {
    struct StringCase: CustomTestStringConvertible, Sendable {
        var id: String
        var input: String
        var expected: String
        var testDescription: String { id }
    }

    static let strings: [StringCase] = [
        StringCase(id: "plain", input: "double-inset", expected: #""double-inset""#),
        StringCase(id: "quote and reverse solidus", input: #"a "b" \ c"#, expected: #""a \"b\" \\ c""#),
        StringCase(id: "short escapes", input: "\u{08}\u{09}\u{0A}\u{0C}\u{0D}", expected: #""\b\t\n\f\r""#),
        StringCase(id: "other control characters", input: "\u{00}\u{01}\u{1F}", expected: #""\u0000\u0001\u001f""#),
        StringCase(id: "solidus, DEL and non-ASCII stay as they are", input: "a/b\u{7F}é😀", expected: "\"a/b\u{7F}é😀\""),
        StringCase(id: "empty", input: "", expected: #""""#),
    ]

    @Test(arguments: strings) func escapesStringsPerRFC8259(_ testCase: StringCase) {
        #expect(JSONWriter.string(testCase.input) == testCase.expected)
    }

    struct NumberCase: CustomTestStringConvertible, Sendable {
        var value: Double
        var expected: String
        var testDescription: String { expected }
    }

    static let numbers: [NumberCase] = [
        NumberCase(value: 44, expected: "44"),
        NumberCase(value: 0.5, expected: "0.5"),
        NumberCase(value: -12.25, expected: "-12.25"),
        NumberCase(value: -0.0, expected: "0"),
        NumberCase(value: 1e20, expected: "1e+20"),
        NumberCase(value: .nan, expected: "null"),
        NumberCase(value: .infinity, expected: "null"),
    ]

    @Test(arguments: numbers) func writesNumbersInShortestForm(_ testCase: NumberCase) {
        #expect(JSONWriter.number(testCase.value) == testCase.expected)
    }

    static let document: JSONValue = [
        "format": 1,
        "name": "iPhone X",
        "device": nil,
        "hidden": false,
        "insets": ["top": 44, "left": 0],
        "empty": [],
        "none": .object([]),
        "list": [1, 2.5, "x"],
    ]

    @Test func prettyPrintsWithKeysInOrder() {
        #expect(JSONWriter.render(Self.document) == """
        {
          "format": 1,
          "name": "iPhone X",
          "device": null,
          "hidden": false,
          "insets": {
            "top": 44,
            "left": 0
          },
          "empty": [],
          "none": {},
          "list": [
            1,
            2.5,
            "x"
          ]
        }
        """)
    }

    @Test func compactRendering() {
        #expect(JSONWriter.render(Self.document, pretty: false)
                == #"{"format":1,"name":"iPhone X","device":null,"hidden":false,"insets":{"top":44,"left":0},"empty":[],"none":{},"list":[1,2.5,"x"]}"#)
    }

    @Test func equalityRespectsKeyOrder() {
        let ab: JSONValue = ["a": 1, "b": 2]
        let ba: JSONValue = ["b": 2, "a": 1]
        #expect(ab == ["a": 1, "b": 2])
        #expect(ab != ba)
        #expect(JSONValue.number(1) != .string("1"))
    }
}
