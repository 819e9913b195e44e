import ScrollInsets

/// The derivation lines under a view with `--explain`: every line of the view's
/// ``ViewExplanation`` the text shows, written the same way for every ``WhyKey``.
enum ExplainLines {
    static func lines(for view: ResolvedView, in layout: Layout) -> [String] {
        var lines: [String] = []
        for line in layout.explanation(ofView: view.index).lines where line.inText {
            let key = line.key
            switch key.shape {
            case .derivation:
                var text = "\(key.label).\(line.edge?.rawValue ?? "") \(line.value)"
                let terms = line.terms.compactMap(\.insetTerm)
                if !terms.isEmpty { text += " = " + TextFormatting.derivationBody(terms) }
                if let note = line.note { text += " (\(note))" }
                lines.append(text)
            case .edgeSentences:
                lines.append(
                    "\(key.label).\(line.edge?.rawValue ?? "") \(line.value): \(line.terms.first?.sentence ?? "")")
            case .sentence:
                lines.append("\(key.label): \(line.terms.first?.sentence ?? "")")
            case .sentences:
                for term in line.terms { lines.append("\(key.label) \(term.sentence)") }
            }
        }
        return lines
    }
}
