import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `pinned-to-superview-edge` on a hand-written storyboard (IBTestDocuments.xcode11Pinned): the same
/// scroll view, never adjusting its insets, pinned to the root view's edges in one scene and to the
/// safe area in the other. The rule fires for the first only.
@Suite struct PinnedToSuperviewEdgeRuleTests {
    static func findings(device: String) throws -> [[Finding]] {
        let options = InterfaceBuilderImporter.Options(device: DeviceCatalog.device(named: device))
        let result = InterfaceBuilderImporter.importDocument(
            Array(IBTestDocuments.xcode11Pinned.utf8), options: options)
        return try result.scenes.map { Audit.run([.pinnedToSuperviewEdge], on: try $0.fixture.scene().layout()) }
    }

    @Test func firesForTheRootEdgeOnly() throws {
        let findings = try Self.findings(device: "iPhone 11")
        #expect(findings.map { $0.map(\.path) } == [["edges/view[0]/gallery", "edges/view[0]/gallery"], []])
        // iPhone 11 portrait: sensor housing 48 at the top, home indicator 34 at the bottom.
        #expect(
            findings[0].map(\.message.text) == [
                """
                'edges/view[0]/gallery' is pinned to the top edge of 'edges/view[0]', not its safe area: its top 48 \
                pt lie in the unsafe area (sensor housing (status bar 48 pt within it)); use \
                contentInsetAdjustmentBehavior 'automatic', or set contentInset from the safe area
                """,
                """
                'edges/view[0]/gallery' is pinned to the bottom edge of 'edges/view[0]', not its safe area: its \
                bottom 34 pt lie in the unsafe area (home indicator); use contentInsetAdjustmentBehavior 'automatic', \
                or set contentInset from the safe area
                """,
            ])
        #expect(findings[0].first?.location == SourceLocation(line: 12, column: 29))
    }

    @Test func firesForTheStatusBarOnAHomeButtonPhone() throws {
        // iPhone 8: status bar 20 at the top, nothing at the bottom.
        let findings = try Self.findings(device: "iPhone 8")
        #expect(
            findings.map { $0.map(\.message.text) } == [
                [
                    """
                    'edges/view[0]/gallery' is pinned to the top edge of 'edges/view[0]', not its safe area: its top \
                    20 pt lie in the unsafe area (status bar 20 pt); use contentInsetAdjustmentBehavior 'automatic', \
                    or set contentInset from the safe area
                    """
                ],
                [],
            ])
    }

    @Test func scrollViewWhoseInsetCoversItIsNotReported() throws {
        var banner = ViewNode.tableView(name: "list", table: TableViewProperties())
        banner.pin = Pin(
            top: PinEdge(.bounds), bottom: PinEdge(.bounds), leading: PinEdge(.bounds), trailing: PinEdge(.bounds))
        let controller = ControllerNode(name: "feed", view: ViewNode(subviews: [.view(banner)]))
        let scene = Scene(
            screen: try DeviceCatalog.device(named: "iPhone X")!.screen(orientation: .portrait),
            root: .controller(controller))
        // A table bounces vertically, so `automatic` adjusts its content by 44 and 34: nothing is
        // under the sensor housing or the home indicator.
        #expect(Audit.run([.pinnedToSuperviewEdge], on: try scene.layout()).isEmpty)
    }
}
