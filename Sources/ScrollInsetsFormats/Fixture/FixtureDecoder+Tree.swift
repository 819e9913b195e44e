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
    ///
    /// It holds its view or controller in place, not boxed, in a slot of the ``PendingStack``
    /// that is written where it stands and taken apart there (`Optional.take()`, `swap`), so
    /// that no pending node is copied (docs/performance.md, "Third session").
    struct PendingNode {
        /// The view being read, for a view node.
        var view: ViewNode? = nil
        /// The controller being read, for a controller node, with its checked body for the keys
        /// read after its children (`selectedIndex`).
        var controller: (node: ControllerNode, body: FixtureMapping)? = nil
        /// The children's YAML nodes, read in order, and how to read them.
        var items: [YAMLNode] = []
        var role = ChildRole.controller
        var next = 0
        /// A view's subviews decoded so far (those with errors are left out).
        var children: [Node] = []
        /// A container's view controllers decoded so far.
        var controllers: [ControllerNode] = []
        /// A controller's root view, once decoded.
        var rootView: ViewNode? = nil
        /// The length of the node's path in the layout (`nav/feed/table`), for the path budget.
        var pathLength = 0
        /// A controller's `presentedViewController.controller`, read after the other children.
        var presented: YAMLNode? = nil
        /// Whether the child being read is the presented controller.
        var isReadingPresented = false
        /// The presented controller, once decoded.
        var presentedChild: ControllerNode? = nil

        /// Starts a node in this slot: everything a node before it left is replaced.
        @inline(__always)
        mutating func start(
            view: consuming ViewNode?, controller: consuming (node: ControllerNode, body: FixtureMapping)?,
            items: [YAMLNode], role: ChildRole, pathLength: Int, presented: YAMLNode?
        ) {
            self.view = consume view
            self.controller = consume controller
            self.items = items
            self.role = role
            self.pathLength = pathLength
            self.presented = presented
            next = 0
            isReadingPresented = false
            children = []
            controllers = []
            rootView = nil
            presentedChild = nil
            if case .controller = role {
                controllers.reserveCapacity(items.count)
            } else if self.view != nil {
                children.reserveCapacity(items.count)
            }
        }
    }

    /// The pending nodes from the root down to the one being read. A slot is kept when its node
    /// is finished and reused by the next node at that depth, so a node is written where it stays
    /// (a pending node is about a kilobyte: made apart and appended, it was copied in and
    /// destroyed, about 5 % of decoding the tree; docs/performance.md, "Third session").
    struct PendingStack {
        /// The slots; those from ``count`` on hold no node.
        var nodes: [PendingNode] = []
        /// How many slots hold a node.
        var count = 0

        /// Pushes a view node with its subviews to read.
        mutating func push(view: consuming ViewNode, items: [YAMLNode], pathLength: Int) {
            if count == nodes.count { nodes.append(PendingNode()) }
            nodes[count].start(
                view: consume view, controller: nil, items: items, role: .node(needsFrame: true),
                pathLength: pathLength, presented: nil)
            count += 1
        }

        /// Pushes a controller node with its view controllers or root view to read.
        mutating func push(
            controller: consuming ControllerNode, body: FixtureMapping, items: [YAMLNode], role: ChildRole,
            pathLength: Int, presented: YAMLNode?
        ) {
            if count == nodes.count { nodes.append(PendingNode()) }
            nodes[count].start(
                view: nil, controller: (consume controller, body), items: items, role: role, pathLength: pathLength,
                presented: presented)
            count += 1
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
        var stack = PendingStack()
        begin(yaml, as: .node(needsFrame: false), index: 0, parentPathLength: nil, onto: &stack)
        guard stack.count > 0 else { return nil }
        while true {
            let top = stack.count - 1
            if !isStopped, !reader.isAtErrorLimit, stack.nodes[top].next < stack.nodes[top].items.count {
                let index = stack.nodes[top].next
                stack.nodes[top].next += 1
                begin(
                    stack.nodes[top].items[index], as: stack.nodes[top].role, index: index,
                    parentPathLength: stack.nodes[top].pathLength, onto: &stack)
                continue
            }
            if !isStopped, !reader.isAtErrorLimit, let presented = stack.nodes[top].presented {
                // The presented controller, after the presenter's own children.
                stack.nodes[top].presented = nil
                stack.nodes[top].isReadingPresented = true
                begin(
                    presented, as: .controller, index: 0, parentPathLength: stack.nodes[top].pathLength, onto: &stack)
                continue
            }
            stack.count -= 1
            if var view = stack.nodes[top].view.take() {
                swap(&view.subviews, &stack.nodes[top].children)
                guard top > 0 else { return isStopped || reader.isAtErrorLimit ? nil : .view(consume view) }
                // A presented node is a controller (`begin` allows no other), and so is each
                // item of a container's view controllers.
                if case .rootView = stack.nodes[top - 1].role {
                    stack.nodes[top - 1].rootView = consume view
                } else {
                    stack.nodes[top - 1].children.append(.view(consume view))
                }
            } else if case (var controller, let body)? = stack.nodes[top].controller.take() {
                finishController(&controller, body: body, from: &stack.nodes[top])
                guard top > 0 else { return isStopped || reader.isAtErrorLimit ? nil : .controller(consume controller) }
                if stack.nodes[top - 1].isReadingPresented {
                    stack.nodes[top - 1].presentedChild = consume controller
                } else if case .controller = stack.nodes[top - 1].role {
                    stack.nodes[top - 1].controllers.append(consume controller)
                } else {
                    stack.nodes[top - 1].children.append(.controller(consume controller))
                }
            }
        }
    }

    /// Reads a child's own keys and pushes it onto `stack`; nothing is pushed when it is not a
    /// node (reported) or crosses a limit.
    mutating func begin(
        _ yaml: YAMLNode, as role: ChildRole, index: Int, parentPathLength: Int?, onto stack: inout PendingStack
    ) {
        let allowed: [String], expected: String
        switch role {
        case .node: (allowed, expected) = (FixtureKeys.nodeKinds, "a controller or view node")
        case .controller: (allowed, expected) = (FixtureKeys.controllerKinds, "a controller node")
        case .rootView: (allowed, expected) = (FixtureKeys.viewKinds, "a view node")
        }
        guard let entry = reader.singleKey(yaml, allowed: allowed, expected: expected) else { return }
        if case .rootView(let required?, let controller) = role, entry.key != required.rawValue {
            reader.error(
                "a \(controller)'s view must be a \(required.rawValue); found '\(YAMLMessage.quoted(entry.key))'",
                at: entry.keyLocation)
            return
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
            beginController(
                entry, needsFrame: needsFrame, index: index, parentPathLength: parentPathLength, onto: &stack)
        } else if case .node(let needsFrame) = role {
            beginView(
                entry, isRootView: false, needsFrame: needsFrame, index: index, parentPathLength: parentPathLength,
                onto: &stack)
        } else {
            beginView(
                entry, isRootView: true, needsFrame: false, index: index, parentPathLength: parentPathLength,
                onto: &stack)
        }
    }
}
