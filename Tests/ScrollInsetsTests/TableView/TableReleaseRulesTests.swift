import Testing
@testable import ScrollInsets

/// The table rules that changed after iOS 11, each on the releases either side of its change:
/// the padding above plain headers (iOS 15), filler rows (iOS 15), the cells' margins and the
/// automatic separator's trailing end (iOS 26), and the group borders of the grouped styles.
/// Sources of the numbers: docs/table-views.md.
@Suite struct TableReleaseRulesTests {
    /// A plain table that is the root view of a view controller on `device` in portrait.
    static func rootTable(
        _ table: TableViewProperties, device: String, release: Int,
        orientation: Orientation = .portrait
    ) throws -> TableLayout {
        let screen = try #require(DeviceCatalog.device(named: device))
            .screen(orientation: orientation, release: UIKitRelease(release))
        let root = ControllerNode(name: "vc", view: .tableView(name: "table", table: table))
        let layout = try Scene(screen: screen, root: .controller(root)).layout()
        return try #require(layout.view(path: "vc/table")?.table)
    }

    static let headed = TableViewProperties(sections: [
        TableSection(rowCount: 2, header: TableHeaderFooter(height: 28)),
        TableSection(rowCount: 1, header: TableHeaderFooter(height: 28)),
    ])

    // MARK: sectionHeaderTopPadding

