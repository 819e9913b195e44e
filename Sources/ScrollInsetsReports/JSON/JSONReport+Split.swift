import ScrollInsets

extension JSONReport {
    /// A split view controller's members, the contract's spelling: `"columns": [{"column":
    /// "primary", "frame": RECT, "visible": true}]` (window coordinates) and `"collapsed"`; and
    /// `"displayMode"` (an extension: `null` when collapsed); with `explain`, the reasons
    /// (``WhyKey/split``: `"explainSplit"`, assumptions prefixed "assumed: ").
    package static func writeSplit(_ split: ResolvedSplit, explain: Bool, into stream: inout JSONWriter) {
        stream.key("columns")
        stream.openArray()
        for column in split.columns {
            stream.nextElement()
            stream.beginLine(UInt8(ascii: "{"))
            stream.lineKey("column"); stream.string(column.column.rawValue)
            stream.lineKey("frame"); stream.rect(column.frame)
            stream.lineKey("visible"); stream.raw(column.visible ? "true" : "false")
            stream.endLine(UInt8(ascii: "}"))
        }
        stream.closeArray()
        stream.key("collapsed"); stream.raw(split.collapsed ? "true" : "false")
        stream.key("displayMode"); stream.string(split.displayMode?.rawValue)
        if explain { writeMembers(split.explanation, into: &stream) }
    }
}
