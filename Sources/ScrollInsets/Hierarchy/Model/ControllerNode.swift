/// A view controller of a scene, with the properties that shape its view's safe area.
///
/// ```swift
/// let feed = ControllerNode(name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections:
///     [.init(rowCount: 20)])))
/// let nav = ControllerNode.navigationController(name: "nav", viewControllers: [feed])
/// ```
///
/// A controller node is a plain value; the controller it presents is kept in a box (a
/// presentation holds a controller node, so the type would otherwise contain itself).
public struct ControllerNode: Hashable, Sendable, CustomReflectable {
    /// What kind of controller, with the container's own properties.
    public var kind: ControllerKind

    /// The name that appears in paths, or `nil` (then `KIND[INDEX]`).
    public var name: String?

    /// `additionalSafeAreaInsets`: added to the safe area of the controller's view (negative
    /// values subtract; the result is floored at zero).
    public var additionalSafeAreaInsets: EdgeInsets

    /// `edgesForExtendedLayout` (default all): the edges on which the view may extend under
    /// a container's bars.
    public var edgesForExtendedLayout: Set<Edge>

    /// `extendedLayoutIncludesOpaqueBars` (default `false`).
    public var extendedLayoutIncludesOpaqueBars: Bool

    /// `automaticallyAdjustsScrollViewInsets` (default `true`): lets `.automatic` adjust the
    /// content scroll view's top and bottom inside a navigation or tab bar controller.
    public var automaticallyAdjustsScrollViewInsets: Bool

    /// `viewRespectsSystemMinimumLayoutMargins` (default `true`).
    public var viewRespectsSystemMinimumLayoutMargins: Bool

    /// The frame of the controller's view in its superview, for a child view controller
    /// placed in `subviews`; ignored (set by the container or window) elsewhere.
    public var frame: Rect?

    /// The controller's root view; `nil` for a plain `UIView` that fills the frame.
    public var view: ViewNode?

    /// `preferredVerticalBarBehavior` (iOS 27.1; default `automatic`): whether the controller's
    /// bars may become the vertical column on the trailing edge (docs/reserved-regions.md). It
    /// changes nothing where there is no column (before 27.1, UIKit does not ask; every device
    /// but the iPhone Duo has none); `disabled` on the Duo is refused (no source gives its insets).
    public var preferredVerticalBarBehavior = VerticalBarBehavior.automatic

    /// Where the fixture gives `preferredVerticalBarBehavior`, if it does.
    package var preferredVerticalBarBehaviorLocation: SourceLocation? = nil

    /// `navigationItem`: read where the controller is in a navigation controller's stack
    /// (``LargeTitleDisplay``).
    public var navigationItem = NavigationItem()

    /// Where the controller starts in its fixture, if it came from one.
    public var location: SourceLocation?

    /// ``presentedViewController``'s box.
    private(set) var presentationBox: _Boxed<Presentation>? = nil

    /// Shows the properties, as a plain struct would (tests print nodes in counterexamples).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "kind": kind, "name": name as Any, "additionalSafeAreaInsets": additionalSafeAreaInsets,
                "edgesForExtendedLayout": edgesForExtendedLayout,
                "extendedLayoutIncludesOpaqueBars": extendedLayoutIncludesOpaqueBars,
                "automaticallyAdjustsScrollViewInsets": automaticallyAdjustsScrollViewInsets,
                "viewRespectsSystemMinimumLayoutMargins": viewRespectsSystemMinimumLayoutMargins,
                "preferredVerticalBarBehavior": preferredVerticalBarBehavior, "navigationItem": navigationItem,
                "frame": frame as Any, "view": view as Any, "location": location as Any,
                "presentedViewController": presentedViewController as Any,
            ], displayStyle: .struct)
    }

    /// The controller this one presents modally (`presentedViewController`), with its style
    /// and detents, or `nil` (docs/presentations.md).
    public var presentedViewController: Presentation? {
        get { presentationBox?.value }
        set { presentationBox = newValue.map(_Boxed.init) }
    }

    /// Creates a controller with UIKit's defaults.
    public init(
        kind: ControllerKind = .viewController, name: String? = nil,
        additionalSafeAreaInsets: EdgeInsets = .zero,
        edgesForExtendedLayout: Set<Edge> = Set(Edge.allCases),
        extendedLayoutIncludesOpaqueBars: Bool = false,
        automaticallyAdjustsScrollViewInsets: Bool = true,
        viewRespectsSystemMinimumLayoutMargins: Bool = true,
        frame: Rect? = nil, view: ViewNode? = nil, location: SourceLocation? = nil
    ) {
        self.kind = kind
        self.name = name
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        self.frame = frame
        self.view = view
        self.location = location
    }

    /// A `UINavigationController` showing the last of `viewControllers`.
    public static func navigationController(
        name: String? = nil, navigationBar: BarProperties = BarProperties(),
        toolbar: BarProperties = BarProperties(hidden: true),
        viewControllers: [ControllerNode]
    ) -> ControllerNode {
        ControllerNode(
            kind: .navigationController(
                NavigationControllerProperties(
                    navigationBar: navigationBar, toolbar: toolbar, viewControllers: viewControllers)), name: name)
    }

    /// A `UITabBarController` showing `viewControllers[selectedIndex]`.
    public static func tabBarController(
        name: String? = nil, tabBar: BarProperties = BarProperties(),
        selectedIndex: Int = 0, viewControllers: [ControllerNode]
    ) -> ControllerNode {
        ControllerNode(
            kind: .tabBarController(
                TabBarControllerProperties(
                    tabBar: tabBar, selectedIndex: selectedIndex, viewControllers: viewControllers)), name: name)
    }
}

