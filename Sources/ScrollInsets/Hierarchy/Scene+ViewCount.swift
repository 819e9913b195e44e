extension Scene {
    /// An upper bound on the number of views a layout of the scene holds: every view node,
    /// plus a root view for every controller (laid out or not).
    ///
    /// The resolver reserves its arrays with it: growing them by doubling copied every record
    /// about twice over, which cost more than counting.
    ///
    /// - Complexity: O(*n*) in the number of nodes; iterative.
    func viewCountBound() -> Int {
        var count = 0
        var pending: [[Node]] = [[root]]
        while let nodes = pending.popLast() {
            for node in nodes {
                count += 1
                switch node {
                case .view(let view):
                    if !view.subviews.isEmpty { pending.append(view.subviews) }
                case .controller(let controller):
                    if let view = controller.view, !view.subviews.isEmpty { pending.append(view.subviews) }
                    switch controller.kind {
                    case .viewController: break
                    case .navigationController(let navigation):
                        pending.append(navigation.viewControllers.map(Node.controller))
                    case .tabBarController(let tabs):
                        pending.append(tabs.viewControllers.map(Node.controller))
                    }
                }
            }
        }
        return count
    }
}
