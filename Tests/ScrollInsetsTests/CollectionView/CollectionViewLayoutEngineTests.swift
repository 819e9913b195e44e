import Testing
@testable import ScrollInsets

@Suite struct CollectionViewLayoutEngineTests {
    typealias F = CollectionFixtures

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var collection: CollectionViewProperties
        var context: ScrollContentContext
        var contentSize: Size
        /// Per section: frame, items, header, footer.
        var sections: [(frame: Rect, items: [Rect], header: Rect?, footer: Rect?)]
        var testDescription: String { id }
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
    static func row(y: Double, xs: [Double], size: Size = Size(width: 100, height: 50)) -> [Rect] {
        xs.map { Rect(x: $0, y: y, width: size.width, height: size.height) }
    }
    /// A 400-point-wide vertical flow of 100 × 50 items; section insets 20 left and right.
    static func grid(
        _ sections: [Int], inset: EdgeInsets = F.insets(0, 20, 0, 20), itemWidth: Double = 100,
        header: Double = 0, footer: Double = 0
    ) -> CollectionViewProperties {
        CollectionViewProperties(
            layout: FlowLayout(
                itemSize: Size(width: itemWidth, height: 50), sectionInset: inset,
                headerReferenceSize: Size(width: 0, height: header),
                footerReferenceSize: Size(width: 0, height: footer)),
            sections: sections)
    }

    static let cases: [Case] = [
        Case(
            id: "full lines justified, the last line on their columns", collection: grid([7]),
            context: F.context(width: 400, height: 600), contentSize: Size(width: 400, height: 170),
            sections: [
                (
                    rect(0, 0, 400, 170),
                    row(y: 0, xs: [20, 150, 280]) + row(y: 60, xs: [20, 150, 280]) + row(y: 120, xs: [20]),
                    nil, nil
                )
            ]),
        Case(
            id: "a section shorter than a line keeps the columns", collection: grid([2]),
            context: F.context(width: 400, height: 600), contentSize: Size(width: 400, height: 50),
            sections: [(rect(0, 0, 400, 50), row(y: 0, xs: [20, 150]), nil, nil)]),
        Case(
            id: "one item per line is centered in the band", collection: grid([2], itemWidth: 300),
            context: F.context(width: 400, height: 600), contentSize: Size(width: 400, height: 110),
            sections: [
                (
                    rect(0, 0, 400, 110),
                    row(y: 0, xs: [50], size: Size(width: 300, height: 50))
                        + row(y: 60, xs: [50], size: Size(width: 300, height: 50)), nil, nil
                )
            ]),
        Case(
            id: "headers and footers span the content; an empty section keeps them and its insets",
            collection: grid([4, 0], inset: F.insets(10, 20, 20, 20), header: 40, footer: 30),
            context: F.context(width: 400, height: 600), contentSize: Size(width: 400, height: 310),
            sections: [
                (
                    rect(0, 0, 400, 210), row(y: 50, xs: [20, 150, 280]) + row(y: 110, xs: [20]),
                    rect(0, 0, 400, 40), rect(0, 180, 400, 30)
                ),
                (rect(0, 210, 400, 100), [], rect(0, 210, 400, 40), rect(0, 280, 400, 30)),
            ]),
        Case(
            id: "right-to-left fills lines from the right; insets stay on their edges",
            collection: grid([4], inset: F.insets(0, 20, 0, 40)),
            context: F.context(width: 400, height: 600, direction: .rightToLeft),
            contentSize: Size(width: 400, height: 110),
            sections: [(rect(0, 0, 400, 110), row(y: 0, xs: [260, 140, 20]) + row(y: 60, xs: [260]), nil, nil)]),
        Case(
            id: "left-to-right with the same insets", collection: grid([4], inset: F.insets(0, 20, 0, 40)),
            context: F.context(width: 400, height: 600), contentSize: Size(width: 400, height: 110),
            sections: [(rect(0, 0, 400, 110), row(y: 0, xs: [20, 140, 260]) + row(y: 60, xs: [20]), nil, nil)]),
        Case(
            id: "adjusted left and right insets narrow the content",
            collection: grid([1], inset: F.insets(0, 10, 0, 10)),
            context: F.context(width: 812, height: 375, adjusted: F.insets(0, 44, 21, 44)),
            contentSize: Size(width: 724, height: 50),
            sections: [(rect(0, 0, 724, 50), row(y: 0, xs: [10]), nil, nil)]),
        Case(
            id: "a horizontal flow fills columns top to bottom; headers span the height",
            collection: CollectionViewProperties(
                layout: FlowLayout(
                    scrollDirection: .horizontal, itemSize: Size(width: 50, height: 100),
                    sectionInset: F.insets(20, 0, 20, 0),
                    headerReferenceSize: Size(width: 30, height: 999)),
                sections: [4]),
            context: F.context(width: 600, height: 400), contentSize: Size(width: 140, height: 400),
            sections: [
                (
                    rect(0, 0, 140, 400),
                    [rect(30, 20, 50, 100), rect(30, 150, 50, 100), rect(30, 280, 50, 100), rect(90, 20, 50, 100)],
                    rect(0, 0, 30, 400), nil
                )
            ]),
        Case(
            id: "no sections: only the width across", collection: grid([]),
            context: F.context(width: 400, height: 600), contentSize: Size(width: 400, height: 0), sections: []),
    ]

