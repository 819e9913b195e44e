/// The view controller for which a scroll view is the content scroll view, as `.automatic`
/// needs to know: the scroll view is the controller's root view or the first subview of it.
public struct ContentScrollViewContext: Hashable, Sendable {
    /// The controller's path.
    public var controllerPath: String
    /// `automaticallyAdjustsScrollViewInsets` of that controller.
    public var automaticallyAdjustsScrollViewInsets: Bool
    /// The kind of container the controller is shown in, or `nil` when it is in none.
    public var containerKind: ControllerClass?
    /// The container's path, or `nil`.
    var containerPath: String?

    /// Creates a context.
    public init(
        controllerPath: String, automaticallyAdjustsScrollViewInsets: Bool,
        containerKind: ControllerClass?, containerPath: String?
    ) {
        self.controllerPath = controllerPath
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.containerKind = containerKind
        self.containerPath = containerPath
    }

    /// Whether `.automatic` adjusts top and bottom: the controller is in a navigation or tab
    /// bar controller and lets the insets be adjusted.
    var adjustsVerticalEdges: Bool {
        automaticallyAdjustsScrollViewInsets && containerKind != nil
    }
}
