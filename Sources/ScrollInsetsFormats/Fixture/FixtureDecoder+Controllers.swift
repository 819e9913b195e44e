import ScrollInsets
import YAMLSubset

extension SceneDecoding {
    /// `edgesForExtendedLayout: all`, the default, built once rather than per controller.
    static let allEdges = FixtureKeys.controller.prototype.edgesForExtendedLayout
    /// The keys of each kind of controller: the common ones, then its own (joined once).
    static let navigationControllerKeys = FixtureKeys.controller.names + FixtureKeys.navigationController.names
    static let tabBarControllerKeys = FixtureKeys.controller.names + FixtureKeys.tabBarController.names
    static let viewControllerKeys = FixtureKeys.controller.names + FixtureKeys.viewController.names
    static let splitViewControllerKeys = FixtureKeys.controller.names + FixtureKeys.splitViewController.names
    static let hostingControllerKeys = FixtureKeys.controller.names + FixtureKeys.hostingController.names

    /// Pushes a controller node (`viewController:`, `navigationController:` or `tabBarController:`)
    /// with its own keys and bars read onto `stack`; its view controllers or root view are decoded
    /// by ``hierarchy(_:)``, then ``finishController(_:body:from:)`` completes it.
    mutating func beginController(
        _ entry: YAMLMappingEntry, needsFrame: Bool,
        index: Int, parentPathLength: Int?, onto stack: inout PendingStack
    ) {
        let controllerClass = ControllerClass(spelling: entry.key) ?? .viewController
        let allowed =
            switch controllerClass {
            case .navigationController: Self.navigationControllerKeys
            case .tabBarController: Self.tabBarControllerKeys
            case .splitViewController: Self.splitViewControllerKeys
            case .viewController, .tableViewController, .collectionViewController: Self.viewControllerKeys
            case .hostingController: Self.hostingControllerKeys
            }
        guard let body = reader.mapping(entry.value, allowed: allowed, acceptingEmptyValue: true) else { return }
        var controller = ControllerNode(edgesForExtendedLayout: Self.allEdges, location: entry.keyLocation)
        // `name` and `frame` are read here, not through the table: the name first, because the
        // limit on a path's length counts it, and the frame after the table, because whether it is
        // allowed depends on where the controller is (a child controller needs one, any other's is
        // ignored).
        controller.name = reader.read("name", in: body, as: .string)
        let pathLength = Self.pathLength(parent: parentPathLength, name: controller.name, kind: entry.key, index: index)
        guard countViews(1, pathLength: pathLength, at: entry.keyLocation) else { return }
        FixtureKeys.controller.decode(&reader, body, into: &controller)
        controller.frame = reader.read("frame", in: body, as: .rect)
        if needsFrame && controller.frame == nil && !body.contains("frame") {
            reader.report(.childControllerWithoutFrame, at: entry.keyLocation)
        }
        if !needsFrame, let node = body["frame"] {
            // The window or the container sets the frame of every other controller's view.
            reader.report(.controllerFrameIgnored, at: node.location)
            controller.frame = nil
        }
        var items: [YAMLNode] = []
        var role = ChildRole.controller
        var presented: YAMLNode? = nil
        if let (presentation, node) = presentation(in: body) {
            controller.presentedViewController = presentation
            presented = node
        }
        switch controllerClass {
        case .navigationController:
            var navigation = FixtureKeys.navigationController.prototype
            bar("navigationBar", in: body, keys: FixtureKeys.navigationBar, into: &navigation.navigationBar)
            bar("toolbar", in: body, keys: FixtureKeys.bar, into: &navigation.toolbar)
            controller.kind = .navigationController(navigation)
            items = reader.sequence("viewControllers", in: body, acceptingEmptyValue: true) ?? []
        case .tabBarController:
            var tabs = FixtureKeys.tabBarController.prototype
            bar("tabBar", in: body, keys: FixtureKeys.bar, into: &tabs.tabBar)
            controller.kind = .tabBarController(tabs)
            items = reader.sequence("viewControllers", in: body, acceptingEmptyValue: true) ?? []
        case .splitViewController:
            let (split, columns) = beginSplit(body, at: entry.keyLocation)
            controller.kind = .splitViewController(split)
            items = columns
        case .tableViewController, .collectionViewController:
            controller.kind = controllerClass == .tableViewController ? .tableViewController : .collectionViewController
            role = .rootView(required: controller.kind.requiredRootViewKind, controller: entry.key)
            if let viewNode = body["view"] { items = [viewNode] }
        case .viewController:
            role = .rootView(required: nil, controller: entry.key)
            if let viewNode = body["view"] { items = [viewNode] }
        case .hostingController:
            var hosting = FixtureKeys.hostingController.prototype
            FixtureKeys.hostingController.decode("safeAreaRegions", &reader, body, into: &hosting)
            hosting.safeAreaRegionsLocation = body["safeAreaRegions"]?.location
            FixtureKeys.hostingController.decode("scrollBounceBehavior", &reader, body, into: &hosting)
            hosting.scrollBounceBehaviorLocation = body["scrollBounceBehavior"]?.location
            controller.kind = .hostingController(hosting)
            role = .rootView(required: nil, controller: entry.key)
            if let viewNode = body["view"] { items = [viewNode] }
        }
        stack.push(
            controller: controller, body: body, items: items, role: role, pathLength: pathLength,
            presented: presented)
    }

