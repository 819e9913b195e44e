extension Scene {
    /// The table the resolver reads (``SceneTable``), made in one pass over the nodes: every
    /// view it lays out (container views included: the shown child of each container is
    /// visited, the others are not), every controller it resolves, presented ones included,
    /// and the depth of its stack of sibling lists. The resolver reserves its arrays with the
    /// counts (growing them by doubling copied every record about twice over).
    ///
    /// - Complexity: O(*n*) in the number of nodes; iterative.
    func flattened() -> SceneTable {
        var flattening = SceneFlattening(screen: screen)
        let rootEntry = flattening.add(root, below: 0)
        flattening.table.root = rootEntry
        flattening.drain()
        return flattening.table
    }
}

/// The state of ``Scene/flattened()``: the table so far and what is still to visit. A struct
/// with mutating methods rather than local functions, which would capture the table and have
/// every access to it checked for exclusivity at run time.
struct SceneFlattening {
    /// The screen, whose size class and orientation decide what split view controllers show.
    let screen: Screen
    var table = SceneTable()
    /// Subview lists still to flatten, each with where its entries go and the number of views
    /// with subviews down to its superview.
    var lists: [(subviews: [Node], first: Int, depth: Int)] = []
    /// Controllers whose root view, shown child and presentation are still to add, each with
    /// the number of views with subviews above it.
    var controllers: [(node: ControllerNode, entry: Int, depth: Int)] = []

    /// Adds `node` below `viewsAbove` views with subviews; its subviews or its controller's
    /// views are queued.
    mutating func add(_ node: Node, below viewsAbove: Int) -> ChildEntry {
        switch node {
        case .view(let view): return .view(add(view, below: viewsAbove))
        case .controller(let controller): return .controller(add(controller, below: viewsAbove))
        }
    }

    /// Adds a controller; its views and children are queued.
    mutating func add(_ controller: ControllerNode, below viewsAbove: Int) -> Int32 {
        let index = table.controllers.count
        table.controllers.append(ControllerEntry(controller))
        controllers.append((controller, index, viewsAbove))
        return Int32(truncatingIfNeeded: index)
    }

    /// Adds a view; its subviews are queued.
    mutating func add(_ view: ViewNode, below viewsAbove: Int) -> Int32 {
        let index = table.views.count
        let first = table.children.count
        table.views.append(ViewEntry(view, firstChild: first))
        let count = view.subviews.count
        if count > 0 {
            table.children.append(contentsOf: repeatElement(.view(-1), count: count))
            lists.append((view.subviews, first, viewsAbove + 1))
            table.depth = Swift.max(table.depth, viewsAbove + 1)
        }
        return Int32(truncatingIfNeeded: index)
    }

    /// Visits what is queued until nothing is.
    mutating func drain() {
        while true {
            if let (subviews, first, viewsAbove) = lists.popLast() {
                // The subviews read where they lie: one retain and one release fewer per subview
                // than through the array's subscript (callgrind). A view is still copied out of
                // its `Node` to be read: the case is kept in spare bits of the view's payload.
                subviews.withUnsafeBufferPointer { subviews in
                    for offset in subviews.indices {
                        let entry: ChildEntry
                        switch subviews[offset] {
                        case .view(let view): entry = .view(add(view, below: viewsAbove))
                        case .controller(let controller): entry = .controller(add(controller, below: viewsAbove))
                        }
                        table.children[first + offset] = entry
                    }
                }
            } else if let (node, entry, viewsAbove) = controllers.popLast() {
                link(node, entry: entry, below: viewsAbove)
            } else {
                return
            }
        }
    }

    /// Adds a controller's root view, the child it shows and the controller it presents.
    mutating func link(_ node: ControllerNode, entry: Int, below viewsAbove: Int) {
        // The root view: the node's, or one made as the resolver lays it out (a container's
        // own view, a plain view, or the table or collection view a table or collection view
        // controller makes when none is given).
        let view: Int32
        if !node.kind.isContainer, let given = node.view {
            view = add(given, below: viewsAbove)
        } else {
            view = add(
                ViewNode(kind: node.kind.requiredRootViewKind ?? .view, location: node.location), below: viewsAbove)
        }
        table.controllers[entry].view = view
        if let (child, childIndex) = node.kind.shownChild {
            let childEntry = add(child, below: viewsAbove)
            table.controllers[entry].shownChild = _OptionalIndex(Int(childEntry))
            table.controllers[entry].shownChildIndex = Int32(truncatingIfNeeded: childIndex)
        }
        if case .splitViewController(let split) = node.kind {
            let arrangement = Result { () throws(SplitViewLayoutError) in
                try SplitViewLayout.arrangement(split, screen: screen)
            }
            let children = (try? arrangement.get())?.shown.map { add($0.node, below: viewsAbove) } ?? []
            table.controllers[entry].split = _OptionalIndex(table.splits.count)
            table.splits.append(SplitEntry(properties: split, arrangement: arrangement, children: children))
        }
        // A presented controller's view hangs from the window.
        if let presented = node.presentedViewController {
            let presentedEntry = add(presented.controller, below: 0)
            table.controllers[entry].presentation = _OptionalIndex(table.presentations.count)
            table.presentations.append(
                PresentationEntry(
                    style: presented.modalPresentationStyle, detents: presented.detents,
                    selectedDetent: presented.selectedDetent,
                    preferredContentSize: presented.preferredContentSize, controller: presentedEntry))
        }
    }
}
