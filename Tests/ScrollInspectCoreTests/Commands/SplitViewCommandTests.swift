import ScrollInsets
import Testing

@testable import ScrollInspectCore

/// `splitViewController` through the command line: every device lays the split out (collapsed on
/// the phones, expanded on the iPads), and what no source gives is an error at its key.
@Suite struct SplitViewCommandTests {
    static let split = """
        device: iPad Pro 11-inch (4th generation)
        root:
          splitViewController:
            name: split
            style: doubleColumn
            primary:
              collectionViewController:
                name: sidebar
                view: {collectionView: {name: list, layout: {list: {appearance: sidebar}}, sections: [8]}}
            secondary:
              navigationController:
                name: detail
                viewControllers:
                  - tableViewController: {name: table, view: {tableView: {name: rows, sections: [{rows: 3}]}}}

        """

    @Test func everyDeviceLaysTheSplitOutCollapsedOnPhonesAndExpandedOnIPads() throws {
        let output = InMemoryEnvironment(files: ["s.yaml": Self.split]).run(
            "s.yaml", "--device", "all", "--orientation", "all", "--format", "json")
        #expect(output.exitCode == .success)
        // Only the orientations no source gives are skipped (the Duo's), with a note; no error.
        #expect(!output.standardError.contains("error"))
        let lines = output.standardOutput.split(separator: "\n")
        let devices = lines.filter { $0.contains("\"device\": ") }
        let collapsed = lines.filter { $0.contains("\"collapsed\": true") }.count
        let expanded = lines.filter { $0.contains("\"collapsed\": false") }.count
        #expect(collapsed + expanded == devices.count)
        // Every iPhone in portrait and the Duo's cover collapse; every iPad and the Duo's inner display expand.
        var expectedCollapsed = 0
        for device in DeviceCatalog.all {
            for orientation in device.supportedOrientations {
                guard let screen = try? device.screen(orientation: orientation) else { continue }
                if screen.metrics.regularWidth == false { expectedCollapsed += 1 }
                if device.family == .pad { #expect(screen.metrics.regularWidth, "\(device.name)") }
                if device.family == .phone && orientation == .portrait {
                    #expect(!screen.metrics.regularWidth, "\(device.name)")
                }
            }
        }
        #expect(collapsed == expectedCollapsed)
        #expect(collapsed > 0 && expanded > 0)
    }

    @Test func aTripleColumnWithoutADisplayModeIsRefusedAtItsStyle() {
        let triple = """
            device: iPad Pro 11-inch (4th generation)
            orientation: landscapeLeft
            root:
              splitViewController:
                style: tripleColumn
                primary: {viewController: {name: a}}
                supplementary: {viewController: {name: b}}
                secondary: {viewController: {name: c}}

            """
        let output = InMemoryEnvironment(files: ["t.yaml": triple]).run("t.yaml")
        #expect(output.exitCode == .dataError)
        #expect(
            output.standardError.hasPrefix(
                """
                t.yaml:5:12: error: splitViewController[0]: no source gives what 'displayMode: automatic' shows in a \
                tripleColumn split view in landscape or before iPadOS 26; give 'displayMode'\n
                """))
    }

    @Test func theClassicStyleTakesTwoViewControllers() {
        let classic = """
            device: iPhone 16
            root:
              splitViewController:
                viewControllers: [{viewController: {name: a}}]

            """
        let output = InMemoryEnvironment(files: ["c.yaml": classic]).run("c.yaml")
        #expect(output.exitCode == .dataError)
        #expect(
            output.standardError.hasPrefix(
                """
                c.yaml:4:22: error: the classic style's 'viewControllers' is [primary, secondary]; found 1 controllers\n
                """))
    }
}
