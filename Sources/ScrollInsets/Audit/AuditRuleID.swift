/// The public id of an audit rule, as findings, `--disable` and SARIF name it.
///
/// The raw values are stable: tools and CI configurations refer to them. An id is all a client
/// needs of a rule: its ``severity``, ``summary`` and default (``isOptIn``), what
/// `scroll-inspect rules` prints; ``Audit`` runs the rules an id selects. The rules themselves
/// are internal, one file each under `Audit/`; their sources and examples are in docs/audits.md,
/// one section per raw value.
///
/// ```swift
/// AuditRuleID(rawValue: "double-inset")   // .doubleInset
/// AuditRuleID.doubleInset.severity        // .warning
/// ```
public enum AuditRuleID: String, Hashable, Sendable, CaseIterable, Comparable {
    /// An interactive view overlaps the window's unsafe area. Checked by `ControlInUnsafeAreaRule`.
    case controlInUnsafeArea = "control-in-unsafe-area"
    /// A table header or footer colours its inset content view. Checked by `HeaderBackgroundOnContentViewRule`.
    case headerBackgroundOnContentView = "header-background-on-content-view"
    /// A `contentInset` repeats the safe-area inset the behavior already adds. Checked by `DoubleInsetRule`.
    case doubleInset = "double-inset"
    /// A view's safe-area inset was clamped to its superview's. Checked by `SafeAreaClampedRule`.
    case safeAreaClamped = "safe-area-clamped"
    /// A view sits at a pre-iPhone X bar offset. Checked by `HardCodedBarOffsetRule`.
    case hardCodedBarOffset = "hard-coded-bar-offset"
    /// `always` makes a vertical scroll view scroll sideways. Checked by `AlwaysScrollsSidewaysRule`.
    case alwaysScrollsSideways = "always-scrolls-sideways"
    /// A scroll view starts at a non-zero offset because of the adjustment. Checked by `ContentOffsetNotZeroRule`.
    case contentOffsetNotZero = "content-offset-not-zero"
    /// A child view controller's view is partly outside its superview. Checked by
    /// `ChildControllerPartiallyOffscreenRule`.
    case childControllerPartiallyOffscreen = "child-controller-partially-offscreen"
    /// Table separators run into the trailing unsafe area. Checked by `SeparatorIntoUnsafeAreaRule`.
    case separatorIntoUnsafeArea = "separator-into-unsafe-area"
    /// A view pinned to its controller view's edge lies under a container's bar. Checked by `PinnedUnderBarRule`.
    case pinnedUnderBar = "pinned-under-bar"
    /// A classic-height bar at the window's bottom shares its space with the home indicator. Checked by
    /// `BottomBarUnderHomeIndicatorRule`.
    case bottomBarUnderHomeIndicator = "bottom-bar-under-home-indicator"
    /// A `contentInset.bottom` holds the keyboard's full overlap on top of the bottom safe area. Checked by
    /// `KeyboardDoubleInsetRule`.
    case keyboardDoubleInset = "keyboard-double-inset"
    /// A custom navigation bar or a hand-made top inset is sized for another release's navigation bar. Checked by
    /// `HardCodedBarHeightRule`.
    case hardCodedBarHeight = "hard-coded-bar-height"
    /// The first responder lies under the docked keyboard. Checked by `KeyboardCoversFirstResponderRule`.
    case keyboardCoversFirstResponder = "keyboard-covers-first-responder"
    /// A compositional section with reference `none` puts items under the side unsafe area. Checked by
    /// `CompositionalSectionUnderUnsafeAreaRule`.
    case compositionalSectionUnderUnsafeArea = "compositional-section-under-unsafe-area"
    /// A list's separators run into the trailing unsafe area. Checked by `ListSeparatorIntoUnsafeAreaRule`.
    case listSeparatorIntoUnsafeArea = "list-separator-into-unsafe-area"
    /// A view pinned to its root view's top or bottom edge, not the safe area, lies in the unsafe area. Checked by
    /// `PinnedToSuperviewEdgeRule`.
    case pinnedToSuperviewEdge = "pinned-to-superview-edge"
    /// An Interface Builder controller still uses the top and bottom layout guides. Checked by
    /// `LayoutGuideMigrationRule`.
    case layoutGuideMigration = "layout-guide-migration"
    /// An imported view keeps its stored frame: its required equalities do not fix it. Checked by
    /// `FrameNotResolvedRule`.
    case frameNotResolved = "frame-not-resolved"
    /// A grouped table's header or footer height of 0, which UIKit replaces with its default spacing. Checked by
    /// `GroupedZeroHeightHeaderRule`.
    case groupedZeroHeightHeader = "grouped-zero-height-header"
    /// An interactive view crosses the active fold of a partly open display. Checked by
    /// `ContentInDivisionRegionRule`.
    case contentInDivisionRegion = "content-in-division-region"
    /// A view pinned to its root view's trailing edge lies under the iPhone Duo's vertical-bar column. Checked by
    /// `ContentUnderVerticalBarRule`.
    case contentUnderVerticalBar = "content-under-vertical-bar"
    /// An interactive view of a custom top bar lies under an iPad window's window controls. Checked by
    /// `CustomTopBarUnderWindowControlsRule`.
    case customTopBarUnderWindowControls = "custom-top-bar-under-window-controls"
    /// A scroll view with `never` sets its bottom inset to a tab bar's height by hand. Checked by
    /// `ManualTabBarInsetRule`.
    case manualTabBarInset = "manual-tab-bar-inset"
    /// A scroll view under a navigation bar leaves its top edge effect automatic, soft on 26 and hard on 27.
    /// Checked by `EdgeEffectDefaultChangedRule`.
    case edgeEffectDefaultChanged = "edge-effect-default-changed"
    /// A scroll view's own indicator inset repeats the inset UIKit already adds to its indicators. Checked by
    /// `ScrollIndicatorDoubleInsetRule`.
    case scrollIndicatorDoubleInset = "scroll-indicator-double-inset"
    /// A scroll view's content starts below the navigation bar but under its stacked search bar. Checked by
    /// `SearchBarCoversContentRule`.
    case searchBarCoversContent = "search-bar-covers-content"
    /// A hosting controller's `safeAreaRegions` leaves out the keyboard, which covers its SwiftUI content. Checked
    /// by `HostedContentUnderKeyboardRule`.
    case hostedContentUnderKeyboard = "hosted-content-under-keyboard"
    /// A view in the column beside an iPadOS 26 sidebar, pinned to its root view's leading edge, lies under the
    /// sidebar. Checked by `ContentUnderSidebarRule`.
    case contentUnderSidebar = "content-under-sidebar"

