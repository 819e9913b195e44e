import ScrollInsets

extension JSONReport {
    /// A controller's `"presentation"`: `null`, or for a presented controller
    /// `{"style": "pageSheet", "detent": "large" | null, "containerFrame": RECT}` (window
    /// coordinates), the contract's spelling, and for an iOS 26 floating sheet `"shownFrame"`
    /// (where the scaled card is drawn; an extension) and, where the model lays out detents,
    /// `"maximumDetentValue"` (an extension); with `explain`, the reasons
    /// (``WhyKey/presentation``: `"explain"`, assumptions prefixed "assumed: ").
    package static func writePresentation(
        _ presentation: ResolvedPresentation?, explain: Bool, into stream: inout JSONWriter
    ) {
        guard let presentation else { stream.null(); return }
        stream.openObject()
        stream.key("style"); stream.string(presentation.style.rawValue)
        stream.key("detent"); stream.string(presentation.detent?.name)
        stream.key("containerFrame"); stream.rect(presentation.containerFrame)
        if let shown = presentation.shownFrame { stream.key("shownFrame"); stream.rect(shown) }
        if let maximum = presentation.maximumDetentValue {
            stream.key("maximumDetentValue"); stream.number(maximum)
        }
        if explain { writeMembers(presentation.explanation, into: &stream) }
        stream.closeObject()
    }
}
