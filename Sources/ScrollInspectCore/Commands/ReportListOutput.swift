/// How `diff` and `lifecycle` write one report per scene as each is made: text blocks separated by
/// a blank line, or the elements of one JSON list document (flushed as it grows).
struct ReportListOutput: ~Copyable {
    /// The JSON document so far, when the output is one.
    private var json: JSONListDocument?
    /// How many reports were written.
    private var count = 0

    /// Text output, or a JSON document whose list is under `listKey`.
    init(jsonListKey listKey: StaticString?) {
        if let listKey { json = JSONListDocument(listKey: listKey) } else { json = nil }
    }

    /// Writes one report: its text (built only for text output) or its JSON element.
    mutating func add(
        text: @autoclosure () -> String, json write: (inout JSONWriter) -> Void,
        to output: inout some OutputSink
    ) {
        if json == nil {
            output.write((count > 0 ? "\n" : "") + text())
        } else {
            json?.add(write)
            json?.flushIfLarge(to: &output)
        }
        count += 1
    }

    /// Closes the JSON document, if the output is one.
    mutating func finish(to output: inout some OutputSink) {
        json.take()?.finish(to: &output)
    }
}
