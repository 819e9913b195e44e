import ScrollInsets

extension IBSceneImporter {
    /// The column each relationship segue of a `<splitViewController>` fills: Interface Builder's
    /// classic `masterViewController` and `detailViewController`, and the column styles' names.
    static let splitColumns: [String: SplitViewColumn] = [
        "masterViewController": .primary, "detailViewController": .secondary,
        "primaryViewController": .primary, "supplementaryViewController": .supplementary,
        "secondaryViewController": .secondary, "compactViewController": .compact,
    ]

    /// A `<splitViewController>` with its columns, or `nil` for any other element. Its `style`
    /// attribute (`doubleColumn`, `tripleColumn`) is the style; absent, the classic style. A
    /// column whose controller is missing leaves the split view to the layout, which names it.
    func splitNode(_ id: String, visiting: Set<String>) -> ControllerNode? {
        guard let controller = graph.controllers[id],
            controller.element.name == ControllerClass.splitViewController.spelling
        else { return nil }
        let element = controller.element
        var split = SplitViewControllerProperties(style: element["style"].flatMap(SplitViewStyle.init) ?? .unspecified)
        for (relationship, destination) in controller.relationships {
            guard let column = Self.splitColumns[relationship], !visiting.contains(destination),
                graph.controllers[destination] != nil
            else { continue }
            split.columns[column] = controllerNode(destination, visiting: visiting.union([id]))
        }
        var node = ControllerNode(kind: .splitViewController(split), name: controller.name)
        node.location = SourceLocation(element.location)
        IBProperties.apply(controller: element, to: &node)
        return node
    }
}
