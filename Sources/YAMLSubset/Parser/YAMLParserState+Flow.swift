extension YAMLParserState {
    /// Reads the flow collection opening at `offset`, across lines if needed, with an
    /// explicit stack for nesting.
    ///
    /// - Returns: The collection and the offset after its closing bracket on the
    ///   (then current) line; `nil` as the offset when the collection was cut short by the
    ///   end of the input, a `---` or `...` line, or a line indented no more than the
    ///   enclosing block, which is then left pending for the block parser.
    mutating func parseFlow(at offset: Int) -> (YAMLNode, end: Int?) {
        let parentIndent = frames.last?.indent ?? -1
        let outer = location(at: offset)
        let marks = values.marks
        // The stack of open flow collections is kept between calls, so that its storage is
        // allocated once and not for every flow collection.
        var stack = flowStack
        flowStack = []
        if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }  // left by an abandoned collection
        defer { flowStack = stack }
        var index = offset
        while true {
            guard let next = skipFlowSpace(from: index, parentIndent: parentIndent) else {
                if let top = stack.last {
                    error(YAMLMessage.unterminatedFlow(isMapping: top.isMapping), at: top.location)
                }
                values.truncate(to: marks)
                return (.emptyValue(at: outer), nil)
            }
            index = next
            let byte = bytes[index]
            if stack.isEmpty || byte == Byte.openBracket || byte == Byte.openBrace {
                let top = stack.count - 1
                if top >= 0 && (stack[top].state == .separator || stack[top].state == .key) {
                    return abandonFlow(stack, at: index, parentIndent: parentIndent, marks: marks, unexpected: true)
                }
                deepestNesting = max(deepestNesting, frames.count + stack.count + 1)
                guard frames.count + stack.count + 1 <= limits.maximumDepth else {
                    error(YAMLMessage.depth(limits.maximumDepth), at: index)
                    return abandonFlow(stack, at: index, parentIndent: parentIndent, marks: marks, unexpected: false)
                }
                stack.append(
                    FlowFrame(isMapping: byte == Byte.openBrace, location: location(at: index), values: values))
                index += 1
                continue
            }
            let top = stack.count - 1
            if byte == Byte.closeBracket || byte == Byte.closeBrace {
                guard byte == stack[top].closer else {
                    error(
                        YAMLMessage.flowMismatchedCloser(
                            found: text(index, index + 1),
                            isMapping: stack[top].isMapping,
                            opener: stack[top].location), at: index)
                    return abandonFlow(stack, at: index, parentIndent: parentIndent, marks: marks, unexpected: false)
                }
                let node = stack.removeLast().close(on: &values)
                index += 1
                if stack.isEmpty { return (node, index) }
                stack[stack.count - 1].add(node, on: &values)
                continue
            }
            switch stack[top].state {
            case .separator:
                guard byte == Byte.comma else {
                    return abandonFlow(stack, at: index, parentIndent: parentIndent, marks: marks, unexpected: true)
                }
                stack[top].state = stack[top].isMapping ? .key : .item
                index += 1
            case .item, .key, .value:
                if byte == Byte.comma {
                    if stack[top].state == .value {
                        stack[top].state = .separator  // the key's entry keeps the empty value
                    } else {
                        error(stack[top].isMapping ? YAMLMessage.flowEmptyEntry : YAMLMessage.flowEmptyItem, at: index)
                        index += 1
                    }
                    continue
                }
                let propertiesEnd = skipNodeProperties(at: index, inFlow: true)
                if propertiesEnd != index { index = propertiesEnd; continue }
                guard let after = readFlowScalar(at: index, into: &stack[top]) else {
                    return abandonFlow(stack, at: index, parentIndent: parentIndent, marks: marks, unexpected: false)
                }
                index = after
            }
        }
    }

    /// Reads the scalar at `offset` as the next item, key or value of `frame`.
    ///
    /// - Returns: The offset after it, or `nil` after reporting an error that breaks the
    ///   collection.
    private mutating func readFlowScalar(at offset: Int, into frame: inout FlowFrame) -> Int? {
        let byte = bytes[offset]
        let node: YAMLNode
        var after: Int
        if byte == Byte.doubleQuote || byte == Byte.singleQuote {
            (node, after) = parseQuotedScalar(at: offset)
        } else if byte == UInt8(ascii: "*") {
            reportIndicator(at: offset, inFlow: true)
            node = .emptyValue(at: location(at: offset))
            after = tokenEnd(from: offset, inFlow: true)
        } else if canStartPlainScalar(at: offset, inFlow: true) {
            after = plainFlowScalarEnd(from: offset)
            var end = after
            while end > offset && Byte.isBlank(bytes[end - 1]) { end -= 1 }
            node = plainScalar(offset, end)
        } else {
            reportIndicator(at: offset, inFlow: true)
            return nil
        }
        guard frame.state == .key else {
            if after < lineEnd && bytes[after] == Byte.colon && isFlowValueSeparator(at: after + 1) {
                let text = node.scalar?.text ?? ""
                error(
                    frame.isMapping ? YAMLMessage.colonInPlainValue(text) : YAMLMessage.flowPairInSequence(text),
                    at: after)
                return nil
            }
            frame.add(node, on: &values)
            return after
        }
        let key = node.scalar?.text ?? ""
        var colon = after
        while colon < lineEnd && Byte.isBlank(bytes[colon]) { colon += 1 }
        guard colon < lineEnd && bytes[colon] == Byte.colon else {
            let found = colon < lineEnd ? flowToken(at: colon) : nil
            error(YAMLMessage.flowExpectedColon(key: key, found: found), at: colon < lineEnd ? colon : offset)
            return nil
        }
        if node.scalar?.style == .plain && key == "<<" { error(YAMLMessage.mergeKey, at: offset) }
        if let first = values.firstLocation(of: key, inMappingFrom: frame.valuesStart) {
            error(
                YAMLMessage.duplicateKey(key, firstLine: first.line), at: node.location,
                notes: [FixtureDiagnostic.Note(YAMLMessage.firstDefinition(key), at: first)])
        }
        frame.startPendingKey(key, at: node.location, emptyValueAt: location(at: colon + 1), on: &values)
        return colon + 1
    }

    /// The end of a plain scalar in flow context: a flow indicator, `: `, ` #` or the end
    /// of the line.
    @inline(__always)  // see YAMLParserState
    private func plainFlowScalarEnd(from offset: Int) -> Int {
        var index = offset + 1
        while index < lineEnd {
            let byte = bytes[index]
            if isFlowIndicator(byte) { break }
            if byte == Byte.colon && isFlowValueSeparator(at: index + 1) { break }
            if byte == Byte.hash && Byte.isBlank(bytes[index - 1]) { break }
            index += 1
        }
        return index
    }

    /// The token at `offset` for messages: a flow indicator, or text up to a blank or an
    /// indicator.
    private func flowToken(at offset: Int) -> String {
        text(
            offset, isFlowIndicator(bytes[offset]) ? offset + 1 : max(offset + 1, tokenEnd(from: offset, inFlow: true)))
    }

    /// Whether `offset` ends a key in flow context: a blank, a flow indicator or the line's end.
    @inline(__always)  // see YAMLParserState
    private func isFlowValueSeparator(at offset: Int) -> Bool {
        offset >= lineEnd || Byte.isBlank(bytes[offset]) || isFlowIndicator(bytes[offset])
    }

    /// Skips blanks, comments and line breaks inside a flow collection.
    ///
    /// - Returns: The next offset with content, or `nil` if the collection is cut short
    ///   (see ``parseFlow(at:)``).
    @inline(__always)  // called before every token, which is usually on the same line
    private mutating func skipFlowSpace(from offset: Int, parentIndent: Int) -> Int? {
        var index = offset
        while index < lineEnd && Byte.isBlank(bytes[index]) { index += 1 }
        if index < lineEnd && bytes[index] != Byte.hash { return index }
        return skipFlowCommentsAndLines(from: index, parentIndent: parentIndent)
    }

    /// ``skipFlowSpace(from:parentIndent:)`` at the end of a line or a `#`.
    private mutating func skipFlowCommentsAndLines(from offset: Int, parentIndent: Int) -> Int? {
        var index = offset
        while true {
            while index < lineEnd && Byte.isBlank(bytes[index]) { index += 1 }
            if index < lineEnd {
                let isComment = bytes[index] == Byte.hash && (index == lineStart || Byte.isBlank(bytes[index - 1]))
                if !isComment { return index }
            }
            guard nextLineStart < end, !isStopped else { return nil }
            loadLine(at: nextLineStart)
            if isDocumentMarkerLine(Byte.dash) || isDocumentMarkerLine(Byte.dot) {
                lineIsPending = true
                return nil
            }
            let indentEnd = spacesEnd(from: lineStart)
            index = indentEnd
            while index < lineEnd && Byte.isBlank(bytes[index]) { index += 1 }
            if index == lineEnd || bytes[index] == Byte.hash { continue }
            if index != indentEnd {
                // A tab in a continuation line's indentation: reported, and the line is
                // still read as part of the collection.
                error(YAMLMessage.tabInIndentation, at: indentEnd)
                continue
            }
            let closes = bytes[index] == Byte.closeBracket || bytes[index] == Byte.closeBrace
            if indentEnd - lineStart <= parentIndent && !closes {
                lineIsPending = true
                return nil
            }
        }
    }

    /// Gives up on a broken flow collection: skips to the bracket that closes the
    /// outermost one (or to where it is cut short) and returns an empty placeholder.
    ///
    /// - Parameters:
    ///   - marks: The value stack's size before the collection opened.
    ///   - unexpected: Whether to report the token at `offset` as unexpected
    ///     (otherwise the caller has reported the problem).
    private mutating func abandonFlow(
        _ stack: [FlowFrame], at offset: Int, parentIndent: Int,
        marks: (entries: Int, items: Int), unexpected: Bool
    ) -> (YAMLNode, end: Int?) {
        if unexpected, let top = stack.last {
            let found = flowToken(at: offset)
            if top.state == .key {
                error(YAMLMessage.flowExpectedKey(found: found), at: offset)
            } else {
                error(YAMLMessage.flowExpectedSeparator(isMapping: top.isMapping, found: found), at: offset)
            }
        }
        // The stack is empty when the outermost collection itself is too deep.
        let placeholder = YAMLNode.emptyValue(at: stack.first?.location ?? location(at: offset))
        values.truncate(to: marks)
        var depth = stack.count
        var index = offset
        while true {
            while index < lineEnd {
                let byte = bytes[index]
                if byte == Byte.openBracket || byte == Byte.openBrace {
                    depth += 1
                } else if byte == Byte.closeBracket || byte == Byte.closeBrace {
                    depth -= 1
                    if depth == 0 { return (placeholder, index + 1) }
                } else if byte == Byte.doubleQuote || byte == Byte.singleQuote {
                    index = closingQuote(from: index) ?? lineEnd
                } else if byte == Byte.hash && index > lineStart && Byte.isBlank(bytes[index - 1]) {
                    break
                }
                index += 1
            }
            guard let next = skipFlowSpace(from: lineEnd, parentIndent: parentIndent) else {
                return (placeholder, nil)
            }
            index = next
        }
    }
}
