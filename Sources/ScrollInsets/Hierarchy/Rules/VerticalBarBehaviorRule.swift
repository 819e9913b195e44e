/// The rule for `preferredVerticalBarBehavior` (``VerticalBarBehavior``, iOS 27.1).
///
/// - `automatic` (the default) is the layout the model has: on a screen with a vertical-bar
///   column, tab bars and toolbars go there (`ContainerBars.verticalBar`).
/// - `disabled` changes nothing where there is no column: before 27.1 UIKit has no such property
///   to ask (``RuleVariants/VerticalBars/none`` sets the column to 0), and no device but the
///   iPhone Duo has a column. Apple's documentation: the system "determines whether the vertical
///   bar is rendered"; opting out of a bar that is not rendered leaves the horizontal bars.
/// - `disabled` on a screen with a column is refused: the bars would be horizontal and "the
///   status bar changes axis" (Apple's documentation of `preferredVerticalBarBehavior`), so the
///   window's safe area would no longer be the recorded (0, 0, 34, 84), and no source gives what
///   it becomes (where the status bar and the camera sit at the top, whether the 84-pt right
///   inset stays). No iOS 26/27 phone rule gives it either: the Duo's camera is in the column,
///   not in a sensor housing of a known height.
public enum VerticalBarBehaviorRule {
    /// Checks the scene's controllers against its screen.
    ///
    /// - Parameter scene: The scene, with its screen for the release being laid out.
    /// - Throws: ``ModelError/verticalBarsDisabledNotModelled(path:device:)`` for the first
    ///   controller (depth-first, in document order) that prefers `disabled` on a screen with a
    ///   vertical-bar column.
    /// - Complexity: O(*c*) in the number of controllers; O(1) on a screen without a column.
    public static func check(_ scene: Scene) throws(ModelError) {
        guard scene.screen.metrics.verticalBarColumn > 0, case .controller(let root) = scene.root else { return }
        if let path = firstDisabled(root, index: 0, under: nil) {
            throw .verticalBarsDisabledNotModelled(path: path, device: scene.screen.device?.name ?? "custom window")
        }
    }

    /// The path of the first controller at or under `node` that prefers `disabled`.
    static func firstDisabled(_ node: ControllerNode, index: Int, under parent: String?) -> String? {
        let path = NodePath.controller(node, index: index, under: parent)
        if node.preferredVerticalBarBehavior == .disabled { return path }
        let children: [ControllerNode]
        switch node.kind {
        case .navigationController(let navigation): children = navigation.viewControllers
        case .tabBarController(let tabs): children = tabs.viewControllers
        case .viewController, .tableViewController, .collectionViewController, .hostingController: children = []
        case .splitViewController(let split):
            for (index, entry) in split.orderedColumns.enumerated() {
                if let found = firstDisabled(entry.node, index: index, under: path) { return found }
            }
            children = []
        }
        for (index, child) in children.enumerated() {
            if let found = firstDisabled(child, index: index, under: path) { return found }
        }
        if let presented = node.presentedViewController?.controller {
            return firstDisabled(presented, index: 0, under: path)
        }
        return nil
    }
}
