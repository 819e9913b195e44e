extension YAMLParserState {
    /// Whether a plain scalar may start at `offset`: not at an indicator, except `-`, `?`
    /// and `:` when a non-blank character follows (`-1`, `:x`).
    @inline(__always)  // see YAMLParserState
    func canStartPlainScalar(at offset: Int, inFlow: Bool) -> Bool {
        switch bytes[offset] {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            guard offset + 1 < lineEnd else { return false }
            let next = bytes[offset + 1]
            return !Byte.isBlank(next) && !(inFlow && isFlowIndicator(next))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
            UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"),
            UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return false
        default:
            return true
        }
    }

    /// Whether `byte` is one of `,[]{}`.
    @inline(__always)
    func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == Byte.comma || byte == Byte.openBracket || byte == Byte.closeBracket
            || byte == Byte.openBrace || byte == Byte.closeBrace
    }

    /// The offset after the token at `offset`: up to a blank, the end of the line or, in
    /// flow context, a flow indicator.
    func tokenEnd(from offset: Int, inFlow: Bool) -> Int {
        var index = offset
        while index < lineEnd && !Byte.isBlank(bytes[index]) && !(inFlow && isFlowIndicator(bytes[index])) {
            index += 1
        }
        return index
    }

    /// Reports anchors (`&a`) and tags (`!t`) at `offset` and returns the offset after
    /// them and their blanks, so that the node they decorate is still read.
    @inline(__always)  // called for every node, which almost never has properties
    mutating func skipNodeProperties(at offset: Int, inFlow: Bool) -> Int {
        guard offset < lineEnd && (bytes[offset] == UInt8(ascii: "&") || bytes[offset] == UInt8(ascii: "!")) else {
            return offset
        }
        return reportNodeProperties(at: offset, inFlow: inFlow)
    }

    /// ``skipNodeProperties(at:inFlow:)`` when there are some.
    private mutating func reportNodeProperties(at offset: Int, inFlow: Bool) -> Int {
        var index = offset
        while index < lineEnd && (bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!")) {
            let end = tokenEnd(from: index, inFlow: inFlow)
            let token = text(index, end)
            error(bytes[index] == UInt8(ascii: "&") ? YAMLMessage.anchor(token) : YAMLMessage.tag(token), at: index)
            index = end
            while index < lineEnd && Byte.isBlank(bytes[index]) { index += 1 }
        }
        return index
    }

    /// Reports the indicator at `offset`, which cannot start a plain scalar here.
    mutating func reportIndicator(at offset: Int, inFlow: Bool) {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            error(YAMLMessage.blockScalar(text(offset, offset + 1)), at: offset)
        case UInt8(ascii: "*"):
            error(YAMLMessage.alias(text(offset, tokenEnd(from: offset, inFlow: inFlow))), at: offset)
        case UInt8(ascii: "?"):
            error(YAMLMessage.explicitKey, at: offset)
        case UInt8(ascii: ":"):
            error(YAMLMessage.missingKey, at: offset)
        case UInt8(ascii: "-") where !inFlow:
            error(YAMLMessage.sequenceAfterKey, at: offset)
        case UInt8(ascii: "#"):
            error(YAMLMessage.commentWithoutSpace, at: offset)
        default:
            error(YAMLMessage.reservedStart(text(offset, offset + 1)), at: offset)
        }
    }

    /// A plain scalar from `start` to `end` on the current line.
    mutating func plainScalar(_ start: Int, _ end: Int) -> YAMLNode {
        YAMLNode(.scalar(YAMLScalar(scalarText(start, end), style: .plain)), at: location(at: start))
    }

    /// The text from `start` to `end`, or "" after reporting it if it is too long.
    mutating func scalarText(_ start: Int, _ end: Int) -> String {
        guard end - start <= limits.maximumScalarLength else {
            error(YAMLMessage.scalarTooLong(end - start, limit: limits.maximumScalarLength), at: start)
            return ""
        }
        return texts.text(bytes, start, end)
    }

    /// The offset of the quote that closes the quoted scalar opening at `offset`, if it
    /// closes on the same line.
    @inline(__always)  // see YAMLParserState
    func closingQuote(from offset: Int) -> Int? {
        let quote = bytes[offset]
        var index = offset + 1
        while index < lineEnd {
            let byte = bytes[index]
            if byte == quote {
                if quote == Byte.singleQuote && index + 1 < lineEnd && bytes[index + 1] == quote {
                    index += 2
                    continue
                }
                return index
            }
            index += byte == Byte.backslash && quote == Byte.doubleQuote ? 2 : 1
        }
        return nil
    }

    /// Reads the quoted scalar opening at `offset`: the node and the offset after it.
    /// An unterminated scalar is reported and runs to the end of the line.
    mutating func parseQuotedScalar(at offset: Int) -> (YAMLNode, after: Int) {
        let style: YAMLScalar.Style = bytes[offset] == Byte.doubleQuote ? .doubleQuoted : .singleQuoted
        let location = location(at: offset)
        guard let close = closingQuote(from: offset) else {
            error(YAMLMessage.unterminatedString(quote: bytes[offset]), at: offset)
            return (.scalar("", style: style, at: location), lineEnd)
        }
        return (.scalar(quotedText(at: offset, close: close), style: style, at: location), close + 1)
    }

    /// The value of the quoted scalar between the quotes at `offset` and `close`.
    mutating func quotedText(at offset: Int, close: Int) -> String {
        let start = offset + 1
        guard close - start <= limits.maximumScalarLength else {
            error(YAMLMessage.scalarTooLong(close - start, limit: limits.maximumScalarLength), at: offset)
            return ""
        }
        let quote = bytes[offset]
        var index = start
        let special = quote == Byte.doubleQuote ? Byte.backslash : Byte.singleQuote
        while index < close && bytes[index] != special { index += 1 }
        if index == close { return texts.text(bytes, start, close) }  // nothing to decode
        if quote == Byte.singleQuote {
            var decoded: [UInt8] = []
            decoded.reserveCapacity(close - start)
            index = start
            while index < close {
                decoded.append(bytes[index])
                index += bytes[index] == Byte.singleQuote ? 2 : 1
            }
            return String(decoding: decoded, as: UTF8.self)
        }
        return decodeEscapes(start, close)
    }
}
