import ScrollInsets
import XMLSubset

/// Push and show segues: a destination is laid out inside its source's navigation controller
/// and that controller's tab bar controller, as Xcode's canvas and the app at run time lay it
/// out (docs/storyboards.md, "Pushed controllers").
extension IBControllerGraph {
    /// The containers a pushed controller is shown in, outermost first.
    struct PushContainers: Equatable {
        /// The controllers from the source's container to the destination: tab bar controller
        /// (if any), navigation controller, source(s), destination.
        var path: [String]
        /// The navigation controller whose stack the destination joins.
        var navigation: String
        /// The tab bar controller that holds the navigation controller, if any.
        var tabBar: String?
    }

    /// Destination id → the controller holding the first `push` or `show` segue to it, in
    /// document order.
    ///
    /// - Complexity: O(*n*) in the document's elements, without recursion.
    static func pushSources(controllers: [String: Controller], order: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for id in order {
            guard let controller = controllers[id] else { continue }
            var pending = [controller.element]
            while let element = pending.popLast() {
                if element.name == "segue", element["kind"] == "show" || element["kind"] == "push",
                    let destination = element["destination"], destination != id, result[destination] == nil
                {
                    result[destination] = id
                }
                pending.append(contentsOf: element.children.reversed())
            }
        }
        return result
    }

    /// The navigation controller (and tab bar controller) a push or show destination is laid out
    /// in: the one whose root is the segue's source, or, for a source itself pushed, its
    /// source's, and so on; `nil` when no navigation controller holds the chain (a `show` then
    /// presents modally, as today) or the destination is itself a container.
    ///
    /// - Complexity: O(*d* · *c*) for a chain of *d* pushes and *c* controllers.
    func pushContainers(of destination: String) -> PushContainers? {
        guard let element = controllers[destination]?.element,
            !Self.containerElementNames.contains(element.name)
        else { return nil }
        var path = [destination]
        var current = destination
        var seen: Set<String> = [destination]
        while let source = pushSources[current], seen.insert(source).inserted {
            path.insert(source, at: 0)
            if let navigation = order.first(where: { id in
                controllers[id].flatMap { ControllerClass(spelling: $0.element.name) } == .navigationController
                    && controllers[id]?.relationships.contains { $0.destination == source } == true
            }) {
                path.insert(navigation, at: 0)
                let tabBar = order.first { id in
                    controllers[id].flatMap { ControllerClass(spelling: $0.element.name) } == .tabBarController
                        && controllers[id]?.relationships.contains { $0.destination == navigation } == true
                }
                if let tabBar { path.insert(tabBar, at: 0) }
                return PushContainers(path: path, navigation: navigation, tabBar: tabBar)
            }
            current = source
        }
        return nil
    }
}
