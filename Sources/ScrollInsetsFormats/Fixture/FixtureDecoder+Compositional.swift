import ScrollInsets
import YAMLSubset

extension SceneDecoding {
    /// The deepest nesting of groups a compositional section may have: a section's group is
    /// depth 1, a `{group: …}` inside it depth 2. Deeper fixtures are an error (docs/limits.md).
    static let maximumGroupDepth = 8

    /// `layout: {compositional: {scrollDirection, contentInsetsReference, interSectionSpacing, sections}}`.
    mutating func compositionalLayout(_ body: FixtureMapping) -> CompositionalLayout {
        var layout = FixtureKeys.compositionalLayout.prototype
        FixtureKeys.compositionalLayout.decode(&reader, body, into: &layout)
        if let items = reader.sequence("sections", in: body, required: true) {
            if items.isEmpty, let node = body["sections"] {
                reader.error("a compositional layout needs at least one section", at: node.location)
            }
            for item in items where !isStopped && !reader.isAtErrorLimit {
                if let section = compositionalSection(item) { layout.sections.append(section) }
            }
        }
        return layout
    }

    mutating func compositionalSection(_ node: YAMLNode) -> CompositionalSection? {
        guard let body = reader.mapping(node, allowed: FixtureKeys.compositionalSection.names) else { return nil }
        var section = FixtureKeys.compositionalSection.prototype
        FixtureKeys.compositionalSection.decode(&reader, body, into: &section)
        if let group = reader.mapping("group", in: body, allowed: FixtureKeys.compositionalGroup.names, required: true)
        {
            if let decoded = compositionalGroup(group, depth: 1) { section.group = decoded }
        }
        if let items = reader.sequence("boundarySupplementaryItems", in: body, acceptingEmptyValue: true) {
            for item in items where !reader.isAtErrorLimit {
                guard let mapping = reader.mapping(item, allowed: FixtureKeys.boundarySupplementaryItem.names) else {
                    continue
                }
                var supplementary = FixtureKeys.boundarySupplementaryItem.prototype
                FixtureKeys.boundarySupplementaryItem.decode(&reader, mapping, into: &supplementary)
                section.boundarySupplementaryItems.append(supplementary)
            }
        }
        return section
    }

    /// A group at nesting `depth` (1 for a section's own group).
    mutating func compositionalGroup(_ body: FixtureMapping, depth: Int) -> CompositionalGroup? {
        guard depth <= Self.maximumGroupDepth else {
            reader.error("groups nest deeper than \(Self.maximumGroupDepth) levels", at: body.location)
            return nil
        }
        var group = FixtureKeys.compositionalGroup.prototype
        group.items = []
        FixtureKeys.compositionalGroup.decode(&reader, body, into: &group)
        if let items = reader.sequence("items", in: body, required: true) {
            if items.isEmpty, let node = body["items"] {
                reader.error("a group needs at least one item", at: node.location)
            }
            for item in items where !reader.isAtErrorLimit {
                guard let mapping = reader.mapping(item, allowed: FixtureKeys.compositionalItem.names) else { continue }
                if let nested = mapping["group"] {
                    for entry in item.mapping ?? [] where !FixtureMapping.matches(entry.key, key: "group") {
                        reader.error(
                            "'\(entry.key)' cannot stand beside 'group': a nested group takes its keys inside "
                                + "'group'", at: entry.keyLocation)
                    }
                    if let groupBody = reader.mapping(nested, allowed: FixtureKeys.compositionalGroup.names),
                        let decoded = compositionalGroup(groupBody, depth: depth + 1)
                    {
                        group.items.append(.group(decoded))
                    }
                } else {
                    var leaf = FixtureKeys.compositionalItem.prototype
                    FixtureKeys.compositionalItem.decode(&reader, mapping, into: &leaf)
                    group.items.append(.item(leaf))
                }
            }
        }
        if group.items.isEmpty { group.items = [.item(CompositionalItem())] }
        return group
    }
}
