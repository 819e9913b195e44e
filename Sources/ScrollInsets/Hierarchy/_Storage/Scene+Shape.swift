extension Scene {
    /// What a layout of the scene holds: its views (container views included, as far as the
    /// nodes tell: the shown child of each container is counted, the others are not), the
    /// greatest number of views with subviews on one path from the window (the depth of the
    /// resolver's stack of sibling lists), and the controllers it resolves.
    ///
    /// The resolver reserves its arrays with them (a count it then exceeds only costs growth):
    /// growing them by doubling copied every record about twice over, which cost more than
    /// counting.
    ///
    /// - Complexity: O(*n*) in the number of nodes; iterative.
    func shape() -> (views: Int, depth: Int, controllers: Int) {
        var count = 0, depth = 0, controllerCount = 0
        // Views whose subviews are still to count, read in place (the scene keeps them alive:
        // no reference counts, see ``_UnretainedViewNode``), and controllers still to count,
        // each with the number of views with subviews above it.
        var views: [(view: _UnretainedViewNode, depth: Int)] = []
        var controllers: [(node: ControllerNode, depth: Int)] = []
        func visit(_ view: _UnretainedViewNode, below viewsAbove: Int) {
            count += 1
            guard !view.fields.pointee.subviews.isEmpty else { return }
            views.append((view, viewsAbove + 1))
            depth = Swift.max(depth, viewsAbove + 1)
        }
        switch root {
        case .view(let view): visit(view.reference, below: 0)
        case .controller(let controller): controllers.append((controller, 0))
        }
        while true {
            if let (view, viewsAbove) = views.popLast() {
                let fields = view.fields
                for index in 0..<fields.pointee.subviews.count {
                    if let subview = fields.pointee.subviews[index].viewReference {
                        visit(subview, below: viewsAbove)
                    } else if case .controller(let controller) = fields.pointee.subviews[index] {
                        controllers.append((controller, viewsAbove))
                    }
                }
            } else if let (controller, viewsAbove) = controllers.popLast() {
                controllerCount += 1
                // The root view (the scene's, or one made for a container) is counted here.
                if let view = controller.view { visit(view.reference, below: viewsAbove) } else { count += 1 }
                if let (child, _) = controller.kind.shownChild { controllers.append((child, viewsAbove)) }
                // A presented controller's view hangs from the window.
                if let presented = controller.presentedViewController { controllers.append((presented.controller, 0)) }
            } else {
                return (count, depth, controllerCount)
            }
        }
    }
}
