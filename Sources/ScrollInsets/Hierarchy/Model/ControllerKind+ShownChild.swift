extension ControllerKind {
    /// The child a container shows, with its index among the container's `viewControllers`:
    /// the top of a navigation controller's stack (`topViewController`, the last one) or a tab
    /// bar controller's `selectedViewController`. Only that child is laid out.
    ///
    /// `nil` for a plain view controller, an empty stack or a tab bar controller without tabs,
    /// and for a `selectedIndex` out of range (`checkSelectedIndex(path:)` throws for that one).
    ///
    /// - Complexity: O(1).
    public var shownChild: (node: ControllerNode, index: Int)? {
        switch self {
        case .viewController, .tableViewController, .collectionViewController, .splitViewController, .hostingController:
            return nil
        case .navigationController(let navigation):
            guard let top = navigation.viewControllers.last else { return nil }
            return (top, navigation.viewControllers.count - 1)
        case .tabBarController(let tabs):
            guard tabs.viewControllers.indices.contains(tabs.selectedIndex) else { return nil }
            return (tabs.viewControllers[tabs.selectedIndex], tabs.selectedIndex)
        }
    }

    /// Throws for a tab bar controller with tabs whose `selectedIndex` names none of them.
    ///
    /// - Parameter path: The container's path, for the error.
    /// - Throws: ``ModelError/selectedIndexOutOfRange(path:selectedIndex:count:)``.
    func checkSelectedIndex(path: @autoclosure () -> String) throws(ModelError) {
        if case .tabBarController(let tabs) = self, !tabs.viewControllers.isEmpty,
            !tabs.viewControllers.indices.contains(tabs.selectedIndex)
        {
            throw .selectedIndexOutOfRange(
                path: path(), selectedIndex: tabs.selectedIndex,
                count: tabs.viewControllers.count)
        }
    }
}
