import ScrollInsets

extension FixtureKeys {
    /// The keys every controller node takes. `name` and `frame` are read by the decoder in
    /// their own place (the name names the path before anything is counted; the frame depends
    /// on where the controller stands).
    static let controller = FixtureKeyTable<ControllerNode>(
        "controller",
        """
        Every controller node (`viewController`, `navigationController`, `tabBarController`, `tableViewController`, \
        `collectionViewController`, `hostingController`).
        """,
        prototype: ControllerNode(),
        [
            .optional(
                "name", \.name, { $0.name = $1 }, .string, inOrder: false,
                """
                names the controller in paths and messages
                """),
            .value(
                "additionalSafeAreaInsets", \.additionalSafeAreaInsets, { $0.additionalSafeAreaInsets = $1 }, .insets,
                "insets added to the safe area the controller's view gets from its container"),
            .custom(
                "edgesForExtendedLayout", type: .either([.word, .sequence(of: .word)]),
                default: { edgesText($0.edgesForExtendedLayout) },
                allowed: ["all", "none"] + Edge.allCases.map(\.rawValue),
                "the edges along which the view extends under the bars: `all`, `none` or a list of edges",
                decode: { reader, body, controller in
                    if let edges = SceneDecoding.edges(body, reader: &reader) {
                        controller.edgesForExtendedLayout = edges
                    }
                },
                encode: { controller, defaults in
                    controller.edgesForExtendedLayout == defaults.edgesForExtendedLayout
                        ? nil : .inline(edgesText(controller.edgesForExtendedLayout))
                }),
            .value(
                "extendedLayoutIncludesOpaqueBars", \.extendedLayoutIncludesOpaqueBars,
                { $0.extendedLayoutIncludesOpaqueBars = $1 }, .bool,
                "whether the view also extends under opaque bars"),
            .value(
                "automaticallyAdjustsScrollViewInsets", \.automaticallyAdjustsScrollViewInsets,
                { $0.automaticallyAdjustsScrollViewInsets = $1 }, .bool,
                "the iOS 10 flag: whether the controller adjusts its scroll view's insets (`--ios10`)"),
            .value(
                "viewRespectsSystemMinimumLayoutMargins", \.viewRespectsSystemMinimumLayoutMargins,
                { $0.viewRespectsSystemMinimumLayoutMargins = $1 }, .bool,
                "whether the root view's margins are at least the system minimum"),
            .custom(
                "preferredVerticalBarBehavior", type: .word,
                default: { $0.preferredVerticalBarBehavior.rawValue },
                allowed: VerticalBarBehavior.allCases.map(\.rawValue),
                """
                **iOS 27.1** `UIViewController.preferredVerticalBarBehavior` (`UIVerticalBarBehavior`): `automatic` \
                lets the iPhone Duo put tab bars and toolbars in its vertical-bar column; `disabled` there is an \
                error (no source gives the Duo's insets with horizontal bars); no effect before 27.1 or without a \
                column (docs/reserved-regions.md)
                """,
                decode: { reader, body, controller in
                    guard let node = body["preferredVerticalBarBehavior"] else { return }
                    let value = FixtureValue.enumeration(
                        VerticalBarBehavior.self, otherSpellings: VerticalBarBehavior.otherSpellings)
                    if let behavior = reader.read("preferredVerticalBarBehavior", present: node, as: value) {
                        controller.preferredVerticalBarBehavior = behavior
                        controller.preferredVerticalBarBehaviorLocation = node.location
                    }
                },
                encode: { controller, defaults in
                    controller.preferredVerticalBarBehavior == defaults.preferredVerticalBarBehavior
                        ? nil : .inline(controller.preferredVerticalBarBehavior.rawValue)
                }),
            .custom(
                "navigationItem", type: .mapping(keySet: "navigationItem"),
                """
                its `UINavigationItem`, read where the controller is in a navigation controller's stack \
                (docs/safe-area.md)
                """,
                decode: { reader, body, controller in
                    guard
                        let mapping = reader.mapping(
                            "navigationItem", in: body, allowed: navigationItem.names, acceptingEmptyValue: true)
                    else { return }
                    navigationItem.decode(&reader, mapping, into: &controller.navigationItem)
                    controller.navigationItem.largeTitleDisplayModeLocation =
                        mapping["largeTitleDisplayMode"]?.location
                    controller.navigationItem.preferredSearchBarPlacementLocation =
                        mapping["preferredSearchBarPlacement"]?.location
                },
                encode: { controller, defaults in
                    let item = controller.navigationItem
                    guard item != defaults.navigationItem else { return nil }
                    var pairs: [String] = []
                    if item.largeTitleDisplayMode != defaults.navigationItem.largeTitleDisplayMode {
                        pairs.append("largeTitleDisplayMode: \(item.largeTitleDisplayMode.rawValue)")
                    }
                    if let search = item.searchController {
                        pairs.append(
                            """
                            searchController: {hidesSearchBarWhenScrolling: \(search.hidesSearchBarWhenScrolling), \
                            active: \(search.active), scopeButtonTitles: \(search.scopeButtonTitles)}
                            """)
                    }
                    if item.preferredSearchBarPlacement != defaults.navigationItem.preferredSearchBarPlacement {
                        pairs.append("preferredSearchBarPlacement: \(item.preferredSearchBarPlacement.rawValue)")
                    }
                    return pairs.isEmpty ? nil : .inline("{" + pairs.joined(separator: ", ") + "}")
                }),
            .optional(
                "frame", \.frame, { $0.frame = $1 }, .rect, inOrder: false,
                "the frame of a child view controller placed in `subviews`, where it is required; ignored elsewhere"),
            .custom(
                "presentedViewController", type: .mapping(keySet: "presentedViewController"), inOrder: false,
                "a controller this one presents modally, laid out over the whole scene (docs/presentations.md)"),
        ])

