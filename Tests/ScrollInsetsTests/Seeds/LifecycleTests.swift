import Testing
@testable import ScrollInsets

/// When insets become valid (docs/lifecycle.md): a push onto a navigation stack on iPhone X
/// portrait. 'list' (the previous top) has (88, 0, 34, 0); 'detail' adds 50 pt at the bottom
/// through additionalSafeAreaInsets, so it ends with (88, 0, 84, 0).
@Suite struct LifecycleTests {
    static let list = ControllerNode(
        name: "list", view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 5)])))
    static let detail = ControllerNode(
        name: "detail", additionalSafeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 50, right: 0),
        view: ViewNode(name: "content"))
    static let listInsets = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
    static let detailInsets = EdgeInsets(top: 88, left: 0, bottom: 84, right: 0)

    static func scene(_ stack: [ControllerNode]) throws -> Scene {
        Scene(
            screen: try TestScenes.screen("iPhone X", .portrait),
            root: .controller(.navigationController(name: "nav", viewControllers: stack)))
    }

    @Test func pushOrderAndObservedInsets() throws {
        let events = try Self.scene([Self.list, Self.detail]).pushLifecycle()
        #expect(
            events == [
                LifecycleEvent(controllerPath: "nav/detail", callback: .willMoveToParent, safeAreaInsets: .zero),
                LifecycleEvent(controllerPath: "nav/detail", callback: .viewDidLoad, safeAreaInsets: .zero),
                LifecycleEvent(
                    controllerPath: "nav/list", callback: .viewWillDisappear, safeAreaInsets: Self.listInsets),
                LifecycleEvent(controllerPath: "nav/detail", callback: .viewWillAppear, safeAreaInsets: .zero),
                LifecycleEvent(
                    controllerPath: "nav/detail", callback: .viewSafeAreaInsetsDidChange,
                    safeAreaInsets: Self.detailInsets),
                LifecycleEvent(
                    controllerPath: "nav/detail", callback: .viewWillLayoutSubviews, safeAreaInsets: Self.detailInsets),
                LifecycleEvent(
                    controllerPath: "nav/detail", callback: .viewDidLayoutSubviews, safeAreaInsets: Self.detailInsets),
                LifecycleEvent(controllerPath: "nav/list", callback: .viewDidDisappear, safeAreaInsets: .zero),
                LifecycleEvent(
                    controllerPath: "nav/detail", callback: .viewDidAppear, safeAreaInsets: Self.detailInsets),
                LifecycleEvent(
                    controllerPath: "nav/detail", callback: .didMoveToParent, safeAreaInsets: Self.detailInsets),
            ])
    }

    /// A navigation controller as the selected tab of a tab bar controller: the tab bar adds
    /// 49 pt above the 34-pt home indicator, so 'list' has (88, 0, 83, 0) and 'detail', 50 pt
    /// more at the bottom, (88, 0, 133, 0).
    @Test func aNavigationStackInTheSelectedTab() throws {
        let children: [ControllerNode] = [
            ControllerNode(name: "home"),
            .navigationController(name: "nav", viewControllers: [Self.list, Self.detail]),
        ]
        let tabs = ControllerNode.tabBarController(name: "tabs", selectedIndex: 1, viewControllers: children)
        let scene = Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .controller(tabs))
        let events = try scene.pushLifecycle()
        let list = EdgeInsets(top: 88, left: 0, bottom: 83, right: 0)
        let detail = EdgeInsets(top: 88, left: 0, bottom: 133, right: 0)
        #expect(
            events.map(\.controllerPath) == [
                "tabs/nav/detail", "tabs/nav/detail", "tabs/nav/list", "tabs/nav/detail", "tabs/nav/detail",
                "tabs/nav/detail", "tabs/nav/detail", "tabs/nav/list", "tabs/nav/detail", "tabs/nav/detail",
            ])
        #expect(
            events.map(\.safeAreaInsets) == [.zero, .zero, list, .zero, detail, detail, detail, .zero, detail, detail])
        // The tab that is not a navigation controller cannot push.
        let first = Scene(
            screen: try TestScenes.screen("iPhone X", .portrait),
            root: .controller(.tabBarController(name: "tabs", selectedIndex: 0, viewControllers: children)))
        #expect(throws: ModelError.pushNeedsNavigationController(path: "tabs", kind: "tabBarController")) {
            try first.pushLifecycle()
        }
    }

    @Test func callbackNamesAreUIKitsSwiftNames() throws {
        let events = try Self.scene([Self.list, Self.detail]).pushLifecycle()
        #expect(
            events.map(\.callback.rawValue) == [
                "willMove(toParent:)", "viewDidLoad()", "viewWillDisappear(_:)", "viewWillAppear(_:)",
                "viewSafeAreaInsetsDidChange()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
                "viewDidDisappear(_:)", "viewDidAppear(_:)", "didMove(toParent:)",
            ])
    }

    @Test func theOtherPlacementLetsViewWillLayoutSubviewsSeeZero() throws {
        let events = try Self.scene([Self.list, Self.detail]).pushLifecycle(order: .beforeViewDidLayoutSubviews)
        #expect(
            events[4]
                == LifecycleEvent(
                    controllerPath: "nav/detail", callback: .viewWillLayoutSubviews, safeAreaInsets: .zero))
        #expect(
            events[5]
                == LifecycleEvent(
                    controllerPath: "nav/detail", callback: .viewSafeAreaInsetsDidChange,
                    safeAreaInsets: Self.detailInsets))
        #expect(events.count == 10)
    }

    @Test func aSingleControllerHasNoPreviousTop() throws {
        let events = try Self.scene([Self.detail]).pushLifecycle()
        #expect(events.map(\.controllerPath) == Array(repeating: "nav/detail", count: 8))
        #expect(!events.contains { $0.callback == .viewWillDisappear || $0.callback == .viewDidDisappear })
    }

    @Test func unnamedControllersUseKindAndIndex() throws {
        let events = try Self.scene([ControllerNode(view: ViewNode()), ControllerNode(view: ViewNode())])
            .pushLifecycle()
        #expect(events.first?.controllerPath == "nav/viewController[1]")
        #expect(events[2].controllerPath == "nav/viewController[0]")
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var id: String
        var root: Node
        var message: String
        var testDescription: String { id }
    }

    @Test(arguments: [
        ErrorCase(
            id: "view controller at the root", root: .controller(ControllerNode(name: "feed")),
            message:
                """
                feed: a push needs a navigation controller at the root, or as the selected tab of a tab bar \
                controller at the root; got 'viewController'
                """
        ),
        ErrorCase(
            id: "view at the root", root: .view(ViewNode()),
            message:
                """
                view[0]: a push needs a navigation controller at the root, or as the selected tab of a tab bar \
                controller at the root; got 'view'
                """
        ),
        ErrorCase(
            id: "empty stack", root: .controller(.navigationController(name: "nav", viewControllers: [])),
            message: "nav: a push needs at least one view controller in viewControllers"),
    ])
    func invalidScenes(_ errorCase: ErrorCase) throws {
        let scene = Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: errorCase.root)
        let error = #expect(throws: ModelError.self) { try scene.pushLifecycle() }
        #expect(error?.description == errorCase.message)
    }
}
