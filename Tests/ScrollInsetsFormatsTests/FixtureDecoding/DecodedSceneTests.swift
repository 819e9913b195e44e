import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Valid fixtures decode to exactly the models they describe, every default included.
@Suite struct DecodedSceneTests {
    static let iPhoneX = DeviceCatalog.device(named: "iPhone X")!

    // MARK: Every key, two scenes

    static let fullFixture = """
        # A table in a navigation controller in a tab bar controller, then a custom window.
        format: 1
        device: iPhone X
        orientation: landscapeLeft
        statusBar: hidden
        layoutDirection: rightToLeft
        root:
          tabBarController:
            name: tabs
            tabBar: {translucent: false}
            selectedIndex: 1
            viewControllers:
              - viewController:
                  name: settings
              - navigationController:
                  name: nav
                  navigationBar: {prefersLargeTitles: true}
                  toolbar: {hidden: false}
                  viewControllers:
                    - viewController:
                        name: feed
                        additionalSafeAreaInsets: {bottom: 20}
                        edgesForExtendedLayout: [top, bottom]
                        extendedLayoutIncludesOpaqueBars: true
                        automaticallyAdjustsScrollViewInsets: false
                        viewRespectsSystemMinimumLayoutMargins: false
                        view:
                          tableView:
                            name: table
                            directionalLayoutMargins: {leading: 20, trailing: 10}
                            contentInset: [0, 0, -10, 0]
                            contentInsetAdjustmentBehavior: never
                            style: insetGrouped
                            rowHeight: 60.5
                            insetsContentViewsToSafeArea: false
                            separatorStyle: none
                            separatorInset: {left: 15}
                            separatorInsetReference: fromAutomaticInsets
                            cellLayoutMarginsFollowReadableWidth: true
                            tableHeaderView: {height: 60}
                            sections:
                              - rows: 2
                                header: {height: 28, background: contentView}
                                footer: {height: 0.5}
                              - rows: [{height: 80}, {}]
                            subviews:
                              - view: {name: badge, frame: [10, 10, 20, 20], interactive: true}
        ---
        window:
          size: [1024, 768]
          safeAreaInsets: [20, 0, 0, 0]
        root:
          view:
            name: "container: main"
            frame: [0, 0, 1024, 768]
            layoutMargins: [1, 2, 3, 4]
            insetsLayoutMarginsFromSafeArea: false
            preservesSuperviewLayoutMargins: true
            subviews:
              - scrollView:
                  name: scroller
                  frame: {x: 0, y: 20, width: 1024, height: 748}
                  contentSize: [2048, 748]
                  contentOffset: {x: 0, y: -20}
                  alwaysBounceHorizontal: true
                  subviews:
                    - collectionView:
                        name: grid
                        frame: [0, 0, 512, 748]
                        alwaysBounceVertical: true
                        layout:
                          flow:
                            scrollDirection: horizontal
                            itemSize: {width: 100, height: 120}
                            minimumLineSpacing: 0
                            minimumInteritemSpacing: 4.5
                            sectionInset: [10, 20, 10, 20]
                            sectionInsetReference: fromLayoutMargins
                            headerReferenceSize: [40, 0]
                            footerReferenceSize: {width: 30, height: 0}
                        sections: [3, {items: 0}, 12]
              - viewController:
                  name: child
                  frame: [0, 600, 1024, 168]
                  edgesForExtendedLayout: none
                  view:
                    view:
                      name: childRoot
        """

