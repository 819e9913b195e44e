/// A controller's `UINavigationItem`, as far as insets are concerned: read where the controller
/// is in a navigation controller's stack.
///
/// ```swift
/// var detail = ControllerNode(name: "detail")
/// detail.navigationItem.largeTitleDisplayMode = .never
/// ```
public struct NavigationItem: Hashable, Sendable {
    /// `largeTitleDisplayMode` (default `automatic`): whether the navigation bar shows this
    /// item's title large when it is on top (``LargeTitleDisplay``).
    public var largeTitleDisplayMode: LargeTitleDisplayMode

    /// Where the fixture gives `largeTitleDisplayMode`, if it does (errors point there).
    public var largeTitleDisplayModeLocation: SourceLocation?

    /// `searchController` (iOS 11), or `nil` (the default): a search bar the navigation bar shows
    /// when this item is on top (``SearchBarPlacementRule``).
    public var searchController: SearchController? = nil

    /// `preferredSearchBarPlacement` (iOS 16; default `automatic`), read with a search controller.
    public var preferredSearchBarPlacement = SearchBarPlacement.automatic

    /// Where the fixture gives `preferredSearchBarPlacement`, if it does.
    public var preferredSearchBarPlacementLocation: SourceLocation? = nil

    /// Creates a navigation item; UIKit's default inherits the previous item's title size.
    public init(largeTitleDisplayMode: LargeTitleDisplayMode = .automatic, location: SourceLocation? = nil) {
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.largeTitleDisplayModeLocation = location
    }
}

/// `UINavigationItem.LargeTitleDisplayMode` (iOS 11; `inline` iOS 17).
///
/// Apple's documentation and UIKit's header (`UINavigationItem.h`, as objc2-ui-kit publishes
/// it): `automatic` "Inherit the display mode from the previous navigation item" ("If the first
/// item pushed is set to Automatic, then it will show the large title if the navigation bar has
/// prefersLargeTitles=YES"); `always` "Always use a larger title when this item is topmost";
/// `never` "Never use a larger title when this item is topmost"; `inline` "Always use a large
/// title when this item is topmost. If there is a back button present, this will revert to
/// Always. Leading & center items will move to the overflow menu if present."
public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// The previous item's size; the first item's is the bar's `prefersLargeTitles`.
    case automatic
    /// A large title.
    case always
    /// A standard (small) title.
    case never
    /// iOS 17: a large title inside the bar's standard row; `always` where a back button shows.
    case inline
}
