import ScrollInsets

/// One line of a capture: a byte range of the text, with the searches the reader makes in it
/// and the line-and-column of any byte in it (columns count characters, as every position of
/// the tool does).
struct CaptureLine {
    let bytes: [UInt8]
    /// The first byte of the line.
    let start: Int
    /// One past the last byte, before the line break.
    let end: Int
    /// The 1-based line number.
    let number: Int

    /// The place of the byte at `offset` (or of the line's end).
    func location(of offset: Int) -> SourceLocation {
        var column = 1
        var index = start
        while index < min(offset, end) {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A continuation byte at `offset` belongs to the character before it.
        return SourceLocation(line: number, column: column)
    }

    /// Whether `text` stands at `offset`.
    func hasPrefix(_ text: String, at offset: Int) -> Bool {
        let utf8 = Array(text.utf8)
        guard offset >= start, offset + utf8.count <= end else { return false }
        for (position, byte) in utf8.enumerated() where bytes[offset + position] != byte { return false }
        return true
    }

    /// The first offset of `text` in `from..<before`.
    func find(_ text: String, from: Int, before: Int) -> Int? {
        let utf8 = Array(text.utf8)
        guard let first = utf8.first, from <= before - utf8.count else { return nil }
        for offset in from...(before - utf8.count) where bytes[offset] == first && hasPrefix(text, at: offset) {
            return offset
        }
        return nil
    }

    /// The last offset of `text` in `from..<before`.
    func findLast(_ text: String, from: Int, before: Int) -> Int? {
        let utf8 = Array(text.utf8)
        guard let first = utf8.first, from <= before - utf8.count else { return nil }
        for offset in stride(from: before - utf8.count, through: from, by: -1)
        where bytes[offset] == first && hasPrefix(text, at: offset) {
            return offset
        }
        return nil
    }

    /// The bytes from `index` while `accepts` holds, as text; `index` moves past them.
    func token(from index: inout Int, while accepts: (UInt8) -> Bool) -> String {
        let first = index
        while index < end, accepts(bytes[index]) { index += 1 }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }

    /// A class name: up to a space, `:`, `;` or `>` outside the angle brackets of a generic
    /// Swift class (`SwiftUI._UIHostingView<SwiftUI.AnyView>`).
    func className(from index: inout Int) -> String {
        let first = index
        var nesting = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                nesting += 1
            } else if byte == UInt8(ascii: ">") {
                if nesting == 0 { break }
                nesting -= 1
            } else if nesting == 0, [0x20, 0x09, UInt8(ascii: ":"), UInt8(ascii: ";")].contains(byte) {
                break
            }
            index += 1
        }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }

    /// What stands at `offset`, quoted for a message: up to 20 characters, or `the end of the line`.
    func quoted(from offset: Int) -> String {
        guard offset < end else { return "the end of the line" }
        var text = String(decoding: bytes[offset..<end], as: UTF8.self)
        if text.count > 20 { text = String(text.prefix(20)) + "…" }
        return "'\(text)'"
    }
}