    static var expectedFirstScene: FixtureScene {
        let badge = ViewNode(name: "badge", frame: Rect(x: 10, y: 10, width: 20, height: 20), interactive: true)
        let properties = TableViewProperties(
            style: .insetGrouped, rowHeight: 60.5, insetsContentViewsToSafeArea: false, separatorStyle: .none,
            separatorInset: .custom(EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)),
            separatorInsetReference: .fromAutomaticInsets, cellLayoutMarginsFollowReadableWidth: true,
            tableHeaderViewHeight: 60, tableFooterViewHeight: 0,
            sections: [
                TableSection(
                    rowHeights: [nil, nil], header: TableHeaderFooter(height: 28, background: .contentView),
                    footer: TableHeaderFooter(height: 0.5, background: .backgroundView)),
                TableSection(rowHeights: [80, nil]),
            ])
        var table = ViewNode.tableView(
            name: "table", table: properties,
            scroll: ScrollViewProperties(
                contentSize: nil, contentInset: EdgeInsets(top: 0, left: 0, bottom: -10, right: 0),
                contentOffset: nil, contentInsetAdjustmentBehavior: .never,
                alwaysBounceVertical: true, alwaysBounceHorizontal: false))
        table.layoutMargins = .directional(DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
        table.subviews = [.view(badge)]
        let feed = ControllerNode(
            kind: .viewController, name: "feed",
            additionalSafeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            edgesForExtendedLayout: [.top, .bottom], extendedLayoutIncludesOpaqueBars: true,
            automaticallyAdjustsScrollViewInsets: false, viewRespectsSystemMinimumLayoutMargins: false, frame: nil,
            view: table)
        let nav = ControllerNode.navigationController(
            name: "nav", navigationBar: BarProperties(hidden: false, translucent: true, prefersLargeTitles: true),
            toolbar: BarProperties(hidden: false, translucent: true, prefersLargeTitles: false), viewControllers: [feed]
        )
        let tabs = ControllerNode.tabBarController(
            name: "tabs", tabBar: BarProperties(hidden: false, translucent: false, prefersLargeTitles: false),
            selectedIndex: 1,
            viewControllers: [ControllerNode(name: "settings"), nav])
        return FixtureScene(
            index: 0, location: .start, target: .device(iPhoneX), orientation: .landscapeLeft,
            statusBarHidden: true, layoutDirection: .rightToLeft, root: .controller(tabs), disabledRules: [])
    }

