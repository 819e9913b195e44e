import ScrollInsets

// The "why" of JSON report 1: a view's `explain` object, and the members a scene element (the
// keyboard, a presentation, a split view, a reserved region) holds its reasons in; every line of
// an ``Explanation`` the JSON holds, written the same way for every ``WhyKey``; `verify` and the
// inspector read it.

extension JSONReport {
    /// The `explain` object of a view: each key under its group (`table`, `list`, an element of
    /// `collectionSections`), in the explanation's order, in the form its shape gives.
    package static func write(_ explanation: Explanation, into stream: inout JSONWriter) {
        stream.openObject()
        writeMembers(explanation, into: &stream)
        stream.closeObject()
    }

    /// The lines of `explanation` as members of the object open in `stream`, each key under its
    /// group: an element's reasons (``WhyKey/Group/element``) are members of its own object.
    package static func writeMembers(_ explanation: Explanation, into stream: inout JSONWriter) {
        let lines = explanation.lines.filter(\.inJSON)
        var group = WhyKey.Group.view
        var start = lines.startIndex
        while start < lines.endIndex {
            let key = lines[start].key
            var end = start
            while end < lines.endIndex && lines[end].key == key { end += 1 }
            if key.group != group {
                leave(group, for: key.group, into: &stream)
                enter(key.group, from: group, into: &stream)
                group = key.group
            }
            write(key, lines[start..<end], into: &stream)
            start = end
        }
        leave(group, for: .view, into: &stream)
    }

    /// One key's lines: a derivation, an object of sentences by edge, a sentence or a list.
    private static func write(_ key: WhyKey, _ lines: ArraySlice<Explanation.Line>, into stream: inout JSONWriter) {
        stream.key(named: key.name)
        switch key.shape {
        case .derivation:
            stream.openObject()
            for line in lines {
                stream.key(named: line.edge?.rawValue ?? "")
                write(terms: line.terms.compactMap(\.insetTerm), into: &stream)
            }
            stream.closeObject()
        case .edgeSentences:
            stream.beginLine(UInt8(ascii: "{"))
            for line in lines {
                stream.lineKey(named: line.edge?.rawValue ?? ""); stream.string(line.terms.first?.sentence)
            }
            stream.endLine(UInt8(ascii: "}"))
        case .sentence:
            stream.string(lines.first?.sentence)
        case .sentences:
            stream.strings(lines.flatMap(\.terms).map(\.sentence))
        case .notes:
            stream.openArray()
            for term in lines.flatMap(\.terms) {
                stream.nextElement()
                stream.string(term.sentence)
            }
            stream.closeArray()
        }
        writeKinds(key, lines, into: &stream)
    }

    /// The kind of each sentence of a key that is not a derivation, in a member `"<name>Kinds"`
    /// beside it: `"assumption"` for a sentence no source states (it reads "assumed: …"), `"reason"`
    /// otherwise; an object by edge for sentences by edge, else an array with one kind per clause,
    /// in order (a one-sentence key's clauses are joined by "; " in its sentence).
    private static func writeKinds(_ key: WhyKey, _ lines: ArraySlice<Explanation.Line>, into stream: inout JSONWriter)
    {
        func kind(_ term: WhyTerm?) -> String? { term.map { $0.isAssumption ? "assumption" : "reason" } }
        if key.shape == .derivation { return }
        stream.key(named: key.name + "Kinds")
        if key.shape == .edgeSentences {
            stream.beginLine(UInt8(ascii: "{"))
            for line in lines {
                stream.lineKey(named: line.edge?.rawValue ?? ""); stream.string(kind(line.terms.first))
            }
            stream.endLine(UInt8(ascii: "}"))
            return
        }
        let terms = key.shape == .sentence ? lines.first?.terms ?? [] : lines.flatMap(\.terms)
        stream.beginLine(UInt8(ascii: "["))
        for term in terms {
            stream.nextInLine(); stream.string(kind(term))
        }
        stream.endLine(UInt8(ascii: "]"))
    }

    /// The terms of one edge: an array of `{"source", "amount", "reason", "kind"}`, one per line;
    /// `kind` is `"assumption"` for a term no source states (its reason reads "assumed: …"),
    /// `"reason"` otherwise.
    package static func write(terms: [InsetTerm], into stream: inout JSONWriter) {
        stream.openArray()
        for term in terms {
            stream.nextElement()
            stream.beginLine(UInt8(ascii: "{"))
            stream.lineKey("source"); stream.string(term.source.rawValue)
            stream.lineKey("amount"); stream.number(term.amount)
            stream.lineKey("reason"); stream.string(term.reason)
            stream.lineKey("kind"); stream.string(WhyTerm.inset(term).isAssumption ? "assumption" : "reason")
            stream.endLine(UInt8(ascii: "}"))
        }
        stream.closeArray()
    }

    /// Closes `group` before the lines of `next`.
    private static func leave(_ group: WhyKey.Group, for next: WhyKey.Group, into stream: inout JSONWriter) {
        switch group {
        case .view, .element:
            break
        case .table, .list:
            stream.closeObject()
        case .section:
            stream.closeObject()
            if case .section = next {} else { stream.closeArray() }
        }
    }

    /// Opens `group` after the lines of `previous`.
    private static func enter(_ group: WhyKey.Group, from previous: WhyKey.Group, into stream: inout JSONWriter) {
        switch group {
        case .view, .element:
            break
        case .table:
            stream.key("table"); stream.openObject()
        case .list:
            stream.key("list"); stream.openObject()
        case .section(let section):
            if case .section = previous {} else { stream.key("collectionSections"); stream.openArray() }
            stream.nextElement()
            stream.openObject()
            stream.key("section"); stream.number(section)
        }
    }
}
