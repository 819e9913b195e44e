/// A node of a scene's hierarchy: a view, or a view controller that brings its own view.
///
/// A controller may stand in a view's `subviews`: it is then a child view controller whose
/// root view is placed at the controller's ``ControllerNode/frame``.
///
/// A view is held in place (a `subviews` array holds its views' properties, not references
/// to them); a controller is boxed (`indirect`): it holds its root view and is about twice a
/// view's size, and most nodes are views, so a node is as wide as a view (docs/performance.md,
/// "Plain nodes").
public enum Node: Hashable, Sendable {
    /// A view: plain, scroll, table or collection view.
    case view(ViewNode)
    /// A view controller, navigation controller or tab bar controller.
    indirect case controller(ControllerNode)

    /// The node's `name`, if it has one.
    public var name: String? {
        switch self {
        case .view(let view): return view.name
        case .controller(let controller): return controller.name
        }
    }

    /// Where the node starts in its fixture, if it came from one.
    public var location: SourceLocation? {
        switch self {
        case .view(let view): return view.location
        case .controller(let controller): return controller.location
        }
    }
}
