import ScrollInsets
import XMLSubset

/// Turns one scene of a document (a controller no segue contains, and every controller it
/// contains) into the model's `ControllerNode` tree, and lays its views out on one device.
struct IBSceneImporter {
    let document: InterfaceBuilderDocument
    let graph: IBControllerGraph
    let rootController: String
    var tree: IBViewTree
    /// Controller id → index of its root view in ``tree``.
    var rootViews: [String: Int] = [:]
    /// The deepest nesting of controllers and views imported: the model builds and releases its
    /// trees recursively.
    static let maximumViewDepth = 100
    /// The most constraint-driven children of one superview solved together: the elimination is
    /// cubic in their number, and hostile input must not hang. Hand-made screens stay far below.
    static let maximumSolvedSiblings = 100

    /// The frames of the current pass: view index → frame in its superview (views that are
    /// neither roots nor pins), and container view index → the size of its embedded controller.
    var frames: [Int: Rect] = [:]
    var embedSizes: [Int: Size] = [:]
    /// Device-independent: the views whose constraints are pins.
    var pins: [Int: Pin] = [:]
    /// The scene's presenters (controller ids whose modal segue the graph made a presentation).
    var presenters: [String] = []
    /// Presenter id → why the model cannot lay its presentation out on this screen (an iPad
    /// page sheet in landscape, say): the presented controller is left out of the scene here.
    var refusedPresentations: [String: String] = [:]
    /// Whether a root controller no push places in a container takes the containers its
    /// simulated metrics declare (IBSceneImporter+SimulatedMetrics.swift).
    var usesSimulatedMetrics = true
    /// Whether the model does not lay out the sheet the root controller's simulated size declares
    /// on this screen (``simulatedSheetIsRefused(on:)``).
    var refusesSimulatedSheet = false
    /// The views whose frame the last pass kept from the document (``IBFrameMethod/storedFrame``),
    /// but a stack view's arranged subviews (scaled within the stack the layout places): the
    /// fixture marks them `frameAssumed`, and the audits skip them and their subviews.
    var assumedFrames: Set<Int> = []
    /// The sizes that views' content fixes (``fittingSizes(in:)``), device-independent: a
    /// constraint-driven view the superview's equalities leave free on an axis takes it.
    var fittingSizes: [Int: FittingSize] = [:]
    /// View id → the name of an outlet that points at it (`<outlet property="mapView" …>`), the
    /// name a developer knows the view by.
    var outletNames: [String: String] = [:]
    /// Whether the scene's root controller is reached only by its storyboard identifier: not the
    /// document's initial controller, and no segue leads to it, so code instantiates it and
    /// decides where it is shown (in a window, a drawer, a panel, a navigation stack): it is laid
    /// out filling the window, an assumption (``ImportedScene/isShownByCodeOnly``).
    var isShownByCodeOnly = false
    /// Whether the app hides the status bar on every screen
    /// (``InterfaceBuilderImporter/Options/statusBarHiddenAppWide``).
    var statusBarHiddenAppWide = false

    init(document: InterfaceBuilderDocument, graph: IBControllerGraph, root: String) throws(FixtureDiagnostics) {
        self.document = document
        self.graph = graph
        rootController = root
        tree = IBViewTree(usesAutolayout: document.root["useAutolayout"] == "YES")
        // Controllers and views nest in one tree (a container view holds its embedded
        // controller): bound the whole depth, since the model's trees are built and released
        // recursively.
        var pending: [(id: String, depth: Int)] = [(root, 1)]
        var seen: Set<String> = []
        var depths: [Int] = []
        while let (id, depth) = pending.popLast() {
            guard seen.insert(id).inserted, let controller = graph.controllers[id] else { continue }
            if depth > Self.maximumViewDepth {
                throw FixtureDiagnostics([
                    .error(
                        "controllers and views nested deeper than \(Self.maximumViewDepth) levels",
                        at: SourceLocation(controller.element.location))
                ])
            }
            if let presented = graph.presentations[id] {
                presenters.append(id)
                pending.append((presented.destination, depth + 1))
            }
            pending.append(contentsOf: controller.relationships.map { ($0.destination, depth + 1) }.reversed())
            guard !IBControllerGraph.containerElementNames.contains(controller.element.name),
                let view = controller.rootView
            else { continue }
            let index = tree.addRootView(view, controller: id, layoutGuides: controller.layoutGuides)
            rootViews[id] = index
            for viewIndex in index..<tree.views.count {
                let viewDepth = (tree.views[viewIndex].parent.map { depths[$0] } ?? depth) + 1
                depths.append(viewDepth)
                if viewDepth > Self.maximumViewDepth {
                    throw FixtureDiagnostics([
                        .error(
                            "controllers and views nested deeper than \(Self.maximumViewDepth) levels",
                            at: tree.views[viewIndex].location)
                    ])
                }
                if let embedded = tree.views[viewIndex].embeddedControllerID {
                    pending.append((embedded, viewDepth + 1))
                }
            }
        }
        tree.markConstraintDriven()
        tree.indexConstraints()
        fittingSizes = Self.fittingSizes(in: tree)
        var segueDestinations: Set<String> = []
        Self.collectReferences(in: document.root, outlets: &outletNames, segueDestinations: &segueDestinations)
        if let element = graph.controllers[root]?.element, document.kind == .storyboard,
            element["storyboardIdentifier"] != nil, document.root["initialViewController"] != root,
            !segueDestinations.contains(root)
        {
            isShownByCodeOnly = true
        }
        for index in tree.views.indices where tree.views[index].rootOfController == nil {
            frames[index] = tree.views[index].storedFrame
            if tree.views[index].embeddedControllerID != nil { embedSizes[index] = tree.views[index].storedFrame.size }
        }
        findPins()
    }

