import ScrollInsets
import ScrollInsetsFormats

// A view of JSON report 1, with its scroll, table and collection results and, with
// `--explain`, the derivations behind its insets.

extension JSONReport {
    /// One view, at `path` (from ``Layout/viewPaths()``), with its `interfaceBuilder` object
    /// when it was imported from a document (`origin`). Each property of `view` is read once.
    ///
    /// - Complexity: O(*c*) in its cells and items; O(*d*) more with `explain`.
    package static func write(
        _ view: ResolvedView, path: String, in layout: Layout, explain: Bool,
        origin: ImportedViewOrigin? = nil, into stream: inout JSONWriter
    ) {
        stream.openObject()
        stream.key("path"); stream.string(path)
        stream.key("name"); stream.string(view.name)
        stream.key("kind"); stream.string(view.kind.rawValue)
        stream.key("frame"); stream.rect(view.frame)
        stream.key("frameInWindow"); stream.rect(view.frameInWindow)
        stream.key("safeAreaInsets"); stream.insets(view.safeAreaInsets)
        stream.key("safeAreaClampedEdges"); stream.rawValues(view.safeAreaClampedEdges)
        stream.key("layoutMargins"); stream.insets(view.layoutMargins)
        stream.key("keyboardLayoutGuide"); stream.rect(layout.keyboardLayoutGuide(ofView: view.index)?.layoutFrame)
        if let avoidance = layout.keyboardAvoidance(ofView: view.index) {
            // Additive, only under a keyboard on a scroll view (docs/keyboard.md).
            stream.key("keyboardAvoidance"); writeKeyboardAvoidance(avoidance, into: &stream)
        }
        let scroll = view.scroll
        stream.key("scroll")
        if let scroll { write(scroll, into: &stream) } else { stream.null() }
        stream.key("table")
        if let table = view.table { write(table, into: &stream) } else { stream.null() }
        stream.key("collection")
        if let collection = view.collection { write(collection, into: &stream) } else { stream.null() }
        if let location = view.location {
            stream.key("line"); stream.number(location.line)
            stream.key("column"); stream.number(location.column)
        }
        if let origin {
            // Additive: the IB id, element and method of a view imported from a document.
            stream.key("interfaceBuilder")
            stream.beginLine(UInt8(ascii: "{"))
            stream.lineKey("id"); stream.string(origin.id)
            stream.lineKey("element"); stream.string(origin.elementName)
            stream.lineKey("method"); stream.string(origin.method.jsonName)
            stream.endLine(UInt8(ascii: "}"))
        }
        if explain {
            stream.key("explain"); write(layout.explanation(ofView: view.index), into: &stream)
        }
        stream.closeObject()
    }

    package static func write(_ scroll: ScrollResolution, into stream: inout JSONWriter) {
        stream.openObject()
        stream.key("behavior"); stream.string(scroll.behavior.rawValue)
        stream.key("contentSize"); stream.size(scroll.contentSize)
        stream.key("contentInset"); stream.insets(scroll.contentInset)
        stream.key("adjustedContentInset"); stream.insets(scroll.adjustedContentInset)
        stream.key("contentOffset"); stream.point(scroll.contentOffset)
        stream.key("scrollableAxes"); stream.rawValues(scroll.scrollableAxes)
        stream.key("adjustedEdges"); stream.rawValues(scroll.adjustedEdges)
        stream.key("scrollsAlong"); stream.rawValues(scroll.scrollsAlong)
        stream.key("indicatorInsets")
        stream.openObject()
        stream.key("vertical"); stream.insets(scroll.indicatorInsets.vertical)
        stream.key("horizontal"); stream.insets(scroll.indicatorInsets.horizontal)
        stream.closeObject()
        for field in scroll.reportFields {
            stream.key(named: field.name)
            switch field.value {
            case .number(let number): stream.number(number)
            case .size(let size): stream.size(size)
            }
        }
        stream.closeObject()
    }

