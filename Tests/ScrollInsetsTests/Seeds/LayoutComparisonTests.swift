import Testing
@testable import ScrollInsets

/// iOS 10 vs iOS 11 (docs/ios10-migration.md): what moves, and the sentences for it.
@Suite struct LayoutComparisonTests {
    static let iOS10 = LayoutOptions(system: .iOS10)

    /// The feed of the seed articles: a table under a navigation bar on iPhone 8, its top inset
    /// set by hand to 64 with `automaticallyAdjustsScrollViewInsets` off (the iOS 10 way).
    static func feedScene() throws -> Scene {
        var table = ViewNode.tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 30)]))
        table.scroll.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        let feed = ControllerNode(name: "feed", automaticallyAdjustsScrollViewInsets: false, view: table)
        return Scene(
            screen: try TestScenes.screen("iPhone 8", .portrait),
            root: .controller(.navigationController(name: "nav", viewControllers: [feed])))
    }

    @Test func tableOffsetJumpsFromMinus64ToMinus128() throws {
        let scene = try Self.feedScene()
        let difference = LayoutComparison.compare(try scene.layout(options: Self.iOS10), try scene.layout())
        #expect(difference.controllers == [])
        #expect(difference.views.map(\.path) == ["nav/feed/table"])
        let table = try #require(difference.views.first)
        #expect(
            table.changes == [
                PropertyChange(
                    property: .safeAreaInsets, before: .insets(.zero),
                    after: .insets(EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))),
                PropertyChange(
                    property: .layoutMargins, before: .insets(EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)),
                    after: .insets(EdgeInsets(top: 64, left: 16, bottom: 0, right: 16))),
                PropertyChange(
                    property: .adjustedContentInset, before: .insets(EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
                    after: .insets(EdgeInsets(top: 128, left: 0, bottom: 0, right: 0))),
                PropertyChange(
                    property: .contentOffset, before: .point(Point(x: 0, y: -64)), after: .point(Point(x: 0, y: -128))),
            ])
        #expect(
            table.explanations == [
                """
                'nav/feed/table': contentOffset.y moves from -64 to -128: iOS 11 adds the safe area's 64 pt on top of \
                the hand-set contentInset.top 64 (adjustedContentInset.top 128), so the content clears the bars \
                twice; set contentInsetAdjustmentBehavior to .never or remove the hand-set inset
                """
            ])
    }

    @Test func theFixWithNeverRestoresTheIOS10Offset() throws {
        var scene = try Self.feedScene()
        guard case .controller(var nav) = scene.root, case .navigationController(var properties) = nav.kind else {
            Issue.record("the feed scene's root is a navigation controller"); return
        }
        properties.viewControllers[0].view?.scroll.contentInsetAdjustmentBehavior = .never
        nav.kind = .navigationController(properties)
        scene.root = .controller(nav)
        let after = try #require(try scene.layout().view(path: "nav/feed/table")?.scroll)
        #expect(after.contentOffset == Point(x: 0, y: -64))
        let difference = LayoutComparison.compare(try scene.layout(options: Self.iOS10), try scene.layout())
        #expect(difference.views.first?.changes.map(\.property) == [.safeAreaInsets, .layoutMargins])
        #expect(difference.views.first?.explanations == [])
    }

    @Test func viewHardCoded20PointsBelowTheTopEndsUpUnderTheSensorHousing() throws {
        let root = ViewNode(
            name: "root", subviews: [.view(ViewNode(name: "header", frame: Rect(x: 0, y: 20, width: 375, height: 44)))])
        let scene = Scene(
            screen: try TestScenes.screen("iPhone X", .portrait),
            root: .controller(ControllerNode(name: "screen", view: root)))
        let difference = LayoutComparison.compare(try scene.layout(options: Self.iOS10), try scene.layout())
        #expect(
            difference.controllers == [
                ControllerDifference(
                    path: "screen",
                    changes: [
                        PropertyChange(
                            property: .viewFrame, before: .rect(Rect(x: 0, y: 0, width: 375, height: 667)),
                            after: .rect(Rect(x: 0, y: 0, width: 375, height: 812))),
                        PropertyChange(
                            property: .safeAreaInsets,
                            before: .insets(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
                            after: .insets(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))),
                        // The status bar, listed with the window's root controller: 20 on the letterboxed
                        // iPhone 8 screen, 44 on iPhone X.
                        PropertyChange(
                            property: .statusBarFrame, before: .rect(Rect(x: 0, y: 0, width: 375, height: 20)),
                            after: .rect(Rect(x: 0, y: 0, width: 375, height: 44))),
                    ])
            ])
        let header = try #require(difference.views.first { $0.path == "screen/root/header" })
        #expect(
            header.changes == [
                PropertyChange(
                    property: .safeAreaInsets, before: .insets(.zero),
                    after: .insets(EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))),
                PropertyChange(
                    property: .layoutMargins, before: .insets(EdgeInsets(all: 8)),
                    after: .insets(EdgeInsets(top: 32, left: 8, bottom: 8, right: 8))),
            ])
        #expect(
            header.explanations == [
                """
                'screen/root/header' keeps its hard-coded frame 20 pt inside the top edge of its superview, which \
                cleared the old unsafe area; now its top 24 pt are in the unsafe area (safeAreaInsets.top 24): pin it \
                to the safe area instead
                """
            ])
    }

    @Test func identicalLayoutsHaveNoDifference() throws {
        let scene = try Self.feedScene()
        #expect(LayoutComparison.compare(try scene.layout(), try scene.layout()).isEmpty)
    }
}
