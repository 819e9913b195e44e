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
    /// - Complexity: O(*n*) in the number of nodes.
    public func duplicateNames() -> [DuplicateName] {
        var found: [DuplicateName] = []
        collectDuplicateNames(into: &found)
        return found
    }

    private func collectDuplicateNames(into found: inout [DuplicateName]) {
        switch self {
        case .view(let view):
            Self.checkSiblings(view.subviews, into: &found)
        case .controller(let controller):
            if let view = controller.view { Node.view(view).collectDuplicateNames(into: &found) }
            switch controller.kind {
            case .navigationController(let navigation):
                Self.checkSiblings(navigation.viewControllers.map { Node.controller($0) }, into: &found)
            case .tabBarController(let tabs):
                Self.checkSiblings(tabs.viewControllers.map { Node.controller($0) }, into: &found)
            default:
                break
            }
            if let presented = controller.presentedViewController {
                Node.controller(presented.controller).collectDuplicateNames(into: &found)
            }
        }
    }

    private static func checkSiblings(_ siblings: [Node], into found: inout [DuplicateName]) {
        var names: Set<String> = []
        for sibling in siblings {
            if let name = sibling.name, !names.insert(name).inserted {
                found.append(DuplicateName(name: name, location: sibling.location))
            }
            sibling.collectDuplicateNames(into: &found)
        }
    }
}
