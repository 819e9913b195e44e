extension Scene {
    /// The number of views a layout of the scene holds (container views included), as far as
    /// the nodes tell: the shown child of each container is counted, the others are not.
    ///
    /// The resolver reserves its arrays with it (a count it then exceeds only costs growth): growing them by doubling copied every record
    /// about twice over, which cost more than counting.
    ///
    /// - Complexity: O(*n*) in the number of nodes; iterative.
    func viewCount() -> Int {
        var count = 0
        var views: [[Node]] = [[root]]
        var controllers: [ControllerNode] = []
        while !views.isEmpty || !controllers.isEmpty {
            for node in views.popLast() ?? [] {
                switch node {
                case .view(let view):
                    count += 1
                    if !view.subviews.isEmpty { views.append(view.subviews) }
                case .controller(let controller):
                    controllers.append(controller)  // its root view is counted with it
                }
            }
            if let controller = controllers.popLast() {
                count += 1
                if let view = controller.view, !view.subviews.isEmpty { views.append(view.subviews) }
                switch controller.kind {
                case .viewController: break
                case .navigationController(let navigation):
                    if let top = navigation.viewControllers.last { controllers.append(top) }
                case .tabBarController(let tabs):
                    if tabs.viewControllers.indices.contains(tabs.selectedIndex) {
                        controllers.append(tabs.viewControllers[tabs.selectedIndex])
                    }
                }
            }
        }
        return count
    }
}