    /// The keys of a controller's `navigationItem` (`UINavigationItem`).
    static let navigationItem = FixtureKeyTable<NavigationItem>(
        "navigationItem", "A controller's `navigationItem` (`UINavigationItem`).", prototype: NavigationItem(),
        [
            .value(
                "largeTitleDisplayMode", \.largeTitleDisplayMode, { $0.largeTitleDisplayMode = $1 },
                .enumeration(LargeTitleDisplayMode.self),
                """
                with the navigation bar's `prefersLargeTitles`, whether the title is large when this controller is \
                on top: `automatic` takes the previous item's size (the first item's: large), `always`, `never`, \
                **iOS 17** `inline` (as `always` under a back button; refused on the stack's first item, whose bar \
                no source gives) (docs/safe-area.md)
                """
            ),
            .custom(
                "searchController", type: .mapping(keySet: "searchController"),
                """
                `UINavigationItem.searchController`: a search bar the navigation bar shows when this controller is \
                on top, stacked under the title or in the bar (docs/safe-area.md, "Search bars")
                """,
                decode: { reader, body, item in
                    guard
                        let mapping = reader.mapping(
                            "searchController", in: body, allowed: searchController.names, acceptingEmptyValue: true)
                    else { return }
                    var search = SearchController(location: body["searchController"]?.location)
                    searchController.decode(&reader, mapping, into: &search)
                    item.searchController = search
                },
                encode: { _, _ in nil }),
            .value(
                "preferredSearchBarPlacement", \.preferredSearchBarPlacement, { $0.preferredSearchBarPlacement = $1 },
                .enumeration(SearchBarPlacement.self),
                """
                **iOS 16** where the search bar goes: `automatic`, `inline`, `stacked`; **iOS 26** `integrated`, \
                `integratedButton`, `integratedCentered` (on iPhone in the toolbar) (docs/safe-area.md)
                """
            ),
        ])

    /// The keys of a navigation item's `searchController` (`UISearchController`).
    static let searchController = FixtureKeyTable<SearchController>(
        "searchController", "A `navigationItem`'s `searchController` (`UISearchController`).",
        prototype: SearchController(),
        [
            .value(
                "hidesSearchBarWhenScrolling", \.hidesSearchBarWhenScrolling, { $0.hidesSearchBarWhenScrolling = $1 },
                .bool,
                """
                `navigationItem.hidesSearchBarWhenScrolling`: under a standard title the bar starts collapsed; under \
                a large title it shows at the top of the content
                """),
            .value(
                "active", \.active, { $0.active = $1 }, .bool,
                "`isActive`: `true` is an error (no source gives the bars while the search is presented)"),
            .value(
                "scopeButtonTitles", \.scopeButtonTitles, { $0.scopeButtonTitles = $1 }, .count,
                "how many scope buttons; the scope bar shows only while the search is active"),
        ])

    /// The own keys of a `hostingController` (`UIHostingController`).
    static let hostingController = FixtureKeyTable<HostingControllerProperties>(
        "hostingController",
        """
        A `hostingController`'s own keys: a SwiftUI screen as UIKit sees it (docs/safe-area.md, "SwiftUI screens").
        """,
        prototype: HostingControllerProperties(),
        [
            .value(
                "safeAreaRegions", \.safeAreaRegions, { $0.safeAreaRegions = $1 }, .enumeration(SafeAreaRegions.self),
                """
                **iOS 16.4** which safe area reaches the SwiftUI content: `all`, `container` (no keyboard), \
                `keyboard`, `none`
                """),
            .value(
                "scrollBounceBehavior", \.scrollBounceBehavior, { $0.scrollBounceBehavior = $1 },
                .enumeration(ScrollBounceBehavior.self),
                """
                **iOS 16.4** the body's `scrollBounceBehavior` on the vertical axis: `automatic` (SwiftUI's default, \
                the always behavior) and `always` set the scroll view's `alwaysBounceVertical` true, `basedOnSize` \
                false; the `view` must scroll
                """),
            .custom(
                "view", type: .node,
                """
                what the SwiftUI body puts on screen: a List or Form is a `collectionView` with a list layout from \
                iOS 16 (a `tableView` before), a ScrollView a `scrollView`
                """
            ),
        ])

