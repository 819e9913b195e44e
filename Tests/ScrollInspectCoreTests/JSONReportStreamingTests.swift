@testable import ScrollInspectCore
import ScrollInsets
import Testing

/// `JSONReport.render` writes one scene at a time; its text must be exactly that of the whole
/// document's tree written by `JSONWriter.renderReport`.
@Suite struct JSONReportStreamingTests {
    struct ArrayCase: CustomTestStringConvertible, Sendable {
        var id: String
        var elements: [JSONValue]
        var testDescription: String { id }
    }

    static let arrays: [ArrayCase] = [
        ArrayCase(id: "empty", elements: []),
        ArrayCase(id: "three scalars, one line", elements: [1, "a", nil]),
        ArrayCase(id: "six scalars, one line", elements: [1, 2, 3, 4, 5, 6]),
        ArrayCase(id: "seven scalars, one per line", elements: [1, 2, 3, 4, 5, 6, 7]),
        ArrayCase(id: "objects", elements: [["x": 1, "y": 2], ["list": [1, 2, 3, 4, 5, 6, 7], "nested": ["a": ["b": []]]]]),
        ArrayCase(id: "mixed", elements: [1, ["x": 1]]),
    ]

    @Test(arguments: arrays) func streamedArrayIsWrittenAsTheWholeTree(_ testCase: ArrayCase) {
        let header: [(key: String, value: JSONValue)] = [("format", 1), ("insets", ["top": 44, "left": 0])]
        let whole = JSONWriter.renderReport(.object(header + [("items", .array(testCase.elements))]))
        let streamed = JSONWriter.renderReport(object: header, arrayMember: "items", elements: testCase.elements,
                                               terminator: "\n")
        #expect(streamed == whole + "\n")
    }

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
                    == JSONWriter.renderReport(JSONReport.document(chosen, explain: explain)) + "\n")
        }
    }
}
