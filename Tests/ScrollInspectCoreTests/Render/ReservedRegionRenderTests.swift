import Testing
@testable import ScrollInspectCore
@testable import ScrollInsets
@testable import ScrollInsetsFormats

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

    /// An iPad window with window controls at (0, 0, 70, 32) (the fixtures' own frame, assumed:
    /// no source publishes it) on `ios`, rendered.
    static func padWindow(ios: String) throws -> String {
        let yaml =
            """
            window: {size: [809, 834], safeAreaInsets: [24, 0, 20, 0], idiom: pad, windowControls: {frame: [0, 0, 70, 32]}}
            ios: \(ios)
            root:
              viewController:
                name: inbox
            """
        let decoded = FixtureDecoder.decode(Array(yaml.utf8))
        #expect(decoded.diagnostics.isEmpty)
        let layout = try #require(decoded.scenes.first).scene().layout()
        return SVGReport.render(RenderScene(report: SceneReport(file: "pad.yaml", index: 0, layout: layout)))
    }

    @Test func onIOS26TheWindowControlsAreTheirOwnLabelledRegion() throws {
        // iPadOS 26 has no reserved regions (27.1), but the controls still cover the corner.
        let svg = try Self.padWindow(ios: "26")
        #expect(
            svg.contains(
                """
                <rect id="window-controls" class="window-controls" data-path="window.windowControls" x="0" y="0" \
                width="70" height="32"/>
                """))
        #expect(svg.contains(">window controls (not in the safe area)</text>"))
        #expect(!svg.contains("class=\"reserved-region"))
    }

    @Test func from27Point1TheControlsAreAnOcclusionNamedForWhatItIs() throws {
        let svg = try Self.padWindow(ios: "27.1")
        #expect(
            svg.contains(
                """
                <rect id="reserved-region-0" class="reserved-region occlusion active" data-path="reservedRegions[0]" \
                x="0" y="0" width="70" height="32" data-kind="occlusion"/>
                """))
        #expect(svg.contains(">window controls (occlusion, active)</text>"))
        #expect(!svg.contains("occlusion (occlusion"))
        #expect(!svg.contains("id=\"window-controls\""))
    }

    @Test func aMinimizedSceneIsDrawnMinimizedAndSaysSo() throws {
        // iPhone 17 Pro, iOS 27, a tab bar that minimizes on scroll (docs/bar-minimization.md).
        let screen = try DeviceCatalog.device(named: "iPhone 17 Pro")!.screen(
            orientation: .portrait, release: UIKitRelease(27))
        let feed = ControllerNode(name: "feed", view: .tableView(name: "list", table: TableViewProperties()))
        var tabs = ControllerNode.tabBarController(name: "tabs", viewControllers: [feed])
        if case .tabBarController(var properties) = tabs.kind {
            properties.minimizeBehavior = .onScrollDown
            tabs.kind = .tabBarController(properties)
        }
        var scene = Scene(screen: screen, root: .controller(tabs))
        let expanded = try scene.layout()
        scene.barsMinimized = true
        let minimized = try scene.layout()
        #expect(minimized.barsMinimized)
        let expandedBar = try #require(expanded.controller(path: "tabs")?.bars.first?.frame)
        let minimizedBar = try #require(minimized.controller(path: "tabs")?.bars.first?.frame)
        #expect(minimizedBar.height < expandedBar.height)
        let svg = SVGReport.render(RenderScene(report: SceneReport(file: "min.yaml", index: 0, layout: minimized)))
        #expect(svg.contains(">iPhone 17 Pro · portrait · 402×874 · bars minimized</text>"))
        #expect(
            svg.contains(
                """
                data-path="tabs" x="\(formatPoints(minimizedBar.minX))" y="\(formatPoints(minimizedBar.minY))" \
                width="\(formatPoints(minimizedBar.width))" height="\(formatPoints(minimizedBar.height))" \
                data-kind="tabBar"/>
                """))
        let expandedSVG = SVGReport.render(RenderScene(report: SceneReport(file: "e.yaml", index: 0, layout: expanded)))
        #expect(expandedSVG.contains(">iPhone 17 Pro · portrait · 402×874</text>"))
    }
}
