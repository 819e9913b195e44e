/// The rule for what a container's bars do to the child it shows, across the view-controller
/// boundary: where each bar sits, where the child's view goes, and what each bar adds to the
/// child's safe area (docs/safe-area.md §3).
///
/// - A navigation bar sits at the top of the container's safe area (iPhone X portrait: y 44,
///   44 tall; 96 with a large title); a toolbar sits on the bottom of the safe area; a tab bar's
///   frame starts above the bottom of the safe area and reaches the bottom of the screen, over
///   the home-indicator area (iPhone X: y 729, 83 tall). Heights come from the device's
///   ``OrientationMetrics`` (docs/devices.md).
/// - The child extends under a bar when the bar is hidden, or when the bar's edge is in its
///   `edgesForExtendedLayout` and the bar is translucent or `extendedLayoutIncludesOpaqueBars`
///   is set (Apple's documentation of both properties); otherwise its view stops at the bar
///   (iPhone 8 under an opaque navigation bar: y 64, 603 tall).
/// - Across the boundary the clamp of ``SafeAreaPropagation`` does not hold: the child's inset on
///   the bar's edge grows by the part of the bar that covers it beyond what the container's own
///   inset already gives it from its position (iPhone X: navigation bar 44 → top 88; tab bar 49
///   → bottom 83; WWDC 2017 session 204).
public enum ContainerBars {
    /// The child a container shows, as far as bars are concerned.
    public struct Child: Hashable, Sendable {
        /// `edgesForExtendedLayout` of the child controller.
        public var edgesForExtendedLayout: Set<Edge>
        /// `extendedLayoutIncludesOpaqueBars` of the child controller.
        public var extendedLayoutIncludesOpaqueBars: Bool
        /// Whether the child is a navigation controller showing its navigation bar (a floating
        /// tab bar shares that bar's row).
        var showsNavigationBar: Bool = false

        /// Creates a child with its extended-layout properties.
        public init(edgesForExtendedLayout: Set<Edge>, extendedLayoutIncludesOpaqueBars: Bool) {
            self.edgesForExtendedLayout = edgesForExtendedLayout
            self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        }

        /// The extended-layout properties of `controller`.
        public init(_ controller: ControllerNode) {
            self.init(
                edgesForExtendedLayout: controller.edgesForExtendedLayout,
                extendedLayoutIncludesOpaqueBars: controller.extendedLayoutIncludesOpaqueBars)
            if case .navigationController(let navigation) = controller.kind {
                showsNavigationBar = !navigation.navigationBar.hidden
            }
        }
    }

    /// The container's view as the bars read it.
    public struct Container: Hashable, Sendable {
        /// The size of the container's view.
        public var size: Size
        /// The container view's safe area (under the iOS 10 rules, the iOS 11 insets the bars
        /// are placed by).
        public var safeAreaInsets: EdgeInsets
        /// The container's path, for the derivation's sentences.
        public var path: String

        /// Creates a container view.
        public init(size: Size, safeAreaInsets: EdgeInsets, path: String) {
            self.size = size
            self.safeAreaInsets = safeAreaInsets
            self.path = path
        }
    }

    /// The bars a container shows and what they do to its child.
    public struct Result: Hashable, Sendable {
        /// The child's view frame in the container view's coordinates.
        public var childFrame: Rect
        /// The bars shown, in the container view's coordinates.
        public var bars: [ResolvedBar]
        /// What the bars add to the child's safe area, edge by edge, with their sentences.
        public var terms: InsetDerivation
    }

