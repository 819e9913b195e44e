/// A node whose `name` repeats the name of an earlier sibling (a subview of the same view, a
/// view controller of the same container): both have one path, so messages and a baseline's
/// entries cannot tell them apart by it.
public struct DuplicateName: Hashable, Sendable {
    /// The name both siblings have.
    public var name: String
    /// Where the second (or later) sibling starts, if it came from a fixture.
    public var location: SourceLocation?

    /// The warning the CLI prints at the second sibling.
    public var message: String {
        """
        a sibling is already named '\(name)'; give each a distinct name, so that findings and baseline entries tell \
        them apart by path, not by order
        """
    }
}

extension Node {
    /// Every node, in source order, whose name an earlier sibling already has; the first of
    /// each name is not reported.
    ///
    /// ```swift
    /// let root = Node.view(ViewNode(name: "root", subviews: [.view(ViewNode(name: "go")), .view(ViewNode(name:
    ///     "go"))]))
    /// root.duplicateNames().map(\.name)   // ["go"]
    /// ```
    ///
    /// - Complexity: O(*n*) in the number of nodes; iterative (a node holds its subviews in
    ///   place, so a recursive walk's frames would outgrow a thread's stack on a deep scene).
    public func duplicateNames() -> [DuplicateName] {
        var found: [DuplicateName] = []
        // The sibling lists being checked, innermost last; a node's lists are pushed when it is
        // reached, read in place, popped when done. A list of at most `smallList` siblings keeps
        // the names seen so far in `seen`, a run from its `seen` index on (a list's run ends
        // where the lists pushed above it start, and they are popped first), and compares a name
        // with each; a longer one keeps a set. A set per list was most of the walk on app
        // screens (2,621 lists of three names on average in 200 screens: an allocation each).
        var lists: [SiblingList] = []
        var seen: [String] = []
        Self.enter(self, into: &lists, seen: seen.count)
        while !lists.isEmpty {
            let top = lists.count - 1
            let index = lists[top].next
            guard index < lists[top].count else {
                seen.removeSubrange(lists[top].seen...)
                lists.removeLast()
                continue
            }
            lists[top].next = index + 1
            let (name, location) = lists[top].label(of: index)
            if let name {
                let repeated: Bool
                if lists[top].count <= Self.smallList {
                    repeated = seen[lists[top].seen...].contains(name)
                    if !repeated { seen.append(name) }
                } else {
                    if lists[top].names.isEmpty {
                        // Room for every sibling left at the first name: grown by doubling, the
                        // set rehashed every name in it each time (a third of the walk, 10,000
                        // siblings).
                        lists[top].names.reserveCapacity(lists[top].count - index)
                    }
                    repeated = !lists[top].names.insert(name).inserted
                }
                if repeated {
                    found.append(DuplicateName(name: name, location: location))
                }
            }
            switch lists[top].siblings {
            case .nodes(let nodes): Self.enter(nodes[index], into: &lists, seen: seen.count)
            case .controllers(let controllers): Self.enter(controllers[index], into: &lists, seen: seen.count)
            }
        }
        return found
    }

    /// The most siblings a list compares names one by one for (``duplicateNames()``); a longer
    /// list keeps a set.
    private static let smallList = 16

    /// A list of siblings being checked (``duplicateNames()``).
    private struct SiblingList {
        /// A view's subviews, or a container's view controllers: the controllers are read where
        /// they are (wrapped in nodes, each was copied into a box of its own).
        enum Siblings {
            case nodes([Node])
            case controllers([ControllerNode])
        }

        var siblings: Siblings
        /// How many siblings there are.
        let count: Int
        /// The next sibling to check.
        var next = 0
        /// Where the list's names start in the names seen, if it is small.
        var seen: Int
        /// The names seen, if it is not.
        var names: Set<String> = []

        init(_ siblings: Siblings, seen: Int) {
            self.siblings = siblings
            switch siblings {
            case .nodes(let nodes): count = nodes.count
            case .controllers(let controllers): count = controllers.count
            }
            self.seen = seen
        }

        /// The name and location of the sibling at `index`.
        func label(of index: Int) -> (name: String?, location: SourceLocation?) {
            switch siblings {
            case .nodes(let nodes): (nodes[index].name, nodes[index].location)
            case .controllers(let controllers): (controllers[index].name, controllers[index].location)
            }
        }
    }

    /// Pushes the sibling lists under `node` (``duplicateNames()``).
    private static func enter(_ node: Node, into lists: inout [SiblingList], seen: Int) {
        switch node {
        case .view(let view):
            if !view.subviews.isEmpty { lists.append(SiblingList(.nodes(view.subviews), seen: seen)) }
        case .controller(let controller):
            enter(controller, into: &lists, seen: seen)
        }
    }

    /// Pushes the sibling lists under `controller` (``duplicateNames()``).
    private static func enter(_ controller: ControllerNode, into lists: inout [SiblingList], seen: Int) {
        // Last pushed, first checked: the view, the children, then the presented controller
        // (alone in its list: it has no siblings).
        if let presented = controller.presentedViewController {
            lists.append(SiblingList(.controllers([presented.controller]), seen: seen))
        }
        switch controller.kind {
        case .navigationController(let navigation):
            lists.append(SiblingList(.controllers(navigation.viewControllers), seen: seen))
        case .tabBarController(let tabs):
            lists.append(SiblingList(.controllers(tabs.viewControllers), seen: seen))
        default:
            break
        }
        if let subviews = controller.view?.subviews, !subviews.isEmpty {
            lists.append(SiblingList(.nodes(subviews), seen: seen))
        }
    }
}