    static var expectedSecondScene: FixtureScene {
        let flow = FlowLayout(
            scrollDirection: .horizontal, itemSize: Size(width: 100, height: 120), minimumLineSpacing: 0,
            minimumInteritemSpacing: 4.5, sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
            sectionInsetReference: .fromLayoutMargins, headerReferenceSize: Size(width: 40, height: 0),
            footerReferenceSize: Size(width: 30, height: 0))
        let grid = ViewNode.collectionView(
            name: "grid", frame: Rect(x: 0, y: 0, width: 512, height: 748),
            collection: CollectionViewProperties(layout: flow, sections: [3, 0, 12]),
            scroll: ScrollViewProperties(alwaysBounceVertical: true))
        let scroller = ViewNode.scrollView(
            name: "scroller", frame: Rect(x: 0, y: 20, width: 1024, height: 748),
            scroll: ScrollViewProperties(
                contentSize: Size(width: 2048, height: 748), contentOffset: Point(x: 0, y: -20),
                alwaysBounceHorizontal: true),
            subviews: [.view(grid)])
        let child = ControllerNode(
            name: "child", edgesForExtendedLayout: [], frame: Rect(x: 0, y: 600, width: 1024, height: 168),
            view: ViewNode(name: "childRoot"))
        let container = ViewNode(
            kind: .view, name: "container: main", frame: Rect(x: 0, y: 0, width: 1024, height: 768),
            subviews: [.view(scroller), .controller(child)],
            layoutMargins: .physical(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            insetsLayoutMarginsFromSafeArea: false, preservesSuperviewLayoutMargins: true, interactive: false)
        return FixtureScene(
            index: 1, location: .start,
            target: .window(
                size: Size(width: 1024, height: 768),
                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            root: .view(container))
    }

    @Test func fullFixtureDecodesToTheModel() throws {
        let result = decodeFixture(Self.fullFixture)
        #expect(result.diagnostics == [])
        try #require(result.scenes.count == 2)
        #expect(result.scenes[0].strippingLocations() == Self.expectedFirstScene)
        #expect(result.scenes[1].strippingLocations() == Self.expectedSecondScene)
    }

    @Test func fullFixtureLocations() throws {
        let result = decodeFixture(Self.fullFixture)
        try #require(result.scenes.count == 2)
        let first = result.scenes[0], second = result.scenes[1]
        #expect(first.location == at(2, 1))
        #expect(first.orientationLocation == at(4, 14))
        // tabs, settings, nav, feed, table, badge
        #expect(first.root.allLocations == [at(8, 3), at(13, 9), at(15, 9), at(20, 15), at(28, 19), at(47, 25)])
        #expect(second.location == at(49, 1))
        // container, scroller, grid, child, childRoot
        #expect(second.root.allLocations == [at(53, 3), at(60, 9), at(67, 15), at(82, 9), at(87, 13)])
    }

    // MARK: Defaults

    struct DefaultsCase: CustomTestStringConvertible, Sendable {
        var id: String
        var root: String
        var expected: Node
        var testDescription: String { id }
    }

    static let defaultsCases: [DefaultsCase] = [
        DefaultsCase(
            id: "view", root: "view: {}",
            expected: .view(
                ViewNode(
                    kind: .view, name: nil, frame: nil, subviews: [], layoutMargins: nil,
                    insetsLayoutMarginsFromSafeArea: true,
                    preservesSuperviewLayoutMargins: false, interactive: false, scroll: ScrollViewProperties()))),
        DefaultsCase(
            id: "scrollView", root: "scrollView:",
            expected: .view(
                ViewNode(
                    kind: .scrollView,
                    scroll: ScrollViewProperties(
                        contentSize: nil, contentInset: .zero, contentOffset: nil,
                        contentInsetAdjustmentBehavior: .automatic,
                        alwaysBounceVertical: false, alwaysBounceHorizontal: false)))),
        DefaultsCase(
            id: "tableView: bounces vertically", root: "tableView: {}",
            expected: .view(
                ViewNode.tableView(
                    table: TableViewProperties(
                        style: .plain, rowHeight: 44, insetsContentViewsToSafeArea: true, separatorStyle: .singleLine,
                        separatorInset: .automatic, separatorInsetReference: .fromCellEdges,
                        cellLayoutMarginsFollowReadableWidth: nil, tableHeaderViewHeight: 0,
                        tableFooterViewHeight: 0, sections: []),
                    scroll: ScrollViewProperties(alwaysBounceVertical: true)))),
        DefaultsCase(
            id: "tableView: bounce turned off", root: "tableView: {alwaysBounceVertical: false}",
            expected: .view(
                ViewNode.tableView(
                    table: TableViewProperties(), scroll: ScrollViewProperties(alwaysBounceVertical: false)))),
        DefaultsCase(
            id: "collectionView", root: "collectionView: {}",
            expected: .view(
                ViewNode.collectionView(
                    collection: CollectionViewProperties(
                        layout: FlowLayout(
                            scrollDirection: .vertical, itemSize: Size(width: 50, height: 50), minimumLineSpacing: 10,
                            minimumInteritemSpacing: 10, sectionInset: .zero, sectionInsetReference: .fromContentInset,
                            headerReferenceSize: .zero, footerReferenceSize: .zero),
                        sections: []),
                    scroll: ScrollViewProperties(alwaysBounceVertical: false)))),
        DefaultsCase(
            id: "collectionView with an empty flow", root: "collectionView: {layout: {flow: {}}}",
            expected: .view(ViewNode.collectionView(collection: CollectionViewProperties()))),
        DefaultsCase(
            id: "viewController", root: "viewController: {}",
            expected: .controller(
                ControllerNode(
                    kind: .viewController, name: nil, additionalSafeAreaInsets: .zero,
                    edgesForExtendedLayout: [.top, .left, .bottom, .right],
                    extendedLayoutIncludesOpaqueBars: false, automaticallyAdjustsScrollViewInsets: true,
                    viewRespectsSystemMinimumLayoutMargins: true, frame: nil, view: nil))),
        DefaultsCase(
            id: "navigationController: toolbar hidden", root: "navigationController:",
            expected: .controller(
                ControllerNode(
                    kind: .navigationController(
                        NavigationControllerProperties(
                            navigationBar: BarProperties(hidden: false, translucent: true, prefersLargeTitles: false),
                            toolbar: BarProperties(hidden: true, translucent: true, prefersLargeTitles: false),
                            viewControllers: []))))),
        DefaultsCase(
            id: "navigationController: toolbar given, still hidden",
            root: "navigationController: {toolbar: {translucent: false}}",
            expected: .controller(
                ControllerNode(
                    kind: .navigationController(
                        NavigationControllerProperties(
                            toolbar: BarProperties(hidden: true, translucent: false), viewControllers: []))))),
        DefaultsCase(
            id: "tabBarController", root: "tabBarController: {viewControllers: []}",
            expected: .controller(
                ControllerNode(
                    kind: .tabBarController(
                        TabBarControllerProperties(
                            tabBar: BarProperties(hidden: false, translucent: true, prefersLargeTitles: false),
                            selectedIndex: 0,
                            viewControllers: []))))),
        DefaultsCase(
            id: "edgesForExtendedLayout: all", root: "viewController: {edgesForExtendedLayout: all}",
            expected: .controller(ControllerNode(edgesForExtendedLayout: Set(Edge.allCases)))),
        DefaultsCase(
            id: "edgesForExtendedLayout: []", root: "viewController: {edgesForExtendedLayout: []}",
            expected: .controller(ControllerNode(edgesForExtendedLayout: []))),
        DefaultsCase(
            id: "edgesForExtendedLayout: repeated edges",
            root: "viewController: {edgesForExtendedLayout: [left, right, left]}",
            expected: .controller(ControllerNode(edgesForExtendedLayout: [.left, .right]))),
        DefaultsCase(
            id: "separatorInset: automatic", root: "tableView: {separatorInset: automatic}",
            expected: .view(ViewNode.tableView(table: TableViewProperties(separatorInset: .automatic)))),
        DefaultsCase(
            id: "separatorInset: insets", root: "tableView: {separatorInset: [0, 15, 0, 0.5]}",
            expected: .view(
                ViewNode.tableView(
                    table: TableViewProperties(
                        separatorInset: .custom(EdgeInsets(top: 0, left: 15, bottom: 0, right: 0.5)))))),
        DefaultsCase(
            id: "separatorInset: negative insets", root: "tableView: {separatorInset: {left: -5}}",
            expected: .view(
                ViewNode.tableView(
                    table: TableViewProperties(
                        separatorInset: .custom(EdgeInsets(top: 0, left: -5, bottom: 0, right: 0)))))),
        DefaultsCase(
            id: "rows as a count, none given, and as a list",
            root: "tableView: {sections: [{rows: 3}, {}, {rows: [{}, {height: 0}]}]}",
            expected: .view(
                ViewNode.tableView(
                    table: TableViewProperties(sections: [
                        TableSection(rowCount: 3), TableSection(rowCount: 0), TableSection(rowHeights: [nil, 0]),
                    ])))),
        DefaultsCase(
            id: "numbers: signs, exponents, -0",
            root: "scrollView: {contentOffset: [+1e2, -0], contentInset: [.5, 5., -2.5E1, 0]}",
            expected: .view(
                ViewNode.scrollView(
                    scroll: ScrollViewProperties(
                        contentInset: EdgeInsets(top: 0.5, left: 5, bottom: -25, right: 0),
                        contentOffset: Point(x: 100, y: 0))))),
        DefaultsCase(
            id: "a quoted name that looks like other things", root: "view: {name: 'true'}",
            expected: .view(ViewNode(name: "true"))),
        DefaultsCase(
            id: "a plain name that looks like a number", root: "view: {name: 12}",
            expected: .view(ViewNode(name: "12"))),
    ]

    @Test(arguments: defaultsCases)
    func defaults(_ testCase: DefaultsCase) throws {
        let result = decodeFixture("device: iPhone X\nroot:\n  \(testCase.root)\n")
        #expect(result.diagnostics == [])
        let scene = try #require(result.scenes.first)
        #expect(scene.root.strippingLocations() == testCase.expected)
        #expect(scene.target == .device(Self.iPhoneX))
        #expect(scene.orientation == .portrait)
        #expect(scene.statusBarHidden == nil)
        #expect(scene.layoutDirection == .leftToRight)
        #expect(scene.disabledRules == [])
    }

    @Test func countsUpToTheLimit() throws {
        let result = decodeFixture(
            """
            device: iPhone X
            root:
              view:
                subviews:
                  - tableView: {frame: [0, 0, 1, 1], sections: [{rows: 499997}, {rows: [{height: 2}]}]}
                  - collectionView: {frame: [0, 0, 1, 1], sections: [499997, {items: 1}, 0]}
            """)
        #expect(result.diagnostics == [])
        let scene = try #require(result.scenes.first)
        guard case .view(let root) = scene.root, case .view(let table) = root.subviews[0],
            case .view(let grid) = root.subviews[1]
        else {
            Issue.record("unexpected tree")
            return
        }
        // 3 views + 499,998 rows + 499,998 items = 999,999: under the 1,000,000 views a scene
        // may have (FixtureDecoder.Limits; rows and items count as views).
        #expect(table.table?.sections.map(\.rowHeights.count) == [499_997, 1])
        #expect(grid.collection?.sections == [499_997, 1, 0])
    }

    @Test func warningsKeepTheScene() throws {
        let result = decodeFixture(
            """
            device: iPhone X
            root:
              viewController:
                view:
                  view: {frame: [0, 0, 1, 1], name: root}
            """)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(!result.hasErrors)
        let scene = try #require(result.scenes.first)
        #expect(scene.root.strippingLocations() == .controller(ControllerNode(view: ViewNode(name: "root"))))
    }
}
