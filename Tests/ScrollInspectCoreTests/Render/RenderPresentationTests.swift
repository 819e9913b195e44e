import Foundation
import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// Presentations as drawn (docs/render.md, "Presentations"): the presenter under a dimming veil,
/// the presented subtree on an opaque sheet in a group of its own, and an iOS 26 floating sheet
/// drawn where it is shown, not at its full-width container.
@Suite struct RenderPresentationTests {
    /// A feed on an iPhone 16, iOS 26, presenting a table view controller in a page sheet at `detent`.
    static func sheet(_ detent: SheetDetent) throws -> Layout {
        let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
        let rows = TableViewProperties(sections: [TableSection(rowCount: 20)])
        var feed = ControllerNode(name: "feed", view: .tableView(name: "feedTable", table: rows))
        feed.presentedViewController = Presentation(
            .pageSheet, detents: [.medium, .large], selectedDetent: detent,
            controller: ControllerNode(
                kind: .tableViewController, name: "list", view: .tableView(name: "table", table: rows)))
        return try Scene(
            screen: try device.screen(orientation: .portrait, release: UIKitRelease(26)),
            root: .controller(.navigationController(name: "nav", viewControllers: [feed]))
        ).layout()
    }

    /// The numbers of a `matrix(a b c d e f)` transform.
    static func matrix(_ value: String?) throws -> [Double] {
        let text = try #require(value)
        #expect(text.hasPrefix("matrix(") && text.hasSuffix(")"))
        return text.dropFirst(7).dropLast().split(separator: " ").compactMap { Double($0) }
    }

    @Test func floatingSheetIsDrawnWhereItIsShown() throws {
        let layout = try Self.sheet(.medium)
        let presented = try #require(layout.controllers.first { $0.presentation != nil })
        let container = try #require(presented.presentation?.containerFrame)
        let svg = try RenderTestScenes.svg(layout)
        // iOS 26.1, a sheet at a partial height: laid out at the window's width, shown scaled by
        // (W - 16) / W, 8 pt in from the left, right and bottom (docs/presentations.md).
        let scale = 377.0 / 393.0
        let group = try #require(svg.element(id: "presented-\(presented.index)"))
        let m = try Self.matrix(group.attributes["transform"])
        #expect(m.count == 6)
        #expect(m[0] == scale && m[3] == scale && m[1] == 0 && m[2] == 0)
        // The container's corners land on the shown frame: x 8, width 377, bottom 8 pt above 852.
        let shownMinX = m[0] * container.minX + m[4], shownMaxX = m[0] * container.maxX + m[4]
        let shownMaxY = m[3] * container.maxY + m[5]
        #expect(abs(shownMinX - 8) < 1e-9)
        #expect(abs(shownMaxX - 385) < 1e-9)
        #expect(abs(shownMaxY - 844) < 1e-9)
        // The sheet's background, its views and its outline are in the group, at layout coordinates.
        let background = try #require(svg.element(id: "sheet-background-\(presented.index)"))
        #expect(background.rect == container)
        #expect(background.ancestors.contains("presented-\(presented.index)"))
        let table = try #require(
            svg.elements(class: "view").first { $0.attributes["data-path"] == "nav/feed/list/table" })
        #expect(table.ancestors.contains("presented-\(presented.index)"))
        let feedTable = try #require(
            svg.elements(class: "view").first { $0.attributes["data-path"] == "nav/feed/feedTable" })
        #expect(!feedTable.ancestors.contains("presented-\(presented.index)"))
    }

    @Test func presenterIsDimmedUnderTheSheet() throws {
        for detent in [SheetDetent.medium, .large] {
            let layout = try Self.sheet(detent)
            let presented = try #require(layout.controllers.first { $0.presentation != nil })
            let svg = try RenderTestScenes.svg(layout)
            let veil = try #require(svg.element(id: "dimming-\(presented.index)"))
            #expect(veil.rect == Rect(x: 0, y: 0, width: 393, height: 852))
            // The veil's group comes right before the sheet's.
            let ids = svg.elements.filter { $0.name == "g" }.compactMap { $0.attributes["id"] }
            let at = try #require(ids.firstIndex(of: "layer-dimming-\(presented.index)"))
            #expect(ids[at + 1] == "presented-\(presented.index)")
            // The presenter's labels are dimmed, the sheet's are not.
            let labels = svg.elements.filter { $0.name == "text" && $0.classes.contains("label") }
            let feedLabel = try #require(labels.first { $0.attributes["data-path"] == "nav/feed/feedTable" })
            #expect(feedLabel.classes.contains("dimmed"))
            let sheetLabel = try #require(labels.first { $0.attributes["data-path"] == "nav/feed/list/table" })
            #expect(!sheetLabel.classes.contains("dimmed"))
        }
        // At the large detent the sheet is shown as laid out: no transform.
        let large = try RenderTestScenes.svg(try Self.sheet(.large))
        let transformed = large.elements.filter { ($0.attributes["transform"] ?? "").hasPrefix("matrix(") }
        #expect(transformed.isEmpty)
    }

    @Test func withoutAPresentationNothingIsDimmed() throws {
        let svg = try RenderTestScenes.svg(try RenderTestScenes.navigationTable("iPhone X", .portrait))
        #expect(svg.elements(class: "dimming").isEmpty && svg.elements(class: "sheet-background").isEmpty)
    }
}
