import Testing
@testable import ScrollInsets

/// The heights UIKit gives section headers and footers the app gives none
/// (``TableHeaderFooterHeights``), and a grouped table's bottom padding. Expected numbers:
/// recorded on iOS 26.1 by github.com/Vercantez/openuikit (iPhone SE 2x: titled inset-grouped
/// headers 55.5 / 45.5 / 38, the second header of a title-then-untitled-footer table at y 205
/// and 38 tall, the untitled footer 17.5; iPhone 16 3x: the first titled header 55.333; the plain
/// titled header 28), UIKit's own constants (17.5, 35, 20) and sunnyxx 2015 for a height of 0;
/// docs/table-views.md, section 1b.
@Suite struct TableHeaderFooterHeightsTests {
    /// `table` as the root view of a controller, optionally in a navigation controller with a
    /// large title, on `device` in portrait.
    static func layout(
        _ table: TableViewProperties, device: String, release: Int = 26,
        largeTitle: Bool? = nil
    ) throws -> TableLayout {
        let screen = try #require(DeviceCatalog.device(named: device)).screen(
            orientation: .portrait, release: UIKitRelease(release))
        let root = ControllerNode(name: "vc", view: .tableView(name: "table", table: table))
        guard let largeTitle else {
            let layout = try Scene(screen: screen, root: .controller(root)).layout()
            return try #require(layout.view(path: "vc/table")?.table)
        }
        let nav = ControllerNode.navigationController(
            name: "nav", navigationBar: BarProperties(prefersLargeTitles: largeTitle),
            viewControllers: [root])
        let layout = try Scene(screen: screen, root: .controller(nav)).layout()
        return try #require(layout.view(path: "nav/vc/table")?.table)
    }

    static let phoneSE = "iPhone SE (3rd generation)"

    @Test("The title's line: the 17-pt system font's 20.287109375 pt rounded up to the pixel")
    func titleLineHeight() {
        #expect(TableHeaderFooterHeights.lineHeight(PixelGrid(scale: 2)) == 20.5)
        #expect(TableHeaderFooterHeights.lineHeight(PixelGrid(scale: 3)) == 61.0 / 3)
        #expect(TableHeaderFooterHeights.lineHeight(PixelGrid(scale: 1)) == 21)
        #expect(TableHeaderFooterHeights.lineHeight(PixelGrid(scale: nil)) == 20.287109375)
    }

    @Test(
        """
        Recorded on iPhone SE, iOS 26.1: a titled header 55.5, three rows, an untitled 17.5 footer, a 38-pt titled \
        header at 205
        """
    )
    func recordedHeaderProbe() throws {
        let table = TableViewProperties(
            style: .insetGrouped,
            sections: [
                TableSection(rowCount: 3, header: TableHeaderFooter(title: "First")),
                TableSection(rowCount: 1, header: TableHeaderFooter(title: "Second")),
            ])
        let layout = try Self.layout(table, device: Self.phoneSE)
        #expect(
            layout.headers.map(\.frame) == [
                Rect(x: 16, y: 0, width: 343, height: 55.5),
                Rect(x: 16, y: 205, width: 343, height: 38),
            ])
        #expect(layout.headers.map(\.kind) == [.header, .header])
        #expect(layout.rows.map(\.frame.minY) == [55.5, 99.5, 143.5, 243])
        // 243 + 44, the second untitled footer 17.5, the bottom padding 20.
        #expect(layout.contentSize.height == 324.5)
        #expect(layout.headerFooterHeights.map(\.header.rule) == [.firstTitledHeader, .titledHeaderAfterSpacing])
        #expect(layout.headerFooterHeights.map(\.footer.rule) == [.sectionSpacing, .sectionSpacing])
    }

    @Test(
        """
        Recorded on iOS 26.1: 25 pt above the title's line after a titled footer, 45.5 on 2x; the first header 55.333 \
        on 3x
        """
    )
    func titledHeaderAfterATitledFooter() throws {
        let table = TableViewProperties(
            style: .insetGrouped,
            sections: [
                TableSection(
                    rowCount: 1, header: TableHeaderFooter(title: "A"), footer: TableHeaderFooter(title: "Note")),
                TableSection(rowCount: 1, header: TableHeaderFooter(title: "B")),
            ])
        let se = try Self.layout(table, device: Self.phoneSE)
        // 55.5 header, 44 row, the one-line titled footer 30 (assumed, as recorded on Catalyst).
        #expect(se.headers.map(\.frame.height) == [55.5, 30, 45.5])
        #expect(se.headers.map(\.frame.minY) == [0, 99.5, 129.5])
        let sixteen = try Self.layout(table, device: "iPhone 16")
        #expect(sixteen.headers.first?.frame.height == 35 + 61.0 / 3)
        #expect(sixteen.headers.last?.frame.height == 25 + 61.0 / 3)
    }

    @Test("Recorded on iPhone SE, iOS 26.1: under a large title the first titled header is 38 (12 + 20.5 + 5.5)")
    func firstTitledHeaderUnderALargeTitle() throws {
        let table = TableViewProperties(
            style: .insetGrouped, sections: [TableSection(rowCount: 2, header: TableHeaderFooter(title: "A"))])
        #expect(try Self.layout(table, device: Self.phoneSE, largeTitle: true).headers.first?.frame.height == 38)
        #expect(try Self.layout(table, device: Self.phoneSE, largeTitle: false).headers.first?.frame.height == 55.5)
    }

    @Test("A plain table's titled header is 28 (recorded on iPhone 16, iOS 26.1), after the 22-pt padding")
    func plainTitledHeader() throws {
        let table = TableViewProperties(
            style: .plain,
            sections: [
                TableSection(rowCount: 2, header: TableHeaderFooter(title: "A")),
                TableSection(rowCount: 1),
            ])
        let layout = try Self.layout(table, device: "iPhone 16")
        #expect(layout.headers.map(\.frame) == [Rect(x: 0, y: 22, width: 393, height: 28)])
        // A plain table leaves nothing for untitled sections and has no bottom padding.
        #expect(layout.rows.map(\.frame.minY) == [50, 94, 138])
        #expect(layout.contentSize.height == 182)
    }

    @Test("Untitled grouped sections: 35 above the first, 17.5 footers and headers between, 20 below the last")
    func untitledGroupedSpacing() throws {
        for style in [TableViewStyle.grouped, .insetGrouped] {
            let table = TableViewProperties(
                style: style, sections: [TableSection(rowCount: 2), TableSection(rowCount: 1)])
            let layout = try Self.layout(table, device: Self.phoneSE)
            #expect(layout.headers.isEmpty, "spacing, not header views")
            #expect(layout.rows.map(\.frame.minY) == [35, 79, 158])
            #expect(layout.contentSize.height == 35 + 88 + 17.5 + 17.5 + 44 + 17.5 + 20)
            #expect(layout.bottomPadding?.points == 20)
        }
    }

    @Test(
        """
        A header height the delegate gives without a view is spacing; on iOS 26 an inset-grouped table ignores it \
        (recorded on 26.1: rows at 35)
        """)
    func headerHeightWithoutView() throws {
        let header = TableHeaderFooter(height: 30, hasView: false)
        let sections = [TableSection(rowCount: 2, header: header), TableSection(rowCount: 1, header: header)]
        // iOS 26, inset-grouped: 35 above the first section, 17.5 above the second, as if no height were given.
        let ignored = try Self.layout(
            TableViewProperties(style: .insetGrouped, sections: sections), device: Self.phoneSE)
        #expect(ignored.headers.isEmpty)
        let secondUnderIgnored: Double = 35 + 88 + 17.5 + 17.5
        #expect(ignored.rows.map(\.frame.minY) == [35, 79, secondUnderIgnored])
        #expect(ignored.headerFooterHeights.map(\.header.ignoredHeightWithoutView) == [30, 30])
        let reason = try #require(ignored.headerFooterHeights[0].header.reason(.header, section: 0, variant: .recorded))
        #expect(reason.text.contains("iOS 26 ignores the delegate's height of 30"))
        // Kept as 30 pt of spacing without a view: iOS 18, and a grouped table on 26 (not recorded there).
        for (style, release) in [(TableViewStyle.insetGrouped, 18), (.grouped, 26)] {
            let kept = try Self.layout(
                TableViewProperties(style: style, sections: sections), device: Self.phoneSE, release: release)
            #expect(kept.headers.isEmpty, "no view in the 30 pt")
            let secondUnderKept: Double = 30 + 88 + 17.5 + 30
            #expect(kept.rows.map(\.frame.minY) == [30, 74, secondUnderKept])
            #expect(kept.headerFooterHeights.allSatisfy { $0.header.ignoredHeightWithoutView == nil })
        }
    }

    @Test("A height of 0 does not remove a grouped table's header or footer; it does in a plain table (sunnyxx 2015)")
    func zeroHeight() throws {
        let zero = TableHeaderFooter(height: 0)
        let sections = [
            TableSection(rowCount: 1, header: zero, footer: zero),
            TableSection(rowCount: 1, header: zero, footer: zero),
        ]
        let grouped = try Self.layout(TableViewProperties(style: .grouped, sections: sections), device: Self.phoneSE)
        #expect(grouped.rows.map(\.frame.minY) == [35, 35 + 44 + 17.5 + 17.5])
        #expect(grouped.headerFooterHeights.allSatisfy { $0.header.replacedZero && $0.footer.replacedZero })
        let reason = try #require(grouped.headerFooterHeights[1].header.reason(.header, section: 1, variant: .recorded))
        #expect(reason.text.contains("a height of 0 does not remove a grouped table's header"))
        #expect(reason.text.contains("leastNormalMagnitude"))
        let plain = try Self.layout(TableViewProperties(style: .plain, sections: sections), device: Self.phoneSE)
        #expect(plain.rows.map(\.frame.minY) == [0, 44])
        #expect(plain.headerFooterHeights.allSatisfy { !$0.header.replacedZero })
    }

    @Test(
        """
        sectionHeaderHeight and sectionFooterHeight in points replace the defaults but the first section's 35; a \
        table header view takes that gap
        """
    )
    func tableProperties() throws {
        var table = TableViewProperties(
            style: .grouped, sectionHeaderHeight: .points(10), sectionFooterHeight: .points(0),
            sections: [TableSection(rowCount: 1), TableSection(rowCount: 1)])
        // 35 above the first section whatever sectionHeaderHeight (UIKit's code takes it from
        // elsewhere); the 0 footer; the 10 header of the second.
        #expect(try Self.layout(table, device: Self.phoneSE).rows.map(\.frame.minY) == [35, 89])
        table.sectionHeaderHeight = .automatic
        table.tableHeaderViewHeight = 50
        table.tableFooterViewHeight = 10
        let layout = try Self.layout(table, device: Self.phoneSE)
        // No gap below the table header view; 17.5 above the second section; no bottom padding
        // with a table footer view.
        #expect(layout.rows.map(\.frame.minY) == [50, 111.5])
        #expect(layout.contentSize.height == 165.5)
        #expect(layout.bottomPadding?.points == 0)
        let reasons = layout.headerFooterHeightReasons()
        #expect(reasons.first?.isAssumption == true)
        #expect(
            reasons.first?.text.hasPrefix("section 0 header 0 pt: no spacing above a grouped table's first section")
                == true)
    }

    @Test("Xcode's sectionHeaderHeight 18 sizes untitled sections; a titled one keeps its title's height (assumed)")
    func tablePropertyAndTitles() throws {
        let table = TableViewProperties(
            style: .grouped, sectionHeaderHeight: .points(18), sectionFooterHeight: .points(18),
            sections: [
                TableSection(rowCount: 1, header: TableHeaderFooter(title: "Settings")),
                TableSection(rowCount: 1),
            ])
        let layout = try Self.layout(table, device: Self.phoneSE)
        // 55.5 titled header, 44 row, 18 footer, 18 header, 44 row, 18 footer, 20 padding.
        #expect(layout.headers.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 55.5)])
        #expect(layout.rows.map(\.frame.minY) == [55.5, 135.5])
        #expect(layout.contentSize.height == 217.5)
        let reasons = layout.headerFooterHeightReasons()
        #expect(reasons.map(\.isAssumption) == [true, false, false, false, false])
        #expect(reasons[0].text.contains("a title wins over the table's sectionHeaderHeight"))
        #expect(reasons[1].text == "section 0 footer 18 pt: the table's sectionFooterHeight as set")
    }

    @Test("A header height the app gives wins over a title; the title then only marks the footer as titled")
    func givenHeightWins() throws {
        let table = TableViewProperties(
            style: .insetGrouped,
            sections: [
                TableSection(
                    rowCount: 1, header: TableHeaderFooter(height: 40, title: "A"),
                    footer: TableHeaderFooter(height: 12, title: "x")),
                TableSection(rowCount: 1, header: TableHeaderFooter(title: "B")),
            ])
        let layout = try Self.layout(table, device: Self.phoneSE)
        #expect(layout.headers.map(\.frame.height) == [40, 12, 45.5])
    }

    @Test(
        """
        Which numbers are assumed depends on the release: all before 18; titled grouped headers on 18; none of these \
        on 26
        """
    )
    func assumptionsFollowTheRelease() throws {
        let table = TableViewProperties(
            style: .grouped,
            sections: [
                TableSection(rowCount: 1, header: TableHeaderFooter(title: "A")),
                TableSection(rowCount: 1),
            ])
        func assumed(_ release: Int) throws -> [Bool] {
            try Self.layout(table, device: Self.phoneSE, release: release).headerFooterHeightReasons().map(
                \.isAssumption)
        }
        // Section 0 header (titled), footer, section 1 header, footer, bottom padding.
        #expect(try assumed(16) == [true, true, true, true, true])
        #expect(try assumed(18) == [true, false, false, false, false])
        #expect(try assumed(26) == [false, false, false, false, false])
        let reasons = try Self.layout(table, device: Self.phoneSE, release: 26).headerFooterHeightReasons().map(\.text)
        #expect(reasons[0].hasPrefix("section 0 header 55.5 pt: a grouped table's first titled header"))
        #expect(reasons[1].hasPrefix("section 0 footer 17.5 pt: 17.5 pt below a grouped table's section"))
        #expect(reasons[4].hasPrefix("20 pt below a grouped table's last section"))
    }

    @Test(
        "A one-line titled footer: 28 in a plain table (UIKit's code), 30 in a grouped one (assumed from Mac Catalyst)")
    func titledFooters() throws {
        let footer = TableHeaderFooter(title: "Note")
        let plain = try Self.layout(
            TableViewProperties(style: .plain, sections: [TableSection(rowCount: 1, footer: footer)]),
            device: Self.phoneSE)
        #expect(plain.headers.map(\.frame) == [Rect(x: 0, y: 44, width: 375, height: 28)])
        let grouped = try Self.layout(
            TableViewProperties(style: .grouped, sections: [TableSection(rowCount: 1, footer: footer)]),
            device: Self.phoneSE)
        #expect(grouped.headers.map(\.frame) == [Rect(x: 0, y: 79, width: 375, height: 30)])
        #expect(grouped.headerFooterHeightReasons()[1].isAssumption)
    }

    @Test("An iPad's grouped bottom padding is assumed 20 (UIKit's code may choose 40)")
    func padBottomPadding() throws {
        let table = TableViewProperties(style: .grouped, sections: [TableSection(rowCount: 1)])
        let layout = try Self.layout(table, device: "iPad (A16)")
        #expect(layout.bottomPadding?.points == 20)
        #expect(layout.bottomPadding?.isAssumption == true)
    }
}
