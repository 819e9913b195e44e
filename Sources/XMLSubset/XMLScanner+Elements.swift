/// Elements, attributes, text and references.
extension XMLScanner {
    /// Reads the element starting at `<` and all its descendants, with an explicit stack.
    mutating func elementTree() throws(XMLError) -> XMLElement {
        var stack: [XMLElement] = []
        var (element, isEmpty) = try startTag(depth: 1)
        if isEmpty { return element }
        stack.append(element)
        while !stack.isEmpty {
            // Content of the innermost open element.
            if isAtEnd {
                throw XMLError(
                    """
                    the element '\(stack[stack.count - 1].name)' opened at \(stack[stack.count - 1].location) is not \
                    closed
                    """,
                    at: location)
            }
            if peek("</") {
                let closeLocation = location
                advance(by: 2)
                let name = try self.name(expected: "an element name after '</'")
                skipWhitespace()
                guard current == UInt8(ascii: ">") else {
                    throw XMLError(
                        "expected '>' to end the end tag '</\(name)', found \(describeCurrent())", at: location)
                }
                advance()
                let open = stack.removeLast()
                guard open.name == name else {
                    throw XMLError(
                        "the end tag '</\(name)>' does not match the start tag '<\(open.name)>' at \(open.location)",
                        at: closeLocation)
                }
                if stack.isEmpty { return open }
                stack[stack.count - 1].children.append(open)
            } else if peek("<!--") {
                try comment()
            } else if peek("<![CDATA[") {
                try cdata()
            } else if peek("<?") {
                try processingInstruction()
            } else if peek("<!") {
                if peek("<!DOCTYPE") || peek("<!ENTITY") {
                    throw XMLError("a declaration inside an element; DTDs are not processed", at: location)
                }
                throw XMLError("unexpected markup '<!'", at: location)
            } else if current == UInt8(ascii: "<") {
                (element, isEmpty) = try startTag(depth: stack.count + 1)
                if isEmpty {
                    stack[stack.count - 1].children.append(element)
                } else {
                    stack.append(element)
                }
            } else {
                try text()
            }
        }
        fatalError("unreachable: the loop returns when the root element closes")
    }

    /// Reads `<name attr="value" …>` or `…/>`; returns the element and whether it was empty.
    mutating func startTag(depth: Int) throws(XMLError) -> (XMLElement, Bool) {
        let start = location
        if depth > limits.maximumDepth {
            throw XMLError("elements nested deeper than \(limits.maximumDepth) levels", at: start)
        }
        elementCount += 1
        if elementCount > limits.maximumElements {
            throw XMLError("more than \(limits.maximumElements) elements", at: start)
        }
        advance()
        let name = try self.name(expected: "an element name after '<'")
        var element = XMLElement(name: name, location: start)
        while true {
            let hadSpace = current?.isXMLWhitespace ?? false
            skipWhitespace()
            guard let byte = current else {
                throw XMLError("the start tag '<\(name)' is not closed", at: location)
            }
            if byte == UInt8(ascii: ">") { advance(); return (element, false) }
            if byte == UInt8(ascii: "/") {
                advance()
                guard current == UInt8(ascii: ">") else {
                    throw XMLError(
                        "expected '>' after '/' in the start tag '<\(name)', found \(describeCurrent())", at: location)
                }
                advance()
                return (element, true)
            }
            guard hadSpace else {
                throw XMLError(
                    "expected whitespace before an attribute in '<\(name)', found \(describeCurrent())", at: location)
            }
            let attributeLocation = location
            let attributeName = try self.name(expected: "an attribute name, '>' or '/>' in '<\(name)'")
            if element.attributes.contains(where: { $0.name == attributeName }) {
                throw XMLError("the attribute '\(attributeName)' is written twice in '<\(name)'", at: attributeLocation)
            }
            if element.attributes.count == limits.maximumAttributesPerElement {
                throw XMLError(
                    "more than \(limits.maximumAttributesPerElement) attributes in '<\(name)'", at: attributeLocation)
            }
            skipWhitespace()
            guard current == UInt8(ascii: "=") else {
                throw XMLError(
                    "expected '=' after the attribute '\(attributeName)', found \(describeCurrent())", at: location)
            }
            advance()
            skipWhitespace()
            let value = try attributeValue(of: attributeName)
            element.attributes.append(XMLElement.Attribute(name: attributeName, value: value))
        }
    }

