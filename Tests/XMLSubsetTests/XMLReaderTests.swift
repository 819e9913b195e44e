import Testing
import XMLSubset

@Suite struct XMLReaderTests {
    @Test func readsElementsAttributesAndPositions() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <document type="t" version="3.0">
                <scenes>
                    <scene sceneID="a"/>
                    text &amp; more <![CDATA[ <not an element> ]]>
                </scenes>
                <rect key="frame" x="0.0" y="1e1"/>
            </document>
            """
        let root = try XMLReader().read(text)
        #expect(root.name == "document")
        #expect(root.attributes == [.init(name: "type", value: "t"), .init(name: "version", value: "3.0")])
        #expect(root.location == XMLLocation(line: 3, column: 1))
        #expect(root.children.map(\.name) == ["scenes", "rect"])
        #expect(root.children[0].children[0]["sceneID"] == "a")
        #expect(root.children[0].children[0].location == XMLLocation(line: 5, column: 9))
        #expect(root.child(named: "rect", key: "frame")?["y"] == "1e1")
    }

    @Test func expandsThePredefinedEntitiesAndCharacterReferences() throws {
        let root = try XMLReader().read(#"<a v="&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x1F600;" w='tab&#9;x'/>"#)
        #expect(root["v"] == "<>&'\"AB😀")
        #expect(root["w"] == "tab\tx")
    }

    @Test func normalizesWhitespaceInAttributeValues() throws {
        let root = try XMLReader().read("<a v=\"one\ntwo\tthree\"/>")
        #expect(root["v"] == "one two three")
    }

    @Test func countsColumnsInUnicodeScalars() throws {
        let root = try XMLReader().read("<a v=\"é\"><b/></a>")
        #expect(root.children[0].location == XMLLocation(line: 1, column: 10))
    }

    @Test func skipsAByteOrderMark() throws {
        let root = try XMLReader().read([0xEF, 0xBB, 0xBF] + Array("<a/>".utf8))
        #expect(root.name == "a")
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var id: String
        var text: String
        var message: String
        var line: Int
        var column: Int
        var limits = XMLReader.Limits()
        var testDescription: String { id }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            id: "billion laughs",
            text: """
                <?xml version="1.0"?>
                <!DOCTYPE lolz [
                  <!ENTITY lol "lol">
                  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
                ]>
                <lolz>&lol2;</lolz>
                """,
            message: "a document type declaration ('<!DOCTYPE'); DTDs are not processed, so no entity can be declared",
            line: 2, column: 1),
        ErrorCase(
            id: "external entity",
            text: """
                <!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
                <d>&xxe;</d>
                """,
            message: "a document type declaration ('<!DOCTYPE'); DTDs are not processed, so no entity can be declared",
            line: 1, column: 1),
        ErrorCase(
            id: "undeclared entity in text", text: "<d>\n  &xxe;</d>",
            message:
                """
                the entity '&xxe;' is not expanded; only '&lt;', '&gt;', '&amp;', '&apos;', '&quot;' and character \
                references are
                """,
            line: 2, column: 3),
        ErrorCase(
            id: "undeclared entity in a value", text: "<d a=\"x&nbsp;\"/>",
            message:
                """
                the entity '&nbsp;' is not expanded; only '&lt;', '&gt;', '&amp;', '&apos;', '&quot;' and character \
                references are
                """,
            line: 1, column: 8),
        ErrorCase(
            id: "bare ampersand", text: "<d a=\"x & y\"/>",
            message: "a '&' that does not start a reference; write '&amp;'", line: 1, column: 9),
        ErrorCase(
            id: "forbidden character reference", text: "<d a=\"&#0;\"/>",
            message: "the character reference '&#0;' is not a character XML allows", line: 1, column: 7),
        ErrorCase(
            id: "surrogate character reference", text: "<d a=\"&#xD800;\"/>",
            message: "the character reference '&#xD800;' is not a character XML allows", line: 1, column: 7),
        ErrorCase(
            id: "mismatched end tag", text: "<a>\n  <b></c>\n</a>",
            message: "the end tag '</c>' does not match the start tag '<b>' at 2:3", line: 2, column: 6),
        ErrorCase(
            id: "unclosed element", text: "<a>\n<b>",
            message: "the element 'b' opened at 2:1 is not closed", line: 2, column: 4),
        ErrorCase(
            id: "duplicate attribute", text: "<a x=\"1\" x=\"2\"/>",
            message: "the attribute 'x' is written twice in '<a'", line: 1, column: 10),
        ErrorCase(
            id: "unquoted value", text: "<a x=1/>",
            message: "expected a quoted value for the attribute 'x', found '1'", line: 1, column: 6),
        ErrorCase(
            id: "missing equals", text: "<a x \"1\"/>",
            message: "expected '=' after the attribute 'x', found '\"'", line: 1, column: 6),
        ErrorCase(
            id: "no space between attributes", text: "<a x=\"1\"y=\"2\"/>",
            message: "expected whitespace before an attribute in '<a', found 'y'", line: 1, column: 9),
        ErrorCase(
            id: "less-than in a value", text: "<a x=\"<\"/>",
            message: "a '<' in the value of the attribute 'x'; write '&lt;'", line: 1, column: 7),
        ErrorCase(
            id: "unclosed value", text: "<a x=\"1/>",
            message: "the value of the attribute 'x' is not closed", line: 1, column: 6),
        ErrorCase(
            id: "unclosed comment", text: "<a><!-- x</a>",
            message: "a comment that is not closed with '-->'", line: 1, column: 4),
        ErrorCase(
            id: "no root", text: "<?xml version=\"1.0\"?>\n",
            message: "the document has no root element", line: 2, column: 1),
        ErrorCase(
            id: "text before the root", text: "hello",
            message: "expected the root element, found 'h'", line: 1, column: 1),
        ErrorCase(
            id: "two roots", text: "<a/>\n<b/>",
            message: "a second root element; a document has one", line: 2, column: 1),
        ErrorCase(
            id: "too deep", text: "<a><a><a><a/></a></a></a>",
            message: "elements nested deeper than 3 levels", line: 1, column: 10,
            limits: XMLReader.Limits(maximumDepth: 3)),
        ErrorCase(
            id: "too many attributes", text: "<a x=\"1\" y=\"2\" z=\"3\"/>",
            message: "more than 2 attributes in '<a'", line: 1, column: 16,
            limits: XMLReader.Limits(maximumAttributesPerElement: 2)),
        ErrorCase(
            id: "too many elements", text: "<a><b/><c/></a>",
            message: "more than 2 elements", line: 1, column: 8,
            limits: XMLReader.Limits(maximumElements: 2)),
        ErrorCase(
            id: "too large", text: "<abc/>",
            message: "the document is 6 bytes; the limit is 5", line: 1, column: 1,
            limits: XMLReader.Limits(maximumInputSize: 5)),
        ErrorCase(
            id: "value too long", text: "<a x=\"123456\"/>",
            message: "the value of the attribute 'x' is longer than 4 bytes", line: 1, column: 6,
            limits: XMLReader.Limits(maximumValueLength: 4)),
        ErrorCase(
            id: "cdata end in text", text: "<a>x]]>y</a>",
            message: "']]>' in text outside a CDATA section", line: 1, column: 5),
        ErrorCase(
            id: "entity declaration inside an element", text: "<a><!ENTITY x \"y\"></a>",
            message: "a declaration inside an element; DTDs are not processed", line: 1, column: 4),
    ]

    @Test(arguments: errors)
    func reportsEachErrorWithItsPosition(_ example: ErrorCase) {
        #expect(throws: XMLError(example.message, at: XMLLocation(line: example.line, column: example.column))) {
            try XMLReader(limits: example.limits).read(example.text)
        }
    }

    @Test func refusesBytesThatAreNotUTF8() {
        #expect(throws: XMLError("the document is not UTF-8 (byte 0xFF)", at: XMLLocation(line: 2, column: 4))) {
            try XMLReader().read(Array("<a>\n<b>".utf8) + [0xFF] + Array("</b></a>".utf8))
        }
    }

    @Test func readsDeepNestingWithoutRecursion() throws {
        let depth = 500
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        var element = try XMLReader().read(text)
        var levels = 1
        while let child = element.children.first { element = child; levels += 1 }
        #expect(levels == depth)
    }
}
