@testable import ScrollInsets
import Testing

/// A navigation bar in a page sheet: 56 pt on iOS 13–18, recorded in the view hierarchy of iOS
/// 13 page sheets (wix/react-native-navigation #5730; Tencent/QMUI_iOS #877, iPhone 11 Pro
/// simulator, iOS 13.0: "the navigation bar is 56, not 44"); before 13 sheets fill the iPhone
/// and keep 44; a full-screen presentation keeps the window's bars.
@Suite struct SheetNavigationBarTests {
    static func layout(_ device: String, release: Int, style: ModalPresentationStyle = .pageSheet) throws -> Layout {
        let screen = try #require(DeviceCatalog.device(named: device)).screen(
            orientation: .portrait, release: UIKitRelease(release))
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 30)]))
        let list = ControllerNode(kind: .tableViewController, name: "list", view: table)
        var home = ControllerNode(name: "home")
        home.presentedViewController = Presentation(
            style, detents: [.large],
            controller: .navigationController(name: "sheet", viewControllers: [list]))
        return try Scene(screen: screen, root: .controller(home)).layout()
    }

    @Test func iOS13SheetBarIs56() throws {
        // iPhone 11 Pro, iOS 13: the sheet starts 10 below the 44-pt top; its bar at the sheet's
        // top (its top safe area is 0), 56 tall, so the table's top inset is 56.
        let layout = try Self.layout("iPhone 11 Pro", release: 13)
        #expect(layout.controller(path: "home/sheet")?.bars.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 56)])
        #expect(layout.view(path: "home/sheet/list/table")?.scroll?.adjustedContentInset.top == 56)
    }

    @Test func iOS18SheetBarIs56() throws {
        let layout = try Self.layout("iPhone 16", release: 18)
        #expect(layout.controller(path: "home/sheet")?.bars.map(\.frame) == [Rect(x: 0, y: 0, width: 393, height: 56)])
    }

    @Test func fullScreenAndOlderReleasesKeepTheWindowsBar() throws {
        let full = try Self.layout("iPhone 11 Pro", release: 13, style: .fullScreen)
        #expect(full.controller(path: "home/sheet")?.bars.map(\.frame) == [Rect(x: 0, y: 44, width: 375, height: 44)])
        let old = try Self.layout("iPhone 8", release: 12)
        #expect(old.controller(path: "home/sheet")?.bars.map(\.frame) == [Rect(x: 0, y: 20, width: 375, height: 44)])
    }
}