    /// Completes a controller with its decoded children, taken out of its pending node: the view
    /// controllers of a container, or the root view of a `viewController`.
    mutating func finishController(
        _ controller: inout ControllerNode, body: FixtureMapping, from pending: inout PendingNode
    ) {
        if let presented = pending.presentedChild.take() {
            controller.presentedViewController?.controller = presented
        } else if controller.presentedViewController != nil {
            controller.presentedViewController = nil  // its controller was reported
        }
        var controllers: [ControllerNode] = []
        swap(&controllers, &pending.controllers)
        switch controller.kind {
        case .navigationController(var navigation):
            navigation.viewControllers = controllers
            controller.kind = .navigationController(navigation)
        case .tabBarController(var tabs):
            FixtureKeys.tabBarController.decode("selectedIndex", &reader, body, into: &tabs)
            FixtureKeys.tabBarController.decode("minimizeBehavior", &reader, body, into: &tabs)
            let selected = tabs.selectedIndex
            // Counted as written, so that a tab that failed to decode does not move the range.
            let written = body["viewControllers"].map { $0.isEmptyValue ? 0 : $0.sequence?.count } ?? 0
            if let written, selected >= written, let node = body["selectedIndex"] {
                reader.report(.selectedIndexOutOfRange(selected, count: written), at: node.location)
            }
            tabs.viewControllers = controllers
            controller.kind = .tabBarController(tabs)
        case .splitViewController(var split):
            for (column, node) in zip(Self.splitColumns(body, split: split), controllers) {
                split.columns[column] = node
            }
            controller.kind = .splitViewController(split)
        case .viewController, .tableViewController, .collectionViewController, .hostingController:
            if let view = pending.rootView.take() { controller.view = view }
        }
    }

    /// `edgesForExtendedLayout`: `all`, `none`, or a list of edges.
    static func edges(_ body: FixtureMapping, reader: inout FixtureReader) -> Set<Edge>? {
        guard let node = body["edgesForExtendedLayout"] else { return nil }
        if let scalar = node.scalar, scalar.style == .plain, scalar.text == "all" || scalar.text == "none" {
            return scalar.text == "all" ? Self.allEdges : []
        }
        if node.sequence != nil {
            return reader.read(node, as: .sequence(of: .enumeration(Edge.self))).map { Set($0) }
        }
        reader.report(.invalidEdges(found: Self.describe(node)), at: node.location)
        return nil
    }

    /// A bar's properties: `{hidden: false, translucent: true, prefersLargeTitles: false}`, read
    /// into `bar`, which holds the defaults of the bar (a toolbar is hidden).
    mutating func bar(
        _ key: String, in body: FixtureMapping, keys: FixtureKeyTable<BarProperties>, into bar: inout BarProperties
    ) {
        guard let mapping = reader.mapping(key, in: body, allowed: keys.names, acceptingEmptyValue: true) else {
            return
        }
        keys.decode(&reader, mapping, into: &bar)
    }

    /// A short description of a node for messages, as the reader words it: `'top'`, `the
    /// string "all"`, `nothing`, `a mapping`.
    static func describe(_ node: YAMLNode) -> String {
        ReaderMessage.found(node)
    }
}
