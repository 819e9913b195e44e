extension Resolver {
    /// Resolves a controller: its root view (safe area across the controller boundary), then,
    /// for a container, its bars and the child it shows.
    mutating func resolveController(_ node: ControllerNode, _ slot: ControllerSlot) throws(ModelError) {
        let index = controllers.count
        let container = slot.container.map { controllers[$0] }
        controllers.append(
            ResolvedController(
                index: index, parent: slot.parent, path: slot.path, name: node.name,
                kind: node.kind.controllerClass,
                view: records.count, safeAreaInsets: .zero, viewFrame: slot.frame, bars: slot.bars,
                automaticallyAdjustsScrollViewInsets: node.automaticallyAdjustsScrollViewInsets,
                containerKind: container?.kind, containerPath: container?.path, location: node.location))

        var boundary = ControllerBoundary(
            terms: slot.barTerms,
            respectsSystemMinimum: node.viewRespectsSystemMinimumLayoutMargins)
        for edge in Edge.allCases where node.additionalSafeAreaInsets[edge] != 0 && !usesLayoutGuides {
            boundary.terms.add(
                .additionalSafeAreaInsets, node.additionalSafeAreaInsets[edge], on: edge,
                .additionalSafeAreaInsets(edge, node.additionalSafeAreaInsets[edge], of: slot.path))
        }
        boundary.totals = boundary.terms.totals
        boundaries.append(boundary)
        let isContainer = node.kind.isContainer
        let rootView: ViewNode
        if !isContainer, let view = node.view {
            if let required = node.kind.requiredRootViewKind, view.kind != required {
                throw .rootViewKindMismatch(
                    path: slot.path, controller: node.kind.name, expected: required, found: view.kind)
            }
            rootView = view
        } else {
            // A container's own view, a plain UIView, or the table or collection view a
            // UITableViewController or UICollectionViewController makes when none is given.
            rootView = ViewNode(kind: node.kind.requiredRootViewKind ?? .view, location: node.location)
            madeNodes.append(rootView)
        }
        let viewIndex = records.count
        try resolveView(
            rootView.reference,
            ViewSlot(
                superview: slot.superview, frame: slot.frame, controller: _OptionalIndex(index),
                isContainerView: isContainer, contentScrollViewOf: _OptionalIndex(index)))
        controllers[index].safeAreaInsets = records[viewIndex].safeAreaInsets
        if let presentation = node.presentedViewController { presentations.append((presentation, index)) }

        guard let (child, childIndex) = try node.kind.shownChild(path: slot.path) else { return }
        let view = referenceView(viewIndex)
        let containerView = ContainerBars.Container(
            size: view.size, safeAreaInsets: view.safeAreaInsets,
            path: slot.path)
        let bars: ContainerBars.Result
        let base = slot.inSheet ? sheetMetrics ?? scene.screen.metrics : scene.screen.metrics
        switch node.kind {
        case .viewController, .tableViewController, .collectionViewController:
            return
        case .navigationController(let navigation):
            let metrics = BarMinimizationRule.metrics(base, navigation: navigation, minimized: scene.barsMinimized)
            bars = ContainerBars.navigationController(
                navigation, in: containerView, metrics: metrics,
                child: ContainerBars.Child(child))
        case .tabBarController(let tabs):
            let metrics = BarMinimizationRule.metrics(base, tabs: tabs, minimized: scene.barsMinimized)
            bars = ContainerBars.tabBarController(
                tabs, in: containerView, metrics: metrics,
                child: ContainerBars.Child(child))
        }
        controllers[index].bars = bars.bars
        queue(
            child,
            ControllerSlot(
                superview: _OptionalIndex(view.index), frame: bars.childFrame,
                path: NodePath.controller(child, index: childIndex, under: slot.path),
                parent: index, container: index, barTerms: bars.terms, inSheet: slot.inSheet))
    }
}
