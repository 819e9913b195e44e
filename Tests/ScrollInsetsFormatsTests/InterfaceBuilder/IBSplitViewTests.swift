import Testing

@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `<splitViewController>` becomes one scene with its columns, read from its `masterViewController`
/// and `detailViewController` relationship segues (docs/split-views.md, docs/storyboards.md).
@Suite struct IBSplitViewTests {
    static let document = IBStoryboard.document(
        initialViewController: "sp1-hh-001",
        scenes: [
            IBStoryboard.scene(
                "ss1-hh-001",
                """
                <splitViewController id="sp1-hh-001" userLabel="split" sceneMemberID="viewController">
                    <toolbarItems/>
                    <connections>
                        <segue destination="ms-nc-001" kind="relationship" relationship="masterViewController" id="sg1-hh-001"/>
                        <segue destination="dt-nc-001" kind="relationship" relationship="detailViewController" id="sg1-hh-002"/>
                    </connections>
                </splitViewController>
                """),
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
}
