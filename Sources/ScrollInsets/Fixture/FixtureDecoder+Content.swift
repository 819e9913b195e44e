extension SceneDecoding {
    static let tableKeys = ["style", "rowHeight", "insetsContentViewsToSafeArea", "separatorStyle", "separatorInset",
                            "separatorInsetReference", "cellLayoutMarginsFollowReadableWidth", "tableHeaderView",
                            "tableFooterView", "sections"]
    static let collectionKeys = ["layout", "sections"]
    static let flowKeys = ["scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
                           "sectionInsetReference", "headerReferenceSize", "footerReferenceSize"]

    /// The table keys of the spec.
    mutating func table(_ body: FixtureMapping) -> TableViewProperties {
        var table = TableViewProperties()
        table.style = reader.read("style", in: body, as: .enumeration(TableViewStyle.self)) ?? .plain
        table.rowHeight = reader.read("rowHeight", in: body, as: .nonNegativeNumber) ?? 44
        table.insetsContentViewsToSafeArea = reader.read("insetsContentViewsToSafeArea", in: body, as: .bool) ?? true
        table.separatorStyle = reader.read("separatorStyle", in: body, as: .enumeration(SeparatorStyle.self)) ?? .singleLine
        if let node = body["separatorInset"] {
            if let scalar = node.scalar, scalar.style == .plain, scalar.text == "automatic" {
                table.separatorInset = .automatic
            } else if node.scalar != nil {
                reader.error("expected 'automatic' or insets as [top, left, bottom, right]; found \(Self.describe(node))", at: node.location)
            } else if let insets = reader.read(node, as: .insets) {
                table.separatorInset = .custom(insets)
            }
        }
        table.separatorInsetReference = reader.read("separatorInsetReference", in: body, as: .enumeration(SeparatorInsetReference.self)) ?? .fromCellEdges
        table.cellLayoutMarginsFollowReadableWidth = reader.read("cellLayoutMarginsFollowReadableWidth", in: body, as: .bool) ?? false
        table.tableHeaderViewHeight = height("tableHeaderView", in: body) ?? 0
        table.tableFooterViewHeight = height("tableFooterView", in: body) ?? 0
        if let items = reader.sequence("sections", in: body, acceptingEmptyValue: true) {
            for item in items where !isStopped && !reader.isAtErrorLimit {
                if let section = tableSection(item) { table.sections.append(section) }
            }
        }
        return table
    }

    /// `{height: 60}`.
    mutating func height(_ key: String, in body: FixtureMapping) -> Double? {
        guard let mapping = reader.mapping(key, in: body, allowed: ["height"]) else { return nil }
        return reader.read("height", in: mapping, as: .nonNegativeNumber, required: true)
    }

    /// `{rows: 3 | [{height: 60}], header: {height, background}, footer: {...}}`.
    mutating func tableSection(_ node: YAMLNode) -> TableSection? {
        guard let body = reader.mapping(node, allowed: ["rows", "header", "footer"]) else { return nil }
        var rows: [Double?] = []
        if let rowsNode = body["rows"] {
            if let items = rowsNode.sequence {
                guard countViews(items.count, at: rowsNode.location) else { return nil }
                for item in items {
                    guard let row = reader.mapping(item, allowed: ["height"], acceptingEmptyValue: true) else { continue }
                    rows.append(reader.read("height", in: row, as: .nonNegativeNumber))
                }
            } else if let count = reader.read("rows", in: body, as: .count) {
                guard countViews(count, at: rowsNode.location) else { return nil }
                rows = Array(repeating: nil, count: count)
            }
        }
        return TableSection(rowHeights: rows, header: headerFooter("header", in: body), footer: headerFooter("footer", in: body))
    }

    mutating func headerFooter(_ key: String, in body: FixtureMapping) -> TableHeaderFooter? {
        guard let mapping = reader.mapping(key, in: body, allowed: ["height", "background"]) else { return nil }
        let height = reader.read("height", in: mapping, as: .nonNegativeNumber, required: true) ?? 0
        let background = reader.read("background", in: mapping, as: .enumeration(HeaderFooterBackground.self)) ?? .backgroundView
        return TableHeaderFooter(height: height, background: background)
    }

    /// `layout: {flow: {...}}` and `sections: [12, 5]` or `[{items: 12}]`.
    mutating func collection(_ body: FixtureMapping) -> CollectionViewProperties {
        var collection = CollectionViewProperties()
        if let layout = reader.mapping("layout", in: body, allowed: ["flow"]),
           let flow = reader.mapping("flow", in: layout, allowed: Self.flowKeys, required: true, acceptingEmptyValue: true) {
            var result = FlowLayout()
            result.scrollDirection = reader.read("scrollDirection", in: flow, as: .enumeration(Axis.self)) ?? .vertical
            result.itemSize = reader.read("itemSize", in: flow, as: .size) ?? result.itemSize
            result.minimumLineSpacing = reader.read("minimumLineSpacing", in: flow, as: .nonNegativeNumber) ?? 10
            result.minimumInteritemSpacing = reader.read("minimumInteritemSpacing", in: flow, as: .nonNegativeNumber) ?? 10
            result.sectionInset = reader.read("sectionInset", in: flow, as: .insets) ?? .zero
            result.sectionInsetReference = reader.read("sectionInsetReference", in: flow, as: .enumeration(SectionInsetReference.self)) ?? .fromContentInset
            result.headerReferenceSize = reader.read("headerReferenceSize", in: flow, as: .size) ?? .zero
            result.footerReferenceSize = reader.read("footerReferenceSize", in: flow, as: .size) ?? .zero
            collection.layout = result
        }
        if let items = reader.sequence("sections", in: body, acceptingEmptyValue: true) {
            for item in items where !isStopped && !reader.isAtErrorLimit {
                var count: Int?
                if item.mapping != nil {
                    if let section = reader.mapping(item, allowed: ["items"]) {
                        count = reader.read("items", in: section, as: .count, required: true)
                    }
                } else {
                    count = reader.read(item, as: .count)
                }
                if let count, countViews(count, at: item.location) { collection.sections.append(count) }
            }
        }
        return collection
    }
}
