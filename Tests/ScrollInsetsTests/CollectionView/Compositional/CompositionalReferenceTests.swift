import Testing
@testable import ScrollInsets

/// A compositional grid on a landscape Dynamic Island phone under each `contentInsetsReference`
/// (docs/collection-views.md, "Compositional layouts").
///
/// iPhone 15 Pro in landscape: 852 × 393, the sensor housing and the rounded corners give a
/// 59-point safe-area inset on the left and right (the device catalog's Dynamic Island entry).
/// The collection view is the controller's root view, so its layout margins are the safe area
/// plus the 16-point system minimum: 75. Its readable content guide: the margin guide is
/// 852 − 150 = 702 wide, more than the 672-point readable width, so the guide is 672 wide,
/// centred: 75 + 15 = 90. A vertical layout that does not scroll sideways adds nothing to the
/// left content inset, so the first item's x is the effective leading inset.
@Suite struct CompositionalReferenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var configuration: ContentInsetsReference
        var section: ContentInsetsReference
        var firstItemX: Double
        var testDescription: String { "configuration \(configuration), section \(section)" }
    }

    static let cases: [Case] = [
        Case(configuration: .none, section: .automatic, firstItemX: 0),
        Case(configuration: .safeArea, section: .automatic, firstItemX: 59),
        Case(configuration: .layoutMargins, section: .automatic, firstItemX: 75),
        Case(configuration: .readableContent, section: .automatic, firstItemX: 90),
        // A section's own reference wins over the configuration's.
        Case(configuration: .safeArea, section: .none, firstItemX: 0),
        Case(configuration: .none, section: .layoutMargins, firstItemX: 75),
        Case(configuration: .none, section: .readableContent, firstItemX: 90),
        // The configuration's automatic is taken as the safe area (assumed).
        Case(configuration: .automatic, section: .automatic, firstItemX: 59),
    ]

    @Test(arguments: cases) func leadingXOfTheFirstItem(_ c: Case) throws {
        let layout = CompositionalLayout(
            contentInsetsReference: c.configuration,
            sections: [
                CompositionalSection(
                    contentInsetsReference: c.section,
                    group: CompositionalFixtures.row(count: 4, height: .absolute(100)))
            ])
        let view = try #require(
            try CompositionalFixtures.collection("iPhone 15 Pro", .landscapeLeft, layout: layout, sections: [8]))
        let section = try #require(view.collection?.sections.first)
        #expect(section.items.first?.minX == c.firstItemX)
        #expect(section.effectiveSectionInset.left == c.firstItemX)
        #expect(section.effectiveSectionInset.right == c.firstItemX)
        #expect(view.scroll?.adjustedContentInset.left == 0)
    }

    /// The section's own `contentInsets` add to the reference: safe area 59 + leading 16 = 75,
    /// and the three items share 852 − 2 · 75 = 702 points: 234 each.
    @Test func contentInsetsAddToTheReference() throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                group: CompositionalFixtures.row(count: 3, height: .absolute(100)))
        ])
        let view = try #require(
            try CompositionalFixtures.collection("iPhone 15 Pro", .landscapeLeft, layout: layout, sections: [3]))
        let items = try #require(view.collection?.sections.first?.items)
        #expect(items.map(\.minX) == [75, 309, 543])
        #expect(items.allSatisfy { $0.width == 234 })
    }

    /// `none` in landscape puts the first item under the rounded corner; in a right-to-left
    /// layout the first item is on the right and the leading inset is the right one.
    @Test func rightToLeftMirrorsTheGrid() throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(
                contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0),
                group: CompositionalFixtures.row(count: 2, height: .absolute(50)))
        ])
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 15 Pro", .landscapeLeft, layout: layout, sections: [2],
                direction: .rightToLeft))
        let section = try #require(view.collection?.sections.first)
        // Leading (right) inset 59 + 10 = 69, trailing (left) 59; items (852 − 128) / 2 = 362 wide.
        #expect(section.effectiveSectionInset == EdgeInsets(top: 0, left: 59, bottom: 0, right: 69))
        #expect(
            section.items == [Rect(x: 421, y: 0, width: 362, height: 50), Rect(x: 59, y: 0, width: 362, height: 50)])
    }

    /// The reasons name the numbers, and the along-axis edges say they are assumed.
    @Test func reasonsPerEdge() throws {
        let layout = CompositionalLayout(
            contentInsetsReference: .layoutMargins,
            sections: [
                CompositionalSection(contentInsets: DirectionalEdgeInsets(top: 8, leading: 4, bottom: 0, trailing: 0))
            ])
        let view = try #require(
            try CompositionalFixtures.collection("iPhone 15 Pro", .landscapeLeft, layout: layout, sections: [1]))
        let section = try #require(view.collection?.sections.first)
        #expect(
            section.effectiveSectionInsetReasons[.left]?.sentence
                == "layoutMargins: max(layout margin 75 + contentInsets 4 - adjustedContentInset 0, 0) = 79 pt")
        #expect(
            section.effectiveSectionInsetReasons[.top]
                == .assumption(
                    """
                    contentInsets.top 8 pt from the content's edge: layoutMargins applies across the scrolling axis \
                    only, and the top edge lies along it
                    """))
        #expect(section.compositional?.assumptions == [.referenceAcrossScrollingAxisOnly])
    }

    /// An adjusted content inset larger than the reference wins: `.always` adds the 59-point
    /// safe area to the left content inset, so the section's effective left inset is
    /// max(59 + 0 − 59, 0) = 0 and the item shows at 59 from the edge, not 118.
    @Test func anAdjustedContentInsetIsNotCountedTwice() throws {
        let layout = CompositionalLayout(sections: [
            CompositionalSection(group: CompositionalFixtures.row(count: 1, height: .absolute(50)))
        ])
        let view = try #require(
            try CompositionalFixtures.collection(
                "iPhone 15 Pro", .landscapeLeft, layout: layout, sections: [1],
                scroll: ScrollViewProperties(contentInsetAdjustmentBehavior: .always)))
        #expect(view.scroll?.adjustedContentInset.left == 59)
        #expect(view.collection?.sections.first?.items.first?.minX == 0)
    }
}
