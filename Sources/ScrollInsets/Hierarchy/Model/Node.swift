/// A node of a scene's hierarchy: a view, or a view controller that brings its own view.
///
/// A controller may stand in a view's `subviews`: it is then a child view controller whose
/// root view is placed at the controller's ``ControllerNode/frame``.
///
/// A node is one reference wide: each case's payload is its node's storage reference, so
/// walking a scene reaches a view's properties in one step from its superview's `subviews`.
public enum Node: Hashable, Sendable {
    /// A view: plain, scroll, table or collection view.
    case view(ViewNode)
    /// A view controller, navigation controller or tab bar controller.
    case controller(ControllerNode)

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
