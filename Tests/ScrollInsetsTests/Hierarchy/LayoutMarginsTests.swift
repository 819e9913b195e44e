import Testing
@testable import ScrollInsets

/// Layout margins on top of the safe area (docs/safe-area.md, section 5).
@Suite struct LayoutMarginsTests {
    func rootLayout(
        _ device: String, _ orientation: Orientation, direction: LayoutDirection = .leftToRight,
        controller: (inout ControllerNode) -> Void = { _ in }, subviews: [Node] = []
    ) throws -> Layout {
        var root = ViewNode(name: "root")
        root.subviews = subviews
        var main = ControllerNode(name: "main", view: root)
        controller(&main)
        return try Scene(
            screen: try TestScenes.screen(device, orientation), layoutDirection: direction, root: .controller(main)
        ).layout()
    }

    @Test func rootViewOfIPhoneXPortrait() throws {
        let layout = try rootLayout("iPhone X", .portrait)
        #expect(layout.view(path: "main/root")?.layoutMargins == EdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
    }

    @Test func rootViewOfIPhoneXLandscape() throws {
        let layout = try rootLayout("iPhone X", .landscapeLeft)
        #expect(layout.view(path: "main/root")?.layoutMargins == EdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
        #expect(layout.view(path: "main/root")?.layoutMarginsDerivation[.left].map(\.amount) == [16, 44])
    }

    @Test func rootViewIgnoringTheSystemMinimum() throws {
        let layout = try rootLayout("iPhone X", .landscapeLeft) { $0.viewRespectsSystemMinimumLayoutMargins = false }
        #expect(layout.view(path: "main/root")?.layoutMargins == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    @Test func plainViewDefaultsToEightOnTopOfTheSafeArea() throws {
        let child = Node.view(ViewNode(name: "card", frame: Rect(x: 0, y: 0, width: 375, height: 300)))
        let layout = try rootLayout("iPhone 8", .portrait, subviews: [child])
        // Recorded UIKit frames: safe top 20 + margin 8 → 28.
        #expect(layout.view(path: "main/root/card")?.layoutMargins == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
    }

    @Test func insetsLayoutMarginsFromSafeAreaFalseKeepsTheOwnMargins() throws {
        var card = ViewNode(name: "card", frame: Rect(x: 0, y: 0, width: 375, height: 300))
        card.insetsLayoutMarginsFromSafeArea = false
        card.layoutMargins = .physical(EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        let layout = try rootLayout("iPhone 8", .portrait, subviews: [.view(card)])
        #expect(layout.view(path: "main/root/card")?.layoutMargins == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
    }

    @Test func directionalMarginsFollowTheLayoutDirection() throws {
        var card = ViewNode(name: "card", frame: Rect(x: 0, y: 100, width: 375, height: 300))
        card.layoutMargins = .directional(DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
        let ltr = try rootLayout("iPhone X", .portrait, subviews: [.view(card)])
        let rtl = try rootLayout("iPhone X", .portrait, direction: .rightToLeft, subviews: [.view(card)])
        #expect(ltr.view(path: "main/root/card")?.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        #expect(rtl.view(path: "main/root/card")?.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
    }

    @Test func preservesSuperviewLayoutMarginsGrowsToTheSuperviewsMargin() throws {
        // Root margins in landscape: 60 left/right. A full-width card with 8 pt margins that
        // preserves them: its left edge is at the root's edge, so it needs 60; its safe area
        // already gives 44 + 8 = 52, so 8 more.
        var card = ViewNode(name: "card", frame: Rect(x: 0, y: 100, width: 812, height: 200))
        card.preservesSuperviewLayoutMargins = true
        let layout = try rootLayout("iPhone X", .landscapeLeft, subviews: [.view(card)])
        let resolved = try #require(layout.view(path: "main/root/card"))
        #expect(resolved.layoutMargins == EdgeInsets(top: 8, left: 60, bottom: 8, right: 60))
        #expect(
            resolved.layoutMarginsDerivation[.left].map(\.source) == [.layoutMargin, .safeArea, .superviewLayoutMargin])
    }
}
