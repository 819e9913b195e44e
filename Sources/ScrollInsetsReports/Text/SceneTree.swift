import ScrollInsets

/// Controllers and views of a layout as one tree in document order: a controller's child is its
/// root view (for a container, the child it shows); a view's children are its subviews and the
/// child view controllers placed in it.
struct SceneTree {
    enum Node: Hashable {
        case controller(Int)
        case view(Int)
    }

    private(set) var roots: [Node] = []
    private var childrenOf: [Node: [Node]] = [:]

    init(layout: Layout) {
        // Document order: a controller comes just before its root view.
        var entries: [(key: Double, node: Node, parent: Node?)] = []
        for controller in layout.controllers {
            let parent: Node?
            if let container = controller.parent, layout.controllers[container].kind != .viewController,
                controller.containerKind != nil
            {
                parent = .controller(container)
            } else {
                parent = layout.views[controller.view].superview.map { SceneTree.owner(ofView: $0, in: layout) }
            }
            entries.append((Double(controller.view) - 0.5, .controller(controller.index), parent))
        }
        for view in layout.views where !view.isContainerView {
            let parent: Node?
            if let controller = view.controller {
                parent = .controller(controller)
            } else {
                parent = view.superview.map { SceneTree.owner(ofView: $0, in: layout) }
            }
            entries.append((Double(view.index), .view(view.index), parent))
        }
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            if let parent = entry.parent {
                childrenOf[parent, default: []].append(entry.node)
            } else {
                roots.append(entry.node)
            }
        }
    }

    /// The tree node that stands for a view: the view itself, or the controller of a container view.
    static func owner(ofView index: Int, in layout: Layout) -> Node {
        let view = layout.views[index]
        if view.isContainerView, let controller = view.controller { return .controller(controller) }
        return .view(index)
    }

    func children(of node: Node) -> [Node] {
        childrenOf[node] ?? []
    }
}
