extension Resolver {
    /// Resolves a controller: its root view (safe area across the controller boundary), then,
    /// for a container, its bars and the child it shows.
    mutating func resolveController(_ node: ControllerNode, _ placement: ControllerPlacement) throws(ModelError) {
        let index = controllers.count
        let container = placement.container.map { controllers[$0] }
        controllers.append(ResolvedController(
            index: index, parent: placement.parent, path: placement.path, name: node.name, kind: node.kind.name,
            view: records.count, safeAreaInsets: .zero, viewFrame: placement.frame, bars: placement.bars,
            automaticallyAdjustsScrollViewInsets: node.automaticallyAdjustsScrollViewInsets,
            containerKind: container?.kind, containerPath: container?.path, location: node.location))

        var boundary = ControllerBoundary(terms: placement.barTerms,
                                          respectsSystemMinimum: node.viewRespectsSystemMinimumLayoutMargins)
        for edge in Edge.allCases where node.additionalSafeAreaInsets[edge] != 0 && !isIOS10 {
            boundary.terms.add(.additionalSafeAreaInsets, node.additionalSafeAreaInsets[edge], on: edge,
                               .additionalSafeAreaInsets(edge, node.additionalSafeAreaInsets[edge], of: placement.path))
        }
        boundary.totals = boundary.terms.totals
        boundaries.append(boundary)
        let isContainer = node.kind != .viewController
        let rootView: ViewNode
        if !isContainer, let view = node.view {
            rootView = view
        } else {
            rootView = ViewNode(location: node.location)
            madeNodes.append(rootView)
        }
        let viewIndex = records.count
        try resolveView(rootView.reference,
                        ViewPlacement(superview: placement.superview, frame: placement.frame, controller: Int32(index),
                                      isContainerView: isContainer, contentScrollViewOf: Int32(index)))
        controllers[index].safeAreaInsets = records[viewIndex].safeAreaInsets

        switch node.kind {
        case .viewController:
            break
        case .navigationController(let navigation):
            guard let child = navigation.viewControllers.last else { return }
            let childIndex = navigation.viewControllers.count - 1
            let childPlacement = placeNavigationChild(child, index: childIndex, of: navigation,
                                                      controller: index, view: referenceView(viewIndex))
            queue(child, childPlacement)
        case .tabBarController(let tabs):
            guard !tabs.viewControllers.isEmpty else { return }
            guard tabs.viewControllers.indices.contains(tabs.selectedIndex) else {
                throw .invalidValue(path: placement.path,
                                    message: "selectedIndex '\(tabs.selectedIndex)' is out of range; the tab bar controller has \(tabs.viewControllers.count) view controller\(tabs.viewControllers.count == 1 ? "" : "s")")
            }
            let child = tabs.viewControllers[tabs.selectedIndex]
            let childPlacement = placeTabChild(child, index: tabs.selectedIndex, of: tabs,
                                               controller: index, view: referenceView(viewIndex))
            queue(child, childPlacement)
        }
    }

    /// Whether a child extends under a bar on `edge`: the bar is hidden, or the edge is in
    /// `edgesForExtendedLayout` and the bar is translucent or opaque bars are included.
    static func extendsUnder(_ bar: BarProperties, edge: Edge, child: ControllerNode) -> Bool {
        bar.hidden || (child.edgesForExtendedLayout.contains(edge)
                       && (bar.translucent || child.extendedLayoutIncludesOpaqueBars))
    }

