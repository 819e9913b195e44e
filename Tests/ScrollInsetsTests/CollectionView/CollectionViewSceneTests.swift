import Testing
@testable import ScrollInsets

/// Collection views laid out in whole scenes: the section inset rules against the window's
/// safe area, and the content size fed back into the scroll view's adjustment.
@Suite struct CollectionViewSceneTests {
    typealias F = CollectionFixtures

    static func grid(_ reference: SectionInsetReference) -> FlowLayout {
        FlowLayout(
            itemSize: Size(width: 100, height: 100), sectionInset: F.insets(0, 10, 0, 10),
            sectionInsetReference: reference)
    }

    struct LandscapeCase: CustomTestStringConvertible, Sendable {
        var id: String
        var reference: SectionInsetReference
        var scroll = ScrollViewProperties()
        /// The first item's x in content coordinates.
        var itemX: Double
        /// The first item's x in the collection view's visible coordinates: item.x − contentOffset.x.
        var visibleX: Double
        var contentWidth: Double
        var testDescription: String { id }
    }

    static let landscapeCases: [LandscapeCase] = [
        LandscapeCase(
            id: "fromContentInset: sectionInset from the content edge, inside the unsafe band",
            reference: .fromContentInset, itemX: 10, visibleX: 10, contentWidth: 812),
        LandscapeCase(
            id: "fromSafeArea: 44 + 10", reference: .fromSafeArea, itemX: 54, visibleX: 54, contentWidth: 812),
        LandscapeCase(
            id: "fromLayoutMargins: root view margin 44 + 16, + 10", reference: .fromLayoutMargins,
            itemX: 70, visibleX: 70, contentWidth: 812),
        LandscapeCase(
            id: "fromSafeArea under a content inset larger than the safe area: the content inset wins",
            reference: .fromSafeArea, scroll: ScrollViewProperties(contentInset: F.insets(0, 80, 0, 80)),
            itemX: 0, visibleX: 80, contentWidth: 652),
        LandscapeCase(
            id: "fromSafeArea under a content inset smaller than the safe area: 44 + 10 − 40",
            reference: .fromSafeArea, scroll: ScrollViewProperties(contentInset: F.insets(0, 40, 0, 40)),
            itemX: 14, visibleX: 54, contentWidth: 732),
        LandscapeCase(
            id: "fromSafeArea with .always: the adjusted inset holds the safe area",
            reference: .fromSafeArea, scroll: ScrollViewProperties(contentInsetAdjustmentBehavior: .always),
            itemX: 10, visibleX: 54, contentWidth: 724),
        LandscapeCase(
            id: "fromContentInset with .always: sectionInset on top of the adjusted inset",
            reference: .fromContentInset, scroll: ScrollViewProperties(contentInsetAdjustmentBehavior: .always),
            itemX: 10, visibleX: 54, contentWidth: 724),
    ]

    @Test(arguments: landscapeCases)
    func firstItemInLandscape(_ c: LandscapeCase) throws {
        let scene = F.rootCollectionScene(
            on: F.landscape, layout: Self.grid(c.reference), sections: [12], scroll: c.scroll)
        let view = try #require(try scene.layout().view(path: "grid/cv"))
        let collection = try #require(view.collection)
        let scroll = try #require(view.scroll)
        let first = try #require(collection.sections.first?.items.first)
        #expect(first == Rect(x: c.itemX, y: 0, width: 100, height: 100))
        #expect(first.minX - scroll.contentOffset.x == c.visibleX)
        #expect(collection.contentSize == Size(width: c.contentWidth, height: 210))
        #expect(scroll.scrollableAxes == [])
    }

    @Test func fromLayoutMarginsInAPlainSubviewUsesItsOwnMargins() throws {
        // Not a root view: default margins 8 on top of the 44 safe inset.
        let cv = ViewNode.collectionView(
            name: "cv", frame: Rect(x: 0, y: 0, width: 812, height: 375),
            collection: CollectionViewProperties(layout: Self.grid(.fromLayoutMargins), sections: [3]))
        let root = ViewNode(name: "root", subviews: [.view(cv)])
        let scene = Scene(screen: F.landscape, root: .controller(ControllerNode(name: "grid", view: root)))
        let view = try #require(try scene.layout().view(path: "grid/root/cv"))
        #expect(view.layoutMargins == F.insets(8, 52, 29, 52))
        #expect(view.collection?.sections[0].effectiveSectionInset == F.insets(0, 62, 0, 62))
        #expect(view.collection?.sections[0].items.first == Rect(x: 62, y: 0, width: 100, height: 100))
    }

