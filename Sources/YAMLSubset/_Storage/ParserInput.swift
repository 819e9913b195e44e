/// The parser's input: the whole fixture's bytes, read in place for the length of one parse
/// (``YAMLParser/parse(utf8:)``, ``YAMLParser/parseDocuments(utf8:_:)``), never copied.
///
/// The parser reads every byte, most of them one at a time: through a buffer pointer, each
/// read is one load with no bounds check in release builds, and eight bytes are read as one
/// word (``word(at:)``). The pointer stays in this folder: the parser's state reads the bytes by
/// index, as words, and as the text or bytes of a range.
struct ParserInput {
    private let buffer: UnsafeBufferPointer<UInt8>

    private init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Calls `body` with `span`'s bytes as the parser's input.
    static func reading<Result>(_ span: Span<UInt8>, _ body: (ParserInput) -> Result) -> Result {
        span.withUnsafeBufferPointer { body(ParserInput($0)) }
    }

    /// The number of bytes.
    var count: Int { buffer.count }

    /// The byte at `index`.
    @inline(__always)
    subscript(index: Int) -> UInt8 { buffer[index] }

    /// The eight bytes at `offset`, the first in the lowest byte; the input must hold them.
    @inline(__always)
    func word(at offset: Int) -> UInt64 { buffer.word(at: offset) }

    /// The bytes of `range`, decoded as UTF-8 (an invalid sequence becomes U+FFFD).
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// The bytes of `range`, copied.
    func bytes(_ range: Range<Int>) -> [UInt8] {
        Array(UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// Appends the bytes of `range` to `array`.
    func append(_ range: Range<Int>, to array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
    }
}
