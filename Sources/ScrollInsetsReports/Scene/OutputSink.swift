/// Where a run's standard output goes as it is written: standard output itself in the tool
/// (so a report of tens of megabytes is never held whole), a string in tests
/// (``StringOutput``).
///
/// A run writes to it only once it knows it will succeed: standard output stays all or
/// nothing.
public protocol OutputSink {
    /// Appends `bytes`, UTF-8 text. The span lends the bytes for the call only: a sink that
    /// keeps them copies them.
    mutating func write(_ bytes: Span<UInt8>)
}

extension OutputSink {
    /// Appends `text`.
    package mutating func write(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        write(text.utf8.span)
    }
}

/// Standard output collected into a string, for running scroll-inspect in-process.
public struct StringOutput: OutputSink {
    /// The bytes written so far: a character may arrive in two writes (the JSON report is
    /// written in chunks of a fixed size), so they are decoded together.
    private var bytes: [UInt8] = []

    /// Everything written so far, decoded as UTF-8 (an invalid sequence becomes U+FFFD).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Creates an empty output.
    public init() {}

    /// Appends `bytes`.
    public mutating func write(_ bytes: Span<UInt8>) {
        self.bytes.reserveCapacity(self.bytes.count + bytes.count)
        for index in bytes.indices { self.bytes.append(bytes[index]) }
    }
}
