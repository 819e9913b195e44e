import Testing
@testable import ScrollInsets

/// `hostingController`: a SwiftUI screen. Its content gets the hosting view's safe area (OpenSwiftUI's
/// `_UIHostingView`: the container element is the view's UIKit `safeAreaInsets`); `safeAreaRegions`
/// (iOS 16.4) without `.container` omits it "from the SwiftUI layout system altogether" (Apple); with
/// `.keyboard` the keyboard's overlap reaches the content. A List is a collection view from iOS 16, a
/// table view before (siteline/swiftui-introspect). Numbers by hand, iPhone 16 on iOS 26: status bar in
/// the 59-pt sensor housing, navigation bar 54, tab bar 49 above the 34-pt home indicator.
@Suite struct HostingControllerTests {
    /// A tab bar controller showing a navigation controller showing a hosting controller whose List is `list`.
    static func scene(
        regions: SafeAreaRegions = .all, keyboard: Keyboard? = nil, release: UIKitRelease = UIKitRelease(26),
        device: String = "iPhone 16", list: ViewNode? = nil
    ) throws -> Scene {
        let screen = try TestScenes.device(device).screen(orientation: .portrait, release: release)
        var properties = CollectionViewProperties()
        properties.list = ListConfiguration()
        properties.sections = [30]
        let view = list ?? ViewNode.collectionView(name: "list", collection: properties)
        var hosting = HostingControllerProperties(safeAreaRegions: regions)
        if regions != .all { hosting.safeAreaRegionsLocation = SourceLocation(line: 1, column: 1) }
        let feed = ControllerNode(kind: .hostingController(hosting), name: "feed", view: view)
        var scene = Scene(
            screen: screen,
            root: .controller(
                .tabBarController(
                    name: "tabs", viewControllers: [.navigationController(name: "nav", viewControllers: [feed])])))
        scene.keyboard = keyboard
        return scene
    }

    @Test func theListTakesTheBarsAsAnyRootView() throws {
        let list = try #require(try Self.scene().layout().view(path: "tabs/nav/feed/list"))
        // 59 + 54 on top, 34 + 49 below.
        #expect(list.safeAreaInsets == EdgeInsets(top: 113, left: 0, bottom: 83, right: 0))
        #expect(list.scroll?.adjustedContentInset == EdgeInsets(top: 113, left: 0, bottom: 83, right: 0))
        #expect(list.scroll?.contentOffset == Point(x: 0, y: -113))
    }

    @Test(arguments: [SafeAreaRegions.none, .keyboard]) func withoutTheContainerRegionNothingReachesTheList(
        _ regions: SafeAreaRegions
    ) throws {
        let layout = try Self.scene(regions: regions).layout()
        let list = try #require(layout.view(path: "tabs/nav/feed/list"))
        #expect(list.safeAreaInsets == .zero)
        #expect(list.scroll?.adjustedContentInset == .zero)
        let top = layout.safeAreaDerivation(ofView: list.index)[.top]
        #expect(top.map(\.amount) == [59, 54, -113])
        #expect(top.last?.source == .safeAreaRegions)
    }

    @Test func theKeyboardRegionLiftsTheEndOfTheList() throws {
        // A 336-pt keyboard covers the whole-screen list's bottom 336 pt; it replaces the 83.
        let all = try Self.scene(keyboard: Keyboard(.height(336))).layout().view(path: "tabs/nav/feed/list")
        #expect(all?.scroll?.adjustedContentInset.bottom == 336)
        let container = try Self.scene(regions: .container, keyboard: Keyboard(.height(336))).layout()
            .view(path: "tabs/nav/feed/list")
        #expect(container?.scroll?.adjustedContentInset.bottom == 83)
        let keyboardOnly = try Self.scene(regions: .keyboard, keyboard: Keyboard(.height(336))).layout()
            .view(path: "tabs/nav/feed/list")
        #expect(keyboardOnly?.scroll?.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 336, right: 0))
    }