    @Test func headersAndFootersSpanTheContentIntoTheUnsafeBands() throws {
        let flow = FlowLayout(
            itemSize: Size(width: 100, height: 100), sectionInset: F.insets(10, 10, 20, 10),
            sectionInsetReference: .fromSafeArea, headerReferenceSize: Size(width: 0, height: 40),
            footerReferenceSize: Size(width: 0, height: 30))
        let collection = try #require(
            try F.rootCollectionScene(on: F.landscape, layout: flow, sections: [4, 0])
                .layout().view(path: "grid/cv")?.collection)
        #expect(
            collection.sections.map(\.header) == [
                Rect(x: 0, y: 0, width: 812, height: 40), Rect(x: 0, y: 200, width: 812, height: 40),
            ])
        #expect(
            collection.sections.map(\.footer) == [
                Rect(x: 0, y: 170, width: 812, height: 30), Rect(x: 0, y: 270, width: 812, height: 30),
            ])
        #expect(
            collection.sections.map(\.frame) == [
                Rect(x: 0, y: 0, width: 812, height: 200), Rect(x: 0, y: 200, width: 812, height: 100),
            ])
        #expect(collection.sections[0].items.first == Rect(x: 54, y: 50, width: 100, height: 100))
        #expect(collection.contentSize == Size(width: 812, height: 300))
    }

    @Test func rightToLeftStartsTheFirstLineAtTheRight() throws {
        let scene = F.rootCollectionScene(
            on: F.landscape, layout: Self.grid(.fromSafeArea), sections: [12], direction: .rightToLeft)
        let section = try #require(try scene.layout().view(path: "grid/cv")?.collection?.sections.first)
        #expect(section.effectiveSectionInset == F.insets(0, 54, 0, 54))
        #expect(section.items[0] == Rect(x: 658, y: 0, width: 100, height: 100))
        #expect(section.items[6] == Rect(x: 658, y: 110, width: 100, height: 100))
    }

    struct HorizontalCase: CustomTestStringConvertible, Sendable {
        var id: String
        var reference: SectionInsetReference
        var inset: EdgeInsets
        var firstItemY: Double
        var testDescription: String { id }
    }

    static let horizontalCases: [HorizontalCase] = [
        HorizontalCase(
            id: "fromContentInset", reference: .fromContentInset, inset: F.insets(10, 0, 10, 0), firstItemY: 10),
        HorizontalCase(
            id: "fromSafeArea: 44 + 10 on top, 34 + 10 at the bottom", reference: .fromSafeArea,
            inset: F.insets(54, 0, 44, 0), firstItemY: 54),
        HorizontalCase(
            id: "fromLayoutMargins: root margins are the safe area on top and bottom", reference: .fromLayoutMargins,
            inset: F.insets(54, 0, 44, 0), firstItemY: 54),
    ]

    @Test(arguments: horizontalCases)
    func horizontalFlowInPortraitTakesTheRulesOnTopAndBottom(_ c: HorizontalCase) throws {
        let flow = FlowLayout(
            scrollDirection: .horizontal, itemSize: Size(width: 100, height: 120),
            sectionInset: F.insets(10, 0, 10, 0), sectionInsetReference: c.reference)
        let view = try #require(
            try F.rootCollectionScene(on: F.portrait, layout: flow, sections: [12]).layout().view(path: "grid/cv"))
        let section = try #require(view.collection?.sections.first)
        #expect(section.effectiveSectionInset == c.inset)
        #expect(section.items[0] == Rect(x: 0, y: c.firstItemY, width: 100, height: 120))
        #expect(view.scroll?.adjustedContentInset == .zero)
    }

    @Test func horizontalFlowFromSafeAreaFillsColumnsBetweenTheBands() throws {
        let flow = FlowLayout(
            scrollDirection: .horizontal, itemSize: Size(width: 100, height: 120),
            sectionInset: F.insets(10, 0, 10, 0), sectionInsetReference: .fromSafeArea)
        let view = try #require(
            try F.rootCollectionScene(on: F.portrait, layout: flow, sections: [12]).layout().view(path: "grid/cv"))
        let collection = try #require(view.collection)
        // Band 54...768 (714 points): 5 items of 120 with 28.5 between them.
        #expect(
            collection.sections[0].items.prefix(6).map(\.origin) == [
                Point(x: 0, y: 54), Point(x: 0, y: 202.5), Point(x: 0, y: 351), Point(x: 0, y: 499.5),
                Point(x: 0, y: 648),
                Point(x: 110, y: 54),
            ])
        #expect(collection.contentSize == Size(width: 320, height: 812))
        #expect(collection.sections[0].flow?.lines?.interitemSpacing == 28.5)
    }

    struct OverflowCase: CustomTestStringConvertible, Sendable {
        var id: String
        var bottomInset: Double
        var contentHeight: Double
        var scrollableAxes: [Axis]
        var adjusted: EdgeInsets
        var contentOffset: Point
        var testDescription: String { id }
    }

    static let overflowCases: [OverflowCase] = [
        OverflowCase(
            id: "content exactly as tall as the frame does not scroll", bottomInset: 52, contentHeight: 812,
            scrollableAxes: [], adjusted: .zero, contentOffset: .zero),
        OverflowCase(
            id: "one point more scrolls and takes the top and bottom safe area", bottomInset: 53, contentHeight: 813,
            scrollableAxes: [.vertical], adjusted: F.insets(44, 0, 34, 0), contentOffset: Point(x: 0, y: -44)),
    ]

    @Test(arguments: overflowCases)
    func contentSizeFeedsScrollability(_ c: OverflowCase) throws {
        // 21 items, 3 per 375-point line: 7 lines of 100 with 10 between = 760, plus the bottom inset.
        let flow = FlowLayout(
            itemSize: Size(width: 100, height: 100), sectionInset: F.insets(0, 0, c.bottomInset, 0),
            sectionInsetReference: .fromSafeArea)
        let view = try #require(
            try F.rootCollectionScene(on: F.portrait, layout: flow, sections: [21]).layout().view(path: "grid/cv"))
        let scroll = try #require(view.scroll)
        #expect(view.collection?.contentSize == Size(width: 375, height: c.contentHeight))
        #expect(scroll.contentSize == Size(width: 375, height: c.contentHeight))
        #expect(scroll.scrollableAxes == c.scrollableAxes)
        #expect(scroll.adjustedContentInset == c.adjusted)
        #expect(scroll.contentOffset == c.contentOffset)
        #expect(view.collection?.sections[0].items[3] == Rect(x: 0, y: 110, width: 100, height: 100))
    }
}
