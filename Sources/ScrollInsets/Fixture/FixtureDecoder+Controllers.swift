extension SceneDecoding {
    static let controllerKinds = ["navigationController", "tabBarController", "viewController"]
    static let controllerKeys = ["name", "additionalSafeAreaInsets", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
                                 "automaticallyAdjustsScrollViewInsets", "viewRespectsSystemMinimumLayoutMargins", "frame"]
    /// `edgesForExtendedLayout: all`, the default, built once rather than per controller.
    static let allEdges = Set(Edge.allCases)
    /// The keys of each kind of controller: the common ones, then its own (joined once).
    static let navigationControllerKeys = controllerKeys + ["navigationBar", "toolbar", "viewControllers"]
    static let tabBarControllerKeys = controllerKeys + ["tabBar", "selectedIndex", "viewControllers"]
    static let viewControllerKeys = controllerKeys + ["view"]

    /// A controller node (`viewController:`, `navigationController:` or `tabBarController:`) with
    /// its own keys and bars read; its view controllers or root view are decoded by
    /// ``hierarchy(_:)``, then ``finishController(_:key:body:children:)`` completes it.
    mutating func beginController(_ entry: YAMLMappingEntry, needsFrame: Bool,
                                  index: Int, parentPathLength: Int?) -> PendingNode? {
        let allowed = switch entry.key {
        case "navigationController": Self.navigationControllerKeys
        case "tabBarController": Self.tabBarControllerKeys
        default: Self.viewControllerKeys
        }
        guard let body = reader.mapping(entry.value, allowed: allowed, acceptingEmptyValue: true) else { return nil }
        let name = reader.read("name", in: body, as: .string)
        let pathLength = Self.pathLength(parent: parentPathLength, name: name, kind: entry.key, index: index)
        guard countViews(1, pathLength: pathLength, at: entry.keyLocation) else { return nil }
        var controller = ControllerNode(name: name, edgesForExtendedLayout: Self.allEdges, location: entry.keyLocation)
        controller.additionalSafeAreaInsets = reader.read("additionalSafeAreaInsets", in: body, as: .insets) ?? .zero
        controller.edgesForExtendedLayout = edges(body) ?? Self.allEdges
        controller.extendedLayoutIncludesOpaqueBars = reader.read("extendedLayoutIncludesOpaqueBars", in: body, as: .bool) ?? false
        controller.automaticallyAdjustsScrollViewInsets = reader.read("automaticallyAdjustsScrollViewInsets", in: body, as: .bool) ?? true
        controller.viewRespectsSystemMinimumLayoutMargins = reader.read("viewRespectsSystemMinimumLayoutMargins", in: body, as: .bool) ?? true
        controller.frame = reader.read("frame", in: body, as: .rect)
        if needsFrame && controller.frame == nil && !body.contains("frame") {
            reader.error("missing required key 'frame'; a child view controller placed in subviews needs a frame", at: entry.keyLocation)
        }
        if !needsFrame, let node = body["frame"] {
            // The window or the container sets the frame of every other controller's view.
            reader.report(FixtureDiagnostic(.warning, "'frame' applies only to a child view controller placed in subviews; this one is ignored", at: node.location))
            controller.frame = nil
        }
        var items: [YAMLNode] = []
        var role = ChildRole.controller
        switch entry.key {
        case "navigationController":
            let navigationBar = bar("navigationBar", in: body, largeTitles: true) ?? BarProperties()
            let toolbar = bar("toolbar", in: body, largeTitles: false, defaultHidden: true) ?? BarProperties(hidden: true)
            controller.kind = .navigationController(NavigationControllerProperties(navigationBar: navigationBar, toolbar: toolbar))
            items = reader.sequence("viewControllers", in: body, acceptingEmptyValue: true) ?? []
        case "tabBarController":
            let tabBar = bar("tabBar", in: body, largeTitles: false) ?? BarProperties()
            controller.kind = .tabBarController(TabBarControllerProperties(tabBar: tabBar))
            items = reader.sequence("viewControllers", in: body, acceptingEmptyValue: true) ?? []
        default:
            role = .rootView
            if let viewNode = body["view"] { items = [viewNode] }
        }
        return PendingNode(kind: .controller(controller, key: entry.key, body: body), items: items, role: role,
                           pathLength: pathLength)
    }

    /// Completes a controller with its decoded children: the view controllers of a container,
    /// or the root view of a `viewController`.
    mutating func finishController(_ controller: ControllerNode, key: String, body: FixtureMapping,
                                   children: [Node]) -> ControllerNode {
        var controller = controller
        let controllers = children.compactMap { child -> ControllerNode? in
            if case .controller(let node) = child { return node }
            return nil
        }
        switch controller.kind {
        case .navigationController(var navigation):
            navigation.viewControllers = controllers
            controller.kind = .navigationController(navigation)
        case .tabBarController(var tabs):
            let selected = reader.read("selectedIndex", in: body, as: .count) ?? 0
            // Counted as written, so that a tab that failed to decode does not move the range.
            let written = body["viewControllers"].map { $0.isEmptyValue ? 0 : $0.sequence?.count } ?? 0
            if let written, selected >= written, let node = body["selectedIndex"] {
                reader.error("selectedIndex '\(selected)' is out of range; the tab bar controller has \(written) view controller\(written == 1 ? "" : "s")", at: node.location)
            }
            tabs.selectedIndex = selected
            tabs.viewControllers = controllers
            controller.kind = .tabBarController(tabs)
        case .viewController:
            if case .view(let view)? = children.first { controller.view = view }
        }
        return controller
    }

    /// `edgesForExtendedLayout`: `all`, `none`, or a list of edges.
    mutating func edges(_ body: FixtureMapping) -> Set<Edge>? {
        guard let node = body["edgesForExtendedLayout"] else { return nil }
        if let scalar = node.scalar, scalar.style == .plain, scalar.text == "all" || scalar.text == "none" {
            return scalar.text == "all" ? Self.allEdges : []
        }
        if node.sequence != nil {
            return reader.read(node, as: .sequence(of: .enumeration(Edge.self))).map { Set($0) }
        }
        reader.error("expected 'all', 'none' or a list of edges such as [top, bottom]; found \(Self.describe(node))", at: node.location)
        return nil
    }

    /// A bar's properties: `{hidden: false, translucent: true, prefersLargeTitles: false}`.
    mutating func bar(_ key: String, in body: FixtureMapping, largeTitles: Bool, defaultHidden: Bool = false) -> BarProperties? {
        let keys = largeTitles ? ["hidden", "translucent", "prefersLargeTitles"] : ["hidden", "translucent"]
        guard let mapping = reader.mapping(key, in: body, allowed: keys, acceptingEmptyValue: true) else { return nil }
        return BarProperties(hidden: reader.read("hidden", in: mapping, as: .bool) ?? defaultHidden,
                             translucent: reader.read("translucent", in: mapping, as: .bool) ?? true,
                             prefersLargeTitles: largeTitles ? (reader.read("prefersLargeTitles", in: mapping, as: .bool) ?? false) : false)
    }

    /// A short description of a node for messages, as the reader words it: `'top'`, `the
    /// string "all"`, `nothing`, `a mapping`.
    static func describe(_ node: YAMLNode) -> String {
        ReaderMessage.found(node)
    }
}
