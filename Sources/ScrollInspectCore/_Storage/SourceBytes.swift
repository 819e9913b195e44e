#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A fixture's bytes as a run holds them: an array read from the file or standard input, or a
/// file the environment mapped (``MappedFile``), whose pages behind the parser are given back.
final class SourceBytes: @unchecked Sendable {
    // `@unchecked Sendable`: the bytes are never written, and the mapping lives as long as this.
    private let array: [UInt8]
    private let mapped: (any MappedFile)?

    /// Bytes held in an array.
    init(_ bytes: [UInt8]) {
        array = bytes
        mapped = nil
    }

    /// Bytes of a mapped file.
    init(mapped: any MappedFile) {
        array = []
        self.mapped = mapped
    }

    /// Calls `body` with the bytes.
    private func withBuffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let mapped { return body(mapped.bytes) }
        return array.withUnsafeBufferPointer(body)
    }

    /// Calls `body` with the bytes as a span.
    func withSpan<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        withBuffer { buffer in body(buffer.span) }
    }

    /// The bytes of `range`, decoded as UTF-8 (an invalid sequence becomes U+FFFD).
    func text(_ range: Range<Int>) -> String {
        withBuffer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Where each line starts: offset 0 and the offset after every "\n", found with the C library's
    /// `memchr` (vectorised; a loop over the span took about five instructions a byte, 65 million for
    /// the 13 MB benchmark file whose first warning needs them, callgrind).
    func lineStarts() -> [Int32] {
        withBuffer { buffer in
            var starts: [Int32] = [0]
            guard let base = buffer.baseAddress else { return starts }
            let count = buffer.count
            var offset = 0
            while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(Int32(truncatingIfNeeded: offset))
            }
            return starts
        }
    }

    /// The bytes in an array (a copy of a mapped file's).
    var bytes: [UInt8] {
        if let mapped { return Array(mapped.bytes) }
        return array
    }

    /// Gives back the memory of a mapped file's bytes before `offset` (nothing for an array).
    func release(before offset: Int) {
        mapped?.release(before: offset)
    }
}
