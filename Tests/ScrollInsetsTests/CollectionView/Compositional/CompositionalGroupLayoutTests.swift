import Testing
@testable import ScrollInsets

/// Where a group puts its cells (docs/collection-views.md, "Groups and items").
@Suite struct CompositionalGroupLayoutTests {
    typealias G = CompositionalGroupLayout

    /// Subitems repeat while the next one fits: 100-point items with 10 spacing in 350 → 3.
    @Test func subitemsRepeatToFillTheGroup() {
        let group = CompositionalGroup(
            width: .absolute(350), height: .absolute(50), interItemSpacing: 10,
            items: [.item(CompositionalItem(width: .absolute(100)))])
        let (cells, truncated, _) = G.cells(of: group, size: Size(width: 350, height: 50))
        #expect(
            cells == [
                Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 110, y: 0, width: 100, height: 50),
                Rect(x: 220, y: 0, width: 100, height: 50),
            ])
        #expect(!truncated)
    }

    /// `count` copies share the group: (300 − 2 · 15) / 3 = 90 each, whatever the item's own width.
    @Test func countSharesTheGroupEqually() {
        let group = CompositionalGroup(
            count: 3, interItemSpacing: 15, items: [.item(CompositionalItem(width: .absolute(500)))])
        let (cells, _, _) = G.cells(of: group, size: Size(width: 300, height: 40))
        #expect(cells.map(\.minX) == [0, 105, 210])
        #expect(cells.allSatisfy { $0.width == 90 && $0.height == 40 })
    }

    /// Four copies 7.5 apart need 22.5 pt of spacing in a 5-pt group (the property suite's shrunk
    /// case, seed 0x57499e414af96aea): the copies get length 0 and the spacing shrinks to 5 / 3, so
    /// they stay inside the group, and the overflow is reported for the engine's warning.
    @Test func countWhoseSpacingOverflowsTheGroupStaysInside() {
        let group = CompositionalGroup(
            direction: .vertical, count: 4, interItemSpacing: 7.5,
            items: [.item(CompositionalItem(width: .fractionalWidth(0.25), height: .fractionalHeight(0.25)))])
        let (cells, truncated, overflow) = G.cells(of: group, size: Size(width: 20, height: 5))
        #expect(cells.map(\.minY) == [0, 5.0 / 3, 10.0 / 3, 5])
        #expect(cells.allSatisfy { $0.height == 0 && $0.width == 5 })
        #expect(!truncated)
        #expect(overflow == G.SpacingOverflow(count: 4, spacing: 7.5, length: 5))
    }

    /// A Photos-style nested group: a large item beside a vertical pair.
    @Test func nestedGroups() {
        let pair = CompositionalGroup(
            direction: .vertical, width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1), count: 2,
            items: [.item(CompositionalItem())])
        let group = CompositionalGroup(
            width: .fractionalWidth(1), height: .absolute(200),
            items: [.item(CompositionalItem(width: .fractionalWidth(2.0 / 3))), .group(pair)])
        let (cells, _, _) = G.cells(of: group, size: Size(width: 300, height: 200))
        #expect(
            cells == [
                Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 200, y: 0, width: 100, height: 100),
                Rect(x: 200, y: 100, width: 100, height: 100),
            ])
    }

    /// Item `contentInsets` shrink the cell, except on an axis whose dimension is estimated.
    @Test func itemContentInsetsAndEstimatedAxes() {
        let insets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        let fixed = CompositionalGroup(items: [
            .item(CompositionalItem(width: .absolute(100), height: .absolute(50), contentInsets: insets))
        ])
        #expect(
            G.cells(of: fixed, size: Size(width: 100, height: 50)).cells == [Rect(x: 4, y: 2, width: 88, height: 42)])
        let estimated = CompositionalGroup(items: [
            .item(
                CompositionalItem(
                    width: .absolute(100), height: .estimated(50),
                    contentInsets: insets))
        ])
        #expect(
            G.cells(of: estimated, size: Size(width: 100, height: 50)).cells == [
                Rect(x: 4, y: 0, width: 88, height: 50)
            ])
    }

    /// The first subitem is placed even when it is longer than the group.
    @Test func anOversizedFirstItemIsPlaced() {
        let group = CompositionalGroup(items: [.item(CompositionalItem(width: .absolute(500)))])
        #expect(
            G.cells(of: group, size: Size(width: 300, height: 44)).cells == [Rect(x: 0, y: 0, width: 500, height: 44)])
    }

    /// Items of no length would repeat without end: the cap stops them.
    @Test func zeroLengthItemsStopAtTheCap() {
        let group = CompositionalGroup(items: [.item(CompositionalItem(width: .absolute(0)))])
        let (cells, truncated, _) = G.cells(of: group, size: Size(width: 300, height: 44))
        #expect(cells.count == G.maximumCells)
        #expect(truncated)
    }

    /// A nested group without subitems places nothing; repeating it stops at the cap instead
    /// of looping (the decoder refuses such groups; the API can build one).
    @Test func emptyNestedGroupsStopAtTheCap() {
        let empty = CompositionalGroup(width: .absolute(0), items: [])
        let repeated = CompositionalGroup(items: [.group(empty)])
        let repeatedCells = G.cells(of: repeated, size: Size(width: 300, height: 44))
        #expect(repeatedCells.cells == [] && repeatedCells.truncated && repeatedCells.overflow == nil)
        let counted = CompositionalGroup(count: 1_000_000_000, items: [.group(empty)])
        let countedCells = G.cells(of: counted, size: Size(width: 300, height: 44))
        #expect(countedCells.cells == [] && countedCells.truncated && countedCells.overflow == nil)
    }

    /// In a section, the last group keeps the places of a full group's first cells, and the
    /// engine warns when a group was cut short.
    @Test func sectionsRepeatTheGroup() throws {
        let layout = CompositionalLayout(
            contentInsetsReference: .none,
            sections: [
                CompositionalSection(
                    interGroupSpacing: 5, group: CompositionalFixtures.row(count: 3, height: .absolute(50)))
            ])
        let view = try #require(
            try CompositionalFixtures.collection("iPhone 15 Pro", .portrait, layout: layout, sections: [4]))
        let items = try #require(view.collection?.sections.first?.items)
        #expect(items.map(\.minY) == [0, 0, 0, 55])
        #expect(items[3].minX == 0)
        #expect(view.collection?.sections.first?.frame.height == 105)
    }
}
