// A scene built in code, laid out and audited by ScrollInsets, drawn and reported by
// ScrollInsetsReports.
//
//   swift run --package-path docs/examples/ReportsClient ReportsClient OUTPUT-DIRECTORY
//
// writes to OUTPUT-DIRECTORY (default: the current directory) scene.svg (render's picture),
// scene.html (the inspector page), scene.json (JSON report 1), scene.txt (the text report),
// findings.txt (check's text form) and findings.sarif (check's SARIF form).
import Foundation
import ScrollInsets
import ScrollInsetsReports

guard let device = DeviceCatalog.device(named: "iPhone 8") else { fatalError("no iPhone 8 in the catalog") }
// The app repeats the top safe area (status and navigation bars) in contentInset.top: a double inset.
let table = ViewNode.tableView(
    name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 12)]),
    scroll: ScrollViewProperties(
        contentInset: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0),
        alwaysBounceVertical: true))
let scene = Scene(
    screen: try device.screen(orientation: .portrait),
    root: .controller(
        .navigationController(
            name: "nav",
            viewControllers: [
                ControllerNode(name: "feed", view: table)
            ])))
let layout = try scene.layout()
// Named as the fixture scripts/reports-client-check.sh writes for the same scene.
let file = "feed.yaml"
// The opt-in rules stay off, as `check` has them unless a configuration turns them on.
let report = SceneReport(
    file: file, index: 0, layout: layout,
    findings: Audit.run(on: layout, disabled: Set(AuditRuleID.optIn), explaining: true))
let picture = RenderScene(
    report: report,
    highlights: report.findings.map {
        RenderHighlight(path: $0.path, rule: $0.rule.rawValue, severity: $0.severity.rawValue)
    })
let files = [FileFindings(file: file, findings: report.findings)]

let directory = CommandLine.arguments.dropFirst().first ?? "."
let outputs = [
    ("scene.svg", SVGReport.render(picture, options: RenderOptions(guides: .paths(["nav/feed/table"])))),
    ("scene.html", InspectorPage.render([report], title: "A scene built in code")),
    ("scene.json", JSONReport.render([report], explain: true)),
    ("scene.txt", TextReport.render(report)),
    ("findings.txt", TextFindingsFormatter.format(files, explain: true, checked: "in 1 screen of 1 file")),
    ("findings.sarif", SARIFFormatter.format(files, toolVersion: "example", explain: true)),
]
for (name, text) in outputs {
    try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    print("wrote \(directory)/\(name) (\(text.utf8.count) bytes)")
}
