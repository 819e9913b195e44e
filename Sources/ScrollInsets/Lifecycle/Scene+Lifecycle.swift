extension Scene {
    /// The callbacks UIKit sends when the last controller of the root navigation controller's
    /// stack is pushed onto the others, in order, with the `safeAreaInsets` each one reads.
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
    /// - Parameter placement: Where `viewSafeAreaInsetsDidChange` falls (5 and 6 swap with
    ///   ``SafeAreaCallbackPlacement/beforeViewDidLayoutSubviews``).
    /// - Returns: The events; A's are left out when the stack holds one controller.
    /// - Throws: ``ModelError/pushNeedsNavigationController(path:kind:)`` or ``ModelError/pushNeedsViewController(path:)`` when the root is not a navigation
    ///   controller or its stack is empty, and what ``layout()`` throws.
    /// - Complexity: Two layouts: O(*n*) in the number of views.
    public func pushLifecycle(placement: SafeAreaCallbackPlacement = .beforeViewWillLayoutSubviews) throws(ModelError) -> [LifecycleEvent] {
        guard case .controller(let root) = self.root, case .navigationController(let navigation) = root.kind else {
            let kind = switch self.root {
            case .view(let view): view.kind.rawValue
            case .controller(let controller): controller.kind.name
            }
            let path = NodePath.component(name: self.root.name, kind: kind, index: 0)
            throw .pushNeedsNavigationController(path: path, kind: kind)
        }
        let rootPath = NodePath.controller(root, index: 0, under: nil)
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
            var stack = root
            stack.kind = .navigationController(NavigationControllerProperties(
                navigationBar: navigation.navigationBar, toolbar: navigation.toolbar,
                viewControllers: Array(navigation.viewControllers.dropLast())))
            before.root = .controller(stack)
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
        switch placement {
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
}
