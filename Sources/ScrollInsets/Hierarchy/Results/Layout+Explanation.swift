extension Layout {
    /// Why view `index` has its values: each explained value (``WhyKey``) mapped to its terms,
    /// in the order the reports print them. This is the one list of explained values: the
    /// text `--explain` lines and the JSON `explain` object are written from it generically.
    ///
    /// - Complexity: O(*d*) in the view's depth, plus O(*s*) in its sections.
    public func explanation(ofView index: Int) -> ViewExplanation {
        let view = views[index]
        var why = ViewExplanation()
        let safeArea = safeAreaDerivation(ofView: index)
        for edge in Edge.allCases {
            why.record(
                .safeAreaInsets, edge, value: view.safeAreaInsets[edge], terms: safeArea[edge],
                inText: view.safeAreaInsets[edge] != 0 || !safeArea[edge].isEmpty)
        }
        let margins = view.layoutMarginsDerivation
        for edge in Edge.allCases {
            why.record(
                .layoutMargins, edge, value: view.layoutMargins[edge], terms: margins[edge],
                inText: view.layoutMargins[edge] != 0)
        }
        view.scroll?.explain(into: &why)
        if let collection = view.collection {
            for section in collection.sections {
                guard let compositional = section.compositional else { continue }
                let reasons = compositional.reasons
                for edge in Edge.allCases {
                    why.record(
                        .sectionContentInsets(section.section), edge,
                        value: formatPoints(section.effectiveSectionInset[edge]),
                        sentence: reasons[edge].map(WhyTerm.reason))
                }
                why.record(.sectionAssumptions(section.section), compositional.assumptions.map(\.term))
            }
            why.record(.warnings, collection.warnings.map { .reason($0.message) }, inJSON: false)
        }
        if let table = view.table {
            if let reasons = table.reasons {
                why.record(.tableSectionHeaderTopPadding, [.reason(reasons.headerTopPadding)])
                why.record(.tableCellMargins, [.reason(reasons.cellMargins)])
                why.record(.tableSeparators, [.reason(reasons.separators)])
                why.record(.tableFillerRows, [.reason(reasons.fillerRows)])
            }
            why.record(.tableHeaderFooterHeights, table.headerFooterHeightReasons(), inJSON: table.reasons != nil)
        }
        if let reasons = view.collection?.listReasons {
            why.record(.listSectionInsets, [.reason(reasons.sectionInsets)])
            why.record(.listHeaderTopPadding, [.reason(reasons.headerTopPadding)])
            why.record(.listCellMargins, [.reason(reasons.cellMargins)])
            why.record(.listVerticalMargins, [.reason(reasons.verticalMargins)])
            why.record(.listSeparators, [.reason(reasons.separators)])
        }
        return why
    }
}