    @Test("A plain table's headers: no padding on iOS 14, 22 pt above each on iOS 15 (recorded 22 on iOS 26.1)")
    func plainHeaderPaddingIOS14Versus15() throws {
        let before = try Self.rootTable(Self.headed, device: "iPhone 11", release: 14)
        #expect(before.headers.map(\.frame.minY) == [0, 116])
        #expect(before.rows.map(\.frame.minY) == [28, 72, 144])
        #expect(before.contentSize.height == 188)
        let after = try Self.rootTable(Self.headed, device: "iPhone 11", release: 15)
        // 22 + 28 header, two rows of 44 (section 0 ends at 138); 22 + 28, one row.
        #expect(after.headers.map(\.frame.minY) == [22, 160])
        #expect(after.rows.map(\.frame.minY) == [50, 94, 188])
        #expect(after.contentSize.height == 232)
        #expect(
            after.reasons?.headerTopPadding == [
                .reason(
                    "automatic sectionHeaderTopPadding: 22 pt above each header of a plain style (iOS 15 and later; "
                        + "recorded on iOS 26.1, github.com/Vercantez/openuikit)")
            ])
    }

    struct PaddingCase: CustomTestStringConvertible, Sendable {
        var id: String
        var value: TableDimension
        var plain: Bool
        var variant: RuleVariants.SectionHeaderPadding
        var points: Double
        var testDescription: String { id }
    }

    static let paddingCases: [PaddingCase] = [
        PaddingCase(id: "iOS 14, automatic: none", value: .automatic, plain: true, variant: .none, points: 0),
        PaddingCase(
            id: "iOS 14, a value: the property does not exist", value: .points(10), plain: true, variant: .none,
            points: 0),
        PaddingCase(
            id: "iOS 15, plain, automatic: 22", value: .automatic, plain: true, variant: .sectionHeaderTopPadding,
            points: 22),
        PaddingCase(
            id: "iOS 15, grouped, automatic: 0", value: .automatic, plain: false, variant: .sectionHeaderTopPadding,
            points: 0),
        PaddingCase(
            id: "iOS 15, 0 as set", value: .points(0), plain: true, variant: .sectionHeaderTopPadding, points: 0),
        PaddingCase(
            id: "iOS 15, grouped, 10 as set", value: .points(10), plain: false, variant: .sectionHeaderTopPadding,
            points: 10),
        PaddingCase(
            id: "iOS 15, negative counts as 0", value: .points(-5), plain: true, variant: .sectionHeaderTopPadding,
            points: 0),
    ]

    @Test(arguments: paddingCases)
    func headerPadding(_ c: PaddingCase) {
        #expect(TableHeaderPadding.padding(c.value, plain: c.plain, variant: c.variant).points == c.points)
    }

    @Test("An inset-grouped table on iOS 15 and later has no padding above its first header (recorded on iOS 26.1)")
    func insetGroupedHasNoPadding() throws {
        var table = Self.headed
        table.style = .insetGrouped
        let layout = try Self.rootTable(table, device: "iPhone 11", release: 15)
        // 0: no padding above the first header; 133.5 = 28 + 2 × 44 + the 17.5-pt untitled footer
        // of the first section (TableHeaderFooterHeights).
        #expect(layout.headers.map(\.frame.minY) == [0, 133.5])
    }

    /// Recorded on iOS 26.1 (Vercantez/openuikit): the inset-grouped card at x 16 on the 375-pt
    /// iPhone SE, 20 on the 393-pt iPhone 16, the cells' text 16 inside it; the iPad (A16) 20
    /// inside. iOS 18 keeps the card at the table's layout margins (16 on both phones' root views);
    /// the cells' content takes the 20-pt system cell margin of a 390-pt-wide screen, as recorded
    /// on iOS ~16 by Adyen/adyen-ios (IssuerList snapshot: content and separators at x 20).
    @Test("iOS 26 inset-grouped cards: x 16 on iPhone SE, 20 on iPhone 16, content 16 inside; iPad 20 inside")
    func insetGroupedCardsOn26() throws {
        var table = TableViewProperties(sections: [TableSection(rowCount: 2)])
        table.style = .insetGrouped
        let se = try Self.rootTable(table, device: "iPhone SE (3rd generation)", release: 26)
        #expect(se.rows.map(\.frame.minX) == [16, 16])
        #expect(se.rows.first?.frame.width == 343)
        #expect(se.rows.first?.layoutMargins.left == 16)
        let sixteen = try Self.rootTable(table, device: "iPhone 16", release: 26)
        #expect(sixteen.rows.first?.frame == Rect(x: 20, y: 35, width: 353, height: 44))
        #expect(sixteen.rows.first?.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(sixteen.rows.first?.separator == SeparatorLayout(x: 16, width: 321))
        let pad = try Self.rootTable(table, device: "iPad (A16)", release: 26)
        #expect(pad.rows.first?.frame.minX == 20)
        #expect(pad.rows.first?.layoutMargins.left == 20)
        let eighteen = try Self.rootTable(table, device: "iPhone 16", release: 18)
        #expect(eighteen.rows.first?.frame.minX == 16)
        #expect(eighteen.rows.first?.layoutMargins.left == 20)
    }

    // MARK: fillerRowHeight

    struct FillerCase: CustomTestStringConvertible, Sendable {
        var id: String
        var style: TableViewStyle = .plain
        var value: TableDimension
        var variant: RuleVariants.FillerRows
        var tops: [Double]
        var testDescription: String { id }
    }

    /// Three rows of 44 end at 132; the bounds end at 300: (300 − 132) / 44 = 3.8, so 4 rows.
    static let fillerCases: [FillerCase] = [
        FillerCase(
            id: "iOS 14: as tall as the last row, to the bottom", value: .points(0), variant: .fillToBottom,
            tops: [132, 176, 220, 264]),
        FillerCase(id: "iOS 15 default 0: none", value: .points(0), variant: .fillerRowHeight, tops: []),
        FillerCase(
            id: "iOS 15 automatic: the iOS 14 rows", value: .automatic, variant: .fillerRowHeight,
            tops: [132, 176, 220, 264]),
        FillerCase(id: "iOS 15, 60 pt", value: .points(60), variant: .fillerRowHeight, tops: [132, 192, 252]),
        FillerCase(id: "grouped: never", style: .grouped, value: .automatic, variant: .fillToBottom, tops: []),
    ]

    @Test(arguments: fillerCases)
    func fillerRows(_ c: FillerCase) {
        let table = TableViewProperties(style: c.style, fillerRowHeight: c.value, sections: [TableSection(rowCount: 3)])
        let rows = TableFillerRows.frames(
            of: table, contentHeight: 132, lastRowHeight: 44, visibleBottom: 300,
            width: 375, variant: c.variant)
        #expect(rows.map(\.minY) == c.tops)
        #expect(rows.allSatisfy { $0.minX == 0 && $0.width == 375 })
    }

    @Test("Filler rows stop at the model's maximum however small their height")
    func fillerRowsAreBounded() {
        let table = TableViewProperties(fillerRowHeight: .points(0.001))
        let rows = TableFillerRows.frames(
            of: table, contentHeight: 0, lastRowHeight: nil, visibleBottom: 10_000,
            width: 375, variant: .fillerRowHeight)
        #expect(rows.count == TableFillerRows.maximumCount)
    }

    // MARK: cell margins

    @Test("Cells get 16 pt margins on a 375-wide phone and 20 pt on a 390-wide one, on iOS 18 as on 26")
    func cellMarginsAt375And390() throws {
        let table = TableViewProperties(sections: [TableSection(rowCount: 1)])
        let se = try Self.rootTable(table, device: "iPhone SE (3rd generation)", release: 26)
        #expect(se.rows.map(\.layoutMargins) == [EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)])
        let sixteenE = try Self.rootTable(table, device: "iPhone 16e", release: 26)
        #expect(sixteenE.rows.map(\.layoutMargins) == [EdgeInsets(top: 11, left: 20, bottom: 11, right: 20)])
        // iOS 18 on a 390-wide phone: 20, not the root view's 16 (recorded on iOS ~16 on the iPhone 12
        // by Adyen/adyen-ios; the SE's 375 keeps 16).
        let eighteen = try Self.rootTable(table, device: "iPhone 12", release: 18)
        #expect(eighteen.rows.map(\.layoutMargins) == [EdgeInsets(top: 11, left: 20, bottom: 11, right: 20)])
        let eighteenSE = try Self.rootTable(table, device: "iPhone SE (3rd generation)", release: 18)
        #expect(eighteenSE.rows.map(\.layoutMargins) == [EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)])
    }

    struct MarginCase: CustomTestStringConvertible, Sendable {
        var id: String
        var width: Double
        var tableMargin: Double
        var screenWidth: Double?
        var variant: RuleVariants.CellMargins
        var margin: Double
        var testDescription: String { id }
    }

    static let marginCases: [MarginCase] = [
        MarginCase(
            id: "iOS 18, a root view's 16 on a 375 screen", width: 375, tableMargin: 16, screenWidth: 375,
            variant: .tableMargins, margin: 16),
        // Adyen/adyen-ios IssuerList snapshot (iOS ~16, iPhone 12): a 358-pt subview table (margins 8) puts cells 20
        // in.
        MarginCase(
            id: "iOS 16, a 358-pt subview's 8 on a 390 screen: 20", width: 358, tableMargin: 8, screenWidth: 390,
            variant: .tableMargins, margin: 20),
        MarginCase(
            id: "iOS 18, a subview's 8 on a 375 screen: 16", width: 375, tableMargin: 8, screenWidth: 375,
            variant: .tableMargins, margin: 16),
        MarginCase(
            id: "iOS 18, larger table margins pass on", width: 375, tableMargin: 40, screenWidth: 375,
            variant: .tableMargins, margin: 40),
        MarginCase(
            id: "iOS 26, a subview at 375: the system 16, not 8", width: 375, tableMargin: 8,
            variant: .systemCellMargins, margin: 16),
        MarginCase(
            id: "iOS 26, a subview at 390: 20", width: 390, tableMargin: 8, variant: .systemCellMargins, margin: 20),
        MarginCase(
            id: "iOS 26, 389.5 wide: 16", width: 389.5, tableMargin: 16, variant: .systemCellMargins, margin: 16),
        MarginCase(
            id: "iOS 26, larger table margins pass on", width: 390, tableMargin: 40, variant: .systemCellMargins,
            margin: 40),
    ]

    @Test(arguments: marginCases)
    func cellMargins(_ c: MarginCase) {
        let result = CellContentMargins.horizontal(
            tableWidth: c.width, tableMargins: (c.tableMargin, c.tableMargin),
            variant: c.variant, screenWidth: c.screenWidth)
        #expect(result.left == c.margin)
        #expect(result.right == c.margin)
    }

    /// Adyen/adyen-ios's IssuerList snapshot (iOS ~16, iPhone 12): a 358-pt table that is a subview
    /// puts its cells 20 in; openuikit (iOS 26.1): 16 on the 375-pt iPhone SE, 20 on the iPhone 16.
    @Test("A table that is not a root view gives its cells the system margin, not its own 8")
    func subviewTableMargins() throws {
        let table = ViewNode.tableView(
            name: "table", frame: Rect(x: 16, y: 100, width: 358, height: 400),
            table: TableViewProperties(sections: [TableSection(rowCount: 1)]))
        for (device, release, margin) in [
            ("iPhone SE (3rd generation)", 18, 16.0), ("iPhone SE (3rd generation)", 26, 16.0),
            ("iPhone 12", 16, 20.0), ("iPhone 16", 26, 20.0),
        ] {
            let screen = try #require(DeviceCatalog.device(named: device))
                .screen(orientation: .portrait, release: UIKitRelease(release))
            let root = ControllerNode(name: "vc", view: ViewNode(name: "root", subviews: [.view(table)]))
            let layout = try Scene(screen: screen, root: .controller(root)).layout()
            let rows = try #require(layout.view(path: "vc/root/table")?.table?.rows)
            #expect(rows.map(\.layoutMargins.left) == [margin])
        }
    }

    // MARK: separators

    @Test("The automatic separator runs to the trailing edge on iOS 18 and stops at the table's margin on iOS 26")
    func trailingSeparator() throws {
        let table = TableViewProperties(sections: [TableSection(rowCount: 2)])
        let eighteen = try Self.rootTable(table, device: "iPhone SE (3rd generation)", release: 18)
        #expect(
            eighteen.rows.map(\.separator) == [SeparatorLayout(x: 16, width: 359), SeparatorLayout(x: 16, width: 359)])
        let twentySix = try Self.rootTable(table, device: "iPhone SE (3rd generation)", release: 26)
        #expect(
            twentySix.rows.map(\.separator) == [SeparatorLayout(x: 16, width: 343), SeparatorLayout(x: 16, width: 343)])
    }

    /// UIKit 26.1's decompiled `-[UITableViewCell _separatorFrame]` and `_rightMarginWidth`
    /// (docs/table-views.md §6): the trailing inset is the cell's trailing margin (its 44-pt safe area plus
    /// the table's 16 above it: 60), the leading one the content's margin (44 + the 20-pt system cell margin
    /// of an 812-pt window: 64); right to left the two swap (x is the trailing inset); with
    /// `fromAutomaticInsets` an explicit right inset is added to the trailing margin.
    @Test(
        "iOS 26, iPhone X landscape: the line stops 60 pt from the trailing edge, either direction and with offsets",
        arguments: LayoutDirection.allCases)
    func trailingSeparatorOnTheNewDesign(_ direction: LayoutDirection) throws {
        let screen = TableScenes.onRelease(TableScenes.iPhoneXLandscape, UIKitRelease(26))
        let automatic = TableViewProperties(sections: [TableSection(rowCount: 1)])
        let layout = try #require(
            try TableScenes.navigationTable(automatic, screen: screen, direction: direction).table)
        // 812 − 64 − 60 = 688; x is 64 left to right, 60 right to left.
        let x = direction == .leftToRight ? 64.0 : 60.0
        #expect(layout.rows.map(\.separator) == [SeparatorLayout(x: x, width: 688)])
        let reason = WhyTerm.sentence(of: layout.reasons?.separators ?? [])
        // The reason names the margin above the safe area: 60 − 44.
        #expect(reason.contains("to a trailing margin of 16 pt"))
        #expect(reason.contains("UIKit 26.1's decompiled UITableViewCell _rightMarginWidth"))

        let offsets = TableViewProperties(
            separatorInset: .custom(EdgeInsets(top: 0, left: 0, bottom: 0, right: 10)),
            separatorInsetReference: .fromAutomaticInsets, sections: [TableSection(rowCount: 1)])
        let offset = try #require(
            try TableScenes.navigationTable(offsets, screen: screen, direction: direction).table)
        // Trailing 60 + 10 = 70: 812 − 64 − 70 = 678; x is 64 left to right, 70 right to left.
        let offsetX = direction == .leftToRight ? 64.0 : 70.0
        #expect(offset.rows.map(\.separator) == [SeparatorLayout(x: offsetX, width: 678)])
    }

    @Test("Group borders: an inset-grouped card's last row has none, a grouped section's runs edge to edge")
    func groupBorders() throws {
        for (style, last) in [
            (TableViewStyle.insetGrouped, nil as SeparatorLayout?),
            (.grouped, SeparatorLayout(x: 0, width: 375)),
        ] {
            let table = TableViewProperties(style: style, sections: [TableSection(rowCount: 2)])
            let layout = try Self.rootTable(table, device: "iPhone SE (3rd generation)", release: 18)
            #expect(layout.rows.last?.separator == last)
        }
        // Explicit insets keep the row's own separator.
        let explicit = TableViewProperties(
            style: .grouped, separatorInset: .custom(EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)),
            sections: [TableSection(rowCount: 1)])
        let layout = try Self.rootTable(explicit, device: "iPhone SE (3rd generation)", release: 18)
        #expect(layout.rows.map(\.separator) == [SeparatorLayout(x: 30, width: 345)])
    }
}

