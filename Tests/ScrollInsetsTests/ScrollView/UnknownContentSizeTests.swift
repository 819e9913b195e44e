@testable import ScrollInsets
import Testing

/// `contentSizeUnknown`: content that comes at run time is taken to scroll along the view's main
/// axis, so `scrollableAxes` and `automatic` adjust that axis; the content size itself stays what
/// it is (no height here).
@Suite struct UnknownContentSizeTests {
    static func resolution(_ collection: CollectionViewProperties, unknown: Bool) throws -> ScrollResolution {
        var scroll = ScrollViewProperties()
        scroll.contentSizeUnknown = unknown
        let grid = ViewNode.collectionView(
            name: "grid", frame: rect(0, 0, 375, 812), collection: collection, scroll: scroll)
        let scene = Scene(screen: Screens.iPhoneXPortrait, root: rootView([.view(grid)]))
        return try #require(try scene.layout().view(path: "root/grid")?.scroll)
    }

    @Test func anEmptyCollectionAdjustsNothing() throws {
        let scroll = try Self.resolution(CollectionViewProperties(), unknown: false)
        #expect(scroll.scrollableAxes == [])
        #expect(scroll.adjustedContentInset == insets(0, 0, 0, 0))
    }

    @Test func unknownContentScrollsVertically() throws {
        let scroll = try Self.resolution(CollectionViewProperties(), unknown: true)
        #expect(scroll.scrollableAxes == [.vertical])
        // A vertical flow's content spans the collection's width; no item, no height.
        #expect(scroll.contentSize == Size(width: 375, height: 0))
        // `automatic` outside a container: the scrollable axis's edges, 44 and 34.
        #expect(scroll.adjustedContentInset == insets(44, 0, 34, 0))
        #expect(
            scroll.reasons[.top]?.sentence
                == """
                automatic: vertical axis taken as scrollable: the content's size is set at run time \
                (contentSizeUnknown), so the view scrolls once it has its content
                """)
    }

    @Test func aHorizontalFlowScrollsHorizontally() throws {
        let flow = FlowLayout(scrollDirection: .horizontal)
        let scroll = try Self.resolution(CollectionViewProperties(layout: flow), unknown: true)
        #expect(scroll.scrollableAxes == [.horizontal])
        // Portrait iPhone X has no side insets: the horizontal edges add 0, the vertical none.
        #expect(scroll.adjustedContentInset == insets(0, 0, 0, 0))
    }
}