    /// A `UINavigationController`'s navigation bar and toolbar over its top child.
    ///
    /// - Parameters:
    ///   - navigation: The navigation controller's bars and their properties.
    ///   - container: The container's view: its size and safe area.
    ///   - metrics: The device's figures in this orientation.
    ///   - child: The top child, whose view the bars cover.
    ///   - largeTitle: Whether the title is large (``LargeTitleDisplay``), with the words that
    ///     say which item decided; `nil`: as the bar's `prefersLargeTitles`.
    ///   - search: Where the top item's search bar goes (``SearchBarPlacementRule``), or `nil`.
    /// - Complexity: O(1).
    public static func navigationController(
        _ navigation: NavigationControllerProperties, in container: Container,
        metrics: OrientationMetrics, child: Child,
        largeTitle: (large: Bool, words: String?)? = nil, search: SearchBarPlacementRule.Outcome? = nil
    ) -> Result {
        let size = container.size
        let safe = container.safeAreaInsets
        var navigation = navigation
        if case .toolbar = search { navigation.toolbar.hidden = false }
        var result = Result(childFrame: Rect(origin: .zero, size: size), bars: [], terms: InsetDerivation())
        if !navigation.navigationBar.hidden {
            let wantsLarge = largeTitle?.large ?? navigation.navigationBar.prefersLargeTitles
            let large = wantsLarge ? metrics.largeTitleNavigationBarHeight : nil
            let height = large ?? metrics.navigationBarHeight
            // At the top of the safe area; on Dynamic Island phones under iOS 16–18, right
            // below the status bar (``OrientationMetrics/navigationBarRaise``).
            // From iOS 26 never above ``OrientationMetrics/navigationBarMinimumY``.
            let y = max(0, safe.top - metrics.navigationBarRaise, metrics.navigationBarMinimumY)
            let bar = Rect(x: 0, y: y, width: size.width, height: height)
            var searchBar: Rect? = nil
            if case .stacked(let searchHeight, _) = search {
                searchBar = Rect(x: 0, y: bar.maxY, width: size.width, height: searchHeight)
            }
            // UIKit's navigation bar holds the stacked search bar: its frame runs from the title row's
            // top to the search bar's bottom (docs/safe-area.md, "Search bars").
            let barFrame = searchBar.map { Rect(x: 0, y: bar.minY, width: size.width, height: $0.maxY - bar.minY) }
            result.bars.append(
                ResolvedBar(
                    kind: .navigationBar, frame: barFrame ?? bar, translucent: navigation.navigationBar.translucent,
                    largeTitle: large != nil))
            if let searchBar {
                result.bars.append(
                    ResolvedBar(kind: .searchBar, frame: searchBar, translucent: navigation.navigationBar.translucent))
            }
            if !extendsUnder(navigation.navigationBar, edge: .top, child: child) {
                let top = searchBar?.maxY ?? bar.maxY
                result.childFrame = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
            }
            var title = large != nil ? " with a large title" : ""
            if let words = largeTitle?.words {
                let shown =
                    large != nil ? "" : wantsLarge ? "no large title in this size class; " : "a standard title; "
                title += " (\(shown)\(words))"
            }
            add(
                bar, on: .top, to: &result, container: container, source: .navigationBar,
                reason: .bar("navigation bar" + title + note(metrics), of: container.path, height),
                assumptions: metrics.barNotes)
            if let searchBar, let both = barFrame, case .stacked(_, let why) = search {
                // What the search bar adds below the bar: the two together, less what the bar added.
                let added =
                    self.added(both, on: .top, result: result, container: container)
                    - self.added(bar, on: .top, result: result, container: container)
                let reason: InsetTerm.Reason =
                    why.isAssumption
                    ? .assumption("\(why.text) of '\(container.path)' \(formatPoints(searchBar.height)) pt")
                    : .bar(why.text, of: container.path, searchBar.height)
                if added > 0 { result.terms.add(.navigationBar, added, on: .top, reason) }
            }
        }
        if !navigation.toolbar.hidden && metrics.verticalBarColumn > 0 {
            result.bars += verticalBar(.toolbar, navigation.toolbar, in: container, metrics: metrics).bars
        } else if !navigation.toolbar.hidden {
            // On the safe area's bottom; from iOS 26 on a phone, at least
            // ``OrientationMetrics/toolbarMinimumSlot`` from the container's bottom.
            let slot = max(metrics.toolbarMinimumSlot, safe.bottom + metrics.toolbarHeight)
            let height = slot - safe.bottom
            let bar = Rect(x: 0, y: size.height - slot, width: size.width, height: height)
            // From iOS 26 the toolbar shown is a slot inside the side insets reaching the container's
            // bottom (``OrientationMetrics/toolbarFillsSlot``); its top, and so the child's inset, is the same.
            let frame =
                metrics.toolbarFillsSlot
                ? Rect(
                    x: safe.left, y: bar.minY, width: max(0, size.width - safe.left - safe.right), height: slot)
                : bar
            result.bars.append(ResolvedBar(kind: .toolbar, frame: frame, translucent: navigation.toolbar.translucent))
            var reason = InsetTerm.Reason.bar("toolbar" + note(metrics), of: container.path, height)
            if case .toolbar(let why) = search {
                result.bars.append(
                    ResolvedBar(kind: .searchBar, frame: frame, translucent: navigation.toolbar.translucent))
                reason = .assumption(
                    """
                    the search field takes the toolbar's slot, no source prints its frame: toolbar with the \
                    \(why.text) of '\(container.path)' \(formatPoints(height)) pt
                    """)
            }
            if !extendsUnder(navigation.toolbar, edge: .bottom, child: child) {
                result.childFrame.size.height = max(0, bar.minY - result.childFrame.minY)
            }
            add(
                bar, on: .bottom, to: &result, container: container, source: .toolbar,
                reason: reason, assumptions: metrics.barNotes)
        }
        return result
    }

