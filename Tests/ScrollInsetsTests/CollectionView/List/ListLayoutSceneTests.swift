import Testing
@testable import ScrollInsets

/// List layouts in whole scenes on catalog devices: where an inset-grouped card, its cells,
/// their margins and separators go, and what the release changes. Each expected number is
/// derived by hand from the rules of docs/collection-views.md, "List layouts".
@Suite struct ListLayoutSceneTests {
    /// A list that is the root view of view controller `vc` on `device`.
    static func rootList(
        _ list: ListConfiguration, sections: [Int], sizes: [CollectionSectionSizes] = [],
        device: String, orientation: Orientation = .portrait, release: Int? = nil,
        direction: LayoutDirection = .leftToRight
    ) throws -> CollectionLayout {
        let screen = try #require(DeviceCatalog.device(named: device))
            .screen(orientation: orientation, release: release.map { UIKitRelease($0) })
        let view = ViewNode.collectionView(
            name: "list",
            collection: CollectionViewProperties(
                sections: sections, list: list, sectionSizes: sizes))
        let layout = try Scene(
            screen: screen, layoutDirection: direction,
            root: .controller(ControllerNode(name: "vc", view: view))
        ).layout()
        return try #require(layout.view(path: "vc/list")?.collection)
    }

    static let settings = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary)

    @Test("An inset-grouped list on iPhone SE (375 wide, iOS 26): card at the 16 pt margins, 16 pt cell margins")
    func insetGroupedOnIPhoneSE() throws {
        let layout = try Self.rootList(
            Self.settings, sections: [3],
            sizes: [CollectionSectionSizes(headerHeight: 38)],
            device: "iPhone SE (3rd generation)", release: 26)
        let section = try #require(layout.sections.first)
        // Root view margins: the system minimum 16 (the safe area has no sides in portrait).
        #expect(section.effectiveSectionInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // No padding above an inset-grouped header: header 38, then the cells of 44.
        #expect(section.header == Rect(x: 16, y: 0, width: 343, height: 38))
        #expect(
            section.items == [
                Rect(x: 16, y: 38, width: 343, height: 44), Rect(x: 16, y: 82, width: 343, height: 44),
                Rect(x: 16, y: 126, width: 343, height: 44),
            ])
        let cells = try #require(section.list?.cells)
        #expect(
            cells.map(\.layoutMargins)
                == Array(repeating: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), count: 3))
        // From the 16 pt leading margin to the 16 pt trailing cell margin (iOS 26); none under the last.
        #expect(
            cells.map(\.separator) == [SeparatorLayout(x: 16, width: 311), SeparatorLayout(x: 16, width: 311), nil])
        #expect(layout.contentSize == Size(width: 375, height: 170))
        // Each side's reason is its arithmetic and names the rule; the rule's clauses (its
        // assumption a term of its own) are the list's `sectionInsets` reason, not copied per edge.
        #expect(
            section.list?.reasons[.left]
                == .reason(
                    """
                    layout margin 16 - adjustedContentInset 0 = 16 pt, by the list's section-inset rule \
                    (list.sectionInsets)
                    """))
        #expect(section.list?.reasons.values.contains { $0.isAssumption } == false)
    }

    /// The card at the safe area plus the 20-pt system cell margin, the content 16 pt inside it:
    /// as an inset-grouped table's on iOS 26.1 (recorded at 393 pt, Vercantez/openuikit);
    /// assumed for lists and for 390.
    // iOS 26.1 records an inset-grouped list's card at the collection view's 16-pt layout margins on the
    // 393-pt iPhone 16 (not the table card's 20) and its separators 16 in from both cell edges
    // (Vercantez/openuikit, listseparatorprobe): on the 390-pt iPhone 16e the root view's margins are 16 too.
    @Test("An inset-grouped list on a 390-wide phone (iPhone 16e, iOS 26): card at the 16-pt margins, 16 inside")
    func insetGroupedOn390() throws {
        let layout = try Self.rootList(
            Self.settings, sections: [2],
            sizes: [CollectionSectionSizes(headerHeight: 38)], device: "iPhone 16e", release: 26)
        let section = try #require(layout.sections.first)
        #expect(
            section.items == [Rect(x: 16, y: 38, width: 358, height: 44), Rect(x: 16, y: 82, width: 358, height: 44)])
        let cells = try #require(section.list?.cells)
        #expect(cells.map(\.layoutMargins.left) == [16, 16])
        #expect(cells.map(\.separator) == [SeparatorLayout(x: 16, width: 326), nil])
    }

    @Test(
        "Landscape (iPhone 16e, iOS 26, 47-pt side safe area): the card at the margins 47 + 16, out of the unsafe bands"
    )
    func insetGroupedLandscape() throws {
        let layout = try Self.rootList(
            Self.settings, sections: [1], device: "iPhone 16e", orientation: .landscapeLeft,
            release: 26)
        let section = try #require(layout.sections.first)
        #expect(section.items == [Rect(x: 63, y: 44, width: 718, height: 44)])
        #expect(section.list?.cells.map(\.safeAreaInsets) == [.zero])
    }

    @Test("A plain list in landscape (iPhone X, iOS 16): full-width cells take the safe area into their margins")
    func plainLandscape() throws {
        let layout = try Self.rootList(
            ListConfiguration(), sections: [2], device: "iPhone X", orientation: .landscapeLeft)
        let section = try #require(layout.sections.first)
        #expect(section.items.first == Rect(x: 0, y: 0, width: 812, height: 44))
        let cells = try #require(section.list?.cells)
        #expect(
            cells.map(\.layoutMargins)
                == Array(repeating: EdgeInsets(top: 11, left: 60, bottom: 11, right: 60), count: 2))
        // iOS 16: from the leading margin (44 + 16) to the trailing edge, into the unsafe band.
        #expect(cells.map(\.separator) == [SeparatorLayout(x: 60, width: 752), SeparatorLayout(x: 60, width: 752)])
    }

    @Test("Right to left, the plain list's separator starts at the trailing (left) edge and ends at the right margin")
    func plainRightToLeft() throws {
        let layout = try Self.rootList(
            ListConfiguration(), sections: [1], device: "iPhone X", orientation: .landscapeLeft,
            direction: .rightToLeft)
        #expect(layout.sections.first?.list?.cells.map(\.separator) == [SeparatorLayout(x: 0, width: 752)])
    }

    @Test("A plain list's supplementary headers get 22 pt above them on iOS 15, none on iOS 14")
    func plainHeaderPadding() throws {
        let list = ListConfiguration(headerMode: .supplementary)
        let sizes = [CollectionSectionSizes(headerHeight: 28), CollectionSectionSizes(headerHeight: 28)]
        let fourteen = try Self.rootList(list, sections: [1, 1], sizes: sizes, device: "iPhone 11", release: 14)
        #expect(fourteen.sections.map(\.header?.minY) == [0, 72])
        let fifteen = try Self.rootList(list, sections: [1, 1], sizes: sizes, device: "iPhone 11", release: 15)
        #expect(fifteen.sections.map(\.header?.minY) == [22, 116])
        #expect(fifteen.contentSize.height == 188)
    }

    @Test("firstItemInSection: the header item has no separator; showsSeparators false: none at all")
    func headerItemsAndNoSeparators() throws {
        let header = try Self.rootList(
            ListConfiguration(appearance: .sidebar, headerMode: .firstItemInSection), sections: [3],
            device: "iPhone X")
        #expect(header.sections.first?.list?.cells.map { $0.separator == nil } == [true, false, true])
        let none = try Self.rootList(ListConfiguration(showsSeparators: false), sections: [2], device: "iPhone X")
        #expect(none.sections.first?.list?.cells.map(\.separator) == [nil, nil])
    }

    @Test("Section sizes: item heights, then itemHeight; footers at their height")
    func sectionSizes() throws {
        let list = ListConfiguration(footerMode: .supplementary, itemHeight: 50)
        let layout = try Self.rootList(
            list, sections: [3],
            sizes: [
                CollectionSectionSizes(
                    itemHeights: [60, nil, 30],
                    footerHeight: 12)
            ],
            device: "iPhone X")
        let section = try #require(layout.sections.first)
        #expect(section.items.map(\.height) == [60, 50, 30])
        #expect(section.footer == Rect(x: 0, y: 140, width: 375, height: 12))
        #expect(section.frame == Rect(x: 0, y: 0, width: 375, height: 152))
    }

    @Test("Headers and footers get a cell's safe area and margins: a plain list's in landscape take the 44 pt band")
    func headerAndFooterMargins() throws {
        let list = ListConfiguration(headerMode: .supplementary, footerMode: .supplementary)
        let layout = try Self.rootList(list, sections: [1], device: "iPhone X", orientation: .landscapeLeft)
        let section = try #require(layout.sections.first)
        #expect(
            section.list?.header
                == ListCellLayout(
                    safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44),
                    layoutMargins: EdgeInsets(top: 11, left: 60, bottom: 11, right: 60),
                    separator: nil))
        #expect(section.list?.footer?.layoutMargins == EdgeInsets(top: 11, left: 60, bottom: 11, right: 60))
        let flow = try #require(
            try Self.rootList(ListConfiguration(), sections: [1], device: "iPhone X").sections.first)
        #expect(flow.list != nil && flow.list?.header == nil)
    }

    /// The pixel grid (docs/collection-views.md, "The pixel grid"): a list is a collection view,
    /// so its frames' origins are rounded to the screen's pixels and their sizes kept; the
    /// running position and the `contentSize` stay exact. Rows of 44.3 start at 0, 44.3, 88.6 and
    /// 132.9 exactly.
    @Test("Fractional row heights on the pixel grid: 44.3-pt rows on a 3x (iPhone X) and a 2x (iPhone SE) screen")
    func fractionalRowsOnThePixelGrid() throws {
        let list = ListConfiguration(appearance: .plain, itemHeight: 44.3)
        let exact = 44.3 + 44.3 + 44.3 + 44.3
        // 3x: 132.9 px → 133, 265.8 → 266, 398.7 → 399.
        let threeX = try Self.rootList(list, sections: [4], device: "iPhone X", release: 16)
        #expect(threeX.sections.first?.items.map(\.minY) == [0, 133.0 / 3, 266.0 / 3, 133])
        #expect(threeX.sections.first?.items.map(\.height) == [44.3, 44.3, 44.3, 44.3])
        #expect(threeX.contentSize.height == exact)
        // 2x: 88.6 px → 89, 177.2 → 177, 265.8 → 266.
        let twoX = try Self.rootList(list, sections: [4], device: "iPhone SE (3rd generation)", release: 26)
        #expect(twoX.sections.first?.items.map(\.minY) == [0, 44.5, 88.5, 133])
        #expect(twoX.contentSize.height == exact)
    }

    /// Headers and footers are on the grid too; the section's own frame is not.
    @Test("A 20.2-pt header and footer around 44.3-pt rows on iPhone X (3x): each origin on the grid")
    func headersAndFootersOnThePixelGrid() throws {
        let list = ListConfiguration(
            appearance: .grouped, headerMode: .supplementary, footerMode: .supplementary, itemHeight: 44.3)
        let layout = try Self.rootList(
            list, sections: [1, 1], sizes: [CollectionSectionSizes(headerHeight: 20.2, footerHeight: 20.2)],
            device: "iPhone X", release: 16)
        // Section 0: header at 0 (20.2 tall), cell at 20.2 → 60.6 px → 61 → 20.333, footer at
        // 64.5 → 193.5 px → 194 (halves away from zero) → 64.667; the section ends at 84.7 exactly.
        let first = try #require(layout.sections.first)
        #expect(first.header?.minY == 0)
        #expect(first.items.map(\.minY) == [61.0 / 3])
        #expect(first.footer?.minY == 194.0 / 3)
        #expect(first.footer?.height == 20.2)
        #expect(first.frame.height == 20.2 + 44.3 + 20.2)
    }
}
