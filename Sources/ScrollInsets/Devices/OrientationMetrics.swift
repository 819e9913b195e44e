/// What a device shows in one orientation: its hardware insets, status bar, bar heights and
/// the root view's system minimum layout margins.
///
/// The window's safe area is the hardware insets with the top raised to the status bar's
/// height when the status bar shows (see ``Screen``).
public struct OrientationMetrics: Hashable, Sendable {
    /// Insets caused by the hardware alone: the sensor housing (notch or Dynamic Island),
    /// the home indicator and the rounded corners. Zero on home-button devices. These stay
    /// when the status bar is hidden.
    public var hardwareInsets: EdgeInsets
    /// The status bar's height when it shows; `0` where the device never shows one
    /// (an iPhone in landscape).
    public var statusBarHeight: Double
    /// Whether the status bar shows unless the app hides it.
    public var statusBarVisibleByDefault: Bool
    /// `UINavigationBar` height with a standard title.
    public var navigationBarHeight: Double
    /// `UINavigationBar` height with `prefersLargeTitles` and a large title shown, or `nil`
    /// where large titles are not shown (compact height: an iPhone in landscape).
    public var largeTitleNavigationBarHeight: Double?
    /// `UITabBar` height, not counting the home-indicator area below it.
    public var tabBarHeight: Double
    /// `UIToolbar` height, not counting the home-indicator area below it.
    public var toolbarHeight: Double
    /// `UIViewController.systemMinimumLayoutMargins` of a full-screen root view.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets
    /// How far above the top of a container's safe area its navigation bar starts: on
    /// Dynamic Island phones under iOS 16–18 the bar sits right below the 54-pt status bar,
    /// inside the taller sensor-housing inset (59 − 54 = 5; 62 − 54 = 8); 0 elsewhere.
    public var navigationBarRaise: Double = 0
    /// Where a tab bar controller shows its tab bar.
    public var tabBarPlacement: TabBarPlacement = .bottom
    /// The lowest y a navigation bar starts at, whatever the safe area: 0 through iOS 18; on
    /// iOS 26, 10 in regular height and 24 in compact height (recorded on iOS 26.1: a window
    /// with no top inset still gets its bar at y 10, an iPhone SE in landscape at y 24).
    var navigationBarMinimumY: Double = 0
    /// The least a toolbar takes from the bottom of its container, home-indicator area
    /// included: 0 through iOS 18 (the toolbar sits on the safe area); on iOS 26 phones 86 in
    /// portrait and 82 in landscape whatever the bottom inset (recorded on iOS 26.1).
    public var toolbarMinimumSlot: Double = 0
    /// Whether a bottom toolbar's frame is its whole slot: from the bar's top to the container's
    /// bottom, inside the container's left and right safe-area insets. `false` through iOS 18 (the
    /// toolbar stops at the safe area's bottom and spans the width); `true` on iOS 26, where the
    /// bar UIKit shows is a hosted `_UIInheritedView` slot, recorded on iOS 26.1 as (0, 766, 393,
    /// 86) on an iPhone 16, (59, 311, 734, 82) in landscape and (0, 1101, 820, 79) on an iPad (A16)
    /// (Vercantez/openuikit, toolbar-intrinsic-height.md).
    public var toolbarFillsSlot: Bool = false
    /// The least a bottom tab bar takes from the bottom of its container: 0 through iOS 18; on
    /// iOS 26 phones 83 in portrait and 64 in landscape whatever the bottom inset (recorded on
    /// iOS 26.1).
    public var tabBarMinimumSlot: Double = 0
    /// The height of a tab bar floating at the top (``TabBarPlacement/floatingTop``): `nil`
    /// for the navigation bar's height (iPadOS 18, assumed); 44 on iPadOS 26 (recorded).
    public var floatingTabBarHeight: Double? = nil
    /// What a floating tab bar adds below itself to a child without a navigation bar: 0 on
    /// iPadOS 18 (assumed); 20 on iPadOS 26 (recorded: such a child's content starts at
    /// 32 + 44 + 20 = 96 on iPad (A16) 26.1).
    var floatingTabBarSpacing: Double = 0
    /// Per edge, what the release says of the window's inset there, as clauses: where it is
    /// recorded (a reason with its source, added to the edge's sentence in ``Screen/derivation``)
    /// and what is assumed (each a term of its own that adds 0, after the edge's term).
    public var notes: [Edge: [WhyTerm]] = [:]
    /// What the release says of the bar heights where they are not all recorded, as clauses:
    /// which part is recorded where (added to each bar's sentence in the derivations) and what is
    /// assumed (each a term of its own after the bar's: ``ContainerBars``); empty when sourced.
    var barNotes: [WhyTerm] = []
    /// The width of the vertical-bar column on the trailing edge (the iPhone Duo: 84), where
    /// tab bars and toolbars go from iOS 27.1 (``RuleVariants/VerticalBars``); 0 where bars are
    /// horizontal. The column is already in ``hardwareInsets``.
    public var verticalBarColumn: Double = 0
    /// Whether the horizontal size class is regular (`UITraitCollection.horizontalSizeClass`):
    /// every full-screen iPad, the phones the HIG lists as regular width in landscape, the
    /// iPhone Duo's inner display; compact otherwise. A split view controller collapses in a
    /// compact width (docs/split-views.md).
    public var regularWidth = false
    /// Per edge, the sentence that explains the hardware inset when the catalog's usual words
    /// ("home indicator", "rounded corners") do not fit, with its source.
    var hardwareReasons: [Edge: WhyTerm] = [:]
    /// What no source gives for this orientation, in words ("the cover display's insets in
    /// landscape"): a layout on it is refused (``ModelError/missingFigures(device:release:what:)``);
    /// `nil` when the figures are sourced or assumed with a note.
    public var unsourced: String? = nil

    /// Creates the metrics of one orientation.
    public init(
        hardwareInsets: EdgeInsets, statusBarHeight: Double, statusBarVisibleByDefault: Bool,
        navigationBarHeight: Double, largeTitleNavigationBarHeight: Double?,
        tabBarHeight: Double, toolbarHeight: Double,
        systemMinimumLayoutMargins: DirectionalEdgeInsets
    ) {
        self.hardwareInsets = hardwareInsets
        self.statusBarHeight = statusBarHeight
        self.statusBarVisibleByDefault = statusBarVisibleByDefault
        self.navigationBarHeight = navigationBarHeight
        self.largeTitleNavigationBarHeight = largeTitleNavigationBarHeight
        self.tabBarHeight = tabBarHeight
        self.toolbarHeight = toolbarHeight
        self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
    }
}

/// Where a tab bar controller's `UITabBar` is.
public enum TabBarPlacement: String, Hashable, Sendable, CaseIterable {
    /// At the bottom, over the home-indicator area (iPhone; iPad before iPadOS 18).
    case bottom
    /// Floating at the top in the navigation bar's row (iPadOS 18 and later in regular width;
    /// WWDC 2024 session 10147): nothing at the bottom.
    case floatingTop
}
