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
        var body: [(key: String, value: FixtureText)] = []
        if let name = controller.name { body.append(("name", .inline(FixtureText.scalar(name)))) }
        if controller.additionalSafeAreaInsets != .zero {
            body.append(("additionalSafeAreaInsets", .inline(FixtureText.insets(controller.additionalSafeAreaInsets))))
        }
        if controller.edgesForExtendedLayout != Set(Edge.allCases) {
            let edges = controller.edgesForExtendedLayout.sorted()
            body.append(("edgesForExtendedLayout", .inline(edges.isEmpty ? "none" : "[" + edges.map(\.rawValue).joined(separator: ", ") + "]")))
        }
        if controller.extendedLayoutIncludesOpaqueBars { body.append(("extendedLayoutIncludesOpaqueBars", .inline("true"))) }
        if !controller.automaticallyAdjustsScrollViewInsets { body.append(("automaticallyAdjustsScrollViewInsets", .inline("false"))) }
        if !controller.viewRespectsSystemMinimumLayoutMargins { body.append(("viewRespectsSystemMinimumLayoutMargins", .inline("false"))) }
        if place.writesControllerFrame, let frame = controller.frame {
            body.append(("frame", .inline(FixtureText.rect(frame))))
        }
        switch controller.kind {
        case .viewController:
            if let view = controller.view { body.append(("view", self.view(view, place: .controllerRootView))) }
        case .navigationController(let navigation):
            if let bar = bar(navigation.navigationBar, defaultHidden: false, largeTitles: true) { body.append(("navigationBar", bar)) }
            if let bar = bar(navigation.toolbar, defaultHidden: true, largeTitles: false) { body.append(("toolbar", bar)) }
            if !navigation.viewControllers.isEmpty { body.append(("viewControllers", children(navigation.viewControllers))) }
        case .tabBarController(let tabs):
            if let bar = bar(tabs.tabBar, defaultHidden: false, largeTitles: false) { body.append(("tabBar", bar)) }
            if tabs.selectedIndex != 0 { body.append(("selectedIndex", .inline(String(tabs.selectedIndex)))) }
            if !tabs.viewControllers.isEmpty { body.append(("viewControllers", children(tabs.viewControllers))) }
        }
        return .mapping([(controller.kind.name, .mapping(body))])
    }

    /// A bar's non-default properties as a flow mapping, or `nil` when all are defaults.
    static func bar(_ bar: BarProperties, defaultHidden: Bool, largeTitles: Bool) -> FixtureText? {
        var entries: [(String, String)] = []
        if bar.hidden != defaultHidden { entries.append(("hidden", String(bar.hidden))) }
        if !bar.translucent { entries.append(("translucent", "false")) }
        if largeTitles && bar.prefersLargeTitles { entries.append(("prefersLargeTitles", "true")) }
        return entries.isEmpty ? nil : .inline(FixtureText.flowMapping(entries))
    }

    static func children(_ controllers: [ControllerNode]) -> FixtureText {
        .sequence(controllers.map { controller($0, place: .containerChild) })
    }

    // MARK: Views

    static func view(_ view: ViewNode, place: Place) -> FixtureText {
        var body: [(key: String, value: FixtureText)] = []
        if let name = view.name { body.append(("name", .inline(FixtureText.scalar(name)))) }
        if place.writesViewFrame, let frame = view.frame { body.append(("frame", .inline(FixtureText.rect(frame)))) }
        switch view.layoutMargins {
        case .physical(let insets)?: body.append(("layoutMargins", .inline(FixtureText.insets(insets))))
        case .directional(let insets)?: body.append(("directionalLayoutMargins", .inline(FixtureText.directionalInsets(insets))))
        case nil: break
        }
        if !view.insetsLayoutMarginsFromSafeArea { body.append(("insetsLayoutMarginsFromSafeArea", .inline("false"))) }
        if view.preservesSuperviewLayoutMargins { body.append(("preservesSuperviewLayoutMargins", .inline("true"))) }
        if view.interactive { body.append(("interactive", .inline("true"))) }
        if view.kind.isScrollView { body += scrollEntries(view.scroll, kind: view.kind) }
        if view.kind == .tableView { body += tableEntries(view.table ?? TableViewProperties()) }
        if view.kind == .collectionView { body += collectionEntries(view.collection ?? CollectionViewProperties()) }
        if !view.subviews.isEmpty {
            body.append(("subviews", .sequence(view.subviews.map { node($0, place: .subview) })))
        }
        return .mapping([(view.kind.rawValue, .mapping(body))])
    }

    static func scrollEntries(_ scroll: ScrollViewProperties, kind: ViewKind) -> [(key: String, value: FixtureText)] {
        var entries: [(key: String, value: FixtureText)] = []
        if kind == .scrollView, let size = scroll.contentSize { entries.append(("contentSize", .inline(FixtureText.size(size)))) }
        if scroll.contentInset != .zero { entries.append(("contentInset", .inline(FixtureText.insets(scroll.contentInset)))) }
        if let offset = scroll.contentOffset { entries.append(("contentOffset", .inline(FixtureText.point(offset)))) }
        if scroll.contentInsetAdjustmentBehavior != .automatic {
            entries.append(("contentInsetAdjustmentBehavior", .inline(scroll.contentInsetAdjustmentBehavior.rawValue)))
        }
        if scroll.alwaysBounceVertical != (kind == .tableView) {
            entries.append(("alwaysBounceVertical", .inline(String(scroll.alwaysBounceVertical))))
        }
        if scroll.alwaysBounceHorizontal { entries.append(("alwaysBounceHorizontal", .inline("true"))) }
        return entries
    }
}