    @Test(arguments: cases)
    func laysOutSections(_ c: Case) {
        let layout = CollectionViewLayoutEngine.layout(of: c.collection, in: c.context)
        #expect(layout.contentSize == c.contentSize)
        #expect(layout.sections.count == c.sections.count)
        for (section, expected) in zip(layout.sections, c.sections) {
            #expect(section.frame == expected.frame, "section \(section.section)")
            #expect(section.items == expected.items, "section \(section.section)")
            #expect(section.header == expected.header, "section \(section.section)")
            #expect(section.footer == expected.footer, "section \(section.section)")
        }
        #expect(layout.warnings.isEmpty)
    }

    @Test func anItemLongerThanTheLineIsLaidOutWithAWarning() {
        let layout = CollectionViewLayoutEngine.layout(
            of: Self.grid([2], itemWidth: 450), in: F.context(width: 400, height: 600))
        // Centred on the 360-point band that starts at 20: 20 + (360 − 450) / 2 = −25.
        #expect(
            layout.sections[0].items == Self.row(y: 0, xs: [-25], size: Size(width: 450, height: 50))
                + Self.row(y: 60, xs: [-25], size: Size(width: 450, height: 50)))
        #expect(layout.warnings == [.itemExceedsLine(section: 0, axis: .horizontal, itemLength: 450, available: 360)])
        #expect(
            layout.warnings[0].message == "section 0: the behavior of the UICollectionViewFlowLayout is not defined "
                + "because the item width 450 must be less than the width of the UICollectionView minus the section "
                + "insets left and right values, minus the content insets left and right values (360)")
    }

    @Test func recordsTheLinesAndTheInsetOfEachSection() {
        let layout = CollectionViewLayoutEngine.layout(of: Self.grid([7, 0]), in: F.context(width: 400, height: 600))
        #expect(layout.sections[0].flow?.lines == FlowLineMetrics(itemLength: 100, minimumSpacing: 10, available: 360))
        #expect(layout.sections[0].flow?.lines?.interitemSpacing == 30)
        #expect(layout.sections[1].flow != nil && layout.sections[1].flow?.lines == nil)
        #expect(layout.sections.map(\.effectiveSectionInset) == [F.insets(0, 20, 0, 20), F.insets(0, 20, 0, 20)])
        #expect(
            layout.sections[0].effectiveSectionInsetReasons[.left]?.sentence
                == "sectionInset.left 20 pt from the content inset edge (fromContentInset)")
    }

    /// A section's reasons are written when read, from the same decisions as its inset: they
    /// are the rule's own sentences, and a section made by hand with the same sentences is
    /// equal to it (and hashes alike).
    @Test func reasonsWrittenOnReadAreTheRulesAndCompareAsSentences() throws {
        let grid = Self.grid([3])
        let context = F.context(width: 400, height: 600)
        let layout = CollectionViewLayoutEngine.layout(of: grid, in: context)
        let rule = SectionInsetResolution.resolve(grid.layout, in: context)
        let section = layout.sections[0]
        #expect(section.effectiveSectionInset == rule.insets)
        #expect(section.effectiveSectionInsetReasons == rule.reasons)
        let byHand = CollectionSectionLayout(
            section: section.section, frame: section.frame, items: section.items,
            header: section.header, footer: section.footer,
            effectiveSectionInset: section.effectiveSectionInset,
            family: .flow(FlowSectionLayout(lines: section.flow?.lines, reasons: rule.reasons)))
        #expect(byHand == section)
        #expect(byHand.hashValue == section.hashValue)
        var changedFlow = try #require(section.flow)
        changedFlow.reasons[.left] = .reason("another reason")
        var changed = section
        changed.family = .flow(changedFlow)
        #expect(changed != section)
        #expect(changed.effectiveSectionInsetReasons[.top] == rule.reasons[.top])
    }
}
