import Testing
@testable import ScrollInsets

/// Containers set their visible child's view frame and safe area as UIKit does
/// (docs/safe-area.md, section 3).
@Suite struct ControllerSafeAreaTests {
    func feed(_ configure: (inout ControllerNode) -> Void = { _ in }) -> ControllerNode {
        var feed = ControllerNode(name: "feed", view: ViewNode(name: "content"))
        configure(&feed)
        return feed
    }

    @Test func navigationInsideTabBarOnIPhoneXPortrait() throws {
        let tabs = ControllerNode.tabBarController(
            name: "tabs",
            viewControllers: [
                .navigationController(name: "nav", viewControllers: [feed()])
            ])
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(tabs)).layout()
        let controller = try #require(layout.controller(path: "tabs/nav/feed"))
        #expect(controller.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
        #expect(controller.viewFrame == Rect(x: 0, y: 0, width: 375, height: 812))
        let derivation = layout.safeAreaDerivation(ofView: controller.view)
        #expect(derivation[.top].map(\.source) == [.screen, .navigationBar])
        #expect(derivation[.bottom].map(\.source) == [.screen, .tabBar])
        #expect(derivation[.bottom].map(\.reason) == ["home indicator", "tab bar of 'tabs' 49 pt"])
        #expect(
            layout.controller(path: "tabs")?.bars == [
                ResolvedBar(kind: .tabBar, frame: Rect(x: 0, y: 729, width: 375, height: 83), translucent: true)
            ])
        #expect(
            layout.controller(path: "tabs/nav")?.bars == [
                ResolvedBar(kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 44), translucent: true)
            ])
    }

    @Test func opaqueNavigationBarOnIPhone8PlacesTheViewBelowIt() throws {
        let nav = ControllerNode.navigationController(
            name: "nav", navigationBar: BarProperties(translucent: false), viewControllers: [feed()])
        let layout = try Scene(screen: try TestScenes.screen("iPhone 8", .portrait), root: .controller(nav)).layout()
        let controller = try #require(layout.controller(path: "nav/feed"))
        #expect(controller.viewFrame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(controller.safeAreaInsets == .zero)
    }

    @Test func extendedLayoutIncludesOpaqueBarsExtendsUnderAnOpaqueBar() throws {
        let nav = ControllerNode.navigationController(
            name: "nav", navigationBar: BarProperties(translucent: false),
            viewControllers: [feed { $0.extendedLayoutIncludesOpaqueBars = true }])
        let layout = try Scene(screen: try TestScenes.screen("iPhone 8", .portrait), root: .controller(nav)).layout()
        let controller = try #require(layout.controller(path: "nav/feed"))
        #expect(controller.viewFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }

    @Test func edgesForExtendedLayoutNonePlacesTheViewBelowATranslucentBar() throws {
        let nav = ControllerNode.navigationController(
            name: "nav", viewControllers: [feed { $0.edgesForExtendedLayout = [] }])
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(nav)).layout()
        let controller = try #require(layout.controller(path: "nav/feed"))
        #expect(controller.viewFrame == Rect(x: 0, y: 88, width: 375, height: 724))
        #expect(controller.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func largeTitleAndToolbarOnIPhoneXPortrait() throws {
        let nav = ControllerNode.navigationController(
            name: "nav", navigationBar: BarProperties(prefersLargeTitles: true),
            toolbar: BarProperties(hidden: false), viewControllers: [feed()])
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(nav)).layout()
        let controller = try #require(layout.controller(path: "nav/feed"))
        // 44 + 96 on top; 34 + 44 (toolbar) at the bottom.
        #expect(controller.safeAreaInsets == EdgeInsets(top: 140, left: 0, bottom: 78, right: 0))
    }

    @Test func hiddenBarsAddNothing() throws {
        let tabs = ControllerNode.tabBarController(
            name: "tabs", tabBar: BarProperties(hidden: true),
            viewControllers: [
                .navigationController(
                    name: "nav", navigationBar: BarProperties(hidden: true), viewControllers: [feed()])
            ])
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(tabs)).layout()
        #expect(
            layout.controller(path: "tabs/nav/feed")?.safeAreaInsets
                == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func landscapeBarsOnIPhoneX() throws {
        let tabs = ControllerNode.tabBarController(
            name: "tabs",
            viewControllers: [
                .navigationController(name: "nav", viewControllers: [feed()])
            ])
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .landscapeLeft), root: .controller(tabs))
            .layout()
        #expect(
            layout.controller(path: "tabs/nav/feed")?.safeAreaInsets
                == EdgeInsets(top: 32, left: 44, bottom: 53, right: 44))
    }

    @Test func additionalSafeAreaInsetsAddAndNegativeValuesSubtractDownToZero() throws {
        let nav = ControllerNode.navigationController(
            name: "nav",
            viewControllers: [
                feed {
                    $0.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: -50, right: 20)
                }
            ])
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(nav)).layout()
        let controller = try #require(layout.controller(path: "nav/feed"))
        #expect(controller.safeAreaInsets == EdgeInsets(top: 98, left: 0, bottom: 0, right: 20))
        let derivation = layout.safeAreaDerivation(ofView: controller.view)
        #expect(derivation[.bottom].map(\.amount) == [34, -50, 16])
        #expect(derivation[.bottom].map(\.source) == [.screen, .additionalSafeAreaInsets, .clamp])
    }

    @Test func additionalSafeAreaInsetsOfTheNavigationControllerMoveItsBar() throws {
        var nav = ControllerNode.navigationController(name: "nav", viewControllers: [feed()])
        nav.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(nav)).layout()
        #expect(layout.controller(path: "nav")?.bars.first?.frame == Rect(x: 0, y: 74, width: 375, height: 44))
        #expect(layout.controller(path: "nav/feed")?.safeAreaInsets.top == 118)
    }

    @Test func tabBarShowsTheSelectedChildOnly() throws {
        let tabs = ControllerNode.tabBarController(
            name: "tabs", selectedIndex: 1,
            viewControllers: [
                ControllerNode(name: "first"), ControllerNode(name: "second"),
            ])
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(tabs)).layout()
        #expect(layout.controllers.map(\.path) == ["tabs", "tabs/second"])
    }

    @Test func tabIndexOutOfRangeIsAnError() throws {
        let tabs = ControllerNode.tabBarController(
            name: "tabs", selectedIndex: 2, viewControllers: [ControllerNode(name: "only")])
        let error = #expect(throws: ModelError.selectedIndexOutOfRange(path: "tabs", selectedIndex: 2, count: 1)) {
            try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(tabs)).layout()
        }
        #expect(
            error?.description
                == "tabs: selectedIndex '2' is out of range; the tab bar controller has 1 view controller")
    }

    @Test func childViewControllerInSubviewsTakesItsFrameAndAdditionalInsets() throws {
        var child = ControllerNode(
            name: "child", additionalSafeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        child.frame = Rect(x: 0, y: 600, width: 375, height: 212)
        var root = ViewNode(name: "root")
        root.subviews = [.controller(child)]
        let scene = Scene(
            screen: try TestScenes.screen("iPhone X", .portrait),
            root: .controller(ControllerNode(name: "main", view: root)))
        let layout = try scene.layout()
        let resolved = try #require(layout.controller(path: "main/root/child"))
        #expect(resolved.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        #expect(resolved.parent == 0)
        #expect(layout.views[resolved.view].path == "main/root/child/view[0]")
    }
}
