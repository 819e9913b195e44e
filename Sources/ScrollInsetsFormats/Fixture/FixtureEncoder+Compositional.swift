import ScrollInsets

extension FixtureEncoder {
    /// `compositional: …`: the configuration's non-default keys, then every section.
    static func compositionalEntries(_ layout: CompositionalLayout) -> [(key: String, value: FixtureText)] {
        var entries = FixtureKeys.compositionalLayout.encode(
            layout, defaults: FixtureKeys.compositionalLayout.prototype)
        entries.append(("sections", .sequence(layout.sections.map(compositionalSection))))
        return entries
    }

    static func compositionalSection(_ section: CompositionalSection) -> FixtureText {
        var entries = FixtureKeys.compositionalSection.encode(
            section, defaults: FixtureKeys.compositionalSection.prototype)
        entries.append(("group", .mapping(compositionalGroup(section.group))))
        if !section.boundarySupplementaryItems.isEmpty {
            entries.append(
                (
                    "boundarySupplementaryItems",
                    .sequence(
                        section.boundarySupplementaryItems.map { item in
                            .mapping(
                                FixtureKeys.boundarySupplementaryItem.encode(
                                    item, defaults: FixtureKeys.boundarySupplementaryItem.prototype))
                        })
                ))
        }
        return .mapping(entries)
    }

    static func compositionalGroup(_ group: CompositionalGroup) -> [(key: String, value: FixtureText)] {
        var entries = FixtureKeys.compositionalGroup.encode(group, defaults: FixtureKeys.compositionalGroup.prototype)
        entries.append(
            (
                "items",
                .sequence(
                    group.items.map { member in
                        switch member {
                        case .item(let item):
                            return .mapping(
                                FixtureKeys.compositionalItem.encode(
                                    item, defaults: FixtureKeys.compositionalItem.prototype))
                        case .group(let nested):
                            return .mapping([("group", .mapping(compositionalGroup(nested)))])
                        }
                    })
            ))
        return entries
    }
}