    /// The rule behind the id.
    var rule: any AuditRule.Type {
        switch self {
        case .controlInUnsafeArea: return ControlInUnsafeAreaRule.self
        case .headerBackgroundOnContentView: return HeaderBackgroundOnContentViewRule.self
        case .doubleInset: return DoubleInsetRule.self
        case .safeAreaClamped: return SafeAreaClampedRule.self
        case .hardCodedBarOffset: return HardCodedBarOffsetRule.self
        case .alwaysScrollsSideways: return AlwaysScrollsSidewaysRule.self
        case .contentOffsetNotZero: return ContentOffsetNotZeroRule.self
        case .childControllerPartiallyOffscreen: return ChildControllerPartiallyOffscreenRule.self
        case .separatorIntoUnsafeArea: return SeparatorIntoUnsafeAreaRule.self
        case .pinnedUnderBar: return PinnedUnderBarRule.self
        case .bottomBarUnderHomeIndicator: return BottomBarUnderHomeIndicatorRule.self
        case .keyboardDoubleInset: return KeyboardDoubleInsetRule.self
        case .hardCodedBarHeight: return HardCodedBarHeightRule.self
        case .keyboardCoversFirstResponder: return KeyboardCoversFirstResponderRule.self
        case .compositionalSectionUnderUnsafeArea: return CompositionalSectionUnderUnsafeAreaRule.self
        case .listSeparatorIntoUnsafeArea: return ListSeparatorIntoUnsafeAreaRule.self
        case .pinnedToSuperviewEdge: return PinnedToSuperviewEdgeRule.self
        case .layoutGuideMigration: return LayoutGuideMigrationRule.self
        case .frameNotResolved: return FrameNotResolvedRule.self
        case .groupedZeroHeightHeader: return GroupedZeroHeightHeaderRule.self
        case .contentInDivisionRegion: return ContentInDivisionRegionRule.self
        case .contentUnderVerticalBar: return ContentUnderVerticalBarRule.self
        case .customTopBarUnderWindowControls: return CustomTopBarUnderWindowControlsRule.self
        case .manualTabBarInset: return ManualTabBarInsetRule.self
        case .edgeEffectDefaultChanged: return EdgeEffectDefaultChangedRule.self
        case .scrollIndicatorDoubleInset: return ScrollIndicatorDoubleInsetRule.self
        case .searchBarCoversContent: return SearchBarCoversContentRule.self
        case .hostedContentUnderKeyboard: return HostedContentUnderKeyboardRule.self
        case .contentUnderSidebar: return ContentUnderSidebarRule.self
        }
    }

    /// The severity of the rule's findings.
    public var severity: Severity { rule.severity }

    /// One lowercase sentence saying what the rule catches.
    public var summary: String { rule.summary }

    /// Whether the rule is off unless a run turns it on (`--enable RULE`, a configuration's
    /// `rules.enabled`): an informational rule that reports what UIKit does by default, as
    /// SwiftLint's opt-in rules. ``Audit/run(on:disabled:explaining:)`` runs every rule; the
    /// CLI leaves these out unless enabled.
    public var isOptIn: Bool { rule.isOptIn }

    /// The rules that are off unless turned on, in declaration order.
    public static var optIn: [AuditRuleID] { allCases.filter(\.isOptIn) }

    /// Orders ids by their raw value, so sorted output does not depend on declaration order.
    public static func < (a: AuditRuleID, b: AuditRuleID) -> Bool {
        a.rawValue < b.rawValue
    }
}