    @Test func safeAreaRegionsBeforeIOS16Point4IsAnError() throws {
        #expect(UIKitRelease(16, 3).variants.hostingControllers == .listIsCollectionView)
        #expect(UIKitRelease(16, 4).variants.hostingControllers == .safeAreaRegions)
        #expect(
            throws: ModelError.hostingControllerNotModelled(
                path: "tabs/nav/feed",
                reason: """
                    safeAreaRegions is iOS 16.4's (before it, every region reaches the content); give 'ios: 16.4' or \
                    later, or leave it out
                    """,
                location: SourceLocation(line: 1, column: 1))
        ) {
            try Self.scene(regions: .container, release: UIKitRelease(16), device: "iPhone 14").layout()
        }
    }

    @Test func aListIsATableViewBeforeIOS16() throws {
        #expect(
            throws: ModelError.hostingControllerNotModelled(
                path: "tabs/nav/feed",
                reason: "a List or Form is a tableView before iOS 16 (a collectionView from iOS 16); write 'tableView'",
                location: nil)
        ) {
            try Self.scene(release: UIKitRelease(15), device: "iPhone 13").layout()
        }
        let table = ViewNode.tableView(name: "list", table: TableViewProperties(sections: [.init(rowCount: 30)]))
        let layout = try Self.scene(release: UIKitRelease(15), device: "iPhone 13", list: table).layout()
        // iPhone 13 on iOS 15: status bar 47 + bar 44 on top; 34 + 49 below.
        #expect(
            layout.view(path: "tabs/nav/feed/list")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
    }

    /// A 300 × 500 window with a 59-pt top safe area (sentry-cocoa's iOS 16 set-up), its root a
    /// hosting controller whose List has two insetGrouped sections of one item: content shorter
    /// than the view.
    static func shortList(
        _ behavior: ScrollBounceBehavior? = nil, release: UIKitRelease = UIKitRelease(16, 4)
    ) -> Scene {
        var screen = Screen(
            size: Size(width: 300, height: 500), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        screen.release = release
        var properties = CollectionViewProperties()
        properties.list = ListConfiguration(appearance: .insetGrouped)
        properties.sections = [1, 1]
        var hosting = HostingControllerProperties()
        if let behavior {
            hosting.scrollBounceBehavior = behavior
            hosting.scrollBounceBehaviorLocation = SourceLocation(line: 2, column: 3)
        }
        let host = ControllerNode(
            kind: .hostingController(hosting), name: "host",
            view: ViewNode.collectionView(name: "list", collection: properties))
        return Scene(screen: screen, root: .controller(host))
    }

    @Test(arguments: [nil, ScrollBounceBehavior.automatic, .always]) func aShortListBouncesAndIsAdjusted(
        _ behavior: ScrollBounceBehavior?
    ) throws {
        // Apple: "By default, scrollable views use the always behavior", so alwaysBounceVertical is true and
        // automatic takes the vertical axis as scrollable: the top takes the 59-pt safe area, the bottom its 0.
        let layout = try Self.shortList(behavior).layout()
        let list = try #require(layout.view(path: "host/list")?.scroll)
        #expect(list.contentSize.height < 500)
        #expect(list.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(list.contentOffset == Point(x: 0, y: -59))
        #expect(list.scrollsAlong == [.vertical])
        let name = (behavior ?? .automatic).rawValue
        #expect(
            list.reasons[.top]?.sentence.contains("set by SwiftUI for 'host' (scrollBounceBehavior \(name)") == true)
    }

    @Test func basedOnSizeLeavesAShortListUnadjusted() throws {
        // basedOnSize "bounces … if the size of the content exceeeds the size of the scrollable view": 158 < 500,
        // alwaysBounceVertical false, so automatic adjusts no edge.
        let list = try #require(try Self.shortList(.basedOnSize).layout().view(path: "host/list")?.scroll)
        #expect(list.adjustedContentInset == .zero)
        #expect(list.contentOffset == Point(x: 0, y: 0))
        #expect(list.scrollsAlong == [])
    }

    @Test func scrollBounceBehaviorBeforeIOS16Point4OrOnAPlainViewIsAnError() throws {
        #expect(
            throws: ModelError.hostingControllerNotModelled(
                path: "host",
                reason: """
                    scrollBounceBehavior is iOS 16.4's (before it, the model takes SwiftUI's default, the always \
                    behavior); give 'ios: 16.4' or later, or leave it out
                    """,
                location: SourceLocation(line: 2, column: 3))
        ) {
            try Self.shortList(.basedOnSize, release: UIKitRelease(16, 3)).layout()
        }
        var scene = Self.shortList(.always)
        guard case .controller(var host) = scene.root else {
            Issue.record("the root is not a controller")
            return
        }
        host.view = ViewNode(kind: .view, name: "plain")
        scene.root = .controller(host)
        #expect(
            throws: ModelError.hostingControllerNotModelled(
                path: "host",
                reason: """
                    scrollBounceBehavior sets the bounce of the scroll view the body puts on screen, and its view is \
                    a plain view; make the view the List's collectionView or the ScrollView's scrollView, or leave it \
                    out
                    """,
                location: SourceLocation(line: 2, column: 3))
        ) {
            try scene.layout()
        }
    }
}