    /// A `UITabBarController`'s tab bar under its selected child.
    ///
    /// - Complexity: O(1).
    public static func tabBarController(
        _ tabs: TabBarControllerProperties, in container: Container,
        metrics: OrientationMetrics, child: Child
    ) -> Result {
        let size = container.size
        let safe = container.safeAreaInsets
        var result = Result(childFrame: Rect(origin: .zero, size: size), bars: [], terms: InsetDerivation())
        guard !tabs.tabBar.hidden else { return result }
        if metrics.tabBarPlacement == .floatingTop {
            return floatingTabBar(tabs.tabBar, in: container, metrics: metrics, child: child)
        }
        if metrics.verticalBarColumn > 0 {
            return verticalBar(.tabBar, tabs.tabBar, in: container, metrics: metrics)
        }
        // The bar's frame reaches the bottom of the screen, over the home-indicator area; from
        // iOS 26 on a phone it is at least ``OrientationMetrics/tabBarMinimumSlot`` tall.
        let slot = max(metrics.tabBarMinimumSlot, safe.bottom + metrics.tabBarHeight)
        let height = slot - safe.bottom
        let bar = Rect(x: 0, y: size.height - slot, width: size.width, height: slot)
        result.bars = [ResolvedBar(kind: .tabBar, frame: bar, translucent: tabs.tabBar.translucent)]
        if !extendsUnder(tabs.tabBar, edge: .bottom, child: child) {
            result.childFrame.size.height = max(0, bar.minY)
        }
        let visible = Rect(x: 0, y: bar.minY, width: size.width, height: height)
        add(
            visible, on: .bottom, to: &result, container: container, source: .tabBar,
            reason: .bar("tab bar" + note(metrics), of: container.path, height), assumptions: metrics.barNotes)
        return result
    }

