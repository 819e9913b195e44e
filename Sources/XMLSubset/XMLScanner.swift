/// The state of one read: the bytes, the position (byte offset, line, column) and the open
/// elements. Internal to ``XMLReader``.
struct XMLScanner {
    let bytes: [UInt8]
    let limits: XMLReader.Limits
    var offset = 0
    var line = 1
    var column = 1
    var elementCount = 0

    init(bytes: [UInt8], limits: XMLReader.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    var location: XMLLocation { XMLLocation(line: line, column: column) }
    var isAtEnd: Bool { offset >= bytes.count }
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func peek(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            for index in 0..<count where bytes[offset + index] != prefix[index] { return false }
            return true
        }
    }

    /// Moves one byte on, keeping the line and the column (columns count Unicode scalars:
    /// continuation bytes do not move the column).
    mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 && byte != 0x0D {
            column += 1
        }
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count where !isAtEnd { advance() }
    }

    mutating func skipWhitespace() {
        while let byte = current, byte.isXMLWhitespace { advance() }
    }

    // MARK: - The document

    mutating func document() throws(XMLError) -> XMLElement {
        try checkEncoding()
        if peek("\u{FEFF}") { advance(by: 3) }
        if peek("<?xml") && offset + 5 < bytes.count && bytes[offset + 5].isXMLWhitespace {
            try processingInstruction()
        }
        try miscellany(beforeRoot: true)
        guard current == UInt8(ascii: "<") else {
            if isAtEnd { throw XMLError("the document has no root element", at: location) }
            throw XMLError("expected the root element, found \(describeCurrent())", at: location)
        }
        let root = try elementTree()
        try miscellany(beforeRoot: false)
        if !isAtEnd {
            throw XMLError(
                current == UInt8(ascii: "<")
                    ? "a second root element; a document has one" : "text after the root element", at: location)
        }
        return root
    }

    /// Rejects bytes that are not UTF-8, at the first bad byte.
    mutating func checkEncoding() throws(XMLError) {
        var index = 0
        var line = 1, column = 1
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00..<0x80: length = 1
            case 0xC2..<0xE0: length = 2
            case 0xE0..<0xF0: length = 3
            case 0xF0..<0xF5: length = 4
            default: length = 0
            }
            var valid = length > 0 && index + length <= bytes.count
            if valid && length > 1 {
                for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 { valid = false }
                if valid {
                    let second = bytes[index + 1]
                    if byte == 0xE0 && second < 0xA0 || byte == 0xED && second >= 0xA0
                        || byte == 0xF0 && second < 0x90 || byte == 0xF4 && second >= 0x90
                    {
                        valid = false
                    }
                }
            }
            if !valid {
                throw XMLError(
                    "the document is not UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))",
                    at: XMLLocation(line: line, column: column))
            }
            if byte == 0 {
                throw XMLError("a NUL character; XML does not allow it", at: XMLLocation(line: line, column: column))
            }
            if byte == 0x0A { line += 1; column = 1 } else if byte != 0x0D { column += 1 }
            index += length
        }
    }

    /// Comments, processing instructions and whitespace around the root element; a document
    /// type declaration is refused.
    mutating func miscellany(beforeRoot: Bool) throws(XMLError) {
        while true {
            skipWhitespace()
            if peek("<!--") {
                try comment()
            } else if peek("<?") {
                try processingInstruction()
            } else if peek("<!DOCTYPE") {
                throw XMLError(
                    "a document type declaration ('<!DOCTYPE'); DTDs are not processed, so no entity can be declared",
                    at: location)
            } else if peek("<!") {
                throw XMLError(
                    "unexpected markup '<!' \(beforeRoot ? "before" : "after") the root element", at: location)
            } else {
                return
            }
        }
    }

    mutating func comment() throws(XMLError) {
        let start = location
        advance(by: 4)
        while !isAtEnd {
            if peek("-->") { advance(by: 3); return }
            advance()
        }
        throw XMLError("a comment that is not closed with '-->'", at: start)
    }

    mutating func processingInstruction() throws(XMLError) {
        let start = location
        advance(by: 2)
        while !isAtEnd {
            if peek("?>") { advance(by: 2); return }
            advance()
        }
        throw XMLError("a processing instruction that is not closed with '?>'", at: start)
    }

    mutating func cdata() throws(XMLError) {
        let start = location
        advance(by: 9)
        while !isAtEnd {
            if peek("]]>") { advance(by: 3); return }
            advance()
        }
        throw XMLError("a CDATA section that is not closed with ']]>'", at: start)
    }

    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the document" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte.isXMLWhitespace { return "whitespace" }
        return "a non-ASCII character"
    }
}

extension UInt8 {
    var isXMLWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
    var isXMLNameStart: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || self == 0x5F || self == 0x3A || self >= 0x80
    }
    var isXMLNameCharacter: Bool {
        isXMLNameStart || (self >= 0x30 && self <= 0x39) || self == 0x2D || self == 0x2E
    }
}
