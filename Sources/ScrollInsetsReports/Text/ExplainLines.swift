import ScrollInsets

/// The "why" lines of the text report with `--explain`: every line of an ``Explanation`` the
/// text shows, written the same way for every ``WhyKey`` — a view's derivation lines, and the
/// notes of the keyboard, a keyboard layout guide, a keyboard avoidance, a presentation, a split
/// view and a reserved region.
enum ExplainLines {
    /// The lines under a view: its ``Layout/explanation(ofView:)``.
    static func lines(for view: ResolvedView, in layout: Layout) -> [String] {
        lines(for: layout.explanation(ofView: view.index))
    }

    /// The lines of `explanation` the text shows, in order.
    static func lines(for explanation: Explanation) -> [String] {
        var lines: [String] = []
        for line in explanation.lines where line.inText {
            let key = line.key
            switch key.shape {
            case .derivation:
                var text = "\(key.label).\(line.edge?.rawValue ?? "") \(line.value)"
                let terms = line.terms.compactMap(\.insetTerm)
                if !terms.isEmpty { text += " = " + TextFormatting.derivationBody(terms) }
                if let note = line.note {
                    text += " (\(key.noteLabel.map { $0 + ": " } ?? "")\(note.sentence))"
                }
                lines.append(text)
            case .edgeSentences:
                lines.append(
                    "\(key.label).\(line.edge?.rawValue ?? "") \(line.value): \(line.terms.first?.sentence ?? "")")
            case .sentence:
                lines.append(key.label.isEmpty ? line.sentence : "\(key.label): \(line.sentence)")
            case .sentences, .notes:
                for term in line.terms {
                    lines.append(key.label.isEmpty ? term.sentence : "\(key.label) \(term.sentence)")
                }
            }
        }
        return lines
    }
}
