import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// Scroll views: inset bands along the frame, the content at its offset, table cells with
/// content views and separators, collection items.
@Suite struct RenderScrollTests {
    @Test func tableUnderNavigationBarHasAdjustedBandsOfBarAndHomeIndicator() throws {
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable())
        let top = try #require(svg.element(id: "adjusted-inset-1-top"))
        #expect(top.rect == Rect(x: 0, y: 0, width: 375, height: 88))
        #expect(top.attributes["data-inset"] == "88")
        #expect(top.attributes["data-path"] == "nav/feed/table")
        #expect(svg.element(id: "adjusted-inset-1-bottom")?.rect == Rect(x: 0, y: 778, width: 375, height: 34))
        #expect(svg.element(id: "adjusted-inset-1-left") == nil)
        #expect(svg.ids(class: "content-inset").isEmpty)
        #expect(svg.element(id: "label-adjusted-inset-1-top")?.text == "adjusted top 88")
    }

    @Test func contentInsetIsTheInnerPartOfTheAdjustedBand() throws {
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)]),
            scroll: ScrollViewProperties(
                contentInset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0),
                alwaysBounceVertical: true))
        let scene = Scene(
            screen: try RenderTestScenes.screen("iPhone X", .portrait),
            root: .controller(
                .navigationController(name: "nav", viewControllers: [ControllerNode(name: "feed", view: table)])))
        let svg = try RenderTestScenes.svg(try scene.layout())
        #expect(svg.element(id: "adjusted-inset-1-top")?.rect == Rect(x: 0, y: 0, width: 375, height: 98))
        let inner = try #require(svg.element(id: "content-inset-1-top"))
        #expect(inner.rect == Rect(x: 0, y: 88, width: 375, height: 10))
        #expect(inner.attributes["data-inset"] == "10")
        #expect(
            svg.element(id: "label-adjusted-inset-1-top")?.text == "adjusted top 98 = contentInset 10 + safe area 88")
        // Content starts at the offset −98: 98 pt below the table's top.
        #expect(svg.element(id: "content-1")?.rect == Rect(x: 0, y: 98, width: 375, height: 880))
    }

    @Test func landscapeAlwaysAdjustsTheSidesToo() throws {
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)]),
            scroll: ScrollViewProperties(contentInsetAdjustmentBehavior: .always, alwaysBounceVertical: true))
        let scene = Scene(screen: try RenderTestScenes.screen("iPhone X", .landscapeLeft), root: .view(table))
        let svg = try RenderTestScenes.svg(try scene.layout())
        #expect(svg.element(id: "adjusted-inset-0-left")?.rect == Rect(x: 0, y: 0, width: 44, height: 354))
        #expect(svg.element(id: "adjusted-inset-0-right")?.rect == Rect(x: 768, y: 0, width: 44, height: 354))
        #expect(svg.element(id: "adjusted-inset-0-bottom")?.rect == Rect(x: 0, y: 354, width: 812, height: 21))
        #expect(svg.element(id: "adjusted-inset-0-top") == nil)
    }

    @Test func cellsAreAtTheContentOffsetWithContentViewsAndSeparators() throws {
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable())
        let cell = try #require(svg.element(id: "cell-1-0-0"))
        #expect(cell.rect == Rect(x: 0, y: 88, width: 375, height: 44))
        #expect(cell.attributes["data-index-path"] == "0.0")
        #expect(svg.element(id: "cell-content-1-0-0")?.rect == Rect(x: 0, y: 88, width: 375, height: 44))
        let separator = try #require(svg.element(id: "separator-1-0-0"))
        #expect(
            [separator.number("x1"), separator.number("y1"), separator.number("x2"), separator.number("y2")]
                == [16, 132, 375, 132])
        // 20 rows from y 88: rows 0…16 reach into the 812-pt screen; 17…19 start below it.
        #expect(svg.ids(class: "cell").count == 17)
        #expect(svg.element(id: "cell-1-0-16")?.rect == Rect(x: 0, y: 792, width: 375, height: 44))
        #expect(svg.element(id: "cell-1-0-17") == nil)
        for cell in svg.shapes(class: "cell") {
            #expect(cell.ancestors.contains("scroll-content-1"))
        }
        #expect(svg.element(id: "scroll-content-1")?.attributes["clip-path"] == "url(#clip-1)")
    }

    @Test func landscapeCellContentViewsStayInTheSafeArea() throws {
        let layout = try RenderTestScenes.navigationTable("iPhone X", .landscapeLeft)
        let svg = try RenderTestScenes.svg(layout)
        #expect(svg.element(id: "cell-1-0-0")?.rect == Rect(x: 0, y: 32, width: 812, height: 44))
        #expect(svg.element(id: "cell-content-1-0-0")?.rect == Rect(x: 44, y: 32, width: 724, height: 44))
        #expect(svg.element(id: "separator-1-0-0")?.number("x1") == 60)
    }

    @Test func collectionItemsAreAtTheContentOffset() throws {
        let grid = ViewNode.collectionView(
            name: "grid", collection: CollectionViewProperties(sections: [7]),
            scroll: ScrollViewProperties(contentOffset: Point(x: 0, y: 40)))
        let tabs = ControllerNode.tabBarController(
            name: "tabs", viewControllers: [ControllerNode(name: "photos", view: grid)])
        let base = try Scene(screen: try RenderTestScenes.screen("iPhone 14 Pro", .portrait), root: .controller(tabs))
            .layout()
        let layout = RenderTestScenes.withItems(base, path: "tabs/photos/grid", count: 7)
        let svg = try RenderTestScenes.svg(layout)
        let index = try #require(layout.view(path: "tabs/photos/grid")?.index)
        #expect(svg.element(id: "section-\(index)-0")?.rect == Rect(x: 0, y: -40, width: 393, height: 340))
        #expect(svg.element(id: "item-\(index)-0-0")?.rect == Rect(x: 10, y: -30, width: 100, height: 100))
        #expect(svg.element(id: "item-\(index)-0-4")?.rect == Rect(x: 120, y: 80, width: 100, height: 100))
        #expect(svg.element(id: "item-\(index)-0-4")?.attributes["data-index-path"] == "0.4")
        #expect(svg.ids(class: "item").count == 7)
    }

    @Test func listCellsDrawTheirSeparators() throws {
        // A plain list filling iPhone X in landscape (iOS 16): cells 812 wide, separators from the
        // leading margin (44 + 16) to the trailing edge; the last cell of the section keeps its own.
        let list = ViewNode.collectionView(
            name: "list", collection: CollectionViewProperties(sections: [2], list: ListConfiguration()))
        let layout = try Scene(
            screen: try RenderTestScenes.screen("iPhone X", .landscapeLeft),
            root: .controller(ControllerNode(name: "vc", view: list))
        ).layout()
        let svg = try RenderTestScenes.svg(layout)
        let index = try #require(layout.view(path: "vc/list")?.index)
        let separator = try #require(svg.element(id: "separator-\(index)-0-0"))
        #expect(
            [separator.number("x1"), separator.number("y1"), separator.number("x2"), separator.number("y2")]
                == [60, 44, 812, 44])
        #expect(svg.ids(class: "separator").count == 2)
    }
}

