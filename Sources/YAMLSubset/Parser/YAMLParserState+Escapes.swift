extension YAMLParserState {
    /// Decodes the backslash escapes of a double-quoted scalar between `start` and `end`.
    ///
    /// Supported: `\0 \a \b \t \n \v \f \r \e \" \/ \\`, `\` followed by a space or a
    /// tab, `\N \_ \L \P` (U+0085, U+00A0, U+2028, U+2029), `\xXX`, `\uXXXX` (a UTF-16
    /// surrogate pair written as two `\u` escapes is combined) and `\UXXXXXXXX`. An
    /// unknown or malformed escape is reported and kept as written.
    mutating func decodeEscapes(_ start: Int, _ end: Int) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == Byte.backslash, index + 1 < end else {
                decoded.append(byte)
                index += 1
                continue
            }
            let letter = bytes[index + 1]
            if let simple = Self.simpleEscape(letter) {
                appendUTF8(simple, to: &decoded)
                index += 2
                continue
            }
            let digits: Int
            switch letter {
            case UInt8(ascii: "x"): digits = 2
            case UInt8(ascii: "u"): digits = 4
            case UInt8(ascii: "U"): digits = 8
            default:
                var length = 1
                if letter >= 0xC0 { length = letter >= 0xF0 ? 4 : letter >= 0xE0 ? 3 : 2 }
                let sequenceEnd = min(index + 1 + length, end)
                error(YAMLMessage.unknownEscape(text(index, sequenceEnd)), at: index)
                bytes.append(index..<sequenceEnd, to: &decoded)
                index = sequenceEnd
                continue
            }
            guard var value = hexValue(index + 2, digits: digits, end: end) else {
                let shown = text(index, min(index + 2 + digits, end))
                error(YAMLMessage.invalidHexEscape(shown, digits: digits), at: index)
                bytes.append(index..<index + 2, to: &decoded)
                index += 2
                continue
            }
            var length = 2 + digits
            if digits == 4, (0xD800...0xDBFF).contains(value), index + 12 <= end,
                bytes[index + 6] == Byte.backslash, bytes[index + 7] == UInt8(ascii: "u"),
                let low = hexValue(index + 8, digits: 4, end: end), (0xDC00...0xDFFF).contains(low)
            {
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                length = 12
            }
            guard let scalar = Unicode.Scalar(value) else {
                error(YAMLMessage.invalidScalarEscape(text(index, index + length)), at: index)
                index += length
                continue
            }
            appendUTF8(scalar, to: &decoded)
            index += length
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The character a one-letter escape stands for, if `letter` is one.
    private static func simpleEscape(_ letter: UInt8) -> Unicode.Scalar? {
        switch letter {
        case UInt8(ascii: "0"): return "\u{0}"
        case UInt8(ascii: "a"): return "\u{7}"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "t"), Byte.tab: return "\t"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "v"): return "\u{B}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "e"): return "\u{1B}"
        case Byte.space: return " "
        case Byte.doubleQuote: return "\""
        case UInt8(ascii: "/"): return "/"
        case Byte.backslash: return "\\"
        case UInt8(ascii: "N"): return "\u{85}"
        case UInt8(ascii: "_"): return "\u{A0}"
        case UInt8(ascii: "L"): return "\u{2028}"
        case UInt8(ascii: "P"): return "\u{2029}"
        default: return nil
        }
    }

    /// The value of `digits` hexadecimal digits at `offset`, if they are all there.
    private func hexValue(_ offset: Int, digits: Int, end: Int) -> UInt32? {
        guard offset + digits <= end else { return nil }
        var value: UInt32 = 0
        for index in offset..<offset + digits {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private func appendUTF8(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        buffer.append(contentsOf: UTF8.encode(scalar)!)
    }
}
