/// A scene: a screen, a layout direction and the hierarchy shown on it.
///
/// ```swift
/// let device = DeviceCatalog.device(named: "iPhone X")!
/// let scene = Scene(screen: try device.screen(orientation: .landscapeLeft),
///                   root: .controller(.navigationController(name: "nav", viewControllers: [feed])))
/// let layout = try scene.layout()
/// ```
public struct Scene: Hashable, Sendable {
    /// The screen, with the window's safe area and the bar metrics.
    public var screen: Screen
    /// `leftToRight` (default) or `rightToLeft`.
    public var layoutDirection: LayoutDirection
    /// The window's root: a controller, or a view that fills the window.
    public var root: Node
    /// The software keyboard, or `nil` when none shows; it never changes `safeAreaInsets`
    /// (``Keyboard``).
    public var keyboard: Keyboard?
    /// `fold`: the posture of a display that folds (``FoldState``); `flat` unless given.
    public var fold: FoldState = .flat
    /// `barsMinimized`: the scene with its bars minimized (iOS 27: ``BarMinimizationRule``).
    public var barsMinimized = false

    /// Creates a scene.
    public init(screen: Screen, layoutDirection: LayoutDirection = .leftToRight, root: Node, keyboard: Keyboard? = nil)
    {
        self.screen = screen
        self.layoutDirection = layoutDirection
        self.root = root
        self.keyboard = keyboard
    }
}