    /// The navigation controller's top child: below an opaque bar, or under a translucent one
    /// with the bar added to its top inset (iPhone X portrait: 44 + 44 = 88).
    mutating func placeNavigationChild(_ child: ControllerNode, index: Int, of navigation: NavigationControllerProperties,
                              controller: Int, view: ContainerView) -> ControllerPlacement {
        let metrics = scene.screen.metrics
        let size = view.size
        let safe = view.safeAreaInsets
        let path = controllers[controller].path
        var frame = Rect(origin: .zero, size: size)
        var bars: [ResolvedBar] = []
        var terms = InsetDerivation()

        if !navigation.navigationBar.hidden {
            let large = navigation.navigationBar.prefersLargeTitles ? metrics.largeTitleNavigationBarHeight : nil
            let height = large ?? metrics.navigationBarHeight
            let bar = Rect(x: 0, y: safe.top, width: size.width, height: height)
            bars.append(ResolvedBar(kind: .navigationBar, frame: bar, translucent: navigation.navigationBar.translucent))
            if !Resolver.extendsUnder(navigation.navigationBar, edge: .top, child: child) {
                frame = Rect(x: 0, y: bar.maxY, width: size.width, height: max(0, size.height - bar.maxY))
            }
            let title = large != nil ? " with a large title" : ""
            terms = Resolver.addingBar(terms, bar: bar, on: .top, childFrame: frame, containerSize: size, safe: safe.top,
                                       source: .navigationBar, reason: .bar("navigation bar" + title, of: path, height))
        }
        if !navigation.toolbar.hidden {
            let height = metrics.toolbarHeight
            let bar = Rect(x: 0, y: size.height - safe.bottom - height, width: size.width, height: height)
            bars.append(ResolvedBar(kind: .toolbar, frame: bar, translucent: navigation.toolbar.translucent))
            if !Resolver.extendsUnder(navigation.toolbar, edge: .bottom, child: child) {
                frame.size.height = max(0, bar.minY - frame.minY)
            }
            terms = Resolver.addingBar(terms, bar: bar, on: .bottom, childFrame: frame, containerSize: size, safe: safe.bottom,
                                       source: .toolbar, reason: .bar("toolbar", of: path, height))
        }
        controllers[controller].bars = bars
        let childPath = path + "/" + Resolver.component(name: child.name, kind: child.kind.name, index: index)
        return ControllerPlacement(superview: Int32(view.index), frame: frame, path: childPath, parent: controller,
                                   container: controller, barTerms: terms)
    }

    /// The tab bar controller's selected child: above an opaque tab bar, or under a translucent
    /// one with the bar added to its bottom inset (iPhone X portrait: 34 + 49 = 83).
    mutating func placeTabChild(_ child: ControllerNode, index: Int, of tabs: TabBarControllerProperties,
                       controller: Int, view: ContainerView) -> ControllerPlacement {
        let size = view.size
        let safe = view.safeAreaInsets
        let path = controllers[controller].path
        var frame = Rect(origin: .zero, size: size)
        var terms = InsetDerivation()
        if !tabs.tabBar.hidden {
            let height = scene.screen.metrics.tabBarHeight
            // The bar's frame reaches the bottom of the screen, over the home-indicator area.
            let bar = Rect(x: 0, y: size.height - safe.bottom - height, width: size.width, height: height + safe.bottom)
            controllers[controller].bars = [ResolvedBar(kind: .tabBar, frame: bar, translucent: tabs.tabBar.translucent)]
            if !Resolver.extendsUnder(tabs.tabBar, edge: .bottom, child: child) {
                frame.size.height = max(0, bar.minY)
            }
            let visible = Rect(x: 0, y: bar.minY, width: size.width, height: height)
            terms = Resolver.addingBar(terms, bar: visible, on: .bottom, childFrame: frame, containerSize: size, safe: safe.bottom,
                                       source: .tabBar, reason: .bar("tab bar", of: path, height))
        }
        let childPath = path + "/" + Resolver.component(name: child.name, kind: child.kind.name, index: index)
        return ControllerPlacement(superview: Int32(view.index), frame: frame, path: childPath, parent: controller,
                                   container: controller, barTerms: terms)
    }

    /// Adds what a bar on `edge` (top: navigation bar; bottom: toolbar, tab bar) covers of the
    /// child beyond the part of the container's own inset `safe` that the child already takes
    /// from its position (rule 2 of docs/safe-area.md). `edge` is `.top` or `.bottom`.
    static func addingBar(_ terms: InsetDerivation, bar: Rect, on edge: Edge, childFrame: Rect, containerSize: Size,
                          safe: Double, source: InsetSource, reason: InsetTerm.Reason) -> InsetDerivation {
        var terms = terms
        let distance = Rect(origin: .zero, size: containerSize).distance(to: childFrame, on: edge)
        let covered = min(max(safe - distance, 0), safe)
        let reach = edge == .top ? bar.maxY - childFrame.minY : childFrame.maxY - bar.minY
        let added = max(0, reach) - covered
        if added > 0 { terms.add(source, added, on: edge, reason) }
        return terms
    }
}
