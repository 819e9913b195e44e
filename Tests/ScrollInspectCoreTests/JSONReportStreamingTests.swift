import Foundation
@testable import ScrollInspectCore
import ScrollInsets
import Testing

/// `JSONReport.render` streams the report into bytes; its text must be exactly that of the
/// report's tree (`JSONReportTree`, the reference) written by `JSONWriter.renderReport`.
@Suite struct JSONReportStreamingTests {
    static let fixture = """
        device: iPhone X
        orientation: landscapeLeft
        root:
          navigationController:
            name: nav
            viewControllers:
              - viewController:
                  name: feed
                  view:
                    tableView:
                      name: table
                      sections: [{rows: 3, header: {height: 28}}]
                      subviews:
                        - view: {name: "a \\"quoted\\" name", frame: [0, -20, 100, 40], interactive: true}
        ---
        window: {size: [320, 480], safeAreaInsets: [20, 0, 0, 0]}
        root:
          collectionView:
            name: grid
            layout: {flow: {itemSize: [100, 100]}}
            sections: [7]
        """

    @Test(arguments: [false, true]) func reportIsWrittenAsTheWholeDocument(explain: Bool) throws {
        let decoded = FixtureDecoder.decode(Array(Self.fixture.utf8))
        #expect(!decoded.hasErrors)
        let reports = try decoded.scenes.map { scene in
            let layout = try scene.scene().layout()
            return SceneReport(file: "f.yaml", index: scene.index, layout: layout, findings: Audit.run(on: layout))
        }
        #expect(reports.count == 2)
        for count in 0...reports.count {
            let chosen = Array(reports.prefix(count))
            #expect(JSONReport.render(chosen, explain: explain)
                    == JSONWriter.renderReport(JSONReportTree.document(chosen, explain: explain)) + "\n")
        }
    }

    /// Every fixture of the repository (catalog, audit and seed fixtures), with and without
    /// `--explain`: every kind of view, table, collection, derivation and finding they hold.
    @Test(arguments: [false, true]) func everyFixtureIsWrittenAsItsTree(explain: Bool) throws {
        let paths = PackageFiles.files(under: PackageFiles.fixtures).filter { $0.hasSuffix(".yaml") }
        #expect(paths.count >= 20)
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: PackageFiles.fixtures.appendingPathComponent(path)))
            let decoded = FixtureDecoder.decode(bytes)
            let reports = decoded.scenes.compactMap { scene -> SceneReport? in
                guard let layout = try? scene.scene().layout() else { return nil }
                return SceneReport(file: path, index: scene.index, layout: layout, findings: Audit.run(on: layout))
            }
            #expect(JSONReport.render(reports, explain: explain)
                    == JSONWriter.renderReport(JSONReportTree.document(reports, explain: explain)) + "\n", "\(path)")
        }
    }
}
