import Testing
import YAMLSubset
import YAMLTestSupport

/// The parser scans lines and indentation eight bytes at a time: every byte that needs
/// attention must be found wherever it falls in a word, at the end of the input too.
@Suite struct YAMLParserScanTests {
    /// Offsets that put a byte at every position of an eight-byte word, and past two words.
    static let offsets = Array(0..<20)

    @Test(arguments: offsets)
    func controlCharacterAndDELAtEveryPosition(offset: Int) {
        let before = String(repeating: "x", count: offset)
        for (byte, name) in [("\u{1}", "U+0001"), ("\u{7F}", "U+007F")] {
            for ending in ["\n", ""] {
                let input = "k: " + before + byte + "y" + ending + (ending.isEmpty ? "" : "b: 1\n")
                #expect(
                    parseDump(input).diagnostics == [
                        """
                        1:\(offset + 4): control character \(name) is not allowed; write it as an escape in a \
                        double-quoted string
                        """
                    ])
            }
        }
    }

    @Test(arguments: offsets)
    func invalidUTF8AtEveryPosition(offset: Int) {
        var bytes = Array("k: ".utf8) + Array(repeating: UInt8(ascii: "x"), count: offset) + [0xFF]
        bytes += Array("y\nb: 1\n".utf8)
        let result = YAMLParser().parse(bytes)
        #expect(
            describe(result.diagnostics) == ["1:\(offset + 4): invalid UTF-8 byte 0xFF; a fixture must be UTF-8 text"])
    }

    /// A line's end is found wherever the newline falls, and a `\r` before it is dropped.
    @Test(arguments: offsets)
    func lineEndsAtEveryPosition(length: Int) {
        let value = String(repeating: "v", count: length + 1)
        for newline in ["\n", "\r\n"] {
            let input = "a: \(value)\(newline)b: \(value)\(newline)c: 1"
            #expect(
                parseDump(input, locations: true) == (
                    ["{a@1:1: \(value)@1:4, b@2:1: \(value)@2:4, c@3:1: 1@3:4}@1:1"], []
                ))
        }
    }

    /// Columns count characters after a non-ASCII character found anywhere in a word.
    @Test(arguments: offsets)
    func nonASCIIAtEveryPosition(offset: Int) {
        let before = String(repeating: "x", count: offset)
        #expect(parseDump("[\(before)é, z]\n", locations: true) == (["[\(before)é@1:2, z@1:\(offset + 5)]@1:1"], []))
    }

    /// Tabs are allowed inside values: a line with one is still read as usual.
    @Test(arguments: offsets)
    func tabInAValueAtEveryPosition(offset: Int) {
        let before = "v" + String(repeating: "x", count: offset)
        #expect(parseDump("a: \(before)\ty\nb: 1\n").documents == ["{a: \(before)\ty, b: 1}"])
    }

    /// Indentation of every length is measured exactly, and a tab after it is found.
    @Test(arguments: offsets)
    func indentationOfEveryLength(spaces: Int) {
        let indent = String(repeating: " ", count: spaces + 1)
        #expect(
            parseDump("a:\n\(indent)b: 1\n\(indent)c: 2\n", locations: true) == (
                [
                    """
                    {a@1:1: {b@2:\(spaces + 2): 1@2:\(spaces + 5), c@3:\(spaces + 2): \
                    2@3:\(spaces + 5)}@2:\(spaces + 2)}@1:1
                    """
                ], []
            ))
        #expect(
            parseDump("a:\n\(indent)\tb: 1\n").diagnostics == [
                "2:\(spaces + 2): tabs are not allowed in indentation; use spaces"
            ])
        #expect(parseDump("- \(indent)x\n", locations: true) == (["[x@1:\(spaces + 4)]@1:1"], []))
        #expect(
            parseDump("a: [1,\n\(indent)2]\n", locations: true) == (["{a@1:1: [1@1:5, 2@2:\(spaces + 2)]@1:4}@1:1"], [])
        )
    }
}
