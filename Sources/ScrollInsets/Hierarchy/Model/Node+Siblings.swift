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
        // The sibling lists being checked, innermost last, each with the names seen so far;
        // a node's lists are pushed when it is reached, read in place, popped when done.
        var lists: [(siblings: [Node], next: Int, names: Set<String>)] = []
        Self.enter(self, into: &lists)
        while !lists.isEmpty {
            let top = lists.count - 1
            let index = lists[top].next
            guard index < lists[top].siblings.count else {
                lists.removeLast()
                continue
            }
            lists[top].next = index + 1
            if let name = lists[top].siblings[index].name {
                if lists[top].names.isEmpty {
                    // Room for every sibling left at the first name: grown by doubling, the set
                    // rehashed every name in it each time (a third of the walk, 10,000 siblings).
                    lists[top].names.reserveCapacity(lists[top].siblings.count - index)
                }
                if !lists[top].names.insert(name).inserted {
                    found.append(DuplicateName(name: name, location: lists[top].siblings[index].location))
                }
            }
            Self.enter(lists[top].siblings[index], into: &lists)
        }
        return found
    }

    /// Pushes the sibling lists under `node` (``duplicateNames()``).
    private static func enter(_ node: Node, into lists: inout [(siblings: [Node], next: Int, names: Set<String>)]) {
        switch node {
        case .view(let view):
            if !view.subviews.isEmpty { lists.append((view.subviews, 0, [])) }
        case .controller(let controller):
            // Last pushed, first checked: the view, the children, then the presented controller
            // (alone in its list: it has no siblings).
            if let presented = controller.presentedViewController {
                lists.append(([.controller(presented.controller)], 0, []))
            }
            switch controller.kind {
            case .navigationController(let navigation):
                lists.append((navigation.viewControllers.map { .controller($0) }, 0, []))
            case .tabBarController(let tabs):
                lists.append((tabs.viewControllers.map { .controller($0) }, 0, []))
            default:
                break
            }
            if let subviews = controller.view?.subviews, !subviews.isEmpty { lists.append((subviews, 0, [])) }
        }
    }
}
