/// The classes of view controller the model lays out, each named once as a fixture and an
/// Interface Builder document spell it: the raw value is a fixture's node key
/// (`navigationController:`), Interface Builder's element name (`<navigationController>`) and
/// the name reports print.
///
/// ``ControllerKind`` is a node's class with its properties (a navigation controller's stack and
/// bars); this is the class alone, which a laid-out controller (``ResolvedController/kind``)
/// and a scroll view's container (``ContentScrollViewContext/containerKind``) carry.
public enum ControllerClass: String, Hashable, Sendable, CaseIterable {
    /// `UIViewController`.
    case viewController
    /// `UINavigationController`.
    case navigationController
    /// `UITabBarController`.
    case tabBarController
    /// `UITableViewController`.
    case tableViewController
    /// `UICollectionViewController`.
    case collectionViewController
    /// `UISplitViewController` (docs/split-views.md).
    case splitViewController
    /// `UIHostingController` (a SwiftUI screen).
    case hostingController

    /// The class a fixture key or an Interface Builder element name spells, or `nil` for a word
    /// that names none of them (`pageViewController`, `view`).
    public init?(spelling: String) {
        self.init(rawValue: spelling)
    }

    /// How fixtures, Interface Builder and the reports spell the class: `navigationController`.
    public var spelling: String { rawValue }

    /// Whether the class shows other controllers' views: a navigation, tab bar or split view controller.
    public var isContainer: Bool {
        self == .navigationController || self == .tabBarController || self == .splitViewController
    }
}
