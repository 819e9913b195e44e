/// A view controller of a laid-out scene.
public struct ResolvedController: Hashable, Sendable {
    /// The controller's position in ``Layout/controllers``.
    public var index: Int
    /// The containing controller's index (for a presented controller, the presenting one's;
    /// see ``presentingController``), or `nil` for the window's root.
    public var parent: Int?
    /// Names joined by "/"; an unnamed controller is `KIND[INDEX]`.
    public var path: String
    /// The controller's name, or `nil`.
    public var name: String?
    /// The controller's class (`viewController`, `navigationController`, `tabBarController`,
    /// `tableViewController`, `collectionViewController` or `hostingController`).
    public var kind: ControllerClass
    /// The index of its root view in ``Layout/views``.
    public var view: Int
    /// The root view's `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets
    /// The root view's frame in its superview's coordinates.
    public var viewFrame: Rect
    /// The bars the controller shows, in its view's coordinates.
    public var bars: [ResolvedBar]
    /// `automaticallyAdjustsScrollViewInsets`.
    public var automaticallyAdjustsScrollViewInsets: Bool
    /// The kind of container the controller is shown in (`navigationController` or
    /// `tabBarController`), when its parent is one; `nil` otherwise.
    public var containerKind: ControllerClass?
    /// The path of that container, when there is one.
    var containerPath: String?
    /// Where the controller starts in its fixture, if it came from one.
    public var location: SourceLocation?
    /// `topLayoutGuide` and `bottomLayoutGuide` lengths under the iOS 10 rules
    /// (``SystemVersion/iOS10``); `nil` under the iOS 11 rules.
    public var layoutGuides: LayoutGuides? = nil
    /// How the controller is presented, for a controller another presents
    /// (`presentedViewController`); `nil` otherwise. Its root view fills the container.
    public var presentation: ResolvedPresentation? = nil
    /// The index of the controller that presents this one, or `nil`.
    public var presentingController: Int? = nil
    /// A split view controller's columns, collapsed state and display mode; `nil` for every
    /// other controller.
    public var split: ResolvedSplit? = nil
    /// A hosting controller's `safeAreaRegions`; `nil` for every other kind.
    public var safeAreaRegions: SafeAreaRegions? = nil
}

/// A bar shown by a container: navigation bar, toolbar or tab bar.
public struct ResolvedBar: Hashable, Sendable {
    /// Which bar.
    public var kind: BarKind
    /// The bar's frame in the container view's coordinates.
    public var frame: Rect
    /// Whether the bar is translucent.
    public var translucent: Bool
    /// Whether a navigation bar shows a large title (`prefersLargeTitles`).
    public var largeTitle = false
    /// Whether the bar is in the vertical-bar column on the trailing edge (iOS 27.1, the iPhone
    /// Duo: `ContainerBars.verticalBar(_:_:in:metrics:)`).
    public var vertical = false
}

/// The bars containers show.
public enum BarKind: String, Hashable, Sendable, CaseIterable {
    /// A navigation controller's `UINavigationBar`, at the top of its safe area.
    case navigationBar
    /// A navigation controller's `UIToolbar`, at the bottom of its safe area.
    case toolbar
    /// A tab bar controller's `UITabBar`, whose frame reaches the bottom of the screen.
    case tabBar
    /// A navigation item's search bar: under the navigation bar, or (iOS 26 on iPhone) in the
    /// toolbar's slot (``SearchBarPlacementRule``).
    case searchBar
}
