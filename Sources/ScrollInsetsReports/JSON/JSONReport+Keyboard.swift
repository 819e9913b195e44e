import ScrollInsets

extension JSONReport {
    /// A scene's `"keyboard"`: `null`, or `{"frame": RECT}` in window coordinates, with
    /// `"mode"` for a floating or undocked keyboard and, with `explain`, its reasons
    /// (assumptions prefixed "assumed: ").
    package static func writeKeyboard(_ keyboard: ResolvedKeyboard?, explain: Bool, into stream: inout JSONWriter) {
        guard let keyboard else { stream.null(); return }
        stream.openObject()
        stream.key("frame"); stream.rect(keyboard.frame)
        if keyboard.mode != .docked { stream.key("mode"); stream.string(keyboard.mode.rawValue) }
        if explain {
            stream.key("explain")
            stream.openArray()
            for note in keyboard.notes {
                stream.nextElement()
                stream.string((note.isAssumption ? "assumed: " : "") + note.text)
            }
            stream.closeArray()
        }
        stream.closeObject()
    }
}
