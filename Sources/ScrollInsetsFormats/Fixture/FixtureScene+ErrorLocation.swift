import ScrollInsets

extension FixtureScene {
    /// Where in the fixture a layout error points: the `preferredVerticalBarBehavior` value the
    /// Duo cannot lay out, the `keyboard` value for a keyboard the
    /// device cannot show, the `presentedViewController` key for a presentation no source gives,
    /// the controller for a table or collection view controller with the wrong kind of view;
    /// `nil` for other errors (the tool then points at the scene).
    ///
    /// - Complexity: O(*c*) in the number of controllers, for an error that names a path.
    public func location(of error: ModelError) -> SourceLocation? {
        switch error {
        case .noKeyboardHeight, .keyboardModeNeedsPad:
            return keyboardLocation
        case .noFold:
            return foldLocation
        case .barMinimizationNotAvailable:
            return barsMinimizedLocation
        case let .verticalBarsDisabledNotModelled(path, _):
            return controller(at: path).flatMap { $0.preferredVerticalBarBehaviorLocation ?? $0.location }
        case let .presentationNotModelled(path, _, _), let .selectedDetentNotInDetents(path, _):
            return controller(at: path)?.presentedViewController?.location
        case let .rootViewKindMismatch(path, _, _, _):
            return controller(at: path)?.location
        case let .nonFiniteValue(_, _, location), let .largeTitleDisplayModeNotModelled(_, _, location),
            let .splitViewNotModelled(_, _, location),
            let .searchControllerNotModelled(_, _, location), let .hostingControllerNotModelled(_, _, location),
            let .keyboardLayoutGuideNotAvailable(_, _, location):
            return location
        default:
            return nil
        }
    }

    /// The controller node at `path`, as the layout spells paths (`NodePath`): the root, a
    /// container's children and presented controllers; not child controllers placed in views.
    func controller(at path: String) -> ControllerNode? {
        guard case .controller(let root) = self.root else { return nil }
        var pending = [(root, NodePath.controller(root, index: 0, under: nil))]
        while let (node, nodePath) = pending.popLast() {
            if nodePath == path { return node }
            let children: [ControllerNode]
            switch node.kind {
            case .navigationController(let navigation): children = navigation.viewControllers
            case .tabBarController(let tabs): children = tabs.viewControllers
            case .splitViewController(let split): children = split.orderedColumns.map(\.node)
            case .viewController, .tableViewController, .collectionViewController, .hostingController: children = []
            }
            for (index, child) in children.enumerated() {
                pending.append((child, NodePath.controller(child, index: index, under: nodePath)))
            }
            if let presented = node.presentedViewController?.controller {
                pending.append((presented, NodePath.controller(presented, index: 0, under: nodePath)))
            }
        }
        return nil
    }
}
