import Testing

@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `<splitViewController>` becomes one scene with its columns, read from its `masterViewController`
/// and `detailViewController` relationship segues (docs/split-views.md, docs/storyboards.md).
@Suite struct IBSplitViewTests {
    static let document = IBStoryboard.document(
        initialViewController: "sp1-sv-001",
        scenes: [
            IBStoryboard.scene(
                "ss1-hh-001",
                IBStoryboard.splitViewController("sp1", label: "split", master: "ms-nc-001", detail: "dt-nc-001")),
            IBStoryboard.scene(
                "ss1-hh-002", IBStoryboard.navigationController("ms", label: "master", root: "mv1-hh-001")),
            IBStoryboard.scene(
                "ss1-hh-003", IBStoryboard.viewController(id: "mv1-hh-001", label: "list", viewID: "mr1-hh-001")),
            IBStoryboard.scene(
                "ss1-hh-004", IBStoryboard.navigationController("dt", label: "detail", root: "dv1-hh-001")),
            IBStoryboard.scene(
                "ss1-hh-005", IBStoryboard.viewController(id: "dv1-hh-001", label: "item", viewID: "dr1-hh-001")),
        ])

    @Test func aSplitViewControllerIsOneSceneWithItsColumns() throws {
        let result = try InterfaceBuilderImporterTests.imported(Self.document)
        #expect(result.scenes.map(\.name) == ["split"])
        guard case .controller(let root) = result.scenes[0].fixture.root,
            case .splitViewController(let split) = root.kind
        else {
            Issue.record("no split view controller"); return
        }
        #expect(split.style == .unspecified)
        #expect(split.columns[.primary]?.name == "master")
        #expect(split.columns[.secondary]?.name == "detail")
    }

    @Test func onTheIPhoneCanvasTheSplitCollapsesIntoTheMasterStack() throws {
        let result = try InterfaceBuilderImporterTests.imported(Self.document)
        let layout = try InterfaceBuilderImporterTests.layout(result.scenes[0])
        #expect(layout.controller(path: "split")?.split?.collapsed == true)
        // The 4.7-inch canvas in portrait: the master's bar under the 20-pt status bar, the detail
        // pushed on the master's stack (Apple: the navigation controller pushes the secondary).
        let item = try #require(layout.controller(path: "split/master/item"))
        #expect(item.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }

    @Test func theImportedFixtureReadsBack() throws {
        let result = try InterfaceBuilderImporterTests.imported(Self.document)
        let text = FixtureEncoder.encode(result.scenes[0].fixture)
        #expect(text.contains("splitViewController:\n"))
        #expect(text.contains("viewControllers:\n"))
        let decoded = FixtureDecoder.decode(Array(text.utf8))
        #expect(decoded.diagnostics.filter(\.isError).isEmpty)
        #expect(decoded.scenes.count == 1)
    }

    // An iPad master/detail whose master is a searchable table (IBTestDocuments.searchableSplit,
    // where each stored frame's derivation is written out): the landscape canvas shows both columns.

    /// Landscape, `automatic` is `oneBesideSecondary`: the master 320 wide, the 1-pt divider, the
    /// detail the other 703 pt of 1024.
    static let searchableSplitColumns = [
        Rect(x: 0, y: 0, width: 320, height: 768), Rect(x: 321, y: 0, width: 703, height: 768),
    ]
    /// Each column's bar under the 20-pt status bar: 20 + 50 = 70.
    static let underTheColumnBar = EdgeInsets(top: 70, left: 0, bottom: 0, right: 0)

    @Test func theSearchableIPadSplitAgreesWithEveryStoredFrame() throws {
        let result = try InterfaceBuilderImporterTests.imported(IBTestDocuments.searchableSplit)
        #expect(result.scenes.map(\.name) == ["split"])
        let comparisons = result.scenes[0].storedFrameComparisons
        // The detail's banner and body, placed by their pins to the safe area (the table is the
        // master's root view and its search bar the table's content: neither is compared).
        #expect(comparisons.map(\.id) == ["si2-bn-001", "si2-bd-001"])
        #expect(
            comparisons.map(\.stored) == [
                Rect(x: 20, y: 70, width: 663, height: 44), Rect(x: 0, y: 122, width: 703, height: 646),
            ])
        #expect(comparisons.map(\.agrees) == [true, true])
    }

    @Test func theSearchableIPadSplitLaysOutBothColumnsBesideEachOther() throws {
        let result = try InterfaceBuilderImporterTests.imported(IBTestDocuments.searchableSplit)
        #expect(result.scenes[0].fixture.device?.name == "iPad Pro 9.7-inch")
        let layout = try InterfaceBuilderImporterTests.layout(result.scenes[0])
        let split = try #require(layout.controller(path: "split")?.split)
        #expect(split.collapsed == false)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.columns.map(\.column) == [.primary, .secondary])
        #expect(split.columns.map(\.frame) == Self.searchableSplitColumns)
        #expect(layout.controller(path: "split/master/list")?.safeAreaInsets == Self.underTheColumnBar)
        #expect(layout.controller(path: "split/detail/item")?.safeAreaInsets == Self.underTheColumnBar)
        // The master's table: its column's size, the 56-pt search bar its header, its content
        // inset the bar's 70 pt (a table view controller's table under a navigation bar).
        guard case .controller(let root) = result.scenes[0].fixture.root,
            case .splitViewController(let properties) = root.kind,
            case .navigationController(let master) = properties.columns[.primary]?.kind
        else {
            Issue.record("no split view controller with a master navigation controller"); return
        }
        #expect(master.viewControllers.map(\.kind) == [.tableViewController])
        #expect(master.viewControllers.first?.view?.table?.tableHeaderViewHeight == 56)
        let list = try #require(layout.controller(path: "split/master/list"))
        let table = layout.views[list.view]
        #expect(table.frame.size == Size(width: 320, height: 768))
        #expect(table.scroll?.adjustedContentInset == Self.underTheColumnBar)
    }

    @Test func theSearchableIPadSplitReadsBack() throws {
        let result = try InterfaceBuilderImporterTests.imported(IBTestDocuments.searchableSplit)
        let text = FixtureEncoder.encode(result.scenes[0].fixture)
        #expect(text.contains("splitViewController:\n"))
        #expect(text.contains("tableViewController:\n"))
        let decoded = decodeFixture(text)
        #expect(decoded.diagnostics == [])
        #expect(
            decoded.scenes.map { $0.root.strippingLocations() } == [result.scenes[0].fixture.root.strippingLocations()])
        let split = try decoded.scenes[0].scene().layout().controller(path: "split")?.split
        #expect(split?.columns.map(\.frame) == Self.searchableSplitColumns)
    }
}
