import Testing
@testable import ScrollInsets

/// The iOS 10 rules (docs/ios10-migration.md): layout guides instead of a safe area,
/// `automaticallyAdjustsScrollViewInsets` writing them into `contentInset`, letterboxing on iPhone X.
@Suite struct IOS10CompatibilityTests {
    static let iOS10 = LayoutOptions(system: .iOS10)

    static func feed(_ view: ViewNode = ViewNode(name: "content"), automaticallyAdjusts: Bool = true) -> ControllerNode
    {
        ControllerNode(name: "feed", automaticallyAdjustsScrollViewInsets: automaticallyAdjusts, view: view)
    }

    struct GuideCase: CustomTestStringConvertible, Sendable {
        var id: String
        var root: ControllerNode
        var path: String
        var expected: LayoutGuides
        var viewFrame: Rect
        var testDescription: String { id }
    }

    static let guideCases: [GuideCase] = [
        GuideCase(
            id: "navigation and tab bars",
            root: .tabBarController(
                name: "tabs",
                viewControllers: [
                    .navigationController(name: "nav", viewControllers: [feed()])
                ]),
            path: "tabs/nav/feed", expected: LayoutGuides(top: 64, bottom: 49),
            viewFrame: Rect(x: 0, y: 0, width: 375, height: 667)),
        GuideCase(
            id: "navigation bar", root: .navigationController(name: "nav", viewControllers: [feed()]),
            path: "nav/feed", expected: LayoutGuides(top: 64, bottom: 0),
            viewFrame: Rect(x: 0, y: 0, width: 375, height: 667)),
        GuideCase(
            id: "navigation bar and toolbar",
            root: .navigationController(name: "nav", toolbar: BarProperties(), viewControllers: [feed()]),
            path: "nav/feed", expected: LayoutGuides(top: 64, bottom: 44),
            viewFrame: Rect(x: 0, y: 0, width: 375, height: 667)),
        GuideCase(
            id: "tab bar", root: .tabBarController(name: "tabs", viewControllers: [feed()]),
            path: "tabs/feed", expected: LayoutGuides(top: 20, bottom: 49),
            viewFrame: Rect(x: 0, y: 0, width: 375, height: 667)),
        GuideCase(
            id: "status bar only", root: feed(), path: "feed", expected: LayoutGuides(top: 20, bottom: 0),
            viewFrame: Rect(x: 0, y: 0, width: 375, height: 667)),
        GuideCase(
            id: "below an opaque navigation bar",
            root: .navigationController(
                name: "nav", navigationBar: BarProperties(translucent: false),
                viewControllers: [feed()]),
            path: "nav/feed", expected: LayoutGuides(top: 0, bottom: 0),
            viewFrame: Rect(x: 0, y: 64, width: 375, height: 603)),
    ]

    @Test(arguments: guideCases)
    func layoutGuidesOnIPhone8(_ guideCase: GuideCase) throws {
        let scene = Scene(screen: try TestScenes.screen("iPhone 8", .portrait), root: .controller(guideCase.root))
        let layout = try scene.layout(options: Self.iOS10)
        let controller = try #require(layout.controller(path: guideCase.path))
        #expect(controller.layoutGuides == guideCase.expected)
        #expect(controller.viewFrame == guideCase.viewFrame)
        #expect(controller.safeAreaInsets == .zero)
        #expect(layout.views.allSatisfy { $0.safeAreaInsets == .zero && $0.safeAreaInsetsForSubviews == .zero })
    }

    @Test func iOS11RulesLeaveTheGuidesOut() throws {
        let scene = Scene(
            screen: try TestScenes.screen("iPhone 8", .portrait),
            root: .controller(.navigationController(name: "nav", viewControllers: [Self.feed()])))
        let layout = try scene.layout(options: LayoutOptions())
        #expect(layout.controller(path: "nav/feed")?.layoutGuides == nil)
        #expect(
            layout.controller(path: "nav/feed")?.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(layout.views == (try scene.layout()).views)
    }