    // MARK: - The model's tree

    /// The controller tree with the current frames and pins.
    func controllerNode(_ id: String, visiting: Set<String> = []) -> ControllerNode {
        let controller = graph.controllers[id]!
        let element = controller.element
        let children = controller.relationships.compactMap { relationship -> ControllerNode? in
            guard !visiting.contains(relationship.destination), graph.controllers[relationship.destination] != nil
            else { return nil }
            return controllerNode(relationship.destination, visiting: visiting.union([id]))
        }
        var node: ControllerNode
        if let split = splitNode(id, visiting: visiting) {
            node = split
        } else if let container = containerNode(id, children: children) {
            node = container
        } else {
            let view = rootViews[id].map { viewNode($0, visiting: visiting.union([id])) }
            node = ControllerNode(kind: Self.kind(of: element.name, rootView: view?.kind), view: view)
            node.name = controller.name
            node.location = SourceLocation(element.location)
            IBProperties.apply(controller: element, to: &node)
        }
        if let segue = graph.presentations[id], let style = segue.style, refusedPresentations[id] == nil,
            !visiting.contains(segue.destination), graph.controllers[segue.destination] != nil
        {
            var presentation = Presentation(
                style, controller: controllerNode(segue.destination, visiting: visiting.union([id])))
            presentation.location = segue.location
            node.presentedViewController = presentation
        }
        return node
    }

    /// A navigation or tab bar controller holding `children` (a navigation controller shows the
    /// last), with its bars; `nil` for any other controller or no children.
    func containerNode(_ id: String, children: [ControllerNode], tabBarHidden: Bool = false) -> ControllerNode? {
        guard let controller = graph.controllers[id], !children.isEmpty else { return nil }
        let element = controller.element
        var node: ControllerNode
        switch ControllerClass(spelling: element.name) {
        case .navigationController?:
            let navigationBar = element.child(named: "navigationBar", key: "navigationBar")
            node = .navigationController(
                navigationBar: IBProperties.bar(navigationBar, hidden: element["navigationBarHidden"] == "YES"),
                toolbar: IBProperties.bar(
                    element.child(named: "toolbar", key: "toolbar"), hidden: element["toolbarHidden"] != "NO"),
                viewControllers: [children[children.count - 1]])
        case .tabBarController?:
            node = .tabBarController(
                tabBar: IBProperties.bar(element.child(named: "tabBar", key: "tabBar"), hidden: tabBarHidden),
                viewControllers: children)
        default:
            return nil
        }
        node.name = controller.name
        node.location = SourceLocation(element.location)
        IBProperties.apply(controller: element, to: &node)
        return node
    }

    /// The model's kind for a controller element that is not a container:
    /// `<tableViewController>` is a `tableViewController` and `<collectionViewController>` a
    /// `collectionViewController` when their root view is a table or a collection (UIKit's
    /// classes require it; absent, the model makes one with the defaults, as UIKit does);
    /// anything else, a root view of another kind included, is a `viewController`.
    static func kind(of elementName: String, rootView: ViewKind?) -> ControllerKind {
        switch ControllerClass(spelling: elementName) {
        case .tableViewController? where rootView == nil || rootView == .tableView: return .tableViewController
        case .collectionViewController? where rootView == nil || rootView == .collectionView:
            return .collectionViewController
        default: return .viewController
        }
    }

