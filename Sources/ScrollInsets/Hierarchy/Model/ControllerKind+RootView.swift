extension ControllerKind {
    /// Whether the kind is a container (a navigation or tab bar controller): its root view is
    /// its own, made by the model, and it shows a child controller in it.
    var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController: return true
        case .viewController, .tableViewController, .collectionViewController, .hostingController: return false
        }
    }

    /// The kind of view the controller's root view must be: a `UITableViewController`'s
    /// `view` is its `tableView`, a `UICollectionViewController`'s its `collectionView`
    /// (Apple's documentation of both classes); `nil` for any view.
    public var requiredRootViewKind: ViewKind? {
        switch self {
        case .tableViewController: return .tableView
        case .collectionViewController: return .collectionView
        case .viewController, .navigationController, .tabBarController, .splitViewController, .hostingController:
            return nil
        }
    }
}