    package static func write(_ table: TableLayout, into stream: inout JSONWriter) {
        stream.openObject()
        stream.key("contentSize"); stream.size(table.contentSize)
        stream.key("rows")
        stream.openArray()
        for row in table.rows {
            stream.nextElement()
            stream.openObject()
            stream.key("section"); stream.number(row.section)
            stream.key("row"); stream.number(row.row)
            stream.key("frame"); stream.rect(row.frame)
            stream.key("contentView"); stream.rect(row.contentView)
            stream.key("layoutMargins"); stream.insets(row.layoutMargins)
            stream.key("separator")
            if let separator = row.separator {
                stream.beginLine(UInt8(ascii: "{"))
                stream.lineKey("x"); stream.number(separator.x)
                stream.lineKey("width"); stream.number(separator.width)
                stream.endLine(UInt8(ascii: "}"))
            } else {
                stream.null()
            }
            stream.key("safeAreaInsets"); stream.insets(row.safeAreaInsets)
            stream.closeObject()
        }
        stream.closeArray()
        stream.key("headers")
        stream.openArray()
        for header in table.headers {
            stream.nextElement()
            stream.openObject()
            stream.key("section"); stream.number(header.section)
            stream.key("kind"); stream.string(header.kind.rawValue)
            stream.key("frame"); stream.rect(header.frame)
            stream.key("backgroundView"); stream.rect(header.backgroundView)
            stream.key("contentView"); stream.rect(header.contentView)
            stream.key("background"); stream.string(header.background.rawValue)
            stream.key("pinnedFrame"); stream.rect(header.pinnedFrame)
            stream.closeObject()
        }
        stream.closeArray()
        stream.key("fillerRows")
        stream.openArray()
        for row in table.fillerRows {
            stream.nextElement()
            stream.rect(row)
        }
        stream.closeArray()
        stream.closeObject()
    }

    package static func write(_ collection: CollectionLayout, into stream: inout JSONWriter) {
        stream.openObject()
        stream.key("contentSize"); stream.size(collection.contentSize)
        stream.key("sections")
        stream.openArray()
        for section in collection.sections {
            stream.nextElement()
            stream.openObject()
            stream.key("section"); stream.number(section.section)
            stream.key("frame"); stream.rect(section.frame)
            stream.key("items")
            stream.openArray()
            for item in section.items {
                stream.nextElement()
                stream.rect(item)
            }
            stream.closeArray()
            stream.key("effectiveSectionInset"); stream.insets(section.effectiveSectionInset)
            stream.key("contentInsets"); stream.insets(section.effectiveSectionInset)
            stream.key("supplementaries")
            stream.openArray()
            if let compositional = section.compositional {
                for supplementary in compositional.supplementaries {
                    stream.nextElement()
                    stream.openObject()
                    stream.key("kind"); stream.string(supplementary.kind.rawValue)
                    stream.key("frame"); stream.rect(supplementary.frame)
                    stream.closeObject()
                }
            } else {
                for (kind, frame) in [("header", section.header), ("footer", section.footer)] {
                    guard let frame else { continue }
                    stream.nextElement()
                    stream.openObject()
                    stream.key("kind"); stream.string(kind)
                    stream.key("frame"); stream.rect(frame)
                    stream.closeObject()
                }
            }
            stream.closeArray()
            stream.key("cells")
            if let cells = section.list?.cells {
                stream.openArray()
                for cell in cells {
                    stream.nextElement()
                    stream.openObject()
                    stream.key("layoutMargins"); stream.insets(cell.layoutMargins)
                    stream.key("separator")
                    if let separator = cell.separator {
                        stream.beginLine(UInt8(ascii: "{"))
                        stream.lineKey("x"); stream.number(separator.x)
                        stream.lineKey("width"); stream.number(separator.width)
                        stream.endLine(UInt8(ascii: "}"))
                    } else {
                        stream.null()
                    }
                    stream.closeObject()
                }
                stream.closeArray()
            } else {
                stream.null()
            }
            stream.closeObject()
        }
        stream.closeArray()
        stream.closeObject()
    }

    /// A derivation: per edge, its terms as `{"source", "amount", "reason"}`, one per line.
    package static func write(_ derivation: InsetDerivation, into stream: inout JSONWriter) {
        stream.openObject()
        for edge in Edge.allCases {
            stream.key(named: edge.rawValue)
            write(terms: derivation[edge], into: &stream)
        }
        stream.closeObject()
    }
}
