@testable import ScrollInsetsReports
import ScrollInsets
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
        StringCase(
            id: "solidus, DEL and non-ASCII stay as they are", input: "a/b\u{7F}é😀", expected: "\"a/b\u{7F}é😀\""),
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

    /// Every kind of value and container, written in the given style.
    static func document(_ style: JSONWriter.Style) -> String {
        var json = JSONWriter(style: style, capacity: 1)
        json.openObject()
        json.key("format"); json.number(1)
        json.key("device"); json.string(nil as String?)
        json.key("empty object"); json.openObject(); json.closeObject()
        json.key("empty array"); json.openArray(); json.closeArray()
        json.key("insets"); json.insets(EdgeInsets(top: 44, left: 0, bottom: 34.5, right: -0))
        json.key("size"); json.size(Size(width: 375, height: 812))
        json.key("six"); json.strings(["a", "b", "c", "d", "e", "f"])
        json.key("seven"); json.strings(["a", "b", "c", "d", "e", "f", "\"g\"\n"])
        json.key("nested")
        json.openArray()
        json.nextElement(); json.point(Point(x: -1e20, y: 0.1))
        json.nextElement()
        json.openObject()
        json.key(named: "runtime key é"); json.rect(nil)
        json.key("line")
        json.beginLine(UInt8(ascii: "{"))
        json.lineKey("rule"); json.string("double-inset")
        json.lineKey(named: "line"); json.number(3)
        json.endLine(UInt8(ascii: "}"))
        json.closeObject()
        json.closeArray()
        json.closeObject()
        json.raw("\n")
        return json.text()
    }

    /// The report style: one member per line, but one-line containers (at most six scalars) on
    /// one line with a space after each comma and colon.
    @Test func reportStyleKeepsShortContainersOnOneLine() {
        #expect(
            Self.document(.report) == """
                {
                  "format": 1,
                  "device": null,
                  "empty object": {},
                  "empty array": [],
                  "insets": {"top": 44, "left": 0, "bottom": 34.5, "right": 0},
                  "size": {"width": 375, "height": 812},
                  "six": ["a", "b", "c", "d", "e", "f"],
                  "seven": [
                    "a",
                    "b",
                    "c",
                    "d",
                    "e",
                    "f",
                    "\\"g\\"\\n"
                  ],
                  "nested": [
                    {"x": -1e+20, "y": 0.1},
                    {
                      "runtime key é": null,
                      "line": {"rule": "double-inset", "line": 3}
                    }
                  ]
                }

                """)
    }

    /// The pretty style (SARIF): every container one member per line.
    @Test func prettyStyleWritesEveryContainerOneMemberPerLine() {
        #expect(
            Self.document(.pretty) == """
                {
                  "format": 1,
                  "device": null,
                  "empty object": {},
                  "empty array": [],
                  "insets": {
                    "top": 44,
                    "left": 0,
                    "bottom": 34.5,
                    "right": 0
                  },
                  "size": {
                    "width": 375,
                    "height": 812
                  },
                  "six": [
                    "a",
                    "b",
                    "c",
                    "d",
                    "e",
                    "f"
                  ],
                  "seven": [
                    "a",
                    "b",
                    "c",
                    "d",
                    "e",
                    "f",
                    "\\"g\\"\\n"
                  ],
                  "nested": [
                    {
                      "x": -1e+20,
                      "y": 0.1
                    },
                    {
                      "runtime key é": null,
                      "line": {
                        "rule": "double-inset",
                        "line": 3
                      }
                    }
                  ]
                }

                """)
    }
}
