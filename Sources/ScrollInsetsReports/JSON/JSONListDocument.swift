/// A JSON document of scroll-inspect's outputs, `{"format": 1, "<list>": [...]}` (the report's
/// `scenes`, `diffs`, `lifecycles`), written one element at a time: a run adds each scene as
/// soon as it is laid out, so only one scene's layout is alive at once, and flushes the text to
/// standard output as it grows.
///
/// ```swift
/// var document = JSONListDocument(listKey: "scenes")
/// document.add { JSONReport.write(report, explain: false, into: &$0) }
/// document.finish(to: &output)   // `]`, `}` and a line break
/// ```
package struct JSONListDocument: ~Copyable {
    private var writer = JSONWriter()

    /// How many bytes are held before ``flushIfLarge(to:)`` writes them out.
    package static let flushThreshold = 1 << 16

    /// Starts the document: `{"format": 1, "<listKey>": [`.
    package init(listKey: StaticString) {
        writer.openObject()
        writer.key("format"); writer.number(1)
        writer.key(listKey)
        writer.openArray()
    }

    /// Writes the next element with `write`.
    package mutating func add(_ write: (inout JSONWriter) -> Void) {
        writer.nextElement()
        write(&writer)
    }

    /// Writes the text so far to `sink` once it passes ``flushThreshold`` bytes.
    package mutating func flushIfLarge(to sink: inout some OutputSink) {
        if writer.bufferedByteCount >= Self.flushThreshold { writer.flush(to: &sink) }
    }

    /// Ends the document with a line break and writes the rest of it to `sink`; `trailer`, when
    /// given, writes more members of the top-level object after the list.
    package consuming func finish(
        to sink: inout some OutputSink, trailer: ((inout JSONWriter) -> Void)? = nil
    ) {
        writer.closeArray()
        trailer?(&writer)
        writer.closeObject()
        writer.raw("\n")
        writer.flush(to: &sink)
    }

    /// Ends the document with a line break and returns its text (when nothing was flushed).
    package consuming func text() -> String {
        close()
        return writer.text()
    }

    private mutating func close() {
        writer.closeArray()
        writer.closeObject()
        writer.raw("\n")
    }
}
