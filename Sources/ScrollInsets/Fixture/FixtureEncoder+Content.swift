extension FixtureEncoder {
    /// A table's non-default keys, in the order of the format's description.
    static func tableEntries(_ table: TableViewProperties) -> [(key: String, value: FixtureText)] {
        var entries: [(key: String, value: FixtureText)] = []
        if table.style != .plain { entries.append(("style", .inline(table.style.rawValue))) }
        if table.rowHeight != 44 { entries.append(("rowHeight", .inline(FixtureText.number(table.rowHeight)))) }
        if !table.insetsContentViewsToSafeArea { entries.append(("insetsContentViewsToSafeArea", .inline("false"))) }
        if table.separatorStyle != .singleLine { entries.append(("separatorStyle", .inline(table.separatorStyle.rawValue))) }
        if case .custom(let insets) = table.separatorInset {
            entries.append(("separatorInset", .inline(FixtureText.insets(insets))))
        }
        if table.separatorInsetReference != .fromCellEdges {
            entries.append(("separatorInsetReference", .inline(table.separatorInsetReference.rawValue)))
        }
        if table.cellLayoutMarginsFollowReadableWidth { entries.append(("cellLayoutMarginsFollowReadableWidth", .inline("true"))) }
        if table.tableHeaderViewHeight != 0 {
            entries.append(("tableHeaderView", .inline(FixtureText.flowMapping([("height", FixtureText.number(table.tableHeaderViewHeight))]))))
        }
        if table.tableFooterViewHeight != 0 {
            entries.append(("tableFooterView", .inline(FixtureText.flowMapping([("height", FixtureText.number(table.tableFooterViewHeight))]))))
        }
        if !table.sections.isEmpty { entries.append(("sections", .sequence(table.sections.map(tableSection)))) }
        return entries
    }

    /// `rows` (always), then `header` and `footer` when the section has them.
    static func tableSection(_ section: TableSection) -> FixtureText {
        var entries: [(key: String, value: FixtureText)] = []
        if section.rowHeights.allSatisfy({ $0 == nil }) {
            entries.append(("rows", .inline(String(section.rowHeights.count))))
        } else {
            let rows = section.rowHeights.map { height in
                height.map { FixtureText.flowMapping([("height", FixtureText.number($0))]) } ?? "{}"
            }
            entries.append(("rows", .inline("[" + rows.joined(separator: ", ") + "]")))
        }
        if let header = section.header { entries.append(("header", headerFooter(header))) }
        if let footer = section.footer { entries.append(("footer", headerFooter(footer))) }
        return .mapping(entries)
    }

    /// `{height: 28}`, with `background` when it is not `backgroundView`.
    static func headerFooter(_ headerFooter: TableHeaderFooter) -> FixtureText {
        var entries = [("height", FixtureText.number(headerFooter.height))]
        if headerFooter.background != .backgroundView { entries.append(("background", headerFooter.background.rawValue)) }
        return .inline(FixtureText.flowMapping(entries))
    }

    /// `layout: {flow: …}` when the flow layout is not the default one, and the item counts.
    static func collectionEntries(_ collection: CollectionViewProperties) -> [(key: String, value: FixtureText)] {
        var entries: [(key: String, value: FixtureText)] = []
        let flow = collection.layout
        var layout: [(key: String, value: FixtureText)] = []
        if flow.scrollDirection != .vertical { layout.append(("scrollDirection", .inline(flow.scrollDirection.rawValue))) }
        if flow.itemSize != Size(width: 50, height: 50) { layout.append(("itemSize", .inline(FixtureText.size(flow.itemSize)))) }
        if flow.minimumLineSpacing != 10 { layout.append(("minimumLineSpacing", .inline(FixtureText.number(flow.minimumLineSpacing)))) }
        if flow.minimumInteritemSpacing != 10 {
            layout.append(("minimumInteritemSpacing", .inline(FixtureText.number(flow.minimumInteritemSpacing))))
        }
        if flow.sectionInset != .zero { layout.append(("sectionInset", .inline(FixtureText.insets(flow.sectionInset)))) }
        if flow.sectionInsetReference != .fromContentInset {
            layout.append(("sectionInsetReference", .inline(flow.sectionInsetReference.rawValue)))
        }
        if flow.headerReferenceSize != .zero { layout.append(("headerReferenceSize", .inline(FixtureText.size(flow.headerReferenceSize)))) }
        if flow.footerReferenceSize != .zero { layout.append(("footerReferenceSize", .inline(FixtureText.size(flow.footerReferenceSize)))) }
        if !layout.isEmpty { entries.append(("layout", .mapping([("flow", .mapping(layout))]))) }
        if !collection.sections.isEmpty {
            entries.append(("sections", .inline("[" + collection.sections.map(String.init).joined(separator: ", ") + "]")))
        }
        return entries
    }
}
