extension Layout {
    /// Why view `index` has its values: each explained value (``WhyKey``) mapped to its terms,
    /// in the order the reports print them. This is the one list of explained values: the
    /// text `--explain` lines and the JSON `explain` object are written from it generically.
    ///
    /// - Complexity: O(*d*) in the view's depth, plus O(*s*) in its sections.
    public func explanation(ofView index: Int) -> Explanation {
        let view = views[index]
        var why = Explanation()
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
        let corner = cornerAdaptationTerms(ofView: index)
        if !corner.isEmpty { why.record(.cornerAdaptation, corner) }
        view.scroll?.explain(into: &why)
        if let collection = view.collection {
            for section in collection.sections {
                guard let compositional = section.compositional else { continue }
                let reasons = compositional.reasons
                for edge in Edge.allCases {
                    why.record(
                        .sectionContentInsets(section.section), edge,
                        value: formatPoints(section.effectiveSectionInset[edge]),
                        sentence: reasons[edge])
                }
                why.record(.sectionAssumptions(section.section), compositional.assumptions.map(\.term))
            }
            why.record(.warnings, collection.warnings.map { .reason($0.message) }, inJSON: false)
        }
        if let table = view.table {
            if let reasons = table.reasons {
                why.record(.tableSectionHeaderTopPadding, reasons.headerTopPadding)
                why.record(.tableCellMargins, reasons.cellMargins)
                why.record(.tableSeparators, reasons.separators)
                why.record(.tableFillerRows, reasons.fillerRows)
            }
            why.record(.tableHeaderFooterHeights, table.headerFooterHeightReasons(), inJSON: table.reasons != nil)
        }
        if let reasons = view.collection?.listReasons {
            why.record(.listSectionInsets, reasons.sectionInsets)
            why.record(.listHeaderTopPadding, reasons.headerTopPadding)
            why.record(.listSectionSpacing, [reasons.sectionSpacing])
            why.record(.listCellMargins, reasons.cellMargins)
            why.record(.listVerticalMargins, reasons.verticalMargins)
            why.record(.listSeparators, reasons.separators)
        }
        return why
    }
}

extension Layout {
    /// Why the edges of view `index` that pin to a corner-adapted layout region lie where they
    /// do (``CornerAdaptation/terms(of:on:base:in:)``); empty for a view that pins to none, or
    /// before iOS 26 (a corner-adapted pin is then an error).
    ///
    /// - Complexity: O(1).
    func cornerAdaptationTerms(ofView index: Int) -> [WhyTerm] {
        let view = views[index]
        guard variants.layoutRegions == .cornerAdaptation, let pin = view.pin, let superviewIndex = view.superview
        else { return [] }
        let superview = views[superviewIndex]
        let visible = superview.bounds
        let origin = superview.frameInWindow.origin
        let controls = screen.windowControls.map {
            Rect(
                x: $0.minX - origin.x + visible.minX, y: $0.minY - origin.y + visible.minY,
                width: $0.width, height: $0.height)
        }
        let adaptation = CornerAdaptation(
            windowControls: controls,
            displayCorner: screen.family == .pad ? CornerAdaptation.padDisplayCorner : 0,
            leadingEdge: layoutDirection.physicalEdge(for: .leading))
        let edges: [(PinEdge?, Edge)] = [
            (pin.top, .top), (pin.left, .left), (pin.right, .right),
            (pin.leading, layoutDirection.physicalEdge(for: .leading)),
            (pin.trailing, layoutDirection.physicalEdge(for: .trailing)),
        ]
        var terms: [WhyTerm] = []
        for case let (edge?, physical) in edges {
            guard case .layoutRegion(let region) = edge.anchor else { continue }
            let base = region.base == .safeArea ? superview.safeAreaInsets[physical] : superview.layoutMargins[physical]
            terms += adaptation.terms(of: region, on: physical, base: base, in: visible)
        }
        return terms
    }
}
