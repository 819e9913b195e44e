import ScrollInsets

extension FixtureEncoder {
    /// Where a node stands, which decides whether its frame is written.
    enum Place {
        /// The window's root: a view's frame is optional (the window's bounds otherwise).
        case windowRoot
        /// A view controller's root view: the container sets its frame.
        case controllerRootView
        /// A container's child (`viewControllers`): the container sets its frame.
        case containerChild
        /// An item of `subviews`: the frame is required.
        case subview
        /// A presented controller: its container sets its frame.
        case presented

        var writesViewFrame: Bool { self != .controllerRootView }
        var writesControllerFrame: Bool { self == .subview }
    }

    /// A node as a one-key mapping naming its kind.
    static func node(_ node: Node, place: Place) -> FixtureText {
        switch node {
        case .view(let view): return self.view(view, place: place)
        case .controller(let controller): return self.controller(controller, place: place)
        }
    }

    // MARK: Controllers

    static func controller(_ controller: ControllerNode, place: Place) -> FixtureText {
        let keys = FixtureKeys.controller
        var body = keys.encode("name", controller, defaults: keys.prototype).map { [("name", $0)] } ?? []
        body += keys.encode(controller, defaults: keys.prototype)
        if place.writesControllerFrame, let frame = keys.encode("frame", controller, defaults: keys.prototype) {
            body.append(("frame", frame))
        }
        switch controller.kind {
        case .viewController, .tableViewController, .collectionViewController:
            if let view = controller.view { body.append(("view", self.view(view, place: .controllerRootView))) }
        case .hostingController(let hosting):
            let keys = FixtureKeys.hostingController
            for key in ["safeAreaRegions", "scrollBounceBehavior"] {
                if let value = keys.encode(key, hosting, defaults: keys.prototype) { body.append((key, value)) }
            }
            if let view = controller.view { body.append(("view", self.view(view, place: .controllerRootView))) }
        case .navigationController(let navigation):
            let defaults = FixtureKeys.navigationController.prototype
            if let bar = bar(
                navigation.navigationBar, defaults: defaults.navigationBar, keys: FixtureKeys.navigationBar)
            {
                body.append(("navigationBar", bar))
            }
            if let bar = bar(navigation.toolbar, defaults: defaults.toolbar, keys: FixtureKeys.bar) {
                body.append(("toolbar", bar))
            }
            if !navigation.viewControllers.isEmpty {
                body.append(("viewControllers", children(navigation.viewControllers)))
            }
        case .tabBarController(let tabs):
            let defaults = FixtureKeys.tabBarController.prototype
            if let bar = bar(tabs.tabBar, defaults: defaults.tabBar, keys: FixtureKeys.bar) {
                body.append(("tabBar", bar))
            }
            if let behavior = FixtureKeys.tabBarController.encode("minimizeBehavior", tabs, defaults: defaults) {
                body.append(("minimizeBehavior", behavior))
            }
            if let index = FixtureKeys.tabBarController.encode("selectedIndex", tabs, defaults: defaults) {
                body.append(("selectedIndex", index))
            }
            if !tabs.viewControllers.isEmpty { body.append(("viewControllers", children(tabs.viewControllers))) }
        case .splitViewController(let split):
            let keys = FixtureKeys.splitViewController
            for key in [
                "style", "displayMode", "splitBehavior", "preferredPrimaryColumnWidth",
                "preferredSupplementaryColumnWidth",
            ] {
                if let value = keys.encode(key, split, defaults: keys.prototype) { body.append((key, value)) }
            }
            if split.style == .unspecified {
                body.append(("viewControllers", children(split.orderedColumns.map(\.node))))
            } else {
                for (column, node) in split.orderedColumns {
                    body.append((column.rawValue, self.controller(node, place: .containerChild)))
                }
            }
        }
        if let presentation = controller.presentedViewController {
            body.append(("presentedViewController", self.presentation(presentation)))
        }
        return .mapping([(controller.kind.name, .mapping(body))])
    }

    /// A `presentedViewController`: its non-default keys, then its controller.
    static func presentation(_ presentation: Presentation) -> FixtureText {
        let keys = FixtureKeys.presentedViewController
        var body = keys.encode(PresentationFields(presentation), defaults: keys.prototype)
        body.append(("controller", controller(presentation.controller, place: .presented)))
        return .mapping(body)
    }

    /// A bar's non-default properties as a flow mapping, or `nil` when all are defaults.
    static func bar(_ bar: BarProperties, defaults: BarProperties, keys: FixtureKeyTable<BarProperties>) -> FixtureText?
    {
        let entries = keys.flowEntries(bar, defaults: defaults)
        return entries.isEmpty ? nil : .inline(FixtureText.flowMapping(entries))
    }

    static func children(_ controllers: [ControllerNode]) -> FixtureText {
        .sequence(controllers.map { controller($0, place: .containerChild) })
    }

    // MARK: Views

    static func view(_ view: ViewNode, place: Place) -> FixtureText {
        let keys = FixtureKeys.view, defaults = ViewNode(kind: view.kind)
        var body = keys.encode("name", view, defaults: defaults).map { [("name", $0)] } ?? []
        if place.writesViewFrame, let frame = keys.encode("frame", view, defaults: defaults) {
            body.append(("frame", frame))
        }
        if place.writesViewFrame, let given = view.pin { body.append(("pin", Self.pin(given))) }
        body += keys.encode(view, defaults: defaults)
        if view.kind.isScrollView { body += scrollEntries(view.scroll, kind: view.kind, defaults: defaults.scroll) }
        if view.kind == .tableView { body += tableEntries(view.table ?? TableViewProperties()) }
        if view.kind == .collectionView { body += collectionEntries(view.collection ?? CollectionViewProperties()) }
        if !view.subviews.isEmpty {
            body.append(("subviews", .sequence(view.subviews.map { node($0, place: .subview) })))
        }
        return .mapping([(view.kind.rawValue, .mapping(body))])
    }

    /// A scroll view's non-default keys; `defaults` are those of its kind (a table bounces
    /// vertically). A table's or collection's `contentSize` is computed, so it is not written.
    static func scrollEntries(
        _ scroll: ScrollViewProperties, kind: ViewKind,
        defaults: ScrollViewProperties
    ) -> [(key: String, value: FixtureText)] {
        let keys = FixtureKeys.scrollView
        var entries: [(key: String, value: FixtureText)] = []
        if kind == .scrollView, let size = keys.encode("contentSize", scroll, defaults: defaults) {
            entries.append(("contentSize", size))
        }
        return entries + keys.encode(scroll, defaults: defaults)
    }
}
