extension SceneDecoding {
    /// How a child YAML node of a pending node is read.
    enum ChildRole {
        /// A controller or view node: the scene's root (no frame needed) or a subview.
        case node(needsFrame: Bool)
        /// An item of `viewControllers`.
        case controller
        /// The `view:` of a `viewController`.
        case rootView
    }

    /// A node whose own keys are read and whose children are being decoded.
    struct PendingNode {
        enum Kind {
            case view(ViewNode)
            case controller(ControllerNode, key: String, body: FixtureMapping)
        }

        var kind: Kind
        /// The children's YAML nodes, read in order, and how to read them.
        var items: [YAMLNode]
        var role: ChildRole
        var next = 0
        /// The children decoded so far (those with errors are left out).
        var children: [Node] = []
        /// The length of the node's path in the layout (`nav/feed/table`), for the path budget.
        var pathLength: Int
    }

    /// Decodes the hierarchy under `yaml` (the scene's `root:` value) with an explicit stack,
    /// so that nesting as deep as the parser allows cannot exhaust the thread's stack.
    ///
    /// The reads happen in the order a recursive descent would make them: a node's own keys,
    /// then its children one after the other, then what depends on the children (a tab bar
    /// controller's `selectedIndex`).
    ///
    /// - Complexity: O(*n*) in the size of the tree.
    mutating func hierarchy(_ yaml: YAMLNode) -> Node? {
        var stack: [PendingNode] = []
        guard var pending = begin(yaml, as: .node(needsFrame: false), index: 0, parentPathLength: nil) else { return nil }
        while true {
            if !isStopped, !reader.isAtErrorLimit, pending.next < pending.items.count {
                let item = pending.items[pending.next]
                let index = pending.next
                pending.next += 1
                if let child = begin(item, as: pending.role, index: index, parentPathLength: pending.pathLength) {
                    stack.append(pending)
                    pending = child
                }
                continue
            }
            let node = finish(pending)
            guard var parent = stack.popLast() else { return isStopped || reader.isAtErrorLimit ? nil : node }
            if let node { parent.children.append(node) }
            pending = parent
        }
    }

    /// Reads a child's own keys; `nil` when it is not a node (reported) or crosses a limit.
    mutating func begin(_ yaml: YAMLNode, as role: ChildRole, index: Int, parentPathLength: Int?) -> PendingNode? {
        let allowed: [String], expected: String
        switch role {
        case .node: (allowed, expected) = (Self.controllerKinds + Self.viewKinds, "a controller or view node")
        case .controller: (allowed, expected) = (Self.controllerKinds, "a controller node")
        case .rootView: (allowed, expected) = (Self.viewKinds, "a view node")
        }
        guard let entry = reader.singleKey(yaml, allowed: allowed, expected: expected) else { return nil }
        if Self.controllerKinds.contains(entry.key) {
            var needsFrame = false
            if case .node(let needs) = role { needsFrame = needs }
            return beginController(entry, needsFrame: needsFrame, index: index, parentPathLength: parentPathLength)
        }
        if case .node(let needsFrame) = role {
            return beginView(entry, isRootView: false, needsFrame: needsFrame, index: index, parentPathLength: parentPathLength)
        }
        return beginView(entry, isRootView: true, needsFrame: false, index: index, parentPathLength: parentPathLength)
    }

    /// Completes a node from its children.
    mutating func finish(_ pending: PendingNode) -> Node? {
        switch pending.kind {
        case .view(var view):
            view.subviews = pending.children
            return .view(view)
        case .controller(let controller, let key, let body):
            return .controller(finishController(controller, key: key, body: body, children: pending.children))
        }
    }

    static let viewKinds = ViewKind.allCases.map(\.rawValue)
}
