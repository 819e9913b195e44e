import Testing

@testable import ScrollInsets

/// `UIDesignRequiresCompatibility` beyond the bars (issue 39): on iOS 26 an app that sets the key gets
/// the iOS 18 case of each rule the new design gates (``RuleVariants/requiringDesignCompatibility()``;
/// docs/releases.md, "UIDesignRequiresCompatibility"); without the key iOS 26 is unchanged, and from 27
/// the key is ignored. Every expected value is worked by hand from the rules cited.
@Suite struct DesignCompatibilityTests {
    static func screen(
        _ device: String, release: Int, key: Bool = true, orientation: Orientation = .portrait
    ) throws -> Screen {
        try TestScenes.device(device).screen(
            orientation: orientation, release: UIKitRelease(release), designRequiresCompatibility: key)
    }

    // MARK: the variants

    @Test func onIOS26TheDesignGatedVariantsTakeTheirIOS18Case() {
        let compatible = UIKitRelease(26).variants.requiringDesignCompatibility()
        let eighteen = UIKitRelease(18).variants
        #expect(compatible.designCompatibility == .inEffect)
        #expect(compatible.bars == .classic)
        #expect(compatible.separatorTrailing == .cellEdge)
        #expect(compatible.presentations == .compatibilitySheets)
        #expect(compatible.formSheets == eighteen.formSheets)
        #expect(compatible.cellMargins == eighteen.cellMargins)
        #expect(compatible.headerHeightWithoutView == eighteen.headerHeightWithoutView)
        #expect(compatible.listSectionSpacing == eighteen.listSectionSpacing)
        #expect(compatible.searchBars == eighteen.searchBars)
        #expect(compatible.splitViews == eighteen.splitViews)
        #expect(compatible.topEdgeEffect == .none)
        // Not gated by the design (or the system's, not the app's): iOS 26's.
        let twentySix = UIKitRelease(26).variants
        #expect(compatible.sectionHeightDefaults == twentySix.sectionHeightDefaults)
        #expect(compatible.keyboardHeights == .recordedOnLiquidGlass)
        #expect(compatible.layoutRegions == .cornerAdaptation)
        #expect(compatible.largeTitleModes == .withInline)
        #expect(compatible.hostingControllers == .safeAreaRegions)
        #expect(compatible.requiringDesignCompatibility() == compatible)
    }

    @Test(arguments: [10, 11, 15, 18, 27])
    func elsewhereTheKeyChangesNoVariant(major: Int) {
        let variants = UIKitRelease(major).variants
        #expect(variants.requiringDesignCompatibility() == variants)
    }

    @Test func theScreenCarriesTheKeyOnlyWhereTheReleaseHonoursIt() throws {
        #expect(try Self.screen("iPhone 16", release: 26).designRequiresCompatibility)
        #expect(try !Self.screen("iPhone 16", release: 26, key: false).designRequiresCompatibility)
        #expect(try !Self.screen("iPhone 16", release: 18).designRequiresCompatibility)
        #expect(try !Self.screen("iPhone 16", release: 27).designRequiresCompatibility)
        #expect(try Self.screen("iPhone 16", release: 27).variants == UIKitRelease(27).variants)
        // Two screens that differ only by the key are different screens.
        #expect(try Self.screen("iPhone 16", release: 26) != Self.screen("iPhone 16", release: 26, key: false))
        let window = Screen(
            size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(
            window.window(on: UIKitRelease(26), family: .phone, designRequiresCompatibility: true).variants
                == UIKitRelease(26).variants.requiringDesignCompatibility())
        #expect(
            !window.window(on: UIKitRelease(27), family: .phone, designRequiresCompatibility: true)
                .designRequiresCompatibility)
    }

