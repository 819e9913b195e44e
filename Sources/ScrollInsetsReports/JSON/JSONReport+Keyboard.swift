import ScrollInsets

extension JSONReport {
    /// A scene's `"keyboard"`: `null`, or `{"frame": RECT}` in window coordinates, with
    /// `"mode"` for a floating or undocked keyboard and, with `explain`, its reasons
    /// (``WhyKey/keyboard``: `"explain"`, assumptions prefixed "assumed: ").
    package static func writeKeyboard(_ keyboard: ResolvedKeyboard?, explain: Bool, into stream: inout JSONWriter) {
        guard let keyboard else { stream.null(); return }
        stream.openObject()
        stream.key("frame"); stream.rect(keyboard.frame)
        if keyboard.mode != .docked { stream.key("mode"); stream.string(keyboard.mode.rawValue) }
        if explain { writeMembers(keyboard.explanation, into: &stream) }
        stream.closeObject()
    }

    /// A scroll view's `"keyboardAvoidance"` under a keyboard: what the keyboard covers of it
    /// (`overlap`), whether UIKit moves the content itself (a `UITableViewController`'s table),
    /// the `contentInset.bottom` the app sets, and the `adjustedContentInset.bottom` with the
    /// keyboard handled; the text report's "keyboard covers" line.
    package static func writeKeyboardAvoidance(_ avoidance: KeyboardAvoidance.Resolution, into stream: inout JSONWriter)
    {
        stream.beginLine(UInt8(ascii: "{"))
        stream.lineKey("overlap"); stream.number(avoidance.overlap)
        stream.lineKey("adjustedByUIKit"); stream.raw(avoidance.adjustedByUIKit ? "true" : "false")
        stream.lineKey("contentInsetBottom"); stream.number(avoidance.contentInsetBottom)
        stream.lineKey("adjustedContentInsetBottom"); stream.number(avoidance.adjustedContentInsetBottom)
        stream.endLine(UInt8(ascii: "}"))
    }
}
