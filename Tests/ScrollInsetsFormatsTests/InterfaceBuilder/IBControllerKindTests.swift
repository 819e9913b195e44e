import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `<tableViewController>` and `<collectionViewController>` become the model's
/// `tableViewController` and `collectionViewController` kinds (docs/storyboards.md).
@Suite struct IBControllerKindTests {
    @Test func tableViewControllerIsTheTableViewControllerKind() throws {
        let result = try InterfaceBuilderImporterTests.imported(IBTestDocuments.tableInNavigation)
        let scene = try #require(result.scenes.first)
        guard case .controller(let nav) = scene.fixture.root, case .navigationController(let navigation) = nav.kind
        else {
            Issue.record("no navigation controller"); return
        }
        #expect(navigation.viewControllers.map(\.kind) == [.tableViewController])
        #expect(navigation.viewControllers.first?.view?.kind == .tableView)
        let layout = try InterfaceBuilderImporterTests.layout(scene)
        #expect(layout.controller(path: "nav/feed")?.kind == .tableViewController)
    }

    @Test func collectionViewControllerIsTheCollectionViewControllerKind() throws {
        let result = try InterfaceBuilderImporterTests.imported(IBTestDocuments.controllerKinds)
        #expect(result.scenes.map(\.name) == ["grid", "odd"])
        guard case .controller(let grid) = result.scenes[0].fixture.root else { Issue.record("no controller"); return }
        #expect(grid.kind == .collectionViewController)
        let layout = try InterfaceBuilderImporterTests.layout(result.scenes[0])
        let items = try #require(layout.view(path: "grid/items"))
        // iPhone 8 portrait, no bars: the collection is the root view (0, 0, 375, 667); outside a
        // navigation or tab bar controller `automatic` is `scrollableAxes` (docs/scroll-views.md),
        // and `alwaysBounceVertical` makes the vertical axis scrollable, so the top takes the
        // 20 pt status bar and the bottom the 0 pt bottom safe area: the same as a plain
        // controller's root view (the kind changes no inset).
        #expect(items.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(items.scroll?.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        var plain = grid
        plain.kind = .viewController
        var fixture = result.scenes[0].fixture
        fixture.root = .controller(plain)
        #expect(
            try fixture.scene().layout().view(path: "grid/items")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func aTableViewControllerWithAnotherRootViewStaysAViewController() throws {
        let result = try InterfaceBuilderImporterTests.imported(IBTestDocuments.controllerKinds)
        guard case .controller(let odd) = result.scenes[1].fixture.root else { Issue.record("no controller"); return }
        #expect(odd.kind == .viewController)
        #expect(odd.view?.kind == .view)
        // The model would refuse a tableViewController whose view is not a table.
        _ = try InterfaceBuilderImporterTests.layout(result.scenes[1])
    }

    @Test func kindForEachElement() {
        #expect(IBSceneImporter.kind(of: "tableViewController", rootView: .tableView) == .tableViewController)
        #expect(IBSceneImporter.kind(of: "tableViewController", rootView: nil) == .tableViewController)
        #expect(IBSceneImporter.kind(of: "tableViewController", rootView: .view) == .viewController)
        #expect(
            IBSceneImporter.kind(of: "collectionViewController", rootView: .collectionView) == .collectionViewController
        )
        #expect(IBSceneImporter.kind(of: "collectionViewController", rootView: .tableView) == .viewController)
        #expect(IBSceneImporter.kind(of: "viewController", rootView: .tableView) == .viewController)
        #expect(IBSceneImporter.kind(of: "pageViewController", rootView: nil) == .viewController)
    }
}