/// `cellLayoutMarginsFollowReadableWidth` through the readable content guide.
@Suite struct TableReadableWidthTests {
    @Test("iPad Air 2 in landscape (1024 wide, margins 20): cells' content 672 wide, margins 176 (useyourloaf)")
    func readableCellsOnIPadAir2() throws {
        let table = TableViewProperties(
            cellLayoutMarginsFollowReadableWidth: true, sections: [TableSection(rowCount: 1)])
        let layout = try TableReleaseRulesTests.rootTable(
            table, device: "iPad Air 2", release: 15, orientation: .landscapeLeft)
        let row = try #require(layout.rows.first)
        // The margin guide is 1024 − 40 = 984 wide; the guide 672 centred in it adds 156 each side.
        #expect(row.layoutMargins == EdgeInsets(top: 11, left: 176, bottom: 11, right: 176))
        // The automatic line stops at the trailing readable margin too.
        #expect(row.separator == SeparatorLayout(x: 176, width: 672))
        let cellMargins = WhyTerm.sentence(of: layout.reasons?.cellMargins ?? [])
        #expect(cellMargins.contains("readable content guide"))
    }

    @Test("Left unset, cells follow the readable width on iOS 11 and not from iOS 12 (the default changed)")
    func readableWidthDefaultPerRelease() throws {
        let table = TableViewProperties(sections: [TableSection(rowCount: 1)])
        let eleven = try TableReleaseRulesTests.rootTable(
            table, device: "iPad Air 2", release: 11, orientation: .landscapeLeft)
        #expect(eleven.rows.map(\.layoutMargins.left) == [176])
        let twelve = try TableReleaseRulesTests.rootTable(
            table, device: "iPad Air 2", release: 12, orientation: .landscapeLeft)
        #expect(twelve.rows.map(\.layoutMargins.left) == [20])
        // Set explicitly, the property wins on either release.
        var off = table
        off.cellLayoutMarginsFollowReadableWidth = false
        #expect(
            try TableReleaseRulesTests.rootTable(off, device: "iPad Air 2", release: 11, orientation: .landscapeLeft)
                .rows.map(\.layoutMargins.left) == [20])
    }
}
