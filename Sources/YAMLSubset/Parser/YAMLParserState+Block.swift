extension YAMLParserState {
    /// Reads the current line: a document marker, a directive, a blank or comment line,
    /// or content that continues the block structure.
    mutating func processLine() {
        let start = lineStart
        if isDocumentMarkerLine(Byte.dash) {
            finishDocument()
            var offset = start + 3
            while offset < lineEnd && Byte.isBlank(bytes[offset]) { offset += 1 }
            if offset < lineEnd && bytes[offset] != Byte.hash {
                error(YAMLMessage.contentAfterSeparator(restOfLine(from: offset)), at: offset)
            }
            return
        }
        if isDocumentMarkerLine(Byte.dot) {
            error(YAMLMessage.documentEnd, at: start)
            return
        }
        let indentEnd = spacesEnd(from: start)
        var contentStart = indentEnd
        while contentStart < lineEnd && Byte.isBlank(bytes[contentStart]) { contentStart += 1 }
        if contentStart == lineEnd || bytes[contentStart] == Byte.hash { return }
        if bytes[start] == Byte.percent {
            error(YAMLMessage.directive(restOfLine(from: start)), at: start)
            return
        }
        if documentLocation == nil { documentLocation = location(at: contentStart) }
        let indent = indentEnd - start
        if let limit = skipDeeperThan {
            if indent > limit { return }
            skipDeeperThan = nil
        }
        if contentStart != indentEnd {
            error(YAMLMessage.tabInIndentation, at: indentEnd)
            skipDeeperThan = indent
            return
        }
        processContent(indent: indent, at: indentEnd)
    }

    /// Fits a content line into the open block collections: closes the ones it is
    /// indented less than, then continues the one it lines up with or starts a value.
    private mutating func processContent(indent: Int, at offset: Int) {
        let continuesPlainValue = lastLineEndedInPlainValue
        lastLineEndedInPlainValue = false
        if let top = frames.last, indent < top.indent {
            guard frames.contains(where: { $0.indent == indent }) else {
                let expected = Set(frames.map(\.indent)).sorted()
                error(YAMLMessage.badIndentation(indent, expected: expected), at: offset)
                skipDeeperThan = indent
                return
            }
            while let top = frames.last, top.indent > indent { popFrame() }
        }
        let content = skipNodeProperties(at: offset, inFlow: false)
        guard content < lineEnd && bytes[content] != Byte.hash else { return }
        let start = classifyBlockStart(at: content)
        guard var top = frames.last else {
            if root != nil {
                error(YAMLMessage.contentAfterRoot(restOfLine(from: offset)), at: offset)
                skipDeeperThan = indent
                return
            }
            parseBlockNode(start, at: content, column: indent)
            return
        }
        if top.indent < indent {
            if top.hasPending {
                parseBlockNode(start, at: content, column: indent)
            } else if continuesPlainValue, case .value = start {
                error(YAMLMessage.continuedValue(indent), at: offset)
                skipDeeperThan = indent
            } else {
                error(
                    YAMLMessage.overIndented(
                        indent, expected: top.indent, kind: top.kindName,
                        line: top.location.line), at: offset)
                skipDeeperThan = indent
            }
            return
        }
        // The line lines up with the innermost open collection.
        if !top.isMapping {
            if case .item = start {
                frames[frames.count - 1].resolvePendingAsEmpty()
                parseBlockNode(start, at: content, column: indent, continuing: true)
                return
            }
            guard top.isSameIndentValue else {
                error(YAMLMessage.expectedItem(restOfLine(from: offset), line: top.location.line), at: offset)
                skipDeeperThan = indent
                return
            }
            popFrame()  // the sequence was the value of a key of the mapping at this indentation
            top = frames[frames.count - 1]
        }
        switch start {
        case .item where top.hasPendingKey:
            parseBlockNode(start, at: content, column: indent, sameIndentValue: true)
        case .key:
            frames[frames.count - 1].resolvePendingAsEmpty()
            parseBlockNode(start, at: content, column: indent, continuing: true)
        case .value(plainEnd: nil) where isIndicatorOnly(at: content):
            reportIndicator(at: content, inFlow: false)
            skipDeeperThan = indent
        case .item, .value:
            error(YAMLMessage.expectedKey(restOfLine(from: offset), line: top.location.line), at: offset)
            skipDeeperThan = indent
        }
    }

    /// Reads a node that starts at `offset`: opens (or, when `continuing`, continues) a
    /// block collection, or reads an inline value. A line may hold several nested
    /// starts (`- - key: value`); they are read in a loop, not by recursion.
    private mutating func parseBlockNode(
        _ start: consuming BlockStart, at offset: Int, column: Int,
        continuing: Bool = false, sameIndentValue: Bool = false
    ) {
        var start = start, offset = offset, column = column
        var continuing = continuing, sameIndentValue = sameIndentValue
        while true {
            switch start {
            case .item:
                if !continuing {
                    guard checkDepth(frames.count + 1, at: offset, column: column) else { return }
                    frames.append(
                        BlockFrame(
                            isMapping: false, indent: column, location: location(at: offset),
                            values: values, isSameIndentValue: sameIndentValue))
                }
                frames[frames.count - 1].startPendingItem(emptyValueAt: location(at: offset + 1), on: &values)
                let next = spacesEnd(from: offset + 1)
                if next < lineEnd && bytes[next] == Byte.tab {
                    error(YAMLMessage.tabInIndentation, at: next)
                    skipDeeperThan = column
                    return
                }
                column = next - lineStart
                offset = skipNodeProperties(at: next, inFlow: false)
                if offset == lineEnd || bytes[offset] == Byte.hash { return }
                start = classifyBlockStart(at: offset)
                continuing = false
                sameIndentValue = false
            case .key(let key):
                if !continuing {
                    guard checkDepth(frames.count + 1, at: offset, column: column) else { return }
                    frames.append(BlockFrame(isMapping: true, indent: column, location: key.location, values: values))
                }
                readBlockEntry(key)
                return
            case .value(let plainEnd):
                attach(parseInlineValue(at: offset, plainEnd: plainEnd))
                return
            }
        }
    }

    /// Reads `key: value` into the innermost mapping, after checking the key.
    private mutating func readBlockEntry(_ key: consuming BlockKey) {
        let top = frames.count - 1
        if key.isPlain && key.text == "<<" { error(YAMLMessage.mergeKey, at: key.location) }
        if let first = values.firstLocation(of: key.text, inMappingFrom: frames[top].valuesStart) {
            error(
                YAMLMessage.duplicateKey(key.text, firstLine: first.line), at: key.location,
                notes: [FixtureDiagnostic.Note(YAMLMessage.firstDefinition(key.text), at: first)])
        }
        frames[top].startPendingKey(key.text, at: key.location, emptyValueAt: location(at: key.colon + 1), on: &values)
        var offset = key.colon + 1
        while offset < lineEnd && Byte.isBlank(bytes[offset]) { offset += 1 }
        offset = skipNodeProperties(at: offset, inFlow: false)
        if offset == lineEnd || bytes[offset] == Byte.hash { return }  // the value follows, or is empty
        switch classifyBlockStart(at: offset) {
        case .item:
            error(YAMLMessage.sequenceAfterKey, at: offset)
            attach(.emptyValue(at: location(at: offset)))
            skipDeeperThan = frames[top].indent
        case .key:
            error(YAMLMessage.colonInPlainValue(restOfLine(from: offset)), at: offset)
            attach(.emptyValue(at: location(at: offset)))
            skipDeeperThan = frames[top].indent
        case .value(let plainEnd):
            attach(parseInlineValue(at: offset, plainEnd: plainEnd))
        }
    }

    /// Checks a new collection stays within the depth limit; if not, reports it and skips
    /// the lines nested in it.
    mutating func checkDepth(_ depth: Int, at offset: Int, column: Int) -> Bool {
        deepestNesting = max(deepestNesting, depth)
        guard depth > limits.maximumDepth else { return true }
        error(YAMLMessage.depth(limits.maximumDepth), at: offset)
        skipDeeperThan = column
        return false
    }

    /// Gives a finished node to whatever is waiting for it: the innermost open
    /// collection, or the document.
    mutating func attach(_ node: consuming YAMLNode) {
        if frames.isEmpty {
            if root == nil { root = node }
        } else {
            frames[frames.count - 1].resolve(with: node, on: &values)
        }
    }

    /// Closes the innermost block collection and attaches it to its parent.
    mutating func popFrame() {
        attach(frames.removeLast().close(on: &values))
    }
}
