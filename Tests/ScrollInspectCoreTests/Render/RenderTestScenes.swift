@testable import ScrollInspectCore
@testable import ScrollInsetsReports
@testable import ScrollInsets

/// The scenes the render tests draw, built with the public model API.
///
/// The table and collection layout engines are filled in by other work; until they land,
/// ``withRows(_:path:)`` and ``withItems(_:path:)`` give a table or collection view hand-made
/// cells and items, so the pictures (and the golden files) do not change when they do.
enum RenderTestScenes {
    /// The screen of a catalog device; a test that names an unknown device fails loudly.
    static func screen(_ name: String, _ orientation: Orientation) throws -> Screen {
        guard let device = DeviceCatalog.device(named: name) else {
            fatalError("the catalog has no device named '\(name)'")
        }
        // The pictures are pinned on iOS 18's figures (the release under test elsewhere).
        return try device.screen(orientation: orientation, release: UIKitRelease(min(18, device.lastRelease)))
    }

    /// A table of 20 rows in 'feed' shown by the navigation controller 'nav'.
    static func navigationTable(
        _ device: String = "iPhone X", _ orientation: Orientation = .portrait,
        navigationBar: BarProperties = BarProperties()
    ) throws -> Layout {
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)]))
        let feed = ControllerNode(name: "feed", view: table)
        let scene = Scene(
            screen: try screen(device, orientation),
            root: .controller(
                .navigationController(
                    name: "nav", navigationBar: navigationBar,
                    viewControllers: [feed])))
        return withRows(try scene.layout(), path: "nav/feed/table")
    }

    /// `layout` drawn as a standalone SVG and parsed back.
    /// iPhone SE (3rd generation), iOS 26: `nav/feed` presents `list`, a table view controller,
    /// as a page sheet at the large detent.
    static func pageSheetScene() throws -> Scene {
        guard let device = DeviceCatalog.device(named: "iPhone SE (3rd generation)") else {
            fatalError("the catalog has no iPhone SE (3rd generation)")
        }
        let rows = TableViewProperties(sections: [TableSection(rowCount: 20)])
        var feed = ControllerNode(name: "feed", view: .tableView(name: "feedTable", table: rows))
        feed.presentedViewController = Presentation(
            .pageSheet,
            controller: ControllerNode(
                kind: .tableViewController, name: "list", view: .tableView(name: "table", table: rows)))
        return Scene(
            screen: try device.screen(orientation: Orientation.portrait, release: UIKitRelease(26)),
            root: .controller(.navigationController(name: "nav", viewControllers: [feed])))
    }

    static func svg(
        _ layout: Layout, highlights: [RenderHighlight] = [],
        options: RenderOptions = RenderOptions()
    ) throws -> ParsedSVG {
        try ParsedSVG(SVGReport.render(RenderScene(report: report(layout), highlights: highlights), options: options))
    }

    /// The report of `layout` as the CLI would make it for `file`#`index`.
    static func report(_ layout: Layout, file: String = "Fixtures/feed.yaml", index: Int = 0) -> SceneReport {
        SceneReport(file: file, index: index, layout: layout)
    }

    /// `layout` with the table at `path` given one section of 44-pt rows filling its content
    /// size: cells span the table's width, content views are inset by the safe area the table
    /// passes to its subviews on the left and right, separators start at the left layout
    /// margin (plus that inset) and run to the cell's right edge.
    static func withRows(_ layout: Layout, path: String) -> Layout {
        var layout = layout
        guard let view = layout.view(path: path), let scroll = view.scroll else { return layout }
        let width = view.frame.width
        let passed = view.safeAreaInsetsForSubviews
        let count = Int(scroll.contentSize.height / 44)
        let rows = (0..<count).map { row in
            TableRowLayout(
                section: 0, row: row, frame: Rect(x: 0, y: Double(row) * 44, width: width, height: 44),
                safeAreaInsets: EdgeInsets(top: 0, left: passed.left, bottom: 0, right: passed.right),
                contentView: Rect(x: passed.left, y: 0, width: width - passed.horizontal, height: 44),
                layoutMargins: EdgeInsets(top: 8, left: 16 + passed.left, bottom: 8, right: 16 + passed.right),
                separator: SeparatorLayout(x: 16 + passed.left, width: width - 16 - passed.left))
        }
        layout.replaceTable(ofView: view.index, with: TableLayout(contentSize: scroll.contentSize, rows: rows))
        return layout
    }

    /// `layout` with the collection view at `path` given one section of `count` 100 × 100
    /// items, three to a row with 10-pt spacing, inside the safe area the view passes on.
    static func withItems(_ layout: Layout, path: String, count: Int) -> Layout {
        var layout = layout
        guard let view = layout.view(path: path) else { return layout }
        let left = view.safeAreaInsetsForSubviews.left + 10
        let items = (0..<count).map { item in
            Rect(x: left + Double(item % 3) * 110, y: 10 + Double(item / 3) * 110, width: 100, height: 100)
        }
        let height = 10 + Double((count + 2) / 3) * 110
        let section = CollectionSectionLayout(
            section: 0, frame: Rect(x: 0, y: 0, width: view.frame.width, height: height),
            items: items, effectiveSectionInset: EdgeInsets(top: 10, left: left, bottom: 0, right: 10))
        layout.replaceCollection(
            ofView: view.index,
            with: CollectionLayout(
                contentSize: Size(width: view.frame.width, height: height),
                sections: [section]))
        return layout
    }
}
