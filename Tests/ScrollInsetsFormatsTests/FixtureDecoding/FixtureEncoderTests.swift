import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The fixture writer: exact text for known scenes, quoting of names, and what it leaves out
/// or writes as it is.
@Suite struct FixtureEncoderTests {
    static let iPhoneX = DeviceCatalog.device(named: "iPhone X")!

    @Test func documentationExample() {
        let feed = ControllerNode(
            name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)])))
        let scene = FixtureScene(
            index: 0, location: .start, target: .device(Self.iPhoneX), orientation: .landscapeLeft,
            root: .controller(.navigationController(name: "nav", viewControllers: [feed])))
        #expect(
            FixtureEncoder.encode(scene) == """
                format: 1
                device: iPhone X
                orientation: landscapeLeft
                root:
                  navigationController:
                    name: nav
                    viewControllers:
                      - viewController:
                          name: feed
                          view:
                            tableView:
                              name: table
                              sections:
                                - rows: 20

                """)
    }

    static let fullText = """
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
                        additionalSafeAreaInsets: [0, 0, 20, 0]
                        edgesForExtendedLayout: [top, bottom]
                        extendedLayoutIncludesOpaqueBars: true
                        automaticallyAdjustsScrollViewInsets: false
                        viewRespectsSystemMinimumLayoutMargins: false
                        view:
                          tableView:
                            name: table
                            directionalLayoutMargins: {top: 0, leading: 20, bottom: 0, trailing: 10}
                            contentInset: [0, 0, -10, 0]
                            contentInsetAdjustmentBehavior: never
                            style: insetGrouped
                            rowHeight: 60.5
                            insetsContentViewsToSafeArea: false
                            separatorStyle: none
                            separatorInset: [0, 15, 0, 0]
                            separatorInsetReference: fromAutomaticInsets
                            cellLayoutMarginsFollowReadableWidth: true
                            tableHeaderView: {height: 60}
                            sections:
                              - rows: 2
                                header: {height: 28, background: contentView}
                                footer: {height: 0.5}
                              - rows: [{height: 80}, {}]
                            subviews:
                              - view:
                                  name: badge
                                  frame: [10, 10, 20, 20]
                                  interactive: true
        ---
        format: 1
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
                  frame: [0, 20, 1024, 748]
                  contentSize: [2048, 748]
                  contentOffset: [0, -20]
                  alwaysBounceHorizontal: true
                  subviews:
                    - collectionView:
                        name: grid
                        frame: [0, 0, 512, 748]
                        alwaysBounceVertical: true
                        layout:
                          flow:
                            scrollDirection: horizontal
                            itemSize: [100, 120]
                            minimumLineSpacing: 0
                            minimumInteritemSpacing: 4.5
                            sectionInset: [10, 20, 10, 20]
                            sectionInsetReference: fromLayoutMargins
                            headerReferenceSize: [40, 0]
                            footerReferenceSize: [30, 0]
                        sections: [3, 0, 12]
              - viewController:
                  name: child
                  edgesForExtendedLayout: none
                  frame: [0, 600, 1024, 168]
                  view:
                    view:
                      name: childRoot

        """

    @Test func everyKeyInSpecOrder() {
        let scenes = [DecodedSceneTests.expectedFirstScene, DecodedSceneTests.expectedSecondScene]
        #expect(FixtureEncoder.encode(scenes) == Self.fullText)
    }

    @Test func everyKeyReadsBack() throws {
        let result = decodeFixture(Self.fullText)
        #expect(result.diagnostics == [])
        #expect(
            result.scenes.map { $0.strippingLocations() } == [
                DecodedSceneTests.expectedFirstScene, DecodedSceneTests.expectedSecondScene,
            ])
    }

    @Test func defaultsAreLeftOut() {
        let scene = FixtureScene(
            index: 0, location: .start, target: .device(Self.iPhoneX),
            root: .controller(ControllerNode(view: ViewNode())))
        #expect(
            FixtureEncoder.encode(scene)
                == "format: 1\ndevice: iPhone X\nroot:\n  viewController:\n    view:\n      view: {}\n")
        let empty = FixtureScene(
            index: 0, location: .start, target: .window(size: Size(width: 320, height: 480), safeAreaInsets: .zero),
            root: .controller(.navigationController(viewControllers: [])))
        #expect(
            FixtureEncoder.encode(empty)
                == "format: 1\nwindow:\n  size: [320, 480]\nroot:\n  navigationController: {}\n")
    }

    @Test func disabledRulesAreAComment() throws {
        var first = FixtureScene(
            index: 0, location: .start, target: .device(Self.iPhoneX), root: .view(ViewNode(name: "a")))
        first.disabledRules = [.controlInUnsafeArea, .contentUnderVerticalBar]
        var second = first
        second.index = 1
        second.disabledRules = [.safeAreaClamped]
        let text = FixtureEncoder.encode([first, second])
        #expect(
            text == """
                # scroll-inspect: disable control-in-unsafe-area, content-under-vertical-bar
                format: 1
                device: iPhone X
                root:
                  view:
                    name: a
                ---
                # scroll-inspect: disable safe-area-clamped
                format: 1
                device: iPhone X
                root:
                  view:
                    name: a

                """)
        #expect(decodeFixture(text).scenes.map { $0.strippingLocations() } == [first, second])
    }

    @Test func noSceneIsNoText() {
        #expect(FixtureEncoder.encode([]) == "")
    }

    // MARK: Names

    struct NameCase: CustomTestStringConvertible, Sendable {
        var name: String
        var written: String
        var testDescription: String { written }
    }

    static let nameCases: [NameCase] = [
        NameCase(name: "feed", written: "feed"),
        NameCase(name: "my feed", written: "my feed"),
        NameCase(name: "a:b", written: "a:b"),
        NameCase(name: "a#b", written: "a#b"),
        NameCase(name: "it's", written: "it's"),
        NameCase(name: "say \"hi\"", written: "say \"hi\""),
        NameCase(name: "back\\slash", written: "back\\slash"),
        NameCase(name: "<<", written: "<<"),
        NameCase(name: "café ☕️", written: "café ☕️"),
        NameCase(name: "e\u{301}", written: "e\u{301}"),
        NameCase(name: "", written: "\"\""),
        NameCase(name: " leading", written: "\" leading\""),
        NameCase(name: "trailing ", written: "\"trailing \""),
        NameCase(name: "a: b", written: "\"a: b\""),
        NameCase(name: "ends:", written: "\"ends:\""),
        NameCase(name: "a #b", written: "\"a #b\""),
        NameCase(name: "#hash", written: "\"#hash\""),
        NameCase(name: "scroll-inspect: disable rule-a", written: "\"scroll-inspect: disable rule-a\""),
        NameCase(name: "true", written: "\"true\""),
        NameCase(name: "False", written: "\"False\""),
        NameCase(name: "null", written: "\"null\""),
        NameCase(name: "~", written: "\"~\""),
        NameCase(name: "yes", written: "\"yes\""),
        NameCase(name: "No", written: "\"No\""),
        NameCase(name: "on", written: "\"on\""),
        NameCase(name: "y", written: "\"y\""),
        NameCase(name: "12", written: "\"12\""),
        NameCase(name: "1e3", written: "\"1e3\""),
        NameCase(name: ".5", written: "\".5\""),
        NameCase(name: "+1", written: "\"+1\""),
        NameCase(name: "-x", written: "\"-x\""),
        NameCase(name: "---", written: "\"---\""),
        NameCase(name: "- item", written: "\"- item\""),
        NameCase(name: "? key", written: "\"? key\""),
        NameCase(name: "[x]", written: "\"[x]\""),
        NameCase(name: "{x}", written: "\"{x}\""),
        NameCase(name: "a, b", written: "\"a, b\""),
        NameCase(name: "*alias", written: "\"*alias\""),
        NameCase(name: "&anchor", written: "\"&anchor\""),
        NameCase(name: "!tag", written: "\"!tag\""),
        NameCase(name: "|", written: "\"|\""),
        NameCase(name: ">", written: "\">\""),
        NameCase(name: "'single'", written: "\"'single'\""),
        NameCase(name: "\"double\"", written: "\"\\\"double\\\"\""),
        NameCase(name: "%", written: "\"%\""),
        NameCase(name: "@", written: "\"@\""),
        NameCase(name: "`", written: "\"`\""),
        NameCase(name: "tab\there", written: "\"tab\\there\""),
        NameCase(name: "line\nbreak", written: "\"line\\nbreak\""),
        NameCase(name: "cr\r\nlf", written: "\"cr\\r\\nlf\""),
        NameCase(name: "nul\u{0}", written: "\"nul\\u0000\""),
        NameCase(name: "bell\u{7}", written: "\"bell\\u0007\""),
        NameCase(name: "del\u{7F}", written: "\"del\\u007F\""),
        NameCase(name: "next\u{85}", written: "\"next\\u0085\""),
        NameCase(name: "sep\u{2028}", written: "\"sep\\u2028\""),
        NameCase(name: "bom\u{FEFF}", written: "\"bom\\uFEFF\""),
        NameCase(name: " \"x\\", written: "\" \\\"x\\\\\""),
    ]

    @Test(arguments: nameCases)
    func nameIsWrittenAndReadBack(_ testCase: NameCase) throws {
        #expect(FixtureText.scalar(testCase.name) == testCase.written)
        let scene = FixtureScene(
            index: 0, location: .start, target: .device(Self.iPhoneX),
            root: .view(ViewNode(name: testCase.name, subviews: [.view(ViewNode(name: testCase.name, frame: .zero))])))
        let text = FixtureEncoder.encode(scene)
        #expect(text.contains("    name: \(testCase.written)\n"))
        let result = decodeFixture(text)
        #expect(result.diagnostics == [])
        let decoded = try #require(result.scenes.first)
        #expect(decoded.strippingLocations() == scene)
        #expect(decoded.disabledRules == [])
    }

    // MARK: What is left out, what is written as it is

    @Test func valuesTheModelIgnoresAreLeftOut() throws {
        var rootView = ViewNode(
            name: "plain", frame: Rect(x: 0, y: 0, width: 10, height: 10),
            scroll: ScrollViewProperties(contentSize: Size(width: 1, height: 1), contentInset: EdgeInsets(all: 5)))
        rootView.table = TableViewProperties(rowHeight: 10)
        rootView.collection = CollectionViewProperties(sections: [1])
        var table = ViewNode.tableView(
            name: "table", frame: Rect(x: 0, y: 0, width: 10, height: 10), table: TableViewProperties(),
            scroll: ScrollViewProperties(contentSize: Size(width: 5, height: 5), alwaysBounceVertical: true))
        table.collection = CollectionViewProperties(sections: [2])
        let grid = ViewNode.collectionView(
            name: "grid", frame: Rect(x: 0, y: 0, width: 1, height: 1), collection: CollectionViewProperties(),
            scroll: ScrollViewProperties(contentSize: Size(width: 5, height: 5)))
        rootView.subviews = [.view(table), .view(grid)]
        var feed = ControllerNode(name: "feed", frame: Rect(x: 1, y: 2, width: 3, height: 4), view: rootView)
        feed.location = at(9, 9)
        var nav = ControllerNode.navigationController(
            name: "nav", toolbar: BarProperties(hidden: true, translucent: true, prefersLargeTitles: true),
            viewControllers: [feed])
        nav.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let scene = FixtureScene(
            index: 3, location: at(5, 5), target: .device(Self.iPhoneX), orientationLocation: at(7, 7),
            root: .controller(
                .tabBarController(tabBar: BarProperties(prefersLargeTitles: true), viewControllers: [nav])))
        let text = FixtureEncoder.encode(scene)
        #expect(
            text == """
                format: 1
                device: iPhone X
                root:
                  tabBarController:
                    viewControllers:
                      - navigationController:
                          name: nav
                          viewControllers:
                            - viewController:
                                name: feed
                                view:
                                  view:
                                    name: plain
                                    subviews:
                                      - tableView:
                                          name: table
                                          frame: [0, 0, 10, 10]
                                      - collectionView:
                                          name: grid
                                          frame: [0, 0, 1, 1]

                """)
        let result = decodeFixture(text)
        #expect(result.diagnostics == [])
    }

    struct RejectedCase: CustomTestStringConvertible, Sendable {
        var id: String
        var root: Node
        var target: FixtureScene.Target = .device(FixtureEncoderTests.iPhoneX)
        var expected: [FixtureDiagnostic]
        var testDescription: String { id }
    }

    static let rejectedCases: [RejectedCase] = [
        RejectedCase(
            id: "not a number",
            root: .view(
                ViewNode.scrollView(
                    scroll: ScrollViewProperties(contentInset: EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)))),
            expected: [.error(5, 20, "expected a finite number; found 'nan'")]),
        RejectedCase(
            id: "infinity",
            root: .view(ViewNode.scrollView(scroll: ScrollViewProperties(contentOffset: Point(x: 0, y: -.infinity)))),
            expected: [.error(5, 24, "expected a finite number; found '-inf'")]),
        RejectedCase(
            id: "a negative size", root: .view(ViewNode(frame: Rect(x: 0, y: 0, width: -1, height: 2))),
            expected: [.error(5, 19, "expected a non-negative number; found '-1'")]),
        RejectedCase(
            id: "a subview without a frame", root: .view(ViewNode(subviews: [.view(ViewNode(name: "x"))])),
            expected: [
                .error(
                    6, 9,
                    """
                    missing required key 'frame'; expected a rect such as [x, y, width, height] or {x:, y:, width:, \
                    height:}, or a 'pin'
                    """
                )
            ]),
        RejectedCase(
            id: "selectedIndex out of range",
            root: .controller(.tabBarController(selectedIndex: 1, viewControllers: [ControllerNode()])),
            expected: [.error(5, 20, "selectedIndex '1' is out of range; the tab bar controller has 1 view controller")]
        ),
        RejectedCase(
            id: "a device that is not in the catalog", root: .view(ViewNode()),
            target: .device(
                Device(
                    name: "Galaxy S23", family: .phone, portraitSize: Size(width: 360, height: 780), scale: 3,
                    portrait: FixtureEncoderTests.iPhoneX.portrait, landscape: FixtureEncoderTests.iPhoneX.landscape,
                    portraitUpsideDown: nil, sources: [])),
            expected: [
                .error(
                    2, 9, "unknown device 'Galaxy S23'",
                    notes: [
                        """
                        run 'scroll-inspect devices' for the catalog, or give a 'window' with a size and \
                        safeAreaInsets
                        """
                    ])
            ]),
    ]

    @Test(arguments: rejectedCases)
    func valuesTheFormatRejectsAreWrittenAsTheyAre(_ testCase: RejectedCase) {
        let scene = FixtureScene(index: 0, location: .start, target: testCase.target, root: testCase.root)
        let result = decodeFixture(FixtureEncoder.encode(scene))
        #expect(result.diagnostics == testCase.expected)
    }
}
