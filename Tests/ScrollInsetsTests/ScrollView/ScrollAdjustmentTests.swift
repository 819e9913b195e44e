import Testing
@testable import ScrollInsets

/// The documented cases of `contentInsetAdjustmentBehavior` (UIScrollView.h; WWDC 2018 session 235).
@Suite struct ScrollAdjustmentTests {
    /// A scroll view filling an iPhone X portrait window directly (no container): safe (44, 0, 34, 0).
    func bare(_ scroll: ScrollViewProperties) throws -> ScrollResolution {
        let scene = Scene(
            screen: try TestScenes.screen("iPhone X", .portrait),
            root: .view(.scrollView(name: "scroll", scroll: scroll)))
        return try #require(try scene.layout().view(path: "scroll")?.scroll)
    }

    @Test func contentExactlyTheFrameHeightIsNotScrollable() throws {
        let result = try bare(
            ScrollViewProperties(
                contentSize: Size(width: 375, height: 812),
                contentInsetAdjustmentBehavior: .scrollableAxes))
        #expect(result.scrollableAxes == [])
        #expect(result.adjustedContentInset == .zero)
        #expect(
            result.reasons[.top]?.sentence
                == """
                scrollableAxes: vertical axis not scrollable: contentSize.height 812 <= frame.height 812 and \
                alwaysBounceVertical is false
                """
        )
    }

    @Test func contentOnePointTallerIsScrollable() throws {
        let result = try bare(
            ScrollViewProperties(
                contentSize: Size(width: 375, height: 813),
                contentInsetAdjustmentBehavior: .scrollableAxes))
        #expect(result.scrollableAxes == [.vertical])
        #expect(result.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(
            result.reasons[.top]?.sentence
                == "scrollableAxes: vertical axis scrollable: contentSize.height 813 > frame.height 812")
    }

    @Test func alwaysBounceVerticalMakesShortContentAdjust() throws {
        let result = try bare(
            ScrollViewProperties(
                contentSize: Size(width: 375, height: 100),
                contentInsetAdjustmentBehavior: .scrollableAxes,
                alwaysBounceVertical: true))
        #expect(result.adjustedEdges == [.top, .bottom])
        #expect(result.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(
            result.reasons[.bottom]?.sentence
                == "scrollableAxes: vertical axis scrollable: alwaysBounceVertical is true")
    }

    @Test func contentInsetIsNotPartOfTheScrollabilityTest() throws {
        let result = try bare(
            ScrollViewProperties(
                contentSize: Size(width: 375, height: 800),
                contentInset: EdgeInsets(top: 100, left: 0, bottom: 100, right: 0),
                contentInsetAdjustmentBehavior: .scrollableAxes))
        #expect(result.scrollableAxes == [])
        #expect(result.adjustedContentInset == EdgeInsets(top: 100, left: 0, bottom: 100, right: 0))
    }

    @Test func automaticInNavigationControllerAdjustsShortContent() throws {
        let screen = try TestScenes.screen("iPhone X", .portrait)
        let scene = TestScenes.inNavigation(
            .scrollView(name: "scroll", scroll: ScrollViewProperties(contentSize: Size(width: 375, height: 100))),
            screen: screen)
        let result = try #require(try scene.layout().view(path: "nav/feed/scroll")?.scroll)
        #expect(result.adjustedContentInset == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(result.contentOffset == Point(x: 0, y: -88))
        #expect(
            result.reasons[.top]?.sentence
                == "automatic: content scroll view of 'nav/feed' in navigation controller 'nav'")
    }

    @Test func automaticWithoutAutomaticallyAdjustsScrollViewInsetsBehavesLikeScrollableAxes() throws {
        let screen = try TestScenes.screen("iPhone X", .portrait)
        let scene = TestScenes.inNavigation(
            .scrollView(name: "scroll", scroll: ScrollViewProperties(contentSize: Size(width: 375, height: 100))),
            screen: screen
        ) { $0.automaticallyAdjustsScrollViewInsets = false }
        let result = try #require(try scene.layout().view(path: "nav/feed/scroll")?.scroll)
        #expect(result.adjustedContentInset == .zero)
        #expect(
            result.reasons[.top]?.sentence
                == """
                automatic: vertical axis not scrollable: contentSize.height 100 <= frame.height 812 and \
                alwaysBounceVertical is false; 'nav/feed' has automaticallyAdjustsScrollViewInsets false
                """
        )
    }

    @Test func automaticAppliesToTheFirstSubviewOfTheRootViewOnly() throws {
        let screen = try TestScenes.screen("iPhone X", .portrait)
        let short = ScrollViewProperties(contentSize: Size(width: 375, height: 100))
        let frame = Rect(x: 0, y: 0, width: 375, height: 812)
        var root = ViewNode(name: "root")
        root.subviews = [
            .view(.scrollView(name: "first", frame: frame, scroll: short)),
            .view(.scrollView(name: "second", frame: frame, scroll: short)),
        ]
        let layout = try TestScenes.inNavigation(root, screen: screen).layout()
        #expect(
            layout.view(path: "nav/feed/root/first")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(layout.view(path: "nav/feed/root/second")?.scroll?.adjustedContentInset == .zero)
    }

    @Test func alwaysWithNegativeContentInsetCancelsTheSafeArea() throws {
        // A 64 pt top safe area (iPhone 8 under a navigation bar) and contentInset.top = -64.
        let screen = try TestScenes.screen("iPhone 8", .portrait)
        let scroll = ScrollViewProperties(
            contentSize: Size(width: 375, height: 2000),
            contentInset: EdgeInsets(top: -64, left: 0, bottom: 0, right: 0),
            contentInsetAdjustmentBehavior: .always)
        let scene = TestScenes.inNavigation(.scrollView(name: "scroll", scroll: scroll), screen: screen)
        let result = try #require(try scene.layout().view(path: "nav/feed/scroll")?.scroll)
        #expect(result.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(result.derivation[.top].map(\.amount) == [-64, 64])
    }

    @Test func givenContentOffsetIsKept() throws {
        let result = try bare(
            ScrollViewProperties(contentSize: Size(width: 375, height: 2000), contentOffset: Point(x: 0, y: 300)))
        #expect(result.contentOffset == Point(x: 0, y: 300))
        #expect(result.contentOffsetIsDefault == false)
    }
}
