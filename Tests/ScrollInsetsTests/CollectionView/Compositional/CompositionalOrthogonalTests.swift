import Testing
@testable import ScrollInsets

/// Sections that scroll orthogonally, and pinned headers at a scrolled offset
/// (docs/collection-views.md, "Orthogonal sections" and "Boundary supplementary items").
@Suite struct CompositionalOrthogonalTests {
    /// An App Store–style row: groups 90% of the container wide, `interGroupSpacing` 10, one
    /// row of groups beside each other at the scroller's resting offset.
    static func carousel(_ behavior: OrthogonalScrollingBehavior, leading: Double = 0) -> CompositionalLayout {
        CompositionalLayout(sections: [
            CompositionalSection(
                contentInsets: DirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: leading),
                interGroupSpacing: 10, orthogonalScrollingBehavior: behavior,
                group: CompositionalGroup(width: .fractionalWidth(0.9), height: .absolute(200)))
        ])
    }

    /// `continuous` in landscape on iPhone 15 Pro: the safe area (59) and the section's leading
    /// 16 are the scroller's leading inset: the first group at 75, the second one container
    /// (852 − 150 = 702) · 0.9 = 631.8 wide plus 10 later: 716.8, on the 3x pixel grid 2150.4 px
    /// → 2150 px = 716.667. The section is one group tall, whatever the number of items.
    @Test func continuousRowStartsAtTheLeadingInset() throws {
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 15 Pro", .landscapeLeft,
                layout: Self.carousel(.continuous, leading: 16), sections: [5]))
        let section = try #require(view.collection?.sections.first)
        #expect(section.items.count == 5)
        #expect(section.items[0] == Rect(x: 75, y: 0, width: 0.9 * 702, height: 200))
        #expect(section.items[1] == Rect(x: 2150.0 / 3, y: 0, width: 0.9 * 702, height: 200))
        #expect(section.frame == Rect(x: 0, y: 0, width: 852, height: 200))
        #expect(view.collection?.contentSize == Size(width: 852, height: 200))
        #expect(section.compositional?.orthogonalScrollingBehavior == .continuous)
        #expect(section.compositional?.assumptions.contains(.orthogonalScrollerInsets) == true)
        // The row runs past the section's frame: it scrolls on its own.
        #expect(section.items[4].maxX > section.frame.maxX)
    }

    /// `groupPagingCentered` adds "leading and trailing content insets to center each group":
    /// in portrait (no side safe area, 393 wide) a group 0.9 · 393 = 353.7 wide is centred,
    /// (393 − 353.7) / 2 = 19.65 → 58.95 px → 59 px = 19.667 on the 3x grid.
    @Test func groupPagingCenteredCentresTheFirstGroup() throws {
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 15 Pro", .portrait,
                layout: Self.carousel(.groupPagingCentered), sections: [3]))
        let items = try #require(view.collection?.sections.first?.items)
        #expect(items[0].minX == 59.0 / 3)
        #expect(items[0].width == 0.9 * 393)
        // 19.65 + 353.7 + 10 = 383.35 → 1150.05 px → 1150 px.
        #expect(items[1].minX == 1150.0 / 3)
    }

    /// `paging` and `groupPaging` rest at offset 0: the first group at the leading inset.
    @Test(arguments: [OrthogonalScrollingBehavior.paging, .groupPaging, .continuousGroupLeadingBoundary])
    func pagingRestsAtTheLeadingInset(_ behavior: OrthogonalScrollingBehavior) throws {
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 15 Pro", .portrait,
                layout: Self.carousel(behavior, leading: 20), sections: [2]))
        #expect(view.collection?.sections.first?.items.first?.minX == 20)
    }

    /// A pinned header at a scrolled offset. iPhone 15 Pro portrait, the collection view is the
    /// root view: `automatic` adds the 59-point top safe area to the adjusted inset (the
    /// vertical axis scrolls). With `contentOffset.y` 300 the visible content starts at
    /// 300 + 59 = 359, so section 0's pinned header (natural y 0) sits at 359. Section 0 is
    /// 44 + 10 · 100 = 1044 tall; section 1's header (natural y 1044) stays in place.
    @Test func pinnedHeaderFollowsTheVisibleTop() throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(
                group: CompositionalFixtures.row(count: 1, height: .absolute(100)),
                boundarySupplementaryItems: [
                    BoundarySupplementaryItem(
                        kind: .header, height: .absolute(44),
                        pinToVisibleBounds: true)
                ])
        ])
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 15 Pro", .portrait, layout: layout, sections: [10, 10],
                scroll: ScrollViewProperties(contentOffset: Point(x: 0, y: 300))))
        #expect(view.scroll?.adjustedContentInset.top == 59)
        let sections = try #require(view.collection?.sections)
        #expect(
            sections[0].compositional?.supplementaries == [
                CollectionSupplementaryLayout(
                    kind: .header,
                    frame: Rect(x: 0, y: 359, width: 393, height: 44),
                    isPinned: true)
            ])
        #expect(
            sections[1].compositional?.supplementaries == [
                CollectionSupplementaryLayout(
                    kind: .header,
                    frame: Rect(x: 0, y: 1044, width: 393, height: 44))
            ])
        #expect(sections[0].items[0] == Rect(x: 0, y: 44, width: 393, height: 100))
    }

    /// Scrolled near the end of its section, a pinned header is pushed up by the section's
    /// end: offset 1000 → visible top 1059, but the header stops at 1044 − 44 = 1000.
    @Test func pinnedHeaderStaysInsideItsSection() throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(
                group: CompositionalFixtures.row(count: 1, height: .absolute(100)),
                boundarySupplementaryItems: [
                    BoundarySupplementaryItem(
                        kind: .header, height: .absolute(44),
                        pinToVisibleBounds: true)
                ])
        ])
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 15 Pro", .portrait, layout: layout, sections: [10, 10],
                scroll: ScrollViewProperties(contentOffset: Point(x: 0, y: 1000))))
        let sections = try #require(view.collection?.sections)
        #expect(sections[0].compositional?.supplementaries.first?.frame.minY == 1000)
        #expect(sections[1].compositional?.supplementaries.first?.frame.minY == 1059)
    }

    /// Headers follow the section's `contentInsets` across the scrolling axis unless
    /// `supplementariesFollowContentInsets` is false; `supplementaryContentInsetsReference`
    /// measures them from their own reference. Landscape iPhone 15 Pro, section leading 16.
    @Test(arguments: [
        (true, ContentInsetsReference.automatic, 75.0), (false, .automatic, 59), (true, .none, 16), (false, .none, 0),
    ])
    func supplementaryInsets(_ follows: Bool, _ reference: ContentInsetsReference, _ headerX: Double) throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(
                contentInsets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 0, trailing: 16),
                supplementaryContentInsetsReference: reference, supplementariesFollowContentInsets: follows,
                boundarySupplementaryItems: [BoundarySupplementaryItem(kind: .header, height: .absolute(30))])
        ])
        let view = try #require(
            try CompositionalFixtures.collection("iPhone 15 Pro", .landscapeLeft, layout: layout, sections: [1]))
        let section = try #require(view.collection?.sections.first)
        #expect(section.compositional?.supplementaries.first?.frame.minX == headerX)
        #expect(section.compositional?.supplementaries.first?.frame.width == 852 - 2 * headerX)
        // The header comes before the top inset: items start at 30 + 10 = 40.
        #expect(section.items.first?.minY == 40)
    }

    /// `extendsBoundary: false` lays a header over the start of the items and a footer over
    /// their end; neither adds to the section's length.
    @Test func supplementariesThatDoNotExtendTheBoundary() throws {
        let layout = CompositionalLayout(
            contentInsetsReference: .none,
            sections: [
                CompositionalSection(
                    contentInsets: DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0),
                    group: CompositionalFixtures.row(count: 1, height: .absolute(100)),
                    boundarySupplementaryItems: [
                        BoundarySupplementaryItem(kind: .header, height: .absolute(20), extendsBoundary: false),
                        BoundarySupplementaryItem(kind: .footer, height: .absolute(20), extendsBoundary: false),
                    ])
            ])
        let view = try #require(
            try CompositionalFixtures.collection("iPhone 15 Pro", .portrait, layout: layout, sections: [2]))
        let section = try #require(view.collection?.sections.first)
        #expect(section.frame.height == 210)
        #expect(section.compositional?.supplementaries.map(\.frame.minY) == [5, 185])
    }

    /// A pinned footer stays at the visible bottom: portrait iPhone 15 Pro, offset 0 (the
    /// content scrolls, so `automatic` adjusts top 59 and bottom 34 and the start offset is
    /// −59): the visible content ends at −59 + 852 − 34 = 759, so section 0's footer (natural y
    /// 1000, 44 tall) sits at 715.
    @Test func pinnedFooterFollowsTheVisibleBottom() throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(
                group: CompositionalFixtures.row(count: 1, height: .absolute(100)),
                boundarySupplementaryItems: [
                    BoundarySupplementaryItem(
                        kind: .footer, height: .absolute(44),
                        pinToVisibleBounds: true)
                ])
        ])
        let view = try #require(
            try CompositionalFixtures.collection("iPhone 15 Pro", .portrait, layout: layout, sections: [10, 10]))
        #expect(view.scroll?.contentOffset == Point(x: 0, y: -59))
        let sections = try #require(view.collection?.sections)
        #expect(
            sections[0].compositional?.supplementaries == [
                CollectionSupplementaryLayout(
                    kind: .footer,
                    frame: Rect(x: 0, y: 715, width: 393, height: 44),
                    isPinned: true)
            ])
        // Section 1 starts at 1044, below the visible bottom: its footer is held at its section's start.
        #expect(sections[1].compositional?.supplementaries.first?.frame.minY == 1044)
    }

    /// A horizontal layout measures its reference on the top and bottom edges, across its
    /// scrolling axis: portrait iPhone 15 Pro, the content fits vertically so nothing is added
    /// to the top and bottom content insets, and the first item sits at the safe area's top, 59.
    @Test func horizontalLayoutsMeasureTopAndBottom() throws {
        let layout = CompositionalLayout(
            scrollDirection: .horizontal,
            sections: [
                CompositionalSection(
                    group: CompositionalGroup(
                        direction: .vertical, width: .absolute(100), height: .fractionalHeight(1),
                        count: 2, items: [.item(CompositionalItem())]))
            ])
        let view = try #require(
            try CompositionalFixtures.collection("iPhone 15 Pro", .portrait, layout: layout, sections: [4]))
        let section = try #require(view.collection?.sections.first)
        #expect(view.scroll?.adjustedContentInset.top == 0)
        #expect(section.effectiveSectionInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // The container is 852 − 93 = 759 tall: two items of 379.5, the second at 438.5 →
        // 1315.5 px → 1316 px on the 3x grid; groups of 100 follow along x.
        let second = 1316.0 / 3
        #expect(
            section.items == [
                Rect(x: 0, y: 59, width: 100, height: 379.5), Rect(x: 0, y: second, width: 100, height: 379.5),
                Rect(x: 100, y: 59, width: 100, height: 379.5), Rect(x: 100, y: second, width: 100, height: 379.5),
            ])
        #expect(view.collection?.contentSize == Size(width: 200, height: 852))
    }

    /// In a right-to-left layout an orthogonal row starts on the right: landscape, leading
    /// inset 59, the first 200-point group at 852 − 59 − 200 = 593, the next 10 further left.
    @Test func rightToLeftOrthogonalRowStartsOnTheRight() throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(
                interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous,
                group: CompositionalGroup(width: .absolute(200), height: .absolute(100)))
        ])
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 15 Pro", .landscapeLeft, layout: layout, sections: [3],
                direction: .rightToLeft))
        #expect(view.collection?.sections.first?.items.map(\.minX) == [593, 383, 173])
    }
}
