// A scene built in code, laid out by ScrollInsets, drawn and reported by ScrollInsetsReports.
//
//   swift run --package-path docs/examples/ReportsClient ReportsClient OUTPUT-DIRECTORY
//
// writes scene.svg (render's picture), scene.html (the inspector page) and scene.json (JSON
// report 1) to OUTPUT-DIRECTORY (default: the current directory).
import Foundation
import ScrollInsets
import ScrollInsetsReports

guard let device = DeviceCatalog.device(named: "iPhone 16") else { fatalError("no iPhone 16 in the catalog") }
let table = ViewNode.tableView(name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 12)]))
let scene = Scene(screen: try device.screen(orientation: .portrait, release: UIKitRelease(26)),
                  root: .controller(.navigationController(name: "nav", viewControllers: [
                      ControllerNode(name: "feed", view: table),
                  ])))
let report = SceneReport(file: "built-in-code", index: 0, layout: try scene.layout())
let picture = RenderScene(report: report, highlights: [
    RenderHighlight(path: "nav/feed/table", rule: "example-rule", severity: "note"),
])

let directory = CommandLine.arguments.dropFirst().first ?? "."
let outputs = [
    ("scene.svg", SVGReport.render(picture, options: RenderOptions(guides: .paths(["nav/feed/table"])))),
    ("scene.html", InspectorPage.render([report], title: "A scene built in code")),
    ("scene.json", JSONReport.render([report], explain: true)),
]
for (name, text) in outputs {
    try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    print("wrote \(directory)/\(name) (\(text.utf8.count) bytes)")
}