    @Test func aLayoutUnderAnotherReleaseKeepsTheKeyOnlyWhereThatReleaseHonoursIt() throws {
        let screen = try Self.screen("iPhone 16", release: 26)
        let scene = Scene(screen: screen, root: .controller(ControllerNode(name: "home")))
        let compatible = try scene.layout()
        #expect(compatible.screen.designRequiresCompatibility)
        #expect(compatible.variants == UIKitRelease(26).variants.requiringDesignCompatibility())
        let ignored = try scene.layout(options: LayoutOptions(release: UIKitRelease(27)))
        #expect(!ignored.screen.designRequiresCompatibility)
        #expect(ignored.variants == UIKitRelease(27).variants)
        #expect(
            compatible
                != (try Scene(screen: try Self.screen("iPhone 16", release: 26, key: false), root: scene.root)
                    .layout()))
    }

    // MARK: tables

    static func rootTable(
        _ table: TableViewProperties, device: String, release: Int, key: Bool = true
    ) throws
        -> TableLayout
    {
        let root = ControllerNode(name: "vc", view: .tableView(name: "table", table: table))
        let layout = try Scene(screen: Self.screen(device, release: release, key: key), root: .controller(root))
            .layout()
        return try #require(layout.view(path: "vc/table")?.table)
    }

    /// UIKit 26.1's `-[UITableViewCell _rightMarginWidth]` takes the cell's trailing margin only when
    /// `_UISolariumEnabled()`: with the key the automatic separator runs from the leading margin (16 on
    /// the 375-pt iPhone SE) to the trailing edge, 375 − 16 = 359 wide, as on 18; without it, 16 short
    /// of the edge: 343.
    @Test func aPlainTablesSeparatorEndsAtTheCellsTrailingEdge() throws {
        let table = TableViewProperties(sections: [TableSection(rowCount: 2)])
        let compatible = try Self.rootTable(table, device: "iPhone SE (3rd generation)", release: 26)
        #expect(compatible.rows.map(\.separator) == Array(repeating: SeparatorLayout(x: 16, width: 359), count: 2))
        let twentySix = try Self.rootTable(table, device: "iPhone SE (3rd generation)", release: 26, key: false)
        #expect(twentySix.rows.map(\.separator) == Array(repeating: SeparatorLayout(x: 16, width: 343), count: 2))
        #expect(compatible.reasons?.cellMargins.suffix(2) == RuleVariants.tableCompatibilityTerms[...])
        #expect(twentySix.reasons?.cellMargins.contains(RuleVariants.tableCompatibilityTerms[0]) == false)
    }

    /// The inset-grouped card as on 18 (assumed): at the table's layout margins, 16 from the iPhone 16's
    /// root view edges (393 − 32 = 361 wide), its cells' content at the 20-pt system cell margin of a
    /// 393-pt screen; on 26 without the key the card stands 20 in with the content 16 inside (recorded).
    @Test func anInsetGroupedCardAndItsMarginsAsOnIOS18() throws {
        var table = TableViewProperties(sections: [TableSection(rowCount: 2)])
        table.style = .insetGrouped
        let compatible = try Self.rootTable(table, device: "iPhone 16", release: 26)
        #expect(compatible.rows.map(\.frame.minX) == [16, 16])
        #expect(compatible.rows.map(\.frame.width) == [361, 361])
        #expect(compatible.rows.map(\.layoutMargins.left) == [20, 20])
        let twentySix = try Self.rootTable(table, device: "iPhone 16", release: 26, key: false)
        #expect(twentySix.rows.first?.frame.minX == 20)
        #expect(twentySix.rows.first?.layoutMargins.left == 16)
    }

    /// An inset-grouped list without headers, two sections of four 50-pt cells on the iPhone 16: with the
    /// key the space above sections is 18's (assumed), 17.5 above the first and 35 between:
    /// 17.5 + 200 + 35 + 200 = 452.5 of content; on 26 without it, 35 above each: 35 + 200 + 35 + 200 = 470.
    @Test func aListsSectionSpacingAsOnIOS18() throws {
        func content(key: Bool) throws -> ScrollResolution {
            let list = ListConfiguration(appearance: .insetGrouped, itemHeight: 50)
            let view = ViewNode.collectionView(
                name: "cv", collection: CollectionViewProperties(sections: [4, 4], list: list))
            let layout = try Scene(
                screen: Self.screen("iPhone 16", release: 26, key: key),
                root: .controller(ControllerNode(name: "vc", view: view))
            ).layout()
            return try #require(layout.view(path: "vc/cv")?.scroll)
        }
        #expect(try content(key: true).contentSize.height == 452.5)
        #expect(try content(key: false).contentSize.height == 470)
    }

    // MARK: sheets

    static func sheet(
        _ device: String, release: Int = 26, key: Bool = true, style: ModalPresentationStyle = .pageSheet,
        detents: [SheetDetent]
    ) throws -> ResolvedPresentation {
        let screen = try Self.screen(device, release: release, key: key)
        var home = ControllerNode(name: "home")
        home.presentedViewController = Presentation(
            style, detents: detents,
            controller: .navigationController(name: "sheet", viewControllers: [ControllerNode(name: "list")]))
        let layout = try Scene(screen: screen, root: .controller(home)).layout()
        return try #require(layout.controller(path: "home/sheet")?.presentation)
    }

    /// iPhone 16 (393 × 852, safe area 59 top, 34 bottom, 3x) with the key: no sheet floats. The large
    /// detent 10 below max(30, 59) as on 18: (0, 69, 393, 783). The medium detent is UIKit 26.1's
    /// resolver (no design branch): 0.56 × maximumDetentValue (783 − 34 = 749) = 419.44, on the 3x grid
    /// 1258 / 3, plus the bottom 34, attached at the bottom. A custom 343 is 343 + 34 tall, edge to edge,
    /// not the 8-pt inset card (8, 482.349, 377, 361.651) of 26 without the key; a short custom 56 keeps
    /// the bottom safe area below it (56 + 34) and has no capsule transform.
    @Test func aPhonesSheetIsAttachedEdgeToEdgeAtEveryDetent() throws {
        let large = try Self.sheet("iPhone 16", detents: [.large])
        #expect(large.containerFrame == Rect(x: 0, y: 69, width: 393, height: 783))
        let medium = try Self.sheet("iPhone 16", detents: [.medium, .large])
        let height = 1258.0 / 3 + 34
        #expect(medium.containerFrame == Rect(x: 0, y: 852 - height, width: 393, height: height))
        #expect(!medium.isFloating)
        #expect(medium.shownFrame == nil)
        let custom = try Self.sheet("iPhone 16", detents: [.height(343)])
        #expect(custom.containerFrame == Rect(x: 0, y: 475, width: 393, height: 377))
        #expect(!custom.isFloating)
        #expect(custom.shownFrame == nil)
        let short = try Self.sheet("iPhone 16", detents: [.height(56)])
        #expect(short.containerFrame == Rect(x: 0, y: 762, width: 393, height: 90))
        #expect(short.shownFrame == nil)
        // That the 150-pt rule of 26's floating sheet does not apply is an assumption, and says so.
        #expect(short.notes.contains { $0.isAssumption && $0.text.contains("taken not to apply") })
        #expect(!custom.notes.contains { $0.text.contains("taken not to apply") })
        let floating = try Self.sheet("iPhone 16", key: false, detents: [.height(343)])
        #expect(floating.isFloating)
        #expect(floating.shownFrame?.minX == 8)
    }

    /// A navigation bar in the sheet: 56 pt, as on iOS 13–18 (assumed under the key).
    @Test func aSheetsNavigationBarIsTheClassicOne() throws {
        let screen = try Self.screen("iPhone 16", release: 26)
        var home = ControllerNode(name: "home")
        home.presentedViewController = Presentation(
            .pageSheet, detents: [.large],
            controller: .navigationController(name: "sheet", viewControllers: [ControllerNode(name: "list")]))
        let layout = try Scene(screen: screen, root: .controller(home)).layout()
        #expect(layout.controller(path: "home/sheet")?.bars.map(\.frame) == [Rect(x: 0, y: 0, width: 393, height: 56)])
    }

    /// iPad (A16), 820 × 1180, safe area 32 top, 25 bottom, 2x. UIKit 26.1's form-sheet size has no design
    /// branch: 580 × 640 (longest side 1180), centred within margins of 32 + 20: x (820 − 580) / 2 = 120,
    /// y (1180 − 640) / 2 = 270; the 10-pt growth over the root presentation is gated on the new design,
    /// so none, as on iPadOS 16–18: (120, 270, 580, 640), its bottom at 910. The medium detent:
    /// 0.56 × 640 = 358.4, on the 2x grid 358.5, at y 910 − 358.5 = 551.5. Without the key: (120, 260,
    /// 580, 650).
    @Test func anIPadFormSheetKeepsUIKit26sSizeAndDoesNotGrow() throws {
        let large = try Self.sheet("iPad (A16)", style: .formSheet, detents: [.large])
        #expect(large.containerFrame == Rect(x: 120, y: 270, width: 580, height: 640))
        let medium = try Self.sheet("iPad (A16)", style: .formSheet, detents: [.medium])
        #expect(medium.containerFrame == Rect(x: 120, y: 551.5, width: 580, height: 358.5))
        let grown = try Self.sheet("iPad (A16)", key: false, style: .formSheet, detents: [.large])
        #expect(grown.containerFrame == Rect(x: 120, y: 260, width: 580, height: 650))
        // The notes are iOS 26's, read in 26.1: none speaks of iPadOS 16–18 or of 18.0's code.
        for note in large.notes + medium.notes {
            #expect(!note.text.contains("16–18") && !note.text.contains("18.0"), "\(note.text)")
        }
        #expect(large.notes.contains { $0.text.contains("an iPad form sheet on iOS 26") })
    }

    @Test func onIOS27TheKeyIsIgnoredAndTheSheetFloats() throws {
        let custom = try Self.sheet("iPhone 16", release: 27, detents: [.height(343)])
        #expect(custom.isFloating)
        #expect(custom.containerFrame == Rect(x: 0, y: 475, width: 393, height: 377))
    }

    // MARK: split views, search bars

    /// iPad (A16) in portrait, a double column at `automatic`: the primary floats beside the secondary
    /// on iPadOS 26 (recorded), the secondary only, as before 26, under the key (assumed).
    @Test func aSplitViewTilesAsBefore26() throws {
        var split = SplitViewControllerProperties(style: .doubleColumn)
        split.columns = [
            .primary: ControllerNode(name: "sidebar"), .secondary: ControllerNode(name: "detail"),
        ]
        let compatible = try SplitViewLayout.arrangement(split, screen: Self.screen("iPad (A16)", release: 26))
        #expect(compatible.displayMode == .secondaryOnly)
        let twentySix = try SplitViewLayout.arrangement(
            split, screen: Self.screen("iPad (A16)", release: 26, key: false))
        #expect(twentySix.displayMode == .oneBesideSecondary)
    }

    /// An explicit integrated placement has no source under the key: refused with that reason.
    @Test func anIntegratedSearchBarPlacementIsRefused() throws {
        var list = ControllerNode(name: "list")
        list.navigationItem.searchController = SearchController()
        list.navigationItem.preferredSearchBarPlacement = .integrated
        let scene = Scene(
            screen: try Self.screen("iPhone 16", release: 26),
            root: .controller(.navigationController(name: "nav", viewControllers: [list])))
        #expect(
            throws: ModelError.searchControllerNotModelled(
                path: "nav/list",
                reason: """
                    preferredSearchBarPlacement 'integrated' under UIDesignRequiresCompatibility is not modelled: no \
                    source gives where the app's search bar goes with the iOS 18 design
                    """,
                location: nil)
        ) {
            try scene.layout()
        }
    }
}