/// What else moves content: the indicator track, the presented container, the keyboard.
@Suite struct RenderMovingContentTests {
    @Test func theIndicatorTrackStopsAtTheSafeArea() throws {
        // iPhone X, a table under the 88-pt bar: iOS 13+ indicator insets are the safe area (88, 0, 34, 0),
        // so the 3-pt track runs at the right edge from 88 to 812 − 34.
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable())
        let track = try #require(svg.element(id: "indicator-track-1"))
        #expect(track.rect == Rect(x: 372, y: 88, width: 3, height: 690))
        #expect(track.attributes["data-path"] == "nav/feed/table")
    }

    @Test func theTrackIsOnTheLeftRightToLeft() {
        #expect(
            MovingContentLayers.track(
                in: Rect(x: 0, y: 0, width: 375, height: 812),
                insets: EdgeInsets(top: 88, left: 2, bottom: 34, right: 0), direction: .rightToLeft)
                == Rect(x: 2, y: 88, width: 3, height: 690))
    }

    @Test func theSheetAndTheKeyboardAreDrawn() throws {
        let scene = try GoldenScenes.pageSheetWithKeyboard()
        let svg = try RenderTestScenes.svg(scene.report.layout)
        // The SE's sheet (0, 30, 375, 637) (openuikit) and its 260-pt keyboard (openuikit, iOS 26.1).
        let sheet = try #require(svg.shapes(class: "sheet").first)
        #expect(sheet.rect == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(sheet.attributes["data-path"] == "nav/feed/list")
        #expect(svg.element(id: "keyboard")?.rect == Rect(x: 0, y: 407, width: 375, height: 260))
        #expect(svg.element(id: "label-keyboard")?.text == "keyboard 260")
        #expect(svg.element(id: "label-sheet-2")?.text == "pageSheet large")
    }
}
