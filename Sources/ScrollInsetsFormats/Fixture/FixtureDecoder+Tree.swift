import ScrollInsets
import YAMLSubset

extension SceneDecoding {
    /// How a child YAML node of a pending node is read.
    enum ChildRole {
        /// A controller or view node: the scene's root (no frame needed) or a subview.
        case node(needsFrame: Bool)
        /// An item of `viewControllers`.
        case controller
        /// The `view:` of a view controller (`controller` is its kind); of a table or collection
        /// view controller, a view of the `required` kind.
        case rootView(required: ViewKind?, controller: String)
    }

    /// A node whose own keys are read and whose children are being decoded.
    struct PendingNode {
        /// _Boxed (`indirect`), so that moving a pending node on and off the stack copies a
        /// pointer, not a view or controller of several hundred bytes.
        indirect enum Kind {
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
        /// A controller's `presentedViewController.controller`, read after the other children.
        var presented: YAMLNode? = nil
        /// Whether the child being read is the presented controller.
        var isReadingPresented = false
        /// The presented controller, once decoded.
        var presentedChild: ControllerNode? = nil

        init(kind: Kind, items: [YAMLNode], role: ChildRole, pathLength: Int) {
            self.kind = kind
            self.items = items
            self.role = role
            self.pathLength = pathLength
            children.reserveCapacity(items.count)
        }
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
        guard let root = begin(yaml, as: .node(needsFrame: false), index: 0, parentPathLength: nil) else { return nil }
        // The pending nodes from the root down to the one being read. The last one is read and
        // updated in place: a pending node is about 900 bytes, too large to copy off the stack
        // and back for every child.
        var stack = [root]
        while true {
            let top = stack.count - 1
            if !isStopped, !reader.isAtErrorLimit, stack[top].next < stack[top].items.count {
                let index = stack[top].next
                stack[top].next += 1
                if let child = begin(
                    stack[top].items[index], as: stack[top].role, index: index,
                    parentPathLength: stack[top].pathLength)
                {
                    stack.append(child)
                }
                continue
            }
            if !isStopped, !reader.isAtErrorLimit, let presented = stack[top].presented {
                // The presented controller, after the presenter's own children.
                stack[top].presented = nil
                stack[top].isReadingPresented = true
                if let child = begin(presented, as: .controller, index: 0, parentPathLength: stack[top].pathLength) {
                    stack.append(child)
                }
                continue
            }
            let node = finish(stack.removeLast())
            guard !stack.isEmpty else { return isStopped || reader.isAtErrorLimit ? nil : node }
            if stack[top - 1].isReadingPresented {
                if case .controller(let controller)? = node { stack[top - 1].presentedChild = controller }
            } else if let node {
                stack[top - 1].children.append(node)
            }
        }
    }

    /// Reads a child's own keys; `nil` when it is not a node (reported) or crosses a limit.
    mutating func begin(_ yaml: YAMLNode, as role: ChildRole, index: Int, parentPathLength: Int?) -> PendingNode? {
        let allowed: [String], expected: String
        switch role {
        case .node: (allowed, expected) = (FixtureKeys.nodeKinds, "a controller or view node")
        case .controller: (allowed, expected) = (FixtureKeys.controllerKinds, "a controller node")
        case .rootView: (allowed, expected) = (FixtureKeys.viewKinds, "a view node")
        }
        guard let entry = reader.singleKey(yaml, allowed: allowed, expected: expected) else { return nil }
        if case .rootView(let required?, let controller) = role, entry.key != required.rawValue {
            reader.error(
                "a \(controller)'s view must be a \(required.rawValue); found '\(YAMLMessage.quoted(entry.key))'",
                at: entry.keyLocation)
            return nil
        }
        if case .rootView(_, "hostingController") = role,
            let bounce = entry.value.mapping?.first(where: { $0.key == "alwaysBounceVertical" })
        {
            reader.error(
                """
                SwiftUI sets the bounce of a hostingController's view; give 'scrollBounceBehavior' on the \
                hostingController instead of 'alwaysBounceVertical'
                """,
                at: bounce.keyLocation)
        }
        if FixtureKeys.controllerKinds.containsKey(entry.key) {
            var needsFrame = false
            if case .node(let needs) = role { needsFrame = needs }
            return beginController(entry, needsFrame: needsFrame, index: index, parentPathLength: parentPathLength)
        }
        if case .node(let needsFrame) = role {
            return beginView(
                entry, isRootView: false, needsFrame: needsFrame, index: index, parentPathLength: parentPathLength)
        }
        return beginView(entry, isRootView: true, needsFrame: false, index: index, parentPathLength: parentPathLength)
    }

    /// Completes a node from its children. The pending node is consumed, so that its view or
    /// controller is moved into the result rather than copied.
    mutating func finish(_ pending: consuming PendingNode) -> Node? {
        let children = pending.children
        switch pending.kind {
        case .view(var view):
            view.subviews = children
            return .view(view)
        case .controller(let controller, let key, let body):
            return .controller(
                finishController(
                    controller, key: key, body: body, children: children,
                    presented: pending.presentedChild))
        }
    }
}
