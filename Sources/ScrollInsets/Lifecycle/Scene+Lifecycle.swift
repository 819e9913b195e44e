extension Scene {
    /// The callbacks UIKit sends when the last controller of the navigation controller's stack
    /// is pushed onto the others, in order, with the `safeAreaInsets` each one reads. The
    /// navigation controller is the root, or the selected tab of a tab bar controller at the
    /// root (the most common structure: tabs, each a navigation stack).
    ///
    /// The pushed controller (B) reads zero until `viewSafeAreaInsetsDidChange`, then its
    /// insets in this scene; the previous top (A) reads its insets in the scene without B in
    /// `viewWillDisappear`, and zero in `viewDidDisappear` (its view has left the window;
    /// Apple's `safeAreaInsets`: a view not in a view hierarchy has zero insets). Order
    /// (docs/lifecycle.md):
    ///
    /// 1. B `willMove(toParent:)`, 2. B `viewDidLoad()`, 3. A `viewWillDisappear(_:)`,
    /// 4. B `viewWillAppear(_:)`, 5. B `viewSafeAreaInsetsDidChange()`,
    /// 6. B `viewWillLayoutSubviews()`, 7. B `viewDidLayoutSubviews()`,
    /// 8. A `viewDidDisappear(_:)`, 9. B `viewDidAppear(_:)`, 10. B `didMove(toParent:)`.
    ///
    /// ```swift
    /// let events = try scene.pushLifecycle()
    /// events.first { $0.callback == .viewWillAppear }?.safeAreaInsets  // .zero
    /// ```
    ///
    /// - Parameter order: Where `viewSafeAreaInsetsDidChange` falls (5 and 6 swap with
    ///   ``SafeAreaCallbackOrder/beforeViewDidLayoutSubviews``).
    /// - Returns: The events; A's are left out when the stack holds one controller.
    /// - Throws: ``ModelError/pushNeedsNavigationController(path:kind:)`` or
    ///   ``ModelError/pushNeedsViewController(path:)`` when neither the root nor the
    ///   selected tab of a root tab bar controller is a navigation controller, or its stack is
    ///   empty, and what ``layout()`` throws.
    /// - Complexity: Two layouts: O(*n*) in the number of views.
    public func pushLifecycle(
        order: SafeAreaCallbackOrder = .beforeViewWillLayoutSubviews
    ) throws(ModelError) -> [LifecycleEvent] {
        guard let (navigationNode, navigation, rootPath, replacing) = pushingNavigationController() else {
            let kind =
                switch self.root {
                case .view(let view): view.kind.rawValue
                case .controller(let controller): controller.kind.name
                }
            let path = NodePath.component(name: self.root.name, kind: kind, index: 0)
            throw .pushNeedsNavigationController(path: path, kind: kind)
        }
        guard let pushed = navigation.viewControllers.last else {
            throw .pushNeedsViewController(path: rootPath)
        }
        func path(of controller: ControllerNode, at index: Int) -> String {
            NodePath.controller(controller, index: index, under: rootPath)
        }
        let count = navigation.viewControllers.count
        let pushedPath = path(of: pushed, at: count - 1)
        let final = try layout().controller(path: pushedPath)?.safeAreaInsets ?? .zero

        var previous: (path: String, insets: EdgeInsets)?
        if count > 1 {
            var before = self
            var stack = navigationNode
            var shorter = navigation
            shorter.viewControllers.removeLast()
            stack.kind = .navigationController(shorter)
            before.root = replacing(stack)
            let top = navigation.viewControllers[count - 2]
            let topPath = path(of: top, at: count - 2)
            previous = (topPath, try before.layout().controller(path: topPath)?.safeAreaInsets ?? .zero)
        }

        func event(_ path: String, _ callback: LifecycleCallback, _ insets: EdgeInsets) -> LifecycleEvent {
            LifecycleEvent(controllerPath: path, callback: callback, safeAreaInsets: insets)
        }
        var events = [event(pushedPath, .willMoveToParent, .zero), event(pushedPath, .viewDidLoad, .zero)]
        if let previous { events.append(event(previous.path, .viewWillDisappear, previous.insets)) }
        events.append(event(pushedPath, .viewWillAppear, .zero))
        switch order {
        case .beforeViewWillLayoutSubviews:
            events.append(event(pushedPath, .viewSafeAreaInsetsDidChange, final))
            events.append(event(pushedPath, .viewWillLayoutSubviews, final))
        case .beforeViewDidLayoutSubviews:
            events.append(event(pushedPath, .viewWillLayoutSubviews, .zero))
            events.append(event(pushedPath, .viewSafeAreaInsetsDidChange, final))
        }
        events.append(event(pushedPath, .viewDidLayoutSubviews, final))
        if let previous { events.append(event(previous.path, .viewDidDisappear, .zero)) }
        events.append(event(pushedPath, .viewDidAppear, final))
        events.append(event(pushedPath, .didMoveToParent, final))
        return events
    }

    /// The navigation controller that pushes: the root, or the selected tab of a tab bar
    /// controller at the root; with its path and a function that puts another controller in
    /// its place in the scene's root. `nil` for any other structure.
    private func pushingNavigationController() -> (
        node: ControllerNode, navigation: NavigationControllerProperties, path: String,
        replacing: (ControllerNode) -> Node
    )? {
        guard case .controller(let root) = self.root else { return nil }
        let rootPath = NodePath.controller(root, index: 0, under: nil)
        switch root.kind {
        case .navigationController(let navigation):
            return (root, navigation, rootPath, { .controller($0) })
        case .tabBarController(let tabs):
            guard tabs.viewControllers.indices.contains(tabs.selectedIndex) else { return nil }
            let tab = tabs.viewControllers[tabs.selectedIndex]
            guard case .navigationController(let navigation) = tab.kind else { return nil }
            let path = NodePath.controller(tab, index: tabs.selectedIndex, under: rootPath)
            return (
                tab, navigation, path,
                { replacement in
                    var newTabs = tabs
                    newTabs.viewControllers[tabs.selectedIndex] = replacement
                    var newRoot = root
                    newRoot.kind = .tabBarController(newTabs)
                    return .controller(newRoot)
                }
            )
        default:
            return nil
        }
    }
}
