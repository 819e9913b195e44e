extension Resolver {
    /// Resolves a controller: its root view (safe area across the controller boundary), then,
    /// for a container, its bars and the child it shows.
    mutating func resolveController(_ entry: Int, _ slot: ControllerSlot) throws(ModelError) {
        let node = table.controllers[entry]
        let index = controllers.count
        let container = slot.container.map { controllers[$0] }
        controllers.append(
            ResolvedController(
                index: index, parent: slot.parent, path: slot.path, name: node.name,
                kind: node.kind.controllerClass,
                view: records.count, safeAreaInsets: .zero, viewFrame: slot.frame, bars: slot.bars,
                automaticallyAdjustsScrollViewInsets: node.automaticallyAdjustsScrollViewInsets,
                containerKind: container?.kind, containerPath: container?.path, location: node.location))
        if let (split, column) = slot.splitColumn { controllers[split].split?.columns[column].controller = index }

        var boundary = ControllerBoundary(
            terms: slot.barTerms,
            respectsSystemMinimum: node.viewRespectsSystemMinimumLayoutMargins)
        for edge in Edge.allCases where node.additionalSafeAreaInsets[edge] != 0 && !usesLayoutGuides {
            boundary.terms.add(
                .additionalSafeAreaInsets, node.additionalSafeAreaInsets[edge], on: edge,
                .additionalSafeAreaInsets(edge, node.additionalSafeAreaInsets[edge], of: slot.path))
        }
        var swiftUIBounce: SwiftUIBounce? = nil
        if case .hostingController(let hosting) = node.kind {
            controllers[index].safeAreaRegions = hosting.safeAreaRegions
            try checkHosting(hosting, node: node, rootView: Int(node.view), path: slot.path)
            swiftUIBounce = SwiftUIBounce(behavior: hosting.scrollBounceBehavior, controller: slot.path)
            if !hosting.safeAreaRegions.containsContainer {
                omitContainerSafeArea(hosting, from: &boundary, slot: slot)
            }
        }
        boundary.totals = boundary.terms.totals
        boundaries.append(boundary)
        let isContainer = node.kind.isContainer
        // The root view's entry: the node's view, or (made by the flattening pass) a container's
        // own view, a plain UIView, or the table or collection view a UITableViewController or
        // UICollectionViewController makes when none is given.
        let rootView = Int(node.view)
        if !isContainer, let required = node.kind.requiredRootViewKind, table.views[rootView].kind != required {
            throw .rootViewKindMismatch(
                path: slot.path, controller: node.kind.name, expected: required, found: table.views[rootView].kind)
        }
        let viewIndex = records.count
        try resolveView(
            rootView,
            ViewSlot(
                superview: slot.superview, frame: slot.frame, controller: _OptionalIndex(index),
                isContainerView: isContainer, contentScrollViewOf: _OptionalIndex(index), swiftUIBounce: swiftUIBounce))
        controllers[index].safeAreaInsets = records[viewIndex].safeAreaInsets
        if let presentation = node.presentation.index { presentations.append((presentation, index)) }

        try node.kind.checkSelectedIndex(path: slot.path)
        if let split = node.split.index {
            try resolveSplit(split, controller: index, view: viewIndex, slot: slot)
            return
        }
        guard let child = node.shownChild.index else { return }
        let childIndex = Int(node.shownChildIndex)
        let view = referenceView(viewIndex)
        let containerView = ContainerBars.Container(
            size: view.size, safeAreaInsets: view.safeAreaInsets,
            path: slot.path)
        let bars: ContainerBars.Result
        let base = slot.inSheet ? sheetMetrics ?? scene.screen.metrics : scene.screen.metrics
        switch node.kind {
        case .viewController, .tableViewController, .collectionViewController, .splitViewController, .hostingController:
            return
        case .navigationController(let navigation):
            let metrics = BarMinimizationRule.metrics(base, navigation: navigation, minimized: scene.barsMinimized)
            let title = try largeTitle(of: navigation, path: slot.path)
            bars = ContainerBars.navigationController(
                navigation, in: containerView, metrics: metrics,
                child: table.controllers[child].asChild, largeTitle: title,
                search: try searchBar(
                    of: navigation, path: slot.path,
                    largeTitle: title.large && metrics.largeTitleNavigationBarHeight != nil,
                    underTabBarController: container?.kind == .tabBarController))
        case .tabBarController(let tabs):
            let metrics = BarMinimizationRule.metrics(base, tabs: tabs, minimized: scene.barsMinimized)
            bars = ContainerBars.tabBarController(
                tabs, in: containerView, metrics: metrics,
                child: table.controllers[child].asChild)
        }
        controllers[index].bars = bars.bars
        queue(
            child,
            ControllerSlot(
                superview: _OptionalIndex(view.index), frame: bars.childFrame,
                path: NodePath.controller(
                    name: table.controllers[child].name, kind: table.controllers[child].kind.name, index: childIndex,
                    under: slot.path),
                parent: index, container: index, barTerms: bars.terms, inSheet: slot.inSheet))
    }

    /// Whether the navigation bar of `navigation` (at `path`) shows a large title, and which
    /// item's `largeTitleDisplayMode` decided (``LargeTitleDisplay``).
    func largeTitle(
        of navigation: NavigationControllerProperties, path: String
    ) throws(ModelError) -> (large: Bool, words: String?) {
        let stack = navigation.viewControllers
        func itemPath(_ index: Int) -> String {
            NodePath.controller(name: stack[index].name, kind: stack[index].kind.name, index: index, under: path)
        }
        do {
            let decision = try LargeTitleDisplay.decide(
                prefersLargeTitles: navigation.navigationBar.prefersLargeTitles,
                modes: stack.map(\.navigationItem.largeTitleDisplayMode), available: variants.largeTitleModes)
            return (decision.large, LargeTitleDisplay.words(decision, stackCount: stack.count, path: itemPath))
        } catch {
            switch error {
            case .inlineBeforeIOS17(let index):
                throw .largeTitleDisplayModeNotModelled(
                    path: itemPath(index), reason: "'inline' is iOS 17's; give 'ios: 17' or later",
                    location: stack[index].navigationItem.largeTitleDisplayModeLocation ?? stack[index].location)
            case .inlineWithoutBackButton(let index):
                throw .largeTitleDisplayModeNotModelled(
                    path: itemPath(index),
                    reason: """
                        'inline' on the first item of the stack (no back button): no source gives the height of \
                        its bar; use 'always' or 'never'
                        """,
                    location: stack[index].navigationItem.largeTitleDisplayModeLocation ?? stack[index].location)
            }
        }
    }

    /// Where the search bar of the top item of `navigation` (at `path`) goes, or `nil` when it
    /// has no search controller (``SearchBarPlacementRule``).
    func searchBar(
        of navigation: NavigationControllerProperties, path: String, largeTitle: Bool, underTabBarController: Bool
    ) throws(ModelError) -> SearchBarPlacementRule.Outcome? {
        guard let top = navigation.viewControllers.indices.last,
            let search = navigation.viewControllers[top].navigationItem.searchController
        else { return nil }
        let item = navigation.viewControllers[top]
        let itemPath = NodePath.controller(name: item.name, kind: item.kind.name, index: top, under: path)
        do {
            return try SearchBarPlacementRule.place(
                search, preferred: item.navigationItem.preferredSearchBarPlacement, variant: variants.searchBars,
                family: scene.screen.family, largeTitle: largeTitle, underTabBarController: underTabBarController)
        } catch {
            switch error {
            case .active:
                throw .searchControllerNotModelled(
                    path: itemPath,
                    reason: "'active: true' is not modelled: no source gives the bars while the search is presented",
                    location: search.location ?? item.location)
            case .placementNotAvailable(let placement, _) where variants.designCompatibility == .inEffect:
                throw .searchControllerNotModelled(
                    path: itemPath,
                    reason: """
                        preferredSearchBarPlacement '\(placement.rawValue)' under UIDesignRequiresCompatibility is not \
                        modelled: no source gives where the app's search bar goes with the iOS 18 design
                        """,
                    location: item.navigationItem.preferredSearchBarPlacementLocation ?? search.location)
            case .placementNotAvailable(let placement, let first):
                throw .searchControllerNotModelled(
                    path: itemPath,
                    reason: """
                        preferredSearchBarPlacement '\(placement.rawValue)' is iOS \(first)'s; give 'ios: \(first)' or \
                        later
                        """,
                    location: item.navigationItem.preferredSearchBarPlacementLocation ?? search.location)
            case .centeredUnderTabBar:
                throw .searchControllerNotModelled(
                    path: itemPath,
                    reason: """
                        preferredSearchBarPlacement 'integratedCentered' on iPad under a tab bar controller puts the \
                        search bar below the tab bar, at a height no source gives; use 'integrated'
                        """,
                    location: item.navigationItem.preferredSearchBarPlacementLocation ?? search.location)
            }
        }
    }
}
