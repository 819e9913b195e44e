import ScrollInsets

/// The derivation lines under a view with `--explain`.
enum ExplainLines {
    static func lines(for view: ResolvedView, in layout: Layout) -> [String] {
        var lines: [String] = []
        let safe = layout.safeAreaDerivation(ofView: view.index)
        for edge in Edge.allCases where view.safeAreaInsets[edge] != 0 || !safe[edge].isEmpty {
            lines.append(TextFormatting.derivationLine("safeAreaInsets", edge: edge, value: view.safeAreaInsets[edge], terms: safe[edge]))
        }
        for edge in Edge.allCases where view.layoutMargins[edge] != 0 {
            lines.append(TextFormatting.derivationLine("layoutMargins", edge: edge, value: view.layoutMargins[edge],
                                                       terms: view.layoutMarginsDerivation[edge]))
        }
        if let scroll = view.scroll {
            for edge in Edge.allCases {
                let value = scroll.adjustedContentInset[edge]
                var line = TextFormatting.derivationLine("adjustedContentInset", edge: edge, value: value, terms: scroll.derivation[edge])
                if let reason = scroll.reasons[edge], !scroll.adjustedEdges.contains(edge) { line += " (not adjusted: \(reason))" }
                lines.append(line)
            }
            // The indicators, where they do not follow the adjusted inset.
            let indicators = scroll.indicatorInsets
            if indicators.vertical != scroll.adjustedContentInset || indicators.horizontal != scroll.adjustedContentInset {
                for edge in Edge.allCases {
                    lines.append("indicatorInsets.\(edge.rawValue) vertical \(formatPoints(indicators.vertical[edge])), horizontal \(formatPoints(indicators.horizontal[edge])): \(indicators.reasons[edge] ?? "")")
                }
            }
        }
        if let collection = view.collection {
            for section in collection.sections where section.contentInsetsReference != nil {
                let reasons = section.effectiveSectionInsetReasons
                for edge in Edge.allCases {
                    lines.append("section \(section.section) contentInsets.\(edge.rawValue) "
                                 + "\(formatPoints(section.effectiveSectionInset[edge])): \(reasons[edge] ?? "")")
                }
                for assumption in section.assumptions {
                    lines.append("section \(section.section) \(assumption.message)")
                }
            }
            for warning in collection.warnings { lines.append("warning: \(warning.message)") }
        }
        if let reasons = view.table?.reasons {
            lines.append("table sectionHeaderTopPadding: \(reasons.headerTopPadding)")
            lines.append("table cell margins: \(reasons.cellMargins)")
            lines.append("table separators: \(reasons.separators)")
            lines.append("table filler rows: \(reasons.fillerRows)")
        }
        if let table = view.table {
            for reason in table.headerFooterHeightReasons() {
                lines.append("table " + (reason.isAssumption ? "assumed: " : "") + reason.text)
            }
        }
        if let collection = view.collection, let reasons = collection.listReasons {
            lines.append("list section insets: \(reasons.sectionInsets)")
            lines.append("list headerTopPadding: \(reasons.headerTopPadding)")
            lines.append("list cell margins: \(reasons.cellMargins)")
            lines.append("list cell vertical margins: \(reasons.verticalMargins)")
            lines.append("list separators: \(reasons.separators)")
        }
        return lines
    }
}
