import PropertyTesting
import Testing
@testable import ScrollInsets

/// The flat storage behind ``Layout``: what the resolver counts, reserves and leaves to be
/// built on read must agree with what it resolves.
@Suite struct LayoutStorageTests {
    /// The flattening pass makes one entry per view the resolver lays out and per controller it
    /// resolves, and each laid-out view reads its own entry: same kind, and the same name unless
    /// it is a container's own view.
    @Test func theTableHoldsTheLaidOutViews() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            let table = scene.flattened()
            let layout = try scene.layout()
            guard table.views.count == layout.views.count, table.controllers.count == layout.controllers.count
            else { return false }
            let storage = layout.storage
            return Set(storage.entries).count == storage.entries.count
                && layout.views.allSatisfy { view in
                    let entry = storage.entry(ofView: view.index)
                    return entry.kind == view.kind && (view.isContainerView || entry.name == view.name)
                }
        }
    }

    /// Every view is found again by its path, and a path names one view.
    @Test func everyViewIsFoundByItsPath() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            let layout = try scene.layout()
            for view in layout.views where !view.isContainerView {
                guard layout.view(path: view.path)?.index == view.index else { return false }
            }
            return true
        }
    }

    /// A name holding a "/" is found by its path all the same.
    @Test func aNameWithASlashIsFoundByItsPath() throws {
        let inner = ViewNode(name: "b/c", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let scene = Scene(
            screen: Screen(size: Size(width: 100, height: 100), safeAreaInsets: .zero),
            root: .view(ViewNode(name: "a", subviews: [.view(inner)])))
        let layout = try scene.layout()
        #expect(layout.view(path: "a/b/c")?.index == 1)
        #expect(layout.view(path: "b/c") == nil)
    }

    /// The paths built in one pass are the paths each view builds by walking up.
    @Test func viewPathsAreEachViewsPath() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            let layout = try scene.layout()
            return layout.viewPaths() == layout.views.map(\.path)
        }
    }

    /// The terms built on read add up to the numbers the resolver stored, on every edge of
    /// every view: the local terms to the inset less what the superview passed on inherited
    /// edges, and the margin terms to the margins.
    @Test func derivationsBuiltOnReadAddUpToTheStoredNumbers() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            let layout = try scene.layout()
            for view in layout.views {
                guard layout.safeAreaDerivation(ofView: view.index).totals == view.safeAreaInsets,
                    view.layoutMarginsDerivation.totals == view.layoutMargins
                else { return false }
            }
            return true
        }
    }

    /// Changing a copy of a view node leaves the original as it was (a value).
    @Test func changingACopiedNodeLeavesTheOriginal() {
        let original = ViewNode(
            name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 50),
            subviews: [.view(ViewNode(name: "label"))])
        var copy = original
        copy.name = "other"
        copy.subviews.append(.view(ViewNode(name: "badge")))
        copy.frame?.origin.x = 10
        #expect(original.name == "card")
        #expect(original.subviews.count == 1)
        #expect(original.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(copy.name == "other")
        #expect(copy.subviews.count == 2)
        #expect(copy.frame == Rect(x: 10, y: 0, width: 100, height: 50))
        #expect(copy != original)
        copy.name = "card"
        copy.subviews.removeLast()
        copy.frame?.origin.x = 0
        #expect(copy == original)
    }

    /// The same for a controller node: its kind's payload and its view are changed on a copy.
    @Test func changingACopiedControllerLeavesTheOriginal() {
        let feed = ControllerNode(name: "feed", view: ViewNode(subviews: [.view(ViewNode(name: "label"))]))
        let original = ControllerNode.navigationController(name: "nav", viewControllers: [feed])
        var copy = original
        copy.name = "other"
        copy.additionalSafeAreaInsets.top = 10
        if case .navigationController(var navigation) = copy.kind {
            navigation.viewControllers[0].view?.subviews.append(.view(ViewNode(name: "badge")))
            copy.kind = .navigationController(navigation)
        }
        #expect(original.name == "nav")
        #expect(original.additionalSafeAreaInsets == .zero)
        guard case .navigationController(let before) = original.kind,
            case .navigationController(let after) = copy.kind
        else { Issue.record("kinds changed"); return }
        #expect(before.viewControllers[0].view?.subviews.count == 1)
        #expect(after.viewControllers[0].view?.subviews.count == 2)
        #expect(copy != original)
        #expect(ControllerNode.navigationController(name: "nav", viewControllers: [feed]) == original)
        #expect(
            String(describing: feed).hasPrefix(
                """
                ControllerNode(kind: ScrollInsets.ControllerKind.viewController, name: Optional("feed"), \
                additionalSafeAreaInsets: \

                """
            ))
    }

    /// A node prints its properties, not its storage, as counterexamples need.
    @Test func aNodePrintsItsProperties() {
        let node = ViewNode(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(String(describing: node).hasPrefix("ViewNode(kind: view, name: Optional(\"card\"), frame: Optional("))
    }

    /// A layout reads its views' scene properties from its own table (``SceneTable``), not from
    /// the nodes: it outlives the scene it came from and sees none of the changes made to the
    /// scene afterwards. The views the flattening pass made (the navigation controller's own
    /// view) are read through their margin derivation, since a container view's name and path
    /// do not read its entry.
    @Test func aLayoutOutlivesItsSceneAndIgnoresLaterChanges() throws {
        func layOut() throws -> (Layout, names: [String?]) {
            var scene = Scene(
                screen: Screen(size: Size(width: 100, height: 200), safeAreaInsets: .zero),
                root: .controller(
                    .navigationController(
                        name: "nav",
                        viewControllers: [
                            ControllerNode(
                                name: "list",
                                view: ViewNode(subviews: [
                                    .view(ViewNode(name: "first", frame: Rect(x: 0, y: 0, width: 10, height: 10))),
                                    .view(ViewNode(name: "second", frame: Rect(x: 0, y: 10, width: 10, height: 10))),
                                ]))
                        ])))
            let layout = try scene.layout()
            let names = layout.views.map(\.name)
            // Change every node of the scene, then let it go: the layout must not see it.
            guard case .controller(var nav) = scene.root, case .navigationController(var navigation) = nav.kind else {
                preconditionFailure("built above")
            }
            navigation.viewControllers[0].view?.subviews = [
                .view(ViewNode(name: "replaced", frame: Rect(x: 0, y: 0, width: 5, height: 5)))
            ]
            navigation.viewControllers[0].view?.name = "renamed"
            nav.kind = .navigationController(navigation)
            scene.root = .controller(nav)
            #expect(try scene.layout().views.map(\.name) != names)
            return (layout, names)
        }
        let (layout, names) = try layOut()
        #expect(names == [nil, nil, "first", "second"])
        #expect(layout.views.map(\.name) == names)
        #expect(
            layout.views.map(\.path) == [
                "nav/view", "nav/list/view[0]", "nav/list/view[0]/first", "nav/list/view[0]/second",
            ])
        for view in layout.views {
            #expect(view.layoutMarginsDerivation.totals == view.layoutMargins)
        }
        // A copy of the layout with new storage keeps the scene alive as well.
        var copy = layout
        copy.replaceTable(ofView: 0, with: nil)
        #expect(copy.views.map(\.name) == names)
    }

    /// The same with a view at the root and a child view controller among its subviews.
    @Test func aLayoutWithAViewRootOutlivesItsScene() throws {
        func layOut() throws -> Layout {
            let child = ControllerNode(
                name: "child", frame: Rect(x: 0, y: 50, width: 100, height: 50),
                view: ViewNode(
                    name: "childView",
                    subviews: [
                        .view(ViewNode(name: "label", frame: Rect(x: 8, y: 8, width: 50, height: 20)))
                    ]))
            let scene = Scene(
                screen: Screen(size: Size(width: 100, height: 200), safeAreaInsets: .zero),
                root: .view(ViewNode(name: "root", subviews: [.controller(child)])))
            return try scene.layout()
        }
        let layout = try layOut()
        #expect(layout.views.map(\.name) == ["root", "childView", "label"])
        #expect(layout.views.map(\.path) == ["root", "root/child/childView", "root/child/childView/label"])
        #expect(layout.views.map { $0.layoutMarginsDerivation.totals } == layout.views.map(\.layoutMargins))
    }

    /// The properties a node keeps boxed read back as they were set; the default scroll-view
    /// properties are not stored (no box), and a table view's default bounces vertically, as
    /// in UIKit.
    @Test func boxedPropertiesReadBackAsSet() {
        var node = ViewNode(kind: .scrollView)
        #expect(node.scroll == ScrollViewProperties())
        #expect(node.pin == nil && node.table == nil && node.collection == nil)
        node.scroll.contentSize = Size(width: 10, height: 20)
        node.pin = Pin(leading: PinEdge(.bounds, 8), trailing: PinEdge(.bounds, 8))
        node.table = TableViewProperties(sections: [.init(rowCount: 3)])
        node.collection = CollectionViewProperties()
        #expect(node.scroll.contentSize == Size(width: 10, height: 20))
        #expect(node.pin == Pin(leading: PinEdge(.bounds, 8), trailing: PinEdge(.bounds, 8)))
        #expect(node.pinBox != nil)
        #expect(node.table?.sections.first?.rowHeights.count == 3)
        #expect(node.collection == CollectionViewProperties())
        node.pin = nil
        #expect(node.pinBox == nil)
        node.scroll = ScrollViewProperties()
        #expect(node.scrollBox == nil)
        node.table = nil
        node.collection = nil
        #expect(node == ViewNode(kind: .scrollView))
        #expect(ViewNode(kind: .tableView).scroll.alwaysBounceVertical)
        #expect(ViewNode(kind: .tableView) != ViewNode(kind: .tableView, scroll: ScrollViewProperties()))
    }
}
