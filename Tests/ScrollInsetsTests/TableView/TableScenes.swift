@testable import ScrollInsets

/// Screens and scenes shared by the table-view tests. The screens are hand-made from the
/// reference table (iPhone X) and model iOS 14, the last release before
/// `sectionHeaderTopPadding` and `fillerRowHeight`: the stacking tests check the heights
/// given, nothing added. The release rules have their own tests (``TableReleaseRulesTests``).
enum TableScenes {
    /// The release the hand-made screens model.
    static let release = UIKitRelease(14)

    /// iPhone X in landscape: 812×375, safe area (0, 44, 21, 44), compact-landscape bars
    /// (32 pt) and 16 pt system minimum margins.
    static let iPhoneXLandscape = onRelease(
        Screen(
            size: Size(width: 812, height: 375), safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            metrics: metrics(landscape: true, insets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))))

    /// iPhone X in portrait: 375×812, safe area (44, 0, 34, 0), portrait bars, 16 pt margins.
    static let iPhoneXPortrait = onRelease(
        Screen(
            size: Size(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            metrics: metrics(landscape: false, insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))))

    /// A 1024×768 iPad-sized window without insets and 20 pt system minimum margins.
    static let iPadLandscape = onRelease(Screen(size: Size(width: 1024, height: 768), safeAreaInsets: .zero))

    static func onRelease(_ screen: Screen, _ release: UIKitRelease = release) -> Screen {
        var screen = screen
        screen.release = release
        return screen
    }

    static func metrics(landscape: Bool, insets: EdgeInsets) -> OrientationMetrics {
        OrientationMetrics(
            hardwareInsets: insets, statusBarHeight: 0, statusBarVisibleByDefault: false,
            navigationBarHeight: landscape ? 32 : 44, largeTitleNavigationBarHeight: nil,
            tabBarHeight: landscape ? 32 : 49, toolbarHeight: landscape ? 32 : 44,
            systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    /// A table that is the root view of `feed` inside navigation controller `nav`:
    /// the path is `nav/feed/table`.
    static func navigationScene(
        _ table: TableViewProperties, screen: Screen = iPhoneXLandscape,
        direction: LayoutDirection = .leftToRight,
        scroll: ScrollViewProperties = ScrollViewProperties(alwaysBounceVertical: true)
    ) -> Scene {
        let feed = ControllerNode(name: "feed", view: .tableView(name: "table", table: table, scroll: scroll))
        return Scene(
            screen: screen, layoutDirection: direction,
            root: .controller(.navigationController(name: "nav", viewControllers: [feed])))
    }

    /// The resolved table view of ``navigationScene(_:screen:direction:scroll:)``.
    static func navigationTable(
        _ table: TableViewProperties, screen: Screen = iPhoneXLandscape,
        direction: LayoutDirection = .leftToRight,
        scroll: ScrollViewProperties = ScrollViewProperties(alwaysBounceVertical: true)
    )
        throws -> ResolvedView
    {
        let layout = try navigationScene(table, screen: screen, direction: direction, scroll: scroll).layout()
        return layout.view(path: "nav/feed/table")!
    }
}
