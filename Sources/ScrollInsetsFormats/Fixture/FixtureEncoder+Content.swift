import ScrollInsets

extension FixtureEncoder {
    /// A table's non-default keys, in the order of the format's description.
    static func tableEntries(_ table: TableViewProperties) -> [(key: String, value: FixtureText)] {
        var entries = FixtureKeys.tableView.encode(table, defaults: FixtureKeys.tableView.prototype)
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
                FixtureText.flowMapping(
                    FixtureKeys.tableRow.flowEntries(height, defaults: FixtureKeys.tableRow.prototype))
            }
            entries.append(("rows", .inline("[" + rows.joined(separator: ", ") + "]")))
        }
        if let header = section.header { entries.append(("header", headerFooter(header))) }
        if let footer = section.footer { entries.append(("footer", headerFooter(footer))) }
        return .mapping(entries)
    }

    /// `{height: 28}`, with `background` when it is not `backgroundView`.
    static func headerFooter(_ headerFooter: TableHeaderFooter) -> FixtureText {
        .inline(
            FixtureText.flowMapping(
                FixtureKeys.headerFooter.flowEntries(headerFooter, defaults: FixtureKeys.headerFooter.prototype)))
    }

    /// `layout: {flow: …}` when the flow layout is not the default one, or `layout: {list: …}`,
    /// and the sections: counts, or mappings where a section gives sizes.
    static func collectionEntries(_ collection: CollectionViewProperties) -> [(key: String, value: FixtureText)] {
        var entries: [(key: String, value: FixtureText)] = []
        if let compositional = collection.compositional {
            entries.append(("layout", .mapping([("compositional", .mapping(compositionalEntries(compositional)))])))
        } else if let list = collection.list {
            let keys = FixtureKeys.listLayout.encode(list, defaults: FixtureKeys.listLayout.prototype)
            entries.append(("layout", .mapping([("list", keys.isEmpty ? .inline("{}") : .mapping(keys))])))
        } else {
            let layout = FixtureKeys.flowLayout.encode(collection.layout, defaults: FixtureKeys.flowLayout.prototype)
            if !layout.isEmpty { entries.append(("layout", .mapping([("flow", .mapping(layout))]))) }
        }
        guard !collection.sections.isEmpty else { return entries }
        let sized = collection.sectionSizes.contains { $0 != CollectionSectionSizes() }
        if !sized {
            entries.append(
                ("sections", .inline("[" + collection.sections.map(String.init).joined(separator: ", ") + "]")))
            return entries
        }
        let sections = collection.sections.enumerated().map { index, count -> FixtureText in
            let sizes =
                index < collection.sectionSizes.count ? collection.sectionSizes[index] : CollectionSectionSizes()
            var body: [(key: String, value: FixtureText)] = []
            if sizes.itemHeights.isEmpty || sizes.itemHeights.count != count {
                body.append(("items", .inline(String(count))))
            } else {
                let items = sizes.itemHeights.map { height in
                    FixtureText.flowMapping(
                        FixtureKeys.collectionItem.flowEntries(height, defaults: FixtureKeys.collectionItem.prototype))
                }
                body.append(("items", .inline("[" + items.joined(separator: ", ") + "]")))
            }
            if let header = sizes.headerHeight {
                body.append(("header", .inline("{height: \(FixtureText.number(header))}")))
            }
            if let footer = sizes.footerHeight {
                body.append(("footer", .inline("{height: \(FixtureText.number(footer))}")))
            }
            return .mapping(body)
        }
        entries.append(("sections", .sequence(sections)))
        return entries
    }
}
