import Foundation
import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// The reference pictures: each is rendered and compared byte for byte with its golden file in
/// `Golden/`. `SCROLLINSETS_RECORD=1 swift test --filter RenderGoldenTests` rewrites the files
/// and fails the run that recorded, so a re-recording is always looked at and committed on
/// purpose. `scripts/visual-check.sh` rasterizes the SVG goldens and compares them with the
/// PNGs in `Reference/`.
@Suite struct RenderGoldenTests {
    /// One golden file and how to make it.
    struct GoldenCase: CustomTestStringConvertible, Sendable {
        var file: String
        var make: @Sendable () throws -> String
        var testDescription: String { file }
    }

    static let cases: [GoldenCase] = [
        GoldenCase(file: "iphone-x-portrait-navigation-table.svg") {
            SVGReport.render(
                try GoldenScenes.navigationTable(), options: RenderOptions(guides: .paths(["nav/feed/table"])))
        },
        GoldenCase(file: "iphone-x-landscape-navigation-table.svg") {
            SVGReport.render(try GoldenScenes.landscapeTable())
        },
        GoldenCase(file: "iphone-14-pro-tab-bar-grid.svg") {
            SVGReport.render(try GoldenScenes.tabBarGrid())
        },
        GoldenCase(file: "iphone-8-opaque-bar-scroll-view.svg") {
            SVGReport.render(try GoldenScenes.opaqueBarScrollView(), options: RenderOptions(guides: .all))
        },
        GoldenCase(file: "contact-sheet.svg") {
            SVGReport.renderContactSheet(
                try GoldenScenes.matrix(), columns: 3, options: RenderOptions(includeLegend: false))
        },
        GoldenCase(file: "iphone-16-ios18-ios26.svg") {
            try RenderReleasesSideBySideTests.sideBySide()
        },
        GoldenCase(file: "iphone-se-page-sheet-keyboard.svg") {
            SVGReport.render(try GoldenScenes.pageSheetWithKeyboard())
        },
        GoldenCase(file: "page.html") {
            HTMLReport.render(
                [try GoldenScenes.navigationTable(), try GoldenScenes.opaqueBarScrollView()],
                title: "Fixtures/feed.yaml")
        },
    ]

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    @Test(arguments: cases)
    func matchesGolden(_ testCase: GoldenCase) throws {
        let actual = try testCase.make()
        let url = Self.goldenDirectory.appendingPathComponent(testCase.file)
        if ProcessInfo.processInfo.environment["SCROLLINSETS_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(testCase.file); run again without SCROLLINSETS_RECORD=1, then scripts/visual-check.sh")
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(testCase.file); record it with SCROLLINSETS_RECORD=1")
            return
        }
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line =
                zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actualLines.count, expectedLines.count)
            let got = line < actualLines.count ? String(actualLines[line]) : "(end of output)"
            let wanted = line < expectedLines.count ? String(expectedLines[line]) : "(end of file)"
            Issue.record("\(testCase.file) differs at line \(line + 1):\n  expected: \(wanted)\n  actual:   \(got)")
        }
    }
}

/// The scenes of the golden files.
enum GoldenScenes {
    static func navigationTable() throws -> RenderScene {
        let layout = try RenderTestScenes.navigationTable()
        return RenderScene(
            report: RenderTestScenes.report(layout),
            highlights: [RenderHighlight(path: "nav/feed/table", rule: "example-rule", severity: "warning")])
    }

    static func landscapeTable() throws -> RenderScene {
        RenderScene(
            report: RenderTestScenes.report(try RenderTestScenes.navigationTable("iPhone X", .landscapeLeft), index: 1))
    }

    static func tabBarGrid() throws -> RenderScene {
        let grid = ViewNode.collectionView(
            name: "grid", collection: CollectionViewProperties(sections: [12]),
            scroll: ScrollViewProperties(contentOffset: Point(x: 0, y: -59)))
        let tabs = ControllerNode.tabBarController(
            name: "tabs", viewControllers: [ControllerNode(name: "photos", view: grid)])
        let layout = try Scene(screen: try RenderTestScenes.screen("iPhone 14 Pro", .portrait), root: .controller(tabs))
            .layout()
        return RenderScene(
            report: RenderTestScenes.report(
                RenderTestScenes.withItems(layout, path: "tabs/photos/grid", count: 12),
                file: "Fixtures/grid.yaml"))
    }

    static func opaqueBarScrollView() throws -> RenderScene {
        var scroll = ViewNode.scrollView(
            name: "scroll", frame: Rect(x: 0, y: 0, width: 375, height: 603),
            scroll: ScrollViewProperties(
                contentSize: Size(width: 375, height: 1200),
                contentInset: EdgeInsets(top: 12, left: 0, bottom: 12, right: 0)))
        scroll.subviews = [
            .view(ViewNode(name: "banner", frame: Rect(x: 0, y: 0, width: 375, height: 120))),
            .view(ViewNode(name: "buy", frame: Rect(x: 16, y: 520, width: 343, height: 50), interactive: true)),
        ]
        let feed = ControllerNode(name: "shop", view: ViewNode(name: "root", subviews: [.view(scroll)]))
        let root = ControllerNode.navigationController(
            name: "nav", navigationBar: BarProperties(translucent: false),
            viewControllers: [feed])
        let layout = try Scene(screen: try RenderTestScenes.screen("iPhone 8", .portrait), root: .controller(root))
            .layout()
        return RenderScene(
            report: RenderTestScenes.report(layout, file: "Fixtures/shop.yaml"),
            highlights: [RenderHighlight(path: "nav/shop/root/scroll/buy", rule: "example-rule", severity: "error")])
    }

    /// iPhone SE (3rd generation), iOS 26: a table view controller in a page sheet at the large detent,
    /// (0, 30, 375, 637), over a navigation table, with the recorded 260-pt keyboard.
    static func pageSheetWithKeyboard() throws -> RenderScene {
        var scene = try RenderTestScenes.pageSheetScene()
        scene.keyboard = Keyboard(.deviceHeight)
        return RenderScene(report: RenderTestScenes.report(try scene.layout(), file: "Fixtures/sheet.yaml"))
    }

    static func matrix() throws -> [RenderScene] {
        var scenes: [RenderScene] = []
        for (index, (device, orientation)) in [
            ("iPhone 8", Orientation.portrait), ("iPhone X", .portrait),
            ("iPhone 14 Pro", .portrait), ("iPhone X", .landscapeLeft),
        ].enumerated() {
            let layout = try RenderTestScenes.navigationTable(device, orientation)
            scenes.append(RenderScene(report: RenderTestScenes.report(layout, index: index)))
        }
        return scenes
    }
}