    /// A view and its subviews with the current frames; a container view holds its embedded
    /// controller at the container's size.
    func viewNode(_ index: Int, visiting: Set<String>) -> ViewNode {
        let view = tree.views[index]
        // A root view is named only by its label: its path is its controller's.
        let name = view.rootOfController == nil ? name(of: index) : view.element["userLabel"]
        var node = ViewNode(kind: view.kind, name: name, location: view.location)
        IBProperties.apply(view.element, to: &node)
        node.frameAssumed = assumedFrames.contains(index)
        node.decorative = Self.isDecorative(view.element, hasSubviews: !view.subviews.isEmpty)
        if view.rootOfController == nil {
            if let pin = pins[index] { node.pin = pin } else { node.frame = frames[index] ?? view.storedFrame }
        }
        var subviews: [Node] = []
        var names: Set<String> = []
        for child in view.subviews {
            var childNode = viewNode(child, visiting: visiting)
            if !names.insert(childNode.name ?? "").inserted {
                childNode.name = (childNode.name ?? "") + "-" + (tree.views[child].id ?? "\(child)")
            }
            if let embedded = tree.views[child].embeddedControllerID, graph.controllers[embedded] != nil,
                !visiting.contains(embedded)
            {
                var controller = controllerNode(embedded, visiting: visiting)
                let size = embedSizes[child] ?? tree.views[child].storedFrame.size
                controller.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
                childNode.subviews.append(.controller(controller))
            }
            subviews.append(.view(childNode))
        }
        node.subviews = subviews
        return node
    }

    /// The name a developer sees: IB's label; else what the view is — the name of an outlet to
    /// it, else the UIKit property that holds it (`key="contentView"`), else its custom class,
    /// else its element (`mapView`, `button`) — and its id after it (`mapView 5Jw-n2-Cpw`), which
    /// finds it in the document.
    func name(of index: Int) -> String {
        let view = tree.views[index]
        if let label = view.element["userLabel"] { return label }
        let what =
            view.id.flatMap { outletNames[$0] } ?? view.element["key"] ?? view.element["customClass"]
            ?? view.element.name
        return view.id.map { "\(what) \($0)" } ?? what
    }

    /// Whether an element is a background meant to reach the edges (``ViewNode/decorative``): a
    /// map, an image or a blur, or a plain view of no class of its own with nothing in it (a
    /// colour). A plain view with subviews is a container, whose subviews the audit reads.
    static func isDecorative(_ element: XMLElement, hasSubviews: Bool) -> Bool {
        switch element.name {
        case "mapView", "imageView", "visualEffectView": return true
        case "view": return !hasSubviews && element["customClass"] == nil
        default: return false
        }
    }

    /// Every `<outlet property=… destination=…>` under `element` (the first name per view), and
    /// the destination of every `<segue>`.
    static func collectReferences(
        in element: XMLElement, outlets: inout [String: String], segueDestinations: inout Set<String>
    ) {
        for child in element.children {
            switch child.name {
            case "outlet":
                if let property = child["property"], let destination = child["destination"],
                    outlets[destination] == nil
                {
                    outlets[destination] = property
                }
            case "segue":
                if let destination = child["destination"] { segueDestinations.insert(destination) }
            default:
                collectReferences(in: child, outlets: &outlets, segueDestinations: &segueDestinations)
            }
        }
    }

    /// The scene's root node: a push or show destination inside its source's navigation
    /// controller and that controller's tab bar controller, whose tab bar is hidden when the
    /// destination sets `hidesBottomBarWhenPushed` (Apple's documentation of that property).
    /// Where a controller of the push chain sets a `largeTitleDisplayMode`, the sources stand
    /// below the destination in the stack, each by its name and navigation item only, so that the
    /// top item's `automatic` inherits as in the app (docs/storyboards.md, "Pushed controllers").
    var rootNode: Node {
        let node = controllerNode(rootController)
        guard let containers = graph.pushContainers(of: rootController),
            var wrapped = containerNode(containers.navigation, children: [node])
        else {
            return .controller(simulatedContainers.map { $0.wrapping(node) } ?? node)
        }
        let sources = pushedSources(containers)
        if case .navigationController(var navigation) = wrapped.kind,
            (sources + [node]).contains(where: { $0.navigationItem.largeTitleDisplayMode != .automatic })
        {
            navigation.viewControllers = sources + [node]
            wrapped.kind = .navigationController(navigation)
        }
        let hidesBottomBar = graph.controllers[rootController]?.element["hidesBottomBarWhenPushed"] == "YES"
        if let tabBar = containers.tabBar,
            let tab = containerNode(tabBar, children: [wrapped], tabBarHidden: hidesBottomBar)
        {
            wrapped = tab
        }
        return .controller(wrapped)
    }

    /// The controllers a push chain passes through below its destination, root first, each with
    /// its name and navigation item only (their views are not laid out: only the top one is).
    func pushedSources(_ containers: IBControllerGraph.PushContainers) -> [ControllerNode] {
        guard let start = containers.path.firstIndex(of: containers.navigation) else { return [] }
        return containers.path[(start + 1)...].dropLast().compactMap { id in
            guard let controller = graph.controllers[id] else { return nil }
            var source = ControllerNode(name: controller.name, location: SourceLocation(controller.element.location))
            IBProperties.apply(navigationItemOf: controller.element, to: &source)
            return source
        }
    }
}
