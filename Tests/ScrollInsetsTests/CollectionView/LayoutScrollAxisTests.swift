import Testing
@testable import ScrollInsets

/// The axis a list or compositional layout scrolls along counts as scrollable whatever the content's
/// size (docs/scroll-views.md, "Which edges are adjusted"); a flow layout's does not. Each expected
/// number is derived by hand from the device's safe area and the content's size.
@Suite struct LayoutScrollAxisTests {
    /// Collection view `cv`, the root view of controller `vc` (no container) on `device`.
    static func root(
        _ collection: CollectionViewProperties, device: String, orientation: Orientation = .portrait,
        release: Int = 26, scroll: ScrollViewProperties = ScrollViewProperties()
    ) throws -> ScrollResolution {
        let screen = try #require(DeviceCatalog.device(named: device))
            .screen(orientation: orientation, release: UIKitRelease(release))
        let view = ViewNode.collectionView(name: "cv", collection: collection, scroll: scroll)
        let layout = try Scene(screen: screen, root: .controller(ControllerNode(name: "vc", view: view))).layout()
        return try #require(layout.view(path: "vc/cv")?.scroll)
    }

    /// openuikit's listseparatorprobe set-up (iOS 26.1, iPhone 16, safe area 59 top and 34 bottom):
    /// two sections of four 50.333-pt cells, 35 pt above each, 2 × (35 + 4 × 50.333) = 472.67 of
    /// content in an 852-pt view. Recorded: offset (0, −59); listheaderprobe prints the adjusted inset
    /// (59, 0, 34, 0) for its own short list.
    @Test("A short inset-grouped list outside a container is adjusted on the top and bottom (iOS 26.1)")
    func shortListIsAdjusted() throws {
        let list = ListConfiguration(appearance: .insetGrouped, itemHeight: 50.3333)
        let result = try Self.root(CollectionViewProperties(sections: [4, 4], list: list), device: "iPhone 16")
        #expect(result.contentSize.height < 852)
        #expect(result.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(result.contentOffset == Point(x: 0, y: -59))
        #expect(result.scrollableAxes == [.vertical])
        #expect(result.scrollsAlong == [.vertical])
        #expect(result.adjustedEdges == [.top, .bottom])
        let top = try #require(result.reasons[.top]?.sentence)
        #expect(top.hasPrefix("automatic: vertical axis scrollable: contentSize.height 472.666 <= frame.height 852, "))
        #expect(top.contains("but the list layout scrolls along it, and UIKit counts that axis as scrolling"))
        #expect(!top.contains("assumed"))
        // The assumption is its own 0-pt term beside the safe area it lets through, never mid-sentence.
        #expect(result.derivation[.top].map(\.amount) == [59, 0])
        #expect(
            result.derivation[.top].last?.reason
                == "assumed: a list's vertical axis counts as scrolling on the other releases too")
        #expect(result.derivation[.bottom].map(\.amount) == [34, 0])
        #expect(
            result.reasons[.left]?.sentence
                == """
                automatic: horizontal axis not scrollable: contentSize.width 393 <= frame.width 393 and \
                alwaysBounceHorizontal is false
                """)
    }

    /// The same number of 50 × 50 items in a vertical flow layout: six to a 393-pt line, two lines of
    /// 50 with 10 between, 110 of content; the flow layout marks no axis (not modelled), so nothing is
    /// adjusted and the view starts at 0.
    @Test("A short flow layout outside a container keeps the documented test: not adjusted")
    func shortFlowLayoutIsNotAdjusted() throws {
        let result = try Self.root(CollectionViewProperties(sections: [8]), device: "iPhone 16")
        #expect(result.contentSize == Size(width: 393, height: 110))
        #expect(result.adjustedContentInset == .zero)
        #expect(result.contentOffset == Point(x: 0, y: 0))
        #expect(result.scrollableAxes == [])
        #expect(result.scrollsAlong == [])
    }

    /// A vertical compositional layout of one 100-pt row (assumed like the list): 100 of content in
    /// 852, adjusted for the 59 and the 34.
    @Test("A short vertical compositional layout is adjusted on the top and bottom (assumed from the list)")
    func shortCompositionalIsAdjusted() throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(group: CompositionalFixtures.row(count: 1, height: .absolute(100)))
        ])
        let result = try Self.root(
            CollectionViewProperties(compositional: layout, sections: [1]), device: "iPhone 16")
        #expect(result.contentSize.height == 100)
        #expect(result.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(result.scrollableAxes == [.vertical])
    }

    /// A horizontal compositional layout in landscape (iPhone 16: safe area 59 on the sides, 21 at
    /// the bottom): one 100 × 100 group, far narrower than 852 and shorter than 393: the horizontal
    /// axis is the layout's and is adjusted (59 each side); the vertical one is not.
    @Test("A horizontal compositional layout marks the horizontal axis, not the vertical one")
    func horizontalCompositional() throws {
        let layout = CompositionalLayout(
            scrollDirection: .horizontal,
            sections: [
                CompositionalSection(group: CompositionalGroup(width: .absolute(100), height: .absolute(100)))
            ])
        let result = try Self.root(
            CollectionViewProperties(compositional: layout, sections: [1]), device: "iPhone 16",
            orientation: .landscapeLeft)
        #expect(result.contentSize.width < 852)
        #expect(result.contentSize.height <= 393)
        #expect(result.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        #expect(result.scrollableAxes == [.horizontal])
    }

    /// `never` still adjusts nothing: the mark only feeds the axis test of `automatic` and
    /// `scrollableAxes`.
    @Test("With 'never' a short list is not adjusted")
    func neverWins() throws {
        let list = ListConfiguration(appearance: .insetGrouped, itemHeight: 50.3333)
        let result = try Self.root(
            CollectionViewProperties(sections: [4, 4], list: list), device: "iPhone 16",
            scroll: ScrollViewProperties(contentInsetAdjustmentBehavior: .never))
        #expect(result.adjustedContentInset == .zero)
        #expect(result.contentOffset == Point(x: 0, y: 0))
    }
}
