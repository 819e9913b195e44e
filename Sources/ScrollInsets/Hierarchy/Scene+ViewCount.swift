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
        // Views whose subviews are still to count, read in place (the scene keeps them alive:
        // no reference counts, see ``ViewNodeReference``), and controllers still to count.
        var views: [ViewNodeReference] = []
        var controllers: [ControllerNode] = []
        switch root {
        case .view(let view):
            count += 1
            views.append(view.reference)
        case .controller(let controller):
            controllers.append(controller)
        }
        while true {
            if let view = views.popLast() {
                let fields = view.fields
                for index in 0..<fields.pointee.subviews.count {
                    if let subview = fields.pointee.subviews[index].viewReference {
                        count += 1
                        if !subview.fields.pointee.subviews.isEmpty { views.append(subview) }
                    } else if case .controller(let controller) = fields.pointee.subviews[index] {
                        controllers.append(controller)  // its root view is counted with it
                    }
                }
            } else if let controller = controllers.popLast() {
                count += 1
                if let view = controller.view, !view.subviews.isEmpty { views.append(view.reference) }
                switch controller.kind {
                case .viewController: break
                case .navigationController(let navigation):
                    if let top = navigation.viewControllers.last { controllers.append(top) }
                case .tabBarController(let tabs):
                    if tabs.viewControllers.indices.contains(tabs.selectedIndex) {
                        controllers.append(tabs.viewControllers[tabs.selectedIndex])
                    }
                }
            } else {
                return count
            }
        }
    }
}
