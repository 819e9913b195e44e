extension SceneDecoding {
    static let viewKeys = ["name", "frame", "pin", "subviews", "layoutMargins", "directionalLayoutMargins",
                           "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "interactive"]
    static let scrollKeys = ["contentSize", "contentInset", "contentOffset", "contentInsetAdjustmentBehavior",
                             "alwaysBounceVertical", "alwaysBounceHorizontal"]
    /// The keys of each kind of view, in the order messages list them; joined once, not per view.
    static let scrollViewKeys = viewKeys + scrollKeys
    static let tableViewKeys = viewKeys + scrollKeys + tableKeys
    static let collectionViewKeys = viewKeys + scrollKeys + collectionKeys

    static func allowedKeys(_ kind: ViewKind) -> [String] {
        switch kind {
        case .view: viewKeys
        case .scrollView: scrollViewKeys
        case .tableView: tableViewKeys
        case .collectionView: collectionViewKeys
        }
    }

    /// A view node (`view:`, `scrollView:`, `tableView:` or `collectionView:`) with its own keys
    /// read; its subviews are decoded by ``hierarchy(_:)``.
    mutating func beginView(_ entry: YAMLMappingEntry, isRootView: Bool, needsFrame: Bool,
                            index: Int, parentPathLength: Int?) -> PendingNode? {
        let kind = ViewKind.allCases.first { FixtureMapping.matches(entry.key, key: $0.rawValue) } ?? .view
        guard let body = reader.mapping(entry.value, allowed: Self.allowedKeys(kind), acceptingEmptyValue: true) else { return nil }
        var view = ViewNode(kind: kind, location: entry.keyLocation)
        view.name = reader.read("name", in: body, as: .string)
        let pathLength = Self.pathLength(parent: parentPathLength, name: view.name, kind: entry.key, index: index)
        guard countViews(1, pathLength: pathLength, at: entry.keyLocation) else { return nil }
        view.frame = reader.read("frame", in: body, as: .rect)
        if isRootView, let node = body["frame"] {
            reader.report(FixtureDiagnostic(.warning, "the frame of a view controller's root view is set by its container; this one is ignored", at: node.location))
            view.frame = nil
        }
        if let node = body["pin"] {
            if let frame = body.entry("frame") {
                reader.error("'frame' and 'pin' exclude each other; give one", at: frame.keyLocation)
            } else if isRootView {
                reader.error("a view controller's root view is placed by its container; 'pin' goes on its subviews", at: node.location)
            } else {
                view.pin = pin(node)
            }
        } else if needsFrame && !body.contains("frame") {
            reader.error("missing required key 'frame'; expected a rect such as [x, y, width, height] or {x:, y:, width:, height:}, or a 'pin'", at: entry.keyLocation)
        }
        if let margins = reader.exclusiveKey(among: ["layoutMargins", "directionalLayoutMargins"], in: body) {
            if margins.key == "layoutMargins" {
                view.layoutMargins = reader.read("layoutMargins", in: body, as: .insets).map(LayoutMargins.physical)
            } else {
                view.layoutMargins = reader.read("directionalLayoutMargins", in: body, as: .directionalInsets).map(LayoutMargins.directional)
            }
        }
        view.insetsLayoutMarginsFromSafeArea = reader.read("insetsLayoutMarginsFromSafeArea", in: body, as: .bool) ?? true
        view.preservesSuperviewLayoutMargins = reader.read("preservesSuperviewLayoutMargins", in: body, as: .bool) ?? false
        view.interactive = reader.read("interactive", in: body, as: .bool) ?? false
        if kind.isScrollView { view.scroll = scrollProperties(body, kind: kind) }
        if kind == .tableView { view.table = table(body) }
        if kind == .collectionView { view.collection = collection(body) }
        let items = reader.sequence("subviews", in: body, acceptingEmptyValue: true) ?? []
        return PendingNode(kind: .view(view), items: items, role: .node(needsFrame: true), pathLength: pathLength)
    }

    /// The scroll-view keys; a table's `alwaysBounceVertical` defaults to true.
    mutating func scrollProperties(_ body: FixtureMapping, kind: ViewKind) -> ScrollViewProperties {
        var properties = ScrollViewProperties()
        if kind == .tableView || kind == .collectionView, let node = body.entry("contentSize") {
            reader.error("the contentSize of a \(kind.rawValue) is computed from its \(kind == .tableView ? "sections and rows" : "sections and items"); remove 'contentSize'",
                         at: node.keyLocation)
        } else {
            properties.contentSize = reader.read("contentSize", in: body, as: .size)
        }
        properties.contentInset = reader.read("contentInset", in: body, as: .insets) ?? .zero
        properties.contentOffset = reader.read("contentOffset", in: body, as: .point)
        properties.contentInsetAdjustmentBehavior = reader.read("contentInsetAdjustmentBehavior", in: body,
                                                                as: .enumeration(ContentInsetAdjustmentBehavior.self)) ?? .automatic
        properties.alwaysBounceVertical = reader.read("alwaysBounceVertical", in: body, as: .bool) ?? (kind == .tableView)
        properties.alwaysBounceHorizontal = reader.read("alwaysBounceHorizontal", in: body, as: .bool) ?? false
        return properties
    }
}