    /// `edgesForExtendedLayout` as fixture text: `all`, `none` or `[top, bottom]`.
    static func edgesText(_ edges: Set<Edge>) -> String {
        if edges == Set(Edge.allCases) { return "all" }
        return edges.isEmpty ? "none" : "[" + edges.sorted().map(\.rawValue).joined(separator: ", ") + "]"
    }

    /// The own keys of a `viewController`, which a `tableViewController` and a
    /// `collectionViewController` take too.
    static let viewController = FixtureKeyTable<Void>(
        "viewController",
        """
        A `viewController`'s own keys; a `tableViewController`'s and a `collectionViewController`'s too, whose `view` \
        must be a `tableView` or `collectionView` (made with the defaults when absent).
        """,
        prototype: (),
        [
            .custom(
                "view", type: .node,
                """
                its root view, a view node; its `frame` is set by the container (a given one is ignored with a \
                warning)
                """
            )
        ])

    /// The own keys of a `navigationController`.
    static let navigationController = FixtureKeyTable<NavigationControllerProperties>(
        "navigationController", "A `navigationController`'s own keys.", prototype: NavigationControllerProperties(),
        [
            .custom("navigationBar", type: .mapping(keySet: "navigationBar"), "the navigation bar"),
            .custom(
                "toolbar", type: .mapping(keySet: "bar"),
                default: { "{hidden: \($0.toolbar.hidden)}" }, "the toolbar"),
            .custom("viewControllers", type: .sequence(of: .node), "the stack of controller nodes; the last is shown"),
        ])

    /// The own keys of a `tabBarController`.
    static let tabBarController = FixtureKeyTable<TabBarControllerProperties>(
        "tabBarController", "A `tabBarController`'s own keys.", prototype: TabBarControllerProperties(),
        [
            .custom("tabBar", type: .mapping(keySet: "bar"), "the tab bar"),
            .value(
                "minimizeBehavior", \.minimizeBehavior, { $0.minimizeBehavior = $1 },
                .enumeration(TabBarMinimizeBehavior.self),
                """
                `tabBarMinimizeBehavior`: when the tab bar minimizes (`automatic` keeps it expanded); minimized, it \
                leaves the bottom safe area (docs/bar-minimization.md)
                """
            ),
            .value(
                "selectedIndex", \.selectedIndex, { $0.selectedIndex = $1 }, .count, inOrder: false,
                "the index of the tab shown, among `viewControllers`; out of range is an error"),
            .custom("viewControllers", type: .sequence(of: .node), "the tabs, controller nodes"),
        ])

    /// The keys of a toolbar or a tab bar.
    static let bar = FixtureKeyTable<BarProperties>(
        "bar", "A `toolbar` or `tabBar`.", prototype: BarProperties(), barFields)

    /// The keys of a navigation bar: a bar's, and large titles.
    static let navigationBar = FixtureKeyTable<BarProperties>(
        "navigationBar", "A `navigationBar`: the keys of every bar, and large titles.", prototype: BarProperties(),
        barFields + [
            .value(
                "prefersLargeTitles", \.prefersLargeTitles, { $0.prefersLargeTitles = $1 }, .bool,
                "whether the bar shows large titles (taller when it does)"),
            .custom(
                "minimization", type: .mapping(keySet: "minimization"),
                """
                **iOS 27** `navigationBarMinimization`: `{behavior: automatic|never|onScrollDown|onScrollUp, \
                safeAreaAdjustment: automatic|disabled|enabled}` (docs/bar-minimization.md)
                """,
                decode: { reader, body, bar in
                    guard
                        let mapping = reader.mapping(
                            "minimization", in: body, allowed: minimization.names, acceptingEmptyValue: true)
                    else { return }
                    minimization.decode(&reader, mapping, into: &bar.minimization)
                },
                encode: { bar, defaults in
                    bar.minimization == defaults.minimization
                        ? nil
                        : .inline(
                            """
                            {behavior: \(bar.minimization.behavior.rawValue), safeAreaAdjustment: \
                            \(bar.minimization.safeAreaAdjustment.rawValue)}
                            """
                        )
                }),
        ])

    /// The keys of a navigation bar's `minimization` (`UIBarMinimization`, iOS 27).
    static let minimization = FixtureKeyTable<BarMinimization>(
        "minimization", "A `navigationBar`'s `minimization` (`UIBarMinimization`, iOS 27).",
        prototype: BarMinimization(),
        [
            .value(
                "behavior", \.behavior, { $0.behavior = $1 }, .enumeration(BarMinimization.Behavior.self),
                "`minimizationBehavior`: when the bar minimizes; `automatic` minimizes (assumed)"),
            .value(
                "safeAreaAdjustment", \.safeAreaAdjustment, { $0.safeAreaAdjustment = $1 },
                .enumeration(BarMinimization.SafeAreaAdjustment.self),
                "whether the safe area follows the bar as it minimizes (`automatic`: it does)"),
        ])

    private static let barFields: [FixtureField<BarProperties>] = [
        .value("hidden", \.hidden, { $0.hidden = $1 }, .bool, "whether the bar is hidden"),
        .value(
            "translucent", \.translucent, { $0.translucent = $1 }, .bool,
            "whether the bar is translucent (the view extends under it)"),
    ]
}
