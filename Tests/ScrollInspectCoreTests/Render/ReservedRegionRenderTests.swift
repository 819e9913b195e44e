import Testing
@testable import ScrollInspectCore
@testable import ScrollInsets

/// Render draws the iPhone Duo's fold and its vertical bar (docs/render.md, docs/reserved-regions.md).
/// Sources: callstack/agent-device #2737 (951 × 669 open); GetStream/stream-chat-react-native #3818
/// (the 84-pt column holds the tab bar); the fold's place at the middle is assumed.
@Suite struct ReservedRegionRenderTests {
    static func svg(fold: FoldState) throws -> String {
        let screen = try DeviceCatalog.device(named: "iPhone Duo (inner)")!.screen(
            orientation: .landscapeLeft, release: UIKitRelease(27, 1))
        let feed = ControllerNode(name: "feed", view: .tableView(name: "list", table: TableViewProperties()))
        var scene = Scene(screen: screen, root: .controller(.tabBarController(name: "tabs", viewControllers: [feed])))
        scene.fold = fold
        return SVGReport.render(
            RenderScene(report: SceneReport(file: "duo.yaml", index: 0, layout: try scene.layout())))
    }

    @Test func theActiveFoldAndTheVerticalBarAreDrawn() throws {
        let svg = try Self.svg(fold: .partial)
        #expect(
            svg.contains(
                """
                <rect id="reserved-region-0" class="reserved-region division active" \
                data-path="reservedRegions[0]" x="474.5" y="0" width="2" height="669" \
                data-kind="division"/>
                """
            ))
        #expect(svg.contains(">fold (division, active)</text>"))
        #expect(svg.contains("data-path=\"tabs\" x=\"867\" y=\"0\" width=\"84\" height=\"669\" data-kind=\"tabBar\"/>"))
    }

    @Test func aFlatFoldIsDrawnInactive() throws {
        #expect(try Self.svg(fold: .flat).contains("class=\"reserved-region division inactive\""))
    }
}