    /// iPadOS 18 and later: the tab bar floats at the top, in the navigation bar's row, and
    /// adds nothing at the bottom (WWDC 2024 session 10147). Under a child's navigation bar it
    /// adds nothing; without one it adds its height and the space below it. iPadOS 26.1,
    /// recorded on iPad (A16): a 44-pt bar at the safe area's top, and a child without a
    /// navigation bar starts at 32 + 44 + 20 = 96. iPadOS 18: not published; the model assumes
    /// the navigation bar's height and no space (docs/releases.md, "The floating iPad tab bar").
    static func floatingTabBar(
        _ tabBar: BarProperties, in container: Container, metrics: OrientationMetrics,
        child: Child
    ) -> Result {
        let size = container.size
        let recorded = metrics.floatingTabBarHeight != nil
        let height = metrics.floatingTabBarHeight ?? metrics.navigationBarHeight
        let bar = Rect(x: 0, y: container.safeAreaInsets.top, width: size.width, height: height)
        var result = Result(
            childFrame: Rect(origin: .zero, size: size),
            bars: [ResolvedBar(kind: .tabBar, frame: bar, translucent: tabBar.translucent)],
            terms: InsetDerivation())
        if !child.showsNavigationBar {
            let spacing = metrics.floatingTabBarSpacing
            let reach = Rect(x: 0, y: bar.minY, width: size.width, height: height + spacing)
            let words =
                recorded
                ? "floating tab bar and the \(formatPoints(spacing)) pt below it (recorded on iPadOS 26.1)"
                : "floating tab bar (\(WhyTerm.assumption("in the navigation bar's row").sentence))"
            add(
                reach, on: .top, to: &result, container: container, source: .tabBar,
                reason: .bar(words, of: container.path, height + spacing))
        }
        return result
    }

    /// The release's sourced note on its bar heights, in parentheses; its assumptions are terms
    /// of their own (``add(_:on:to:container:source:reason:assumptions:)``).
    static func note(_ metrics: OrientationMetrics) -> String {
        let sourced = metrics.barNotes.filter { !$0.isAssumption }
        return sourced.isEmpty ? "" : " (\(WhyTerm.sentence(of: sourced)))"
    }

    /// Whether the child extends under a bar on `edge`: the bar is hidden, or the edge is in
    /// `edgesForExtendedLayout` and the bar is translucent or opaque bars are included.
    public static func extendsUnder(_ bar: BarProperties, edge: Edge, child: Child) -> Bool {
        bar.hidden
            || (child.edgesForExtendedLayout.contains(edge)
                && (bar.translucent || child.extendedLayoutIncludesOpaqueBars))
    }

    /// Adds what a bar on `edge` (top: navigation bar; bottom: toolbar, tab bar) covers of the
    /// child beyond the part of the container's own inset that the child already takes from
    /// its position. `edge` is `.top` or `.bottom`. Each assumption of `assumptions` (the release's
    /// word on its bar heights, ``OrientationMetrics/barNotes``) follows the bar's term as a term
    /// of its own that adds 0, so that a reader tells it by its kind, not by its words.
    static func add(
        _ bar: Rect, on edge: Edge, to result: inout Result, container: Container,
        source: InsetSource, reason: InsetTerm.Reason, assumptions: [WhyTerm] = []
    ) {
        let added = added(bar, on: edge, result: result, container: container)
        // A minimized bar (0 tall: ``BarMinimizationRule``) keeps a 0 term, so that the derivation says why.
        guard added > 0 || bar.height == 0 else { return }
        result.terms.add(source, max(0, added), on: edge, reason)
        for case .assumption(let text) in assumptions { result.terms.add(source, 0, on: edge, .assumption(text)) }
    }

    /// What a bar on `edge` covers of the child beyond the container's inset the child already
    /// takes from its position (negative when it covers less).
    static func added(_ bar: Rect, on edge: Edge, result: Result, container: Container) -> Double {
        let childFrame = result.childFrame
        let safe = container.safeAreaInsets[edge]
        let distance = Rect(origin: .zero, size: container.size).distance(to: childFrame, on: edge)
        let covered = min(max(safe - distance, 0), safe)
        let reach = edge == .top ? bar.maxY - childFrame.minY : childFrame.maxY - bar.minY
        return max(0, reach) - covered
    }
}