    mutating func name(expected: String) throws(XMLError) -> String {
        guard let first = current, first.isXMLNameStart else {
            throw XMLError("expected \(expected), found \(describeCurrent())", at: location)
        }
        let start = offset
        while let byte = current, byte.isXMLNameCharacter { advance() }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A quoted value with references expanded and whitespace characters normalized to spaces
    /// (XML 1.0 §3.3.3).
    mutating func attributeValue(of attribute: String) throws(XMLError) -> String {
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw XMLError(
                "expected a quoted value for the attribute '\(attribute)', found \(describeCurrent())", at: location)
        }
        let start = location
        let startOffset = offset
        advance()
        var value: [UInt8] = []
        while true {
            guard let byte = current else {
                throw XMLError("the value of the attribute '\(attribute)' is not closed", at: start)
            }
            if offset - startOffset > limits.maximumValueLength {
                throw XMLError(
                    "the value of the attribute '\(attribute)' is longer than \(limits.maximumValueLength) bytes",
                    at: start)
            }
            if byte == quote { advance(); break }
            if byte == UInt8(ascii: "<") {
                throw XMLError("a '<' in the value of the attribute '\(attribute)'; write '&lt;'", at: location)
            }
            if byte == UInt8(ascii: "&") {
                value.append(contentsOf: try reference())
            } else {
                value.append(byte.isXMLWhitespace ? 0x20 : byte)
                advance()
            }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// Character data: checked for references and `]]>`, not kept.
    mutating func text() throws(XMLError) {
        while let byte = current, byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") {
                _ = try reference()
            } else if peek("]]>") {
                throw XMLError("']]>' in text outside a CDATA section", at: location)
            } else {
                advance()
            }
        }
    }

    /// Reads `&…;` and returns its UTF-8 expansion: one of the five predefined entities or a
    /// character reference. Nothing else is ever expanded.
    mutating func reference() throws(XMLError) -> [UInt8] {
        let start = location
        advance()
        var body: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: ";") {
            guard body.count < 16, byte.isXMLNameCharacter || byte == UInt8(ascii: "#") else {
                throw XMLError("a '&' that does not start a reference; write '&amp;'", at: start)
            }
            body.append(byte)
            advance()
        }
        guard current == UInt8(ascii: ";") else {
            throw XMLError("a '&' that does not start a reference; write '&amp;'", at: start)
        }
        advance()
        let text = String(decoding: body, as: UTF8.self)
        switch text {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "apos": return [UInt8(ascii: "'")]
        case "quot": return [UInt8(ascii: "\"")]
        default: break
        }
        if text.hasPrefix("#") {
            let digits = text.dropFirst(text.hasPrefix("#x") ? 2 : 1)
            let radix = text.hasPrefix("#x") ? 16 : 10
            guard !digits.isEmpty, let code = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(code),
                code == 0x9 || code == 0xA || code == 0xD || (code >= 0x20 && code <= 0xD7FF)
                    || (code >= 0xE000 && code <= 0xFFFD) || code >= 0x10000
            else {
                throw XMLError("the character reference '&\(text);' is not a character XML allows", at: start)
            }
            return Array(String(Character(scalar)).utf8)
        }
        throw XMLError(
            """
            the entity '&\(text);' is not expanded; only '&lt;', '&gt;', '&amp;', '&apos;', '&quot;' and character \
            references are
            """,
            at: start)
    }
}
