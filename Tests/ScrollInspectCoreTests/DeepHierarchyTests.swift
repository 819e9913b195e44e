import Testing
import ScrollInsets
@testable import ScrollInspectCore
@testable import ScrollInsetsReports

/// Deep but legal hierarchies are laid out, audited and reported (text and JSON) on a thread
/// of 8 MiB, the default of a Linux secondary thread: nothing recurses per level of views except
/// the release of the scene's tree (about 340 bytes a level; docs/limits.md).
@Suite struct DeepHierarchyTests {
    /// A chain of `depth` views named `v`, each the only subview of the one before.
    static func chain(depth: Int) -> Node {
        var node = Node.view(ViewNode(name: "v", frame: Rect(x: 1, y: 1, width: 10, height: 10)))
        for _ in 1..<depth {
            node = .view(ViewNode(name: "v", frame: Rect(x: 1, y: 1, width: 10, height: 10), subviews: [node]))
        }
        return node
    }

    struct Outcome: Sendable, Equatable {
        var views = 0
        var textLines = 0
        var lastTextLine = ""
        var jsonHasDeepestPath = false
    }

    @Test func fiveThousandLevelsBuiltInCode() throws {
        let outcome = onThread(stackSize: 8 << 20) { () -> Outcome in
            let screen = try! DeviceCatalog.device(named: "iPhone X")!.screen(orientation: .portrait)
            let layout = try! Scene(screen: screen, root: Self.chain(depth: 5_000)).layout()
            let report = SceneReport(file: "deep", index: 0, layout: layout, findings: Audit.run(on: layout))
            let text = TextReport.render(report)
            let json = JSONReport.render([report])
            let deepest = Array(repeating: "v", count: 5_000).joined(separator: "/")
            return Outcome(
                views: layout.views.count, textLines: text.split(separator: "\n").count,
                lastTextLine: String(text.split(separator: "\n").last ?? ""),
                jsonHasDeepestPath: json.contains("\"path\": \"\(deepest)\""))
        }
        #expect(outcome.views == 5_000)
        #expect(outcome.textLines == 1 + 5_000)
        #expect(
            outcome.lastTextLine == String(repeating: " ", count: 3 * 4_998)
                + "└─ v  view  frame (1, 1, 10, 10)  safe (0, 0, 0, 0)  margins (8, 8, 8, 8)")
        #expect(outcome.jsonHasDeepestPath)
    }

    /// The deepest chain the parser's default nesting limit allows (3,333 views: a root and 3,332
    /// levels, three YAML levels each), through the whole command as the tool runs it.
    @Test func deepestFixtureThroughTheCommand() {
        var text = "device: iPhone X\nroot:\n  {view: {name: v, subviews: ["
        text += String(repeating: "{view: {name: v, frame: [1, 1, 10, 10], subviews: [", count: 3_331)
        text += "{view: {name: v, frame: [1, 1, 10, 10]}}" + String(repeating: "]}}", count: 3_331) + "]}}\n"
        let environment = InMemoryEnvironment(input: text)
        let outputs = onThread(stackSize: 8 << 20) { () -> [CommandOutput] in
            [["-"], ["-", "--format", "json"]].map {
                ScrollInspect.run($0, environment: environment)
            }
        }
        #expect(outputs.map(\.exitCode) == [.success, .success])
        #expect(outputs.map(\.standardError) == ["", ""])
        #expect(outputs[0].standardOutput.split(separator: "\n").count == 1 + 3_333)
        #expect(
            outputs[1].standardOutput.contains(
                "\"path\": \"\(Array(repeating: "v", count: 3_333).joined(separator: "/"))\""))
    }
}
