import Testing
@testable import ScrollInsets

/// The safe area that subviews of a scroll view see (WWDC 2018 session 235: absorbed edges are
/// not propagated; the others pass through), in content coordinates moved by `contentOffset`.
@Suite struct ScrollSubviewTests {
    func header(y: Double, width: Double = 375) -> Node {
        .view(ViewNode(name: "header", frame: Rect(x: 0, y: y, width: width, height: 100)))
    }

    @Test func absorbedTopIsZeroInSubviews() throws {
        let screen = try TestScenes.screen("iPhone X", .portrait)
        var scroll = ViewNode.scrollView(
            name: "scroll", scroll: ScrollViewProperties(contentSize: Size(width: 375, height: 2000)))
        scroll.subviews = [header(y: 0)]
        let layout = try TestScenes.inNavigation(scroll, screen: screen).layout()
        let view = try #require(layout.view(path: "nav/feed/scroll/header"))
        #expect(view.safeAreaInsets == .zero)
        // At the start offset (0, -88) the header sits 88 pt below the top of the visible bounds.
        #expect(view.frameInWindow == Rect(x: 0, y: 88, width: 375, height: 100))
    }

    @Test func neverPassesTheTopThroughAndTheHeaderScrolledUnderTheNotchGetsAnInset() throws {
        let screen = try TestScenes.screen("iPhone X", .portrait)
        let properties = ScrollViewProperties(
            contentSize: Size(width: 375, height: 2000), contentOffset: Point(x: 0, y: 0),
            contentInsetAdjustmentBehavior: .never)
        var scroll = ViewNode.scrollView(name: "scroll", scroll: properties)
        scroll.subviews = [header(y: 0), header(y: 60)]
        let scene = Scene(screen: screen, root: .view(scroll))
        let layout = try scene.layout()
        #expect(layout.views[1].safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(layout.views[2].safeAreaInsets == .zero)
        #expect(layout.views[1].path == "scroll/header")
    }

    @Test func neverClampsASubviewScrolledAboveTheTop() throws {
        let screen = try TestScenes.screen("iPhone X", .portrait)
        let properties = ScrollViewProperties(
            contentSize: Size(width: 375, height: 2000), contentOffset: Point(x: 0, y: 50),
            contentInsetAdjustmentBehavior: .never)
        var scroll = ViewNode.scrollView(name: "scroll", scroll: properties)
        scroll.subviews = [header(y: 0)]
        let layout = try Scene(screen: screen, root: .view(scroll)).layout()
        let view = layout.views[1]
        // 50 pt above the visible top: raw 44 + 50 = 94, clamped to the scroll view's 44.
        #expect(view.safeAreaInsets.top == 44)
        #expect(view.safeAreaClampedEdges == [.top])
        #expect(view.frameInWindow.minY == -50)
        #expect(layout.safeAreaDerivation(ofView: 1)[.top].map(\.amount) == [44, 50, -50])
    }

    @Test func landscapeLeftAndRightPassThroughAVerticalScrollView() throws {
        let screen = try TestScenes.screen("iPhone X", .landscapeLeft)
        var scroll = ViewNode.scrollView(
            name: "scroll", scroll: ScrollViewProperties(contentSize: Size(width: 812, height: 2000)))
        scroll.subviews = [header(y: 0, width: 812)]
        let layout = try Scene(screen: screen, root: .view(scroll)).layout()
        #expect(layout.views[0].scroll?.adjustedEdges == [.top, .bottom])
        #expect(layout.views[1].safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
    }

    @Test func aSubviewOfARootScrollViewIsNotTheContentScrollView() throws {
        // The controller's view is a scroll view, so it is the content scroll view; its first
        // subview is not (seed: "its view, or the first subview of its view"). With the outer
        // scroll view at `never`, the inner one sees the top 88 pt but, scrolling only
        // sideways, `automatic` adjusts only its horizontal edges (zero here).
        let screen = try TestScenes.screen("iPhone X", .portrait)
        let outerProperties = ScrollViewProperties(
            contentSize: Size(width: 375, height: 2000),
            contentInsetAdjustmentBehavior: .never)
        var outer = ViewNode.scrollView(name: "outer", scroll: outerProperties)
        outer.subviews = [
            .view(
                .scrollView(
                    name: "inner", frame: Rect(x: 0, y: 0, width: 375, height: 300),
                    scroll: ScrollViewProperties(contentSize: Size(width: 1000, height: 300))))
        ]
        let layout = try TestScenes.inNavigation(outer, screen: screen).layout()
        let inner = try #require(layout.view(path: "nav/feed/outer/inner"))
        #expect(inner.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 0, right: 0))
        #expect(inner.scroll?.adjustedEdges == [.left, .right])
        #expect(inner.scroll?.adjustedContentInset == .zero)
        #expect(inner.scroll?.contentOffset == Point(x: 0, y: 0))
        #expect(
            inner.scroll?.reasons[.top]?.sentence
                == """
                automatic: vertical axis not scrollable: contentSize.height 300 <= frame.height 300 and \
                alwaysBounceVertical is false
                """
        )
    }

    @Test func nestedHorizontalPagerOfVerticalLists() throws {
        // A horizontal pager (scrollableAxes) of two vertical lists, iPhone X landscape, no container.
        let screen = try TestScenes.screen("iPhone X", .landscapeLeft)
        let pagerProperties = ScrollViewProperties(
            contentSize: Size(width: 1624, height: 375), contentOffset: Point(x: 0, y: 0),
            contentInsetAdjustmentBehavior: .scrollableAxes)
        let list = ScrollViewProperties(
            contentSize: Size(width: 812, height: 3000), contentInsetAdjustmentBehavior: .scrollableAxes)
        var pager = ViewNode.scrollView(name: "pager", scroll: pagerProperties)
        pager.subviews = [
            .view(.scrollView(name: "page0", frame: Rect(x: 0, y: 0, width: 812, height: 375), scroll: list)),
            .view(.scrollView(name: "page1", frame: Rect(x: 812, y: 0, width: 812, height: 375), scroll: list)),
        ]
        let layout = try Scene(screen: screen, root: .view(pager)).layout()
        // The pager absorbs left and right; top and bottom pass to the pages.
        #expect(layout.views[0].scroll?.adjustedContentInset == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        #expect(layout.views[1].safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(layout.views[1].scroll?.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        // The second page lies off screen to the right at offset 0: it sees no safe area.
        #expect(layout.views[2].safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(layout.views[2].frameInWindow.minX == 812)
    }
}
