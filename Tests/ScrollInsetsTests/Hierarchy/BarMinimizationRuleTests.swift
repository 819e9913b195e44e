@testable import ScrollInsets
import Testing

/// Minimized bars on iOS 27 (docs/bar-minimization.md). Sources: Apple's documentation of
/// `UIBarMinimizationSafeAreaAdjustment` ("the safe area adjusts as bars minimize"; `disabled`:
/// "the safe area remains unchanged"); Apollo-Reborn #744 (a minimized tab bar leaves the bottom
/// safe area: 34 on a home-indicator phone); useyourloaf's iPhone 17 table (62/34 portrait);
/// the 54-pt navigation bar and 49-pt tab bar of iOS 26.1 (openuikit, GKNavigationBarSwift #47),
/// assumed on 27. The minimized navigation bar's 0 is the model's assumption.
@Suite struct BarMinimizationRuleTests {
    static func scene(
        minimization: BarMinimization = BarMinimization(), tabs: TabBarMinimizeBehavior = .onScrollDown,
        translucent: Bool = true, minimized: Bool, release: UIKitRelease = UIKitRelease(27)
    ) throws -> Scene {
        let screen = try TestScenes.device("iPhone 17 Pro").screen(orientation: .portrait, release: release)
        var bar = BarProperties(translucent: translucent)
        bar.minimization = minimization
        let feed = ControllerNode(name: "feed", view: .tableView(name: "table", table: TableViewProperties()))
        var tabBarController = ControllerNode.tabBarController(
            name: "tabs",
            viewControllers: [.navigationController(name: "nav", navigationBar: bar, viewControllers: [feed])])
        if case .tabBarController(var properties) = tabBarController.kind {
            properties.minimizeBehavior = tabs
            tabBarController.kind = .tabBarController(properties)
        }
        var scene = Scene(screen: screen, root: .controller(tabBarController))
        scene.barsMinimized = minimized
        return scene
    }

    static func adjusted(_ scene: Scene) throws -> EdgeInsets? {
        try scene.layout().view(path: "tabs/nav/feed/table")?.scroll?.adjustedContentInset
    }

    @Test func expandedThenMinimized() throws {
        // Expanded: 62 + 54 at the top, 34 + 49 at the bottom.
        #expect(try Self.adjusted(Self.scene(minimized: false)) == EdgeInsets(top: 116, left: 0, bottom: 83, right: 0))
        // Minimized: the window's 62 and 34.
        #expect(try Self.adjusted(Self.scene(minimized: true)) == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    }

    @Test func theReportsSecondStateIsTheMinimizedLayout() throws {
        let scene = try Self.scene(minimized: false)
        let expanded = try scene.layout()
        let minimized = try #require(try scene.minimizedLayout(comparedWith: expanded))
        #expect(
            minimized.view(path: "tabs/nav/feed/table")?.safeAreaInsets
                == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    }

    @Test func disabledAdjustmentNeverAndOpaqueBarsKeepTheTop() throws {
        // The top stays as expanded: 116 under a translucent bar; an opaque bar keeps its 54-pt
        // bar (react-native-screens 4.30.0: "opaque headers no longer minimize").
        for minimization in [BarMinimization(safeAreaAdjustment: .disabled), BarMinimization(behavior: .never)] {
            #expect(try Self.adjusted(Self.scene(minimization: minimization, minimized: true))?.top == 116)
        }
        let opaque = try Self.scene(translucent: false, minimized: true).layout()
        #expect(opaque.controller(path: "tabs/nav")?.bars.first?.frame == Rect(x: 0, y: 62, width: 402, height: 54))
    }

    @Test func anAutomaticTabBarStaysExpanded() throws {
        #expect(try Self.adjusted(Self.scene(tabs: .automatic, minimized: true))?.bottom == 83)
    }

    @Test func before27BarsDoNotMinimize() throws {
        let scene = try Self.scene(minimized: true, release: UIKitRelease(26))
        #expect(throws: ModelError.barMinimizationNotAvailable(UIKitRelease(26))) { _ = try scene.layout() }
        #expect(
            ModelError.barMinimizationNotAvailable(UIKitRelease(26)).description
                == "bars do not minimize on iOS 26; 'barsMinimized' needs iOS 27 or later")
        // Nothing minimizes on 26, so the report has no second state.
        let expanded = try Self.scene(minimized: false, release: UIKitRelease(26))
        #expect(try expanded.minimizedLayout(comparedWith: expanded.layout()) == nil)
    }
}
