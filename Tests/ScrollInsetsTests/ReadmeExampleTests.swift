import Testing
import ScrollInsets

/// The README's library example, verbatim, so that it keeps compiling and its numbers stay true.
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // Build a hierarchy: a table as the root view of 'feed', in a navigation controller.
        let device = DeviceCatalog.device(named: "iPhone X")!
        let feed = ControllerNode(
            name: "feed",
            view: .tableView(
                name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)])))
        let scene = Scene(
            screen: try device.screen(orientation: .landscapeLeft),
            root: .controller(.navigationController(name: "nav", viewControllers: [feed])))

        // Read every inset and its derivation.
        let layout = try scene.layout()
        let table = layout.view(path: "nav/feed/table")!
        #expect(table.safeAreaInsets == EdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
        #expect(table.scroll?.contentOffset == Point(x: 0, y: -32))
        #expect(table.table?.rows[0].contentView == Rect(x: 44, y: 0, width: 724, height: 44))
        let why = layout.safeAreaDerivation(ofView: table.index)[.right].map(\.reason)
        #expect(why == ["sensor housing"])

        // Run the audit rules.
        let findings = Audit.run(on: layout)
        #expect(findings.map(\.rule) == [.contentOffsetNotZero])
    }
}
