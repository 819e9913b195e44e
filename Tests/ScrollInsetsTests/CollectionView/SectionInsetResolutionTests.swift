import Testing
@testable import ScrollInsets

@Suite struct SectionInsetResolutionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var flow: FlowLayout
        var context: ScrollContentContext
        var expected: EdgeInsets
        var testDescription: String { id }
    }

    typealias F = CollectionFixtures
    /// iPhone X landscape: the collection view is a root view, so its margins are 44 + 16.
    static func landscape(adjusted: EdgeInsets = .zero) -> ScrollContentContext {
        F.context(
            width: 812, height: 375, safeArea: F.insets(0, 44, 21, 44), margins: F.insets(0, 60, 21, 60),
            adjusted: adjusted)
    }
    static func vertical(_ reference: SectionInsetReference, inset: EdgeInsets = F.insets(5, 10, 5, 10)) -> FlowLayout {
        FlowLayout(sectionInset: inset, sectionInsetReference: reference)
    }

    static let cases: [Case] = [
        Case(
            id: "fromContentInset keeps sectionInset", flow: vertical(.fromContentInset), context: landscape(),
            expected: F.insets(5, 10, 5, 10)),
        Case(
            id: "fromSafeArea adds the safe area across the scrolling axis only", flow: vertical(.fromSafeArea),
            context: landscape(), expected: F.insets(5, 54, 5, 54)),
        Case(
            id: "fromLayoutMargins adds the margins across the scrolling axis only", flow: vertical(.fromLayoutMargins),
            context: landscape(), expected: F.insets(5, 70, 5, 70)),
        Case(
            id: "an adjusted inset that already holds the safe area leaves sectionInset", flow: vertical(.fromSafeArea),
            context: landscape(adjusted: F.insets(0, 44, 21, 44)), expected: F.insets(5, 10, 5, 10)),
        Case(
            id: "a content inset larger than safe area plus sectionInset wins", flow: vertical(.fromSafeArea),
            context: landscape(adjusted: F.insets(0, 80, 0, 40)), expected: F.insets(5, 0, 5, 14)),
        Case(
            id: "a negative sectionInset is floored at the content inset",
            flow: vertical(.fromSafeArea, inset: F.insets(0, -50, 0, 0)),
            context: landscape(), expected: F.insets(0, 0, 0, 44)),
        Case(
            id: "fromContentInset keeps a negative sectionInset",
            flow: vertical(.fromContentInset, inset: F.insets(0, -50, 0, 0)),
            context: landscape(), expected: F.insets(0, -50, 0, 0)),
        Case(
            id: "a horizontal flow takes the reference on top and bottom",
            flow: FlowLayout(
                scrollDirection: .horizontal, sectionInset: F.insets(10, 5, 10, 5), sectionInsetReference: .fromSafeArea
            ),
            context: F.context(
                width: 375, height: 812, safeArea: F.insets(44, 0, 34, 0), margins: F.insets(44, 16, 34, 16)),
            expected: F.insets(54, 5, 44, 5)),
        Case(
            id: "a horizontal flow from the margins",
            flow: FlowLayout(
                scrollDirection: .horizontal, sectionInset: F.insets(10, 5, 10, 5),
                sectionInsetReference: .fromLayoutMargins),
            context: F.context(
                width: 375, height: 812, safeArea: F.insets(44, 0, 34, 0), margins: F.insets(52, 16, 42, 16)),
            expected: F.insets(62, 5, 52, 5)),
    ]

    @Test(arguments: cases)
    func resolvesTheEffectiveInset(_ c: Case) {
        #expect(SectionInsetResolution.resolve(c.flow, in: c.context).insets == c.expected)
    }

    @Test func explainsEachEdgeWithItsNumbers() {
        let reasons = SectionInsetResolution.resolve(
            Self.vertical(.fromSafeArea), in: Self.landscape(adjusted: F.insets(0, 80, 0, 0))
        ).reasons
        #expect(
            reasons[.left]?.sentence
                == "fromSafeArea: max(safe area 44 + sectionInset 10 - adjustedContentInset 80, 0) = 0 pt; "
                + "the adjusted content inset is larger, so the items align with the content inset")
        #expect(
            reasons[.right]?.sentence
                == "fromSafeArea: max(safe area 44 + sectionInset 10 - adjustedContentInset 0, 0) = 54 pt")
        #expect(
            reasons[.top]?.sentence == "sectionInset.top 5 pt from the content inset edge: fromSafeArea applies across "
                + "the scrolling axis only, and the top edge lies along it")
        let plain = SectionInsetResolution.resolve(Self.vertical(.fromContentInset), in: Self.landscape()).reasons
        #expect(plain[.left]?.sentence == "sectionInset.left 10 pt from the content inset edge (fromContentInset)")
    }

    /// The sentences of the margins reference and of a horizontal flow, word for word.
    @Test func explainsMarginsAndHorizontalFlows() {
        let margins = SectionInsetResolution.resolve(Self.vertical(.fromLayoutMargins), in: Self.landscape()).reasons
        #expect(
            margins[.left]?.sentence
                == "fromLayoutMargins: max(layout margin 60 + sectionInset 10 - adjustedContentInset 0, 0) = 70 pt")
        #expect(
            margins[.bottom]?.sentence
                == "sectionInset.bottom 5 pt from the content inset edge: fromLayoutMargins applies across "
                + "the scrolling axis only, and the bottom edge lies along it")
        let horizontal = FlowLayout(
            scrollDirection: .horizontal, sectionInset: F.insets(10, 5, 10, 5), sectionInsetReference: .fromSafeArea)
        let context = F.context(
            width: 375, height: 812, safeArea: F.insets(44, 0, 34, 0), margins: F.insets(44, 16, 34, 16))
        let reasons = SectionInsetResolution.resolve(horizontal, in: context).reasons
        #expect(
            reasons[.top]?.sentence
                == "fromSafeArea: max(safe area 44 + sectionInset 10 - adjustedContentInset 0, 0) = 54 pt")
        #expect(
            reasons[.bottom]?.sentence
                == "fromSafeArea: max(safe area 34 + sectionInset 10 - adjustedContentInset 0, 0) = 44 pt")
        #expect(
            reasons[.left]?.sentence
                == "sectionInset.left 5 pt from the content inset edge: fromSafeArea applies across "
                + "the scrolling axis only, and the left edge lies along it")
    }

    /// A laid-out section reads the same sentences and insets, from the inputs it keeps.
    @Test func aLaidOutSectionExplainsItsInset() {
        let collection = CollectionViewProperties(layout: Self.vertical(.fromSafeArea), sections: [3])
        let layout = CollectionViewLayoutEngine.layout(
            of: collection, in: Self.landscape(adjusted: F.insets(0, 80, 0, 0)))
        #expect(layout.sections[0].effectiveSectionInset == F.insets(5, 0, 5, 54))
        #expect(
            layout.sections[0].effectiveSectionInsetReasons[.left]?.sentence
                == "fromSafeArea: max(safe area 44 + sectionInset 10 "
                    + """
                    - adjustedContentInset 80, 0) = 0 pt; the adjusted content inset is larger, so the items align \
                    with the content inset
                    """
        )
        #expect(
            layout.sections[0].effectiveSectionInsetReasons[.right]?.sentence
                == "fromSafeArea: max(safe area 44 + sectionInset 10 "
                + "- adjustedContentInset 0, 0) = 54 pt")
    }
}
