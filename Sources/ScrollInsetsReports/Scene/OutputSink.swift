/// Where a run's standard output goes as it is written: standard output itself in the tool
/// (so a report of tens of megabytes is never held whole), a string in tests
/// (``StringOutput``).
///
/// A run writes to it only once it knows it will succeed: standard output stays all or
/// nothing.
public protocol OutputSink {
    /// Appends `bytes`, UTF-8 text.
    mutating func write(_ bytes: UnsafeRawBufferPointer)
}

extension OutputSink {
    /// Appends `text`.
    package mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }
}

/// Standard output collected into a string, for running scroll-inspect in-process.
public struct StringOutput: OutputSink {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty output.
    public init() {}

    /// Appends `bytes` (valid UTF-8: the tool writes only text).
    public mutating func write(_ bytes: UnsafeRawBufferPointer) {
        text += String(decoding: bytes, as: UTF8.self)
    }
}