/// The kinds of controller, with each container's own properties.
public enum ControllerKind: Hashable, Sendable {
    /// `UIViewController`.
    case viewController
    /// `UINavigationController`.
    case navigationController(NavigationControllerProperties)
    /// `UITabBarController`.
    case tabBarController(TabBarControllerProperties)
    /// `UITableViewController`: a view controller whose root view is a table view, the one
    /// table UIKit moves out from under the keyboard by itself (docs/keyboard.md).
    case tableViewController
    /// `UICollectionViewController`: a view controller whose root view is a collection view.
    case collectionViewController
    /// `UISplitViewController`: columns side by side, or collapsed into one in a compact width
    /// (``SplitViewLayout``).
    case splitViewController(SplitViewControllerProperties)
    /// `UIHostingController`: a SwiftUI screen, whose root view is what its body puts on screen.
    case hostingController(HostingControllerProperties)

    /// The controller's class, without its properties.
    public var controllerClass: ControllerClass {
        switch self {
        case .viewController: .viewController
        case .navigationController: .navigationController
        case .tabBarController: .tabBarController
        case .tableViewController: .tableViewController
        case .collectionViewController: .collectionViewController
        case .splitViewController: .splitViewController
        case .hostingController: .hostingController
        }
    }

    /// The fixture and report name of the kind (``ControllerClass/spelling``): `viewController`,
    /// `navigationController`, `tabBarController`, `tableViewController`, `collectionViewController`,
    /// `hostingController`.
    public var name: String { controllerClass.spelling }
}

/// A bar's visibility and style (`UINavigationBar`, `UIToolbar`, `UITabBar`).
public struct BarProperties: Hashable, Sendable {
    /// Whether the bar is hidden.
    public var hidden: Bool
    /// `isTranslucent` (default `true`): a translucent bar lets the child's view extend under it.
    public var translucent: Bool
    /// `prefersLargeTitles` (navigation bars only; default `false`).
    public var prefersLargeTitles: Bool
    /// `navigationBarMinimization` (navigation bars only, iOS 27): ``BarMinimization``.
    public var minimization = BarMinimization()

    /// Creates bar properties; UIKit's defaults show a translucent bar with a standard title.
    public init(hidden: Bool = false, translucent: Bool = true, prefersLargeTitles: Bool = false) {
        self.hidden = hidden
        self.translucent = translucent
        self.prefersLargeTitles = prefersLargeTitles
    }
}

/// A navigation controller's bars and stack.
public struct NavigationControllerProperties: Hashable, Sendable {
    /// The navigation bar.
    public var navigationBar: BarProperties
    /// The toolbar (hidden by default, as `isToolbarHidden`).
    public var toolbar: BarProperties
    /// The stack; the last one is on top and is the one laid out.
    public var viewControllers: [ControllerNode]

    /// Creates the properties of a navigation controller.
    public init(
        navigationBar: BarProperties = BarProperties(), toolbar: BarProperties = BarProperties(hidden: true),
        viewControllers: [ControllerNode] = []
    ) {
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.viewControllers = viewControllers
    }
}

/// A tab bar controller's bar and tabs.
public struct TabBarControllerProperties: Hashable, Sendable {
    /// The tab bar.
    public var tabBar: BarProperties
    /// The index of the tab shown; only that tab is laid out.
    public var selectedIndex: Int
    /// The tabs.
    public var viewControllers: [ControllerNode]
    /// `tabBarMinimizeBehavior` (iOS 26): when the tab bar minimizes.
    public var minimizeBehavior = TabBarMinimizeBehavior.automatic

    /// Creates the properties of a tab bar controller.
    public init(tabBar: BarProperties = BarProperties(), selectedIndex: Int = 0, viewControllers: [ControllerNode] = [])
    {
        self.tabBar = tabBar
        self.selectedIndex = selectedIndex
        self.viewControllers = viewControllers
    }
}
