/// The `UISearchController` a navigation item carries (`navigationItem.searchController`), as far
/// as insets are concerned: whether its search bar shows under the title and how tall it is
/// (``SearchBarPlacementRule``).
///
/// ```swift
/// var list = ControllerNode(name: "list")
/// list.navigationItem.searchController = SearchController(hidesSearchBarWhenScrolling: false)
/// ```
public struct SearchController: Hashable, Sendable {
    /// `navigationItem.hidesSearchBarWhenScrolling` (default `true`): the search bar shows only at
    /// the top of the content and collapses into the bar when the content scrolls.
    public var hidesSearchBarWhenScrolling: Bool

    /// `isActive` (default `false`): whether the search is being presented. An active search is
    /// refused by the layout (no source gives the bars while it is presented).
    public var active: Bool

    /// How many `searchBar.scopeButtonTitles` there are (default 0). The scope bar shows only while
    /// the search is active (`automaticallyShowsScopeBar`, iOS 13), so an inactive search bar's
    /// height does not change.
    public var scopeButtonTitles: Int

    /// Where the fixture gives the search controller, if it does (errors point there).
    public var location: SourceLocation?

    /// Creates a search controller with UIKit's defaults.
    public init(
        hidesSearchBarWhenScrolling: Bool = true, active: Bool = false, scopeButtonTitles: Int = 0,
        location: SourceLocation? = nil
    ) {
        self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
        self.active = active
        self.scopeButtonTitles = scopeButtonTitles
        self.location = location
    }
}

/// `UINavigationItem.SearchBarPlacement` (iOS 16; the integrated cases iOS 26): where the
/// navigation bar puts the search controller's bar.
///
/// Apple's documentation: `automatic` "places the search bar according to the current layout";
/// `inline` "on the trailing edge of the navigation bar, inline with the other content"
/// (deprecated in iOS 26); `stacked` "stacks the search bar vertically below the other content
/// … the traditional search bar layout available in versions of iOS earlier than iOS 16";
/// `integrated` "inline with other content, on the trailing edge. On iPhone, when the navigation
/// bar belongs to a UINavigationController, the search bar may be integrated into the toolbar";
/// `integratedButton` the same, "always shown as a button"; `integratedCentered` the same,
/// "centered in the navigation bar" in regular width on iPad (UIKit's header as objc2-ui-kit
/// publishes it).
public enum SearchBarPlacement: String, Hashable, Sendable, CaseIterable {
    /// The layout decides.
    case automatic
    /// iOS 16–18: in the navigation bar's row, on the trailing edge.
    case inline
    /// Below the title, the bar's traditional place.
    case stacked
    /// iOS 26: in the navigation bar's row on iPad, in the toolbar on iPhone.
    case integrated
    /// iOS 26: as `integrated`, shown as a button.
    case integratedButton
    /// iOS 26: as `integrated`, centered in the navigation bar on iPad.
    case integratedCentered

    /// Whether the case is iOS 26's.
    public var isIntegrated: Bool { self == .integrated || self == .integratedButton || self == .integratedCentered }
}
