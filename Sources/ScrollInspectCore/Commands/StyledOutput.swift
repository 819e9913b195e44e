/// An ``OutputSink`` that passes each complete line through a styler (``TerminalStyle``) on its
/// way to another sink, or drops it; a streamed report is styled as it goes, one line held at
/// most. ``finish()`` writes what is left of an unterminated last line.
struct StyledOutput<Base: OutputSink>: OutputSink {
    var base: Base
    /// The line without its newline in; the text to write for it out, `nil` to drop the line.
    let style: (Substring) -> String?
    private var pending: [UInt8] = []

    init(base: Base, style: @escaping (Substring) -> String?) {
        self.base = base
        self.style = style
    }

    mutating func write(_ bytes: Span<UInt8>) {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                emit(newline: true)
            } else {
                pending.append(byte)
            }
        }
    }

    /// Writes the unterminated last line, if any.
    mutating func finish() {
        if !pending.isEmpty { emit(newline: false) }
    }

    private mutating func emit(newline: Bool) {
        let line = String(decoding: pending, as: UTF8.self)
        pending.removeAll(keepingCapacity: true)
        guard let styled = style(line[...]) else { return }
        base.write(newline ? styled + "\n" : styled)
    }
}
