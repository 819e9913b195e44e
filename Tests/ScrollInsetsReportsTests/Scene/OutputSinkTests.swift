@testable import ScrollInsetsReports
import Testing

/// ``OutputSink`` takes the bytes it is lent as a span; ``StringOutput`` keeps them and decodes
/// them together.
@Suite struct OutputSinkTests {
    /// Writes are appended in order, and a string is written as its UTF-8.
    @Test func writesAreAppendedInOrder() {
        var output = StringOutput()
        #expect(output.text == "")
        output.write("{\n")
        output.write([UInt8]("  \"a\": 1\n".utf8).span)
        output.write("}\n")
        #expect(output.text == "{\n  \"a\": 1\n}\n")
    }

    /// A character whose bytes arrive in two writes (a report written in chunks of a fixed size
    /// can end a chunk inside one) is decoded whole: "é" is C3 A9, "🙂" is F0 9F 99 82.
    @Test func aCharacterSplitAcrossWritesIsDecodedWhole() {
        var output = StringOutput()
        output.write([0x63, 0x61, 0x66, 0xC3].span)
        output.write([0xA9, 0x20, 0xF0, 0x9F].span)
        output.write([0x99, 0x82].span)
        #expect(output.text == "café 🙂")
        #expect(Array(output.text.utf8) == [0x63, 0x61, 0x66, 0xC3, 0xA9, 0x20, 0xF0, 0x9F, 0x99, 0x82])
    }

    /// A byte that is not UTF-8 becomes U+FFFD, the replacement character, not a crash.
    @Test func anInvalidByteBecomesTheReplacementCharacter() {
        var output = StringOutput()
        output.write([0x61, 0xFF, 0x62].span)
        #expect(output.text == "a\u{FFFD}b")
    }

    /// The JSON writer's output reaches a sink whole, however many chunks it filled (a first
    /// buffer of one byte fills several), and a second flush writes nothing more.
    @Test func theJSONWritersBytesReachTheSinkOnce() {
        struct CountingSink: OutputSink {
            var sizes: [Int] = []
            var bytes: [UInt8] = []
            mutating func write(_ span: Span<UInt8>) {
                sizes.append(span.count)
                for index in span.indices { bytes.append(span[index]) }
            }
        }
        var writer = JSONWriter(style: .compact, capacity: 1)
        writer.openObject()
        writer.key("name")
        writer.string("é")
        writer.closeObject()
        var sink = CountingSink()
        writer.flush(to: &sink)
        // {"name":"é"}: 1 + 6 + 1 + 4 (é is two bytes) + 1.
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "{\"name\":\"é\"}")
        #expect(sink.sizes.reduce(0, +) == 13)
        writer.flush(to: &sink)
        #expect(sink.bytes.count == 13)
    }
}
