import ScrollInsets

// The scalars and line breaks of JSON text as bytes, as ``JSONWriter`` writes them.

extension JSONOutput {
    /// A line break and the indentation of `depth` levels (two spaces each).
    @inline(__always)
    package mutating func appendNewline(depth: Int) {
        append(UInt8(ascii: "\n"))
        append(repeating: UInt8(ascii: " "), count: 2 * depth)
    }

    /// A number as bytes, as ``JSONWriter`` writes it; whole numbers below 10^15 are written digit by digit.
    package mutating func appendNumber(_ value: Double) {
        guard value.isFinite else { append("null"); return }
        guard abs(value) < 1e15, let whole = Int64(exactly: value) else {
            var text = formatExactPoints(value)
            text.withUTF8 { append($0) }
            return
        }
        if whole == 0 { append(UInt8(ascii: "0")); return }  // also -0, as formatExactPoints
        if whole < 0 { append(UInt8(ascii: "-")) }
        // At most 15 digits, written backwards into a small buffer, then copied.
        var digits: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var magnitude = whole.magnitude
            var start = buffer.count
            while magnitude > 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            appendShort(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...]))
        }
    }

    /// A string literal as bytes, as ``JSONWriter`` writes it: runs without escapes are copied in one go.
    package mutating func appendString(_ value: String) {
        append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time while none needs escaping (nearly every string of a
                // report): the byte-by-byte test was a third of the cost of writing it.
                if index + 8 <= bytes.count,
                    !Self.needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = base[index]
                index += 1
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                append(UnsafeBufferPointer(rebasing: bytes[start..<index - 1]))
                start = index
                append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
                case 0x08: append(UInt8(ascii: "b"))
                case 0x09: append(UInt8(ascii: "t"))
                case 0x0A: append(UInt8(ascii: "n"))
                case 0x0C: append(UInt8(ascii: "f"))
                case 0x0D: append(UInt8(ascii: "r"))
                default:
                    let hex: StaticString = "0123456789abcdef"
                    append("u00")
                    append(hex.utf8Start[Int(byte >> 4)])
                    append(hex.utf8Start[Int(byte & 0xF)])
                }
            }
            append(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes of `word` is a control character (below 0x20), a
    /// quotation mark or a reverse solidus: the bit tricks "has a byte less than n" and "has a
    /// byte equal to n" (Sean Anderson's Bit Twiddling Hacks), exact as yes-or-no answers.
    /// Bytes of 0x80 and above (UTF-8 beyond ASCII) never count.
    @inline(__always)
    package static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let below = (word &- ones &* 0x20) & ~word
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        return (below | isQuote | isBackslash) & highBits != 0
    }
}
