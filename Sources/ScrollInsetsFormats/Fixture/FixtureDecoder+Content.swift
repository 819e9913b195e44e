import ScrollInsets
import YAMLSubset

extension SceneDecoding {
    /// The table keys of the spec.
    mutating func table(_ body: FixtureMapping) -> TableViewProperties {
        var table = FixtureKeys.tableView.prototype
        FixtureKeys.tableView.decode(&reader, body, into: &table)
        if let items = reader.sequence("sections", in: body, acceptingEmptyValue: true) {
            for item in items where !isStopped && !reader.isAtErrorLimit {
                if let section = tableSection(item) { table.sections.append(section) }
            }
        }
        return table
    }

    /// `separatorInset`: `automatic` or insets.
    static func separatorInset(_ body: FixtureMapping, reader: inout FixtureReader) -> SeparatorInset? {
        guard let node = body["separatorInset"] else { return nil }
        if let scalar = node.scalar, scalar.style == .plain, scalar.text == "automatic" {
            return .automatic
        } else if node.scalar != nil {
            reader.report(.invalidSeparatorInset(found: Self.describe(node)), at: node.location)
        } else if let insets = reader.read(node, as: .insets) {
            return .custom(insets)
        }
        return nil
    }

    /// `{rows: 3 | [{height: 60}], header: {height, background}, footer: {...}}`.
    mutating func tableSection(_ node: YAMLNode) -> TableSection? {
        guard let body = reader.mapping(node, allowed: FixtureKeys.tableSection.names) else { return nil }
        var rows: [Double?] = []
        if let rowsNode = body["rows"] {
            if let items = rowsNode.sequence {
                guard countViews(items.count, at: rowsNode.location) else { return nil }
                for item in items {
                    guard let row = reader.mapping(item, allowed: FixtureKeys.tableRow.names, acceptingEmptyValue: true)
                    else { continue }
                    var height = FixtureKeys.tableRow.prototype
                    FixtureKeys.tableRow.decode(&reader, row, into: &height)
                    rows.append(height)
                }
            } else if let count = reader.read("rows", in: body, as: .count) {
                guard countViews(count, at: rowsNode.location) else { return nil }
                rows = Array(repeating: nil, count: count)
            }
        }
        return TableSection(
            rowHeights: rows, header: headerFooter("header", in: body), footer: headerFooter("footer", in: body))
    }

    mutating func headerFooter(_ key: String, in body: FixtureMapping) -> TableHeaderFooter? {
        guard
            let mapping = reader.mapping(
                key, in: body, allowed: FixtureKeys.headerFooter.names, acceptingEmptyValue: true)
        else { return nil }
        var headerFooter = FixtureKeys.headerFooter.prototype
        FixtureKeys.headerFooter.decode(&reader, mapping, into: &headerFooter)
        // Without a title, an automatic height is a view that sizes itself (also when the
        // height is left out or was invalid and already reported).
        guard headerFooter.title != nil || headerFooter.height != .automatic else {
            if mapping["height"] == nil || mapping["height"]?.scalar?.text == "automatic" {
                reader.report(
                    .headerFooterWithoutHeight(key == "header" ? .header : .footer),
                    at: body[key]?.location ?? mapping.location)
            }
            return nil
        }
        if !headerFooter.hasView, headerFooter.title != nil {
            reader.report(
                .headerFooterTitleWithoutView(key == "header" ? .header : .footer),
                at: mapping["view"]?.location ?? mapping.location)
            return nil
        }
        return headerFooter
    }

    /// `layout: {flow: {...}}`, `{compositional: {...}}` or `{list: {...}}`, and `sections: [12, 5]` or
    /// `[{items: 12 | [{height: 60}], header: {height: 38}, footer: {height: 20}}]`.
    mutating func collection(_ body: FixtureMapping) -> CollectionViewProperties {
        var collection = FixtureKeys.collectionView.prototype
        if let layout = reader.mapping("layout", in: body, allowed: FixtureKeys.collectionLayout.names),
            let kind = reader.exclusiveKey(among: FixtureKeys.collectionLayout.names, in: layout, required: true)
        {
            if FixtureMapping.matches(kind.key, key: "compositional") {
                if let compositional = reader.mapping(
                    "compositional", in: layout, allowed: FixtureKeys.compositionalLayout.names)
                {
                    collection.compositional = compositionalLayout(compositional)
                }
            } else if FixtureMapping.matches(kind.key, key: "list") {
                if let list = reader.mapping(
                    "list", in: layout, allowed: FixtureKeys.listLayout.names, acceptingEmptyValue: true)
                {
                    var result = FixtureKeys.listLayout.prototype
                    FixtureKeys.listLayout.decode(&reader, list, into: &result)
                    collection.list = result
                }
            } else if let flow = reader.mapping(
                "flow", in: layout, allowed: FixtureKeys.flowLayout.names,
                acceptingEmptyValue: true)
            {
                var result = FixtureKeys.flowLayout.prototype
                FixtureKeys.flowLayout.decode(&reader, flow, into: &result)
                collection.layout = result
            }
        }
        if let items = reader.sequence("sections", in: body, acceptingEmptyValue: true) {
            for item in items where !isStopped && !reader.isAtErrorLimit {
                var count: Int?
                var sizes = CollectionSectionSizes()
                if item.mapping != nil {
                    if let section = reader.mapping(item, allowed: FixtureKeys.collectionSection.names) {
                        (count, sizes) = collectionSection(section)
                    }
                } else {
                    count = reader.read(item, as: .count)
                }
                if let count, countViews(count, at: item.location) {
                    collection.sections.append(count)
                    if sizes != CollectionSectionSizes() {
                        while collection.sectionSizes.count < collection.sections.count - 1 {
                            collection.sectionSizes.append(CollectionSectionSizes())
                        }
                        collection.sectionSizes.append(sizes)
                    }
                }
            }
        }
        return collection
    }

    /// `{items: 12 | [{height: 60}, {}], header: {height: 38}, footer: {height: 20}}`: the
    /// item count and the sizes given.
    mutating func collectionSection(_ body: FixtureMapping) -> (count: Int?, sizes: CollectionSectionSizes) {
        var sizes = CollectionSectionSizes()
        var count: Int?
        if let items = body["items"]?.sequence {
            var heights: [Double?] = []
            for item in items {
                guard
                    let mapping = reader.mapping(
                        item, allowed: FixtureKeys.collectionItem.names, acceptingEmptyValue: true)
                else { continue }
                var height = FixtureKeys.collectionItem.prototype
                FixtureKeys.collectionItem.decode(&reader, mapping, into: &height)
                heights.append(height)
            }
            count = heights.count
            sizes.itemHeights = heights
        } else {
            count = reader.read("items", in: body, as: .count, required: true)
        }
        for (key, path) in [
            ("header", \CollectionSectionSizes.headerHeight), ("footer", \CollectionSectionSizes.footerHeight),
        ] {
            guard let mapping = reader.mapping(key, in: body, allowed: FixtureKeys.collectionHeaderFooter.names) else {
                continue
            }
            var height = FixtureKeys.collectionHeaderFooter.prototype
            FixtureKeys.collectionHeaderFooter.decode(&reader, mapping, into: &height)
            sizes[keyPath: path] = height
        }
        return (count, sizes)
    }
}
