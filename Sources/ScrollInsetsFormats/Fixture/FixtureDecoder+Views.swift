import ScrollInsets
import YAMLSubset

extension SceneDecoding {
    /// Pushes a view node (`view:`, `scrollView:`, `tableView:` or `collectionView:`) with its own
    /// keys read onto `stack`; its subviews are decoded by ``hierarchy(_:)``.
    mutating func beginView(
        _ entry: YAMLMappingEntry, isRootView: Bool, needsFrame: Bool,
        index: Int, parentPathLength: Int?, onto stack: inout PendingStack
    ) {
        let kind = ViewKind.allCases.first { FixtureMapping.matches(entry.key, key: $0.rawValue) } ?? .view
        guard let body = reader.mapping(entry.value, allowed: FixtureKeys.allowedKeys(kind), acceptingEmptyValue: true)
        else { return }
        var view = ViewNode(kind: kind, location: entry.keyLocation)
        // `name` and `frame` are read here, not through the table: the name first, because the
        // limit on a path's length counts it, and the frame apart, because whether it is allowed
        // depends on where the view is (a root view's is ignored, a pinned view's conflicts).
        view.name = reader.read("name", in: body, as: .string)
        let pathLength = Self.pathLength(parent: parentPathLength, name: view.name, kind: entry.key, index: index)
        guard countViews(1, pathLength: pathLength, at: entry.keyLocation) else { return }
        view.frame = reader.read("frame", in: body, as: .rect)
        if isRootView, let node = body["frame"] {
            reader.report(.rootViewFrameIgnored, at: node.location)
            view.frame = nil
        }
        if let node = body["pin"] {
            if let frame = body.entry("frame") {
                reader.report(.frameAndPin, at: frame.keyLocation)
            } else if isRootView {
                reader.report(.pinOnRootView, at: node.location)
            } else {
                view.pin = pin(node)
            }
        } else if needsFrame && !body.contains("frame") {
            reader.report(.missingFrame, at: entry.keyLocation)
        }
        FixtureKeys.view.decode(&reader, body, into: &view)
        if kind.isScrollView { view.scroll = scrollProperties(body, kind: kind, defaults: view.scroll) }
        if kind == .tableView { view.table = table(body) }
        if kind == .collectionView { view.collection = collection(body) }
        let items = reader.sequence("subviews", in: body, acceptingEmptyValue: true) ?? []
        stack.push(view: view, items: items, pathLength: pathLength)
    }

    /// The scroll-view keys, from the defaults of the kind (a table's `alwaysBounceVertical` is true).
    mutating func scrollProperties(
        _ body: FixtureMapping, kind: ViewKind, defaults: ScrollViewProperties
    ) -> ScrollViewProperties {
        var properties = defaults
        if kind == .tableView || kind == .collectionView, let node = body.entry("contentSize") {
            reader.report(.computedContentSize(kind), at: node.keyLocation)
        } else {
            FixtureKeys.scrollView.decode("contentSize", &reader, body, into: &properties)
        }
        FixtureKeys.scrollView.decode(&reader, body, into: &properties)
        return properties
    }
}
