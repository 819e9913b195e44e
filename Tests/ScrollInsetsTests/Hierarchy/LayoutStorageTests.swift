import PropertyTesting
import Testing
@testable import ScrollInsets

/// The flat storage behind ``Layout``: what the resolver counts, reserves and leaves to be
/// built on read must agree with what it resolves.
@Suite struct LayoutStorageTests {
    /// The count the resolver reserves its arrays with is the number of views it lays out.
    @Test func viewCountIsTheNumberOfLaidOutViews() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            try scene.viewCount() == scene.layout().views.count
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
        let scene = Scene(screen: Screen(size: Size(width: 100, height: 100), safeAreaInsets: .zero),
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
                      view.layoutMarginsDerivation.totals == view.layoutMargins else { return false }
            }
            return true
        }
    }

    /// Changing a copy of a view node leaves the original as it was (copy-on-write storage).
    @Test func changingACopiedNodeLeavesTheOriginal() {
        let original = ViewNode(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 50),
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

    /// A node prints its properties, not its storage, as counterexamples need.
    @Test func aNodePrintsItsProperties() {
        let node = ViewNode(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(String(describing: node).hasPrefix("ViewNode(kind: view, name: Optional(\"card\"), frame: Optional("))
    }
}