    static let table = ViewNode.tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 30)]))

    @Test func automaticallyAdjustsScrollViewInsetsWritesTheGuidesIntoContentInset() throws {
        let tabs = ControllerNode.tabBarController(
            name: "tabs",
            viewControllers: [
                .navigationController(name: "nav", viewControllers: [Self.feed(Self.table)])
            ])
        let layout = try Scene(screen: try TestScenes.screen("iPhone 8", .portrait), root: .controller(tabs)).layout(
            options: Self.iOS10)
        let scroll = try #require(layout.view(path: "tabs/nav/feed/table")?.scroll)
        #expect(scroll.contentInset == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(scroll.contentOffset == Point(x: 0, y: -64))
        #expect(scroll.adjustedEdges == [])
        #expect(scroll.behavior == .automatic)
        #expect(
            scroll.reasons[.top]?.sentence
                == """
                iOS 10: topLayoutGuide 64 pt of 'tabs/nav/feed' written into contentInset.top \
                (automaticallyAdjustsScrollViewInsets)
                """
        )
        #expect(scroll.reasons[.left]?.sentence == "iOS 10: no safe area; adjustedContentInset = contentInset")
        #expect(
            scroll.derivation[.bottom].map(\.reason) == [
                """
                iOS 10: bottomLayoutGuide 49 pt of 'tabs/nav/feed' written into contentInset.bottom \
                (automaticallyAdjustsScrollViewInsets)
                """
            ])
    }

    @Test func withoutAutomaticAdjustmentTheHandSetInsetStays() throws {
        var table = Self.table
        table.scroll.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        let nav = ControllerNode.navigationController(
            name: "nav", viewControllers: [Self.feed(table, automaticallyAdjusts: false)])
        let layout = try Scene(screen: try TestScenes.screen("iPhone 8", .portrait), root: .controller(nav)).layout(
            options: Self.iOS10)
        let scroll = try #require(layout.view(path: "nav/feed/table")?.scroll)
        #expect(scroll.contentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset == Point(x: 0, y: -64))
        #expect(scroll.derivation[.top].map(\.reason) == ["contentInset.top 64 pt"])
    }

    @Test func additionalSafeAreaInsetsDoNotExistInIOS10() throws {
        var feed = Self.feed()
        feed.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let layout = try Scene(
            screen: try TestScenes.screen("iPhone 8", .portrait),
            root: .controller(.navigationController(name: "nav", viewControllers: [feed]))
        ).layout(options: Self.iOS10)
        #expect(layout.controller(path: "nav/feed")?.layoutGuides == LayoutGuides(top: 64, bottom: 0))
    }

    struct LetterboxCase: CustomTestStringConvertible, Sendable {
        var orientation: Orientation
        var frame: Rect
        var screenInsets: EdgeInsets
        var guides: LayoutGuides
        var testDescription: String { orientation.rawValue }
    }

    @Test(arguments: [
        LetterboxCase(
            orientation: .portrait, frame: Rect(x: 0, y: 72.5, width: 375, height: 667),
            screenInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), guides: LayoutGuides(top: 64, bottom: 0)),
        LetterboxCase(
            orientation: .landscapeLeft, frame: Rect(x: 72.5, y: 0, width: 667, height: 375),
            screenInsets: .zero, guides: LayoutGuides(top: 32, bottom: 0)),
    ])
    func iPhoneXIsLetterboxedOnTheIPhone8Screen(_ letterbox: LetterboxCase) throws {
        let scene = Scene(
            screen: try TestScenes.screen("iPhone X", letterbox.orientation),
            root: .controller(.navigationController(name: "nav", viewControllers: [Self.feed()])))
        let layout = try scene.layout(options: Self.iOS10)
        #expect(layout.letterboxFrame == letterbox.frame)
        #expect(layout.screen.size == letterbox.frame.size)
        #expect(layout.screen.safeAreaInsets == letterbox.screenInsets)
        #expect(layout.controller(path: "nav/feed")?.layoutGuides == letterbox.guides)
        #expect(layout.controller(path: "nav/feed")?.viewFrame == Rect(origin: .zero, size: letterbox.frame.size))
        #expect(try scene.layout().letterboxFrame == nil)
    }

    @Test func homeButtonPhonesAreNotLetterboxed() throws {
        let screen = try TestScenes.screen("iPhone 8 Plus", .portrait)
        let legacy = try screen.iOS10Screen()
        #expect(legacy.screen == screen)
        #expect(legacy.letterboxFrame == nil)
    }

    @Test func unsourcedDevicesAreRefused() throws {
        let scene = Scene(screen: try TestScenes.screen("iPhone XR", .portrait), root: .controller(Self.feed()))
        let error = #expect(throws: ModelError.self) { try scene.layout(options: Self.iOS10) }
        #expect(
            error?.description
                == """
                iPhone XR: no sourced iOS 10 compatibility frame for 'iPhone XR'; only 375 × 812 pt phones are \
                known to letterbox at 375 × 667
                """
        )
    }

    @Test func customWindowKeepsOnlyItsTopInset() throws {
        let screen = Screen(
            size: Size(width: 812, height: 375), safeAreaInsets: EdgeInsets(top: 10, left: 44, bottom: 21, right: 44))
        let legacy = try screen.iOS10Screen()
        #expect(legacy.screen.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(legacy.screen.size == Size(width: 812, height: 375))
        #expect(legacy.letterboxFrame == nil)
    }
}
