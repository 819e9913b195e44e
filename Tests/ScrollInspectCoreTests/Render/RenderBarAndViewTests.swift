import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// Bars in window coordinates with their heights, and every view's frame (clipped by its
/// scroll views), exactly as the model gives them.
@Suite struct RenderBarAndViewTests {
    @Test func navigationBarSitsUnderTheStatusBar() throws {
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable())
        let bar = try #require(svg.element(id: "bar-0-navigationBar"))
        #expect(bar.rect == Rect(x: 0, y: 44, width: 375, height: 44))
        #expect(bar.classes == ["bar", "translucent"])
        #expect(bar.attributes["data-path"] == "nav")
        #expect(svg.element(id: "label-bar-0-navigationBar")?.text == "navigationBar 44 (translucent)")
    }

    @Test func opaqueBarIsMarkedOpaque() throws {
        let layout = try RenderTestScenes.navigationTable(navigationBar: BarProperties(translucent: false))
        let bar = try #require(try RenderTestScenes.svg(layout).element(id: "bar-0-navigationBar"))
        #expect(bar.classes == ["bar", "opaque"])
    }

    @Test func landscapeNavigationBarIs32Points() throws {
        let layout = try RenderTestScenes.navigationTable("iPhone X", .landscapeLeft)
        let svg = try RenderTestScenes.svg(layout)
        #expect(svg.element(id: "bar-0-navigationBar")?.rect == Rect(x: 0, y: 0, width: 812, height: 32))
        #expect(svg.element(id: "label-bar-0-navigationBar")?.text == "navigationBar 32 (translucent)")
    }

    @Test func tabBarCoversTheHomeIndicatorArea() throws {
        let tabs = ControllerNode.tabBarController(name: "tabs", viewControllers: [ControllerNode(name: "home")])
        let layout = try Scene(screen: try RenderTestScenes.screen("iPhone X", .portrait), root: .controller(tabs))
            .layout()
        let svg = try RenderTestScenes.svg(layout)
        #expect(svg.element(id: "bar-0-tabBar")?.rect == Rect(x: 0, y: 729, width: 375, height: 83))
        #expect(svg.element(id: "label-bar-0-tabBar")?.text == "tabBar 83 (translucent)")
    }

    @Test func childContainersBarIsMovedByItsRootViewsWindowFrame() throws {
        var inner = ControllerNode.navigationController(name: "inner", viewControllers: [ControllerNode(name: "child")])
        inner.frame = Rect(x: 20, y: 100, width: 335, height: 400)
        let root = ControllerNode(name: "root", view: ViewNode(name: "host", subviews: [.controller(inner)]))
        let layout = try Scene(screen: try RenderTestScenes.screen("iPhone X", .portrait), root: .controller(root))
            .layout()
        let svg = try RenderTestScenes.svg(layout)
        #expect(svg.element(id: "bar-1-navigationBar")?.rect == Rect(x: 20, y: 100, width: 335, height: 44))
        #expect(svg.element(id: "bar-1-navigationBar")?.attributes["data-path"] == "root/host/inner")
    }

    @Test func viewsAreDrawnButContainerViewsAreNot() throws {
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable())
        let views = svg.shapes(class: "view")
        #expect(views.map { $0.attributes["id"] ?? "" } == ["view-1"])
        let table = try #require(svg.element(id: "view-1"))
        #expect(table.rect == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(table.classes == ["view", "scroll"])
        #expect(table.attributes["data-path"] == "nav/feed/table")
        #expect(table.attributes["data-kind"] == "tableView")
        #expect(svg.element(id: "label-view-1")?.text == "table (tableView)")
    }

    @Test func scrollViewSubviewsArePlacedByTheOffsetAndClipped() throws {
        let properties = ScrollViewProperties(
            contentSize: Size(width: 375, height: 2000), contentOffset: Point(x: 0, y: 150),
            contentInsetAdjustmentBehavior: .never)
        var scroll = ViewNode.scrollView(
            name: "scroll", frame: Rect(x: 0, y: 100, width: 375, height: 400), scroll: properties)
        var pager = ViewNode.scrollView(
            name: "pager", frame: Rect(x: 0, y: 300, width: 375, height: 200),
            scroll: ScrollViewProperties(
                contentSize: Size(width: 750, height: 200),
                contentOffset: Point(x: 375, y: 0)))
        pager.subviews = [
            .view(ViewNode(name: "page", frame: Rect(x: 375, y: 0, width: 375, height: 200), interactive: true))
        ]
        scroll.subviews = [
            .view(ViewNode(name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 200))), .view(pager),
        ]
        let root = ViewNode(name: "root", subviews: [.view(scroll)])
        let layout = try Scene(screen: try RenderTestScenes.screen("iPhone X", .portrait), root: .view(root)).layout()
        let svg = try RenderTestScenes.svg(layout)
        // The header starts 150 pt above the scroll view's top (y 100 − 150).
        let header = try #require(svg.element(id: "view-2"))
        #expect(header.rect == Rect(x: 0, y: -50, width: 375, height: 200))
        #expect(header.attributes["clip-path"] == "url(#clip-1)")
        #expect(svg.element(id: "clip-1")?.ancestors.contains("scene") == false)
        let clip = svg.elements.first { $0.name == "rect" && $0.ancestors.last == "clip-1" }
        #expect(clip?.rect == Rect(x: 0, y: 100, width: 375, height: 400))
        // The pager (content y 300 → window 250) is clipped by both: the inner clip is the intersection.
        let pagerRect = try #require(svg.element(id: "view-3"))
        #expect(pagerRect.rect == Rect(x: 0, y: 250, width: 375, height: 200))
        let innerClip = svg.elements.first { $0.name == "rect" && $0.ancestors.last == "clip-3" }
        #expect(innerClip?.rect == Rect(x: 0, y: 250, width: 375, height: 200))
        let page = try #require(svg.element(id: "view-4"))
        #expect(page.rect == Rect(x: 0, y: 250, width: 375, height: 200))
        #expect(page.attributes["clip-path"] == "url(#clip-3)")
        #expect(page.classes == ["view", "interactive"])
    }

    @Test func viewScrolledOutOfSightHasNoLabel() throws {
        let properties = ScrollViewProperties(
            contentSize: Size(width: 375, height: 2000), contentOffset: Point(x: 0, y: 500),
            contentInsetAdjustmentBehavior: .never)
        var scroll = ViewNode.scrollView(name: "scroll", scroll: properties)
        scroll.subviews = [.view(ViewNode(name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 100)))]
        let layout = try Scene(screen: try RenderTestScenes.screen("iPhone X", .portrait), root: .view(scroll)).layout()
        let svg = try RenderTestScenes.svg(layout)
        #expect(svg.element(id: "view-1")?.rect == Rect(x: 0, y: -500, width: 375, height: 100))
        #expect(svg.element(id: "label-view-1") == nil)
        #expect(svg.element(id: "label-view-0")?.text == "scroll (scrollView)")
    }
}
