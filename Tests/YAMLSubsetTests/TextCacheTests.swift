import Testing
@testable import YAMLSubset

/// The parser's text cache gives exactly the text `String(decoding:as:)` makes of the same
/// bytes, whether found or made, for texts that share heads, tails and lengths.
@Suite struct TextCacheTests {
    /// Texts of every length up to past the cache's limit that differ in one byte only,
    /// at the start, in the first sixteen bytes, in the middle and at the end.
    static func similarTexts() -> [[UInt8]] {
        var texts: [[UInt8]] = []
        for length in 1...70 {
            let base = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            texts.append(base)
            for position in Set([0, min(15, length - 1), length / 2, length - 1]) {
                var changed = base
                changed[position] = UInt8(ascii: "Z")
                texts.append(changed)
            }
        }
        texts += [Array("é".utf8), Array("日本語のテキスト、十六バイトより長い".utf8), [0xFF, 0x41], [0x41, 0xFF]]
        return texts
    }

    @Test func everyTextIsTheDecodedBytes() {
        let texts = Self.similarTexts()
        // Each text twice, the second time found in the cache, then all again in reverse.
        var input: [UInt8] = []
        var ranges: [Range<Int>] = []
        for text in texts + texts + texts.reversed() {
            ranges.append(input.count..<input.count + text.count)
            input += text + [UInt8(ascii: " ")]
        }
        input.removeLast()  // the last text ends the input, where no word can be read past it
        ParserInput.reading(input.span) { bytes in
            var cache = TextCache(inputSize: bytes.count)
            for range in ranges {
                let expected = String(decoding: input[range], as: UTF8.self)
                #expect(cache.text(bytes, range.lowerBound, range.upperBound) == expected)
            }
        }
    }

    /// A small cache that is full still gives every text right.
    @Test func fullCacheMakesTheRest() {
        let words = (0..<500).map { Array("name\($0)".utf8) }
        let input = (words + words).flatMap { $0 + [UInt8(ascii: ",")] }
        ParserInput.reading(input.span) { bytes in
            var cache = TextCache(inputSize: 0)
            var offset = 0
            for word in words + words {
                #expect(cache.text(bytes, offset, offset + word.count) == String(decoding: word, as: UTF8.self))
                offset += word.count + 1
            }
        }
    }

    @Test func emptyText() {
        ParserInput.reading([UInt8]("abc".utf8).span) { bytes in
            var cache = TextCache(inputSize: bytes.count)
            #expect(cache.text(bytes, 1, 1) == "")
        }
    }
}
