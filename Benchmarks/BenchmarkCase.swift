import ScrollInsets
import ScrollInsetsFormats
import ScrollInspectCore
import YAMLSubset

/// Files held in memory, so the whole-run stage times scroll-inspect without the disk.
struct MemoryEnvironment: ScrollInspectEnvironment {
    var files: [String: [UInt8]]

    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
        guard let bytes = files[path] else { throw FileReadError(reason: "no such file") }
        return bytes
    }

    func standardInput() -> [UInt8] { [] }

    var standardErrorIsTerminal: Bool { false }
}

/// One generated fixture and what is measured on it.
struct BenchmarkCase {
    var name: String
    var bytes: [UInt8]
    /// The parser limits for the in-process stages (raised for the deepest tree).
    var limits = YAMLParser.Limits()
    /// Whether `scroll-inspect` itself (default limits) can read the file.
    var runsInCLI = true
    /// Whether the case is part of the linearity sweep (fewer stages are shown).
    var isSweep = false
}

/// The figures of one case.
struct CaseResult {
    var name: String
    var inputBytes: Int
    var views = 0
    var cells = 0
    var stages: [(name: String, timing: Timing, rate: (Double) -> String)] = []
    var outputBytes = 0
    var peakExtra: Int?
    var note: String?
}

enum Stage {
    /// Measures every stage of `benchmark`, `repetitions` times each.
    static func run(_ benchmark: BenchmarkCase, repetitions k: Int) -> CaseResult {
        let bytes = benchmark.bytes
        let megabytes = Double(bytes.count) / 1e6
        var result = CaseResult(name: benchmark.name, inputBytes: bytes.count)
        let file = benchmark.name + ".yaml"
        let environment = MemoryEnvironment(files: [file: bytes])
        let arguments = [file, "--format", "json"]

        // Correctness first: the fixture must parse and decode cleanly.
        let decoded = FixtureDecoder.decode(bytes, limits: benchmark.limits)
        guard !decoded.hasErrors else {
            result.note = "INVALID FIXTURE: \(decoded.diagnostics.prefix(3).map { "\($0.location): \($0.message)" })"
            return result
        }
        let scenes = decoded.scenes.map { try! $0.scene() }
        var layouts = scenes.map { try! $0.layout() }
        for layout in layouts {
            result.views += layout.views.lazy.filter { !$0.isContainerView }.count
            for view in layout.views {
                result.cells +=
                    (view.table?.rows.count ?? 0) + (view.collection?.sections.reduce(0) { $0 + $1.items.count } ?? 0)
            }
        }
        let views = Double(result.views)

        // Peak memory of one whole run, above what the process holds before it.
        if benchmark.runsInCLI {
            let resetWorked = Memory.resetPeak()
            let before = Memory.resident
            let output = ScrollInspect.run(arguments, environment: environment)
            if resetWorked { result.peakExtra = Memory.peakResident - before }
            guard output.exitCode == .success else {
                result.note = "scroll-inspect failed (\(output.exitCode)): \(output.standardError.prefix(300))"
                return result
            }
            result.outputBytes = output.standardOutput.utf8.count
        } else {
            let output = ScrollInspect.run(arguments, environment: environment)
            let firstLine = output.standardError.split(separator: "\n").first ?? ""
            result.note = "scroll-inspect (default limits) exits \(output.exitCode.rawValue): \(firstLine)"
        }

        let mbPerSecond: (Double) -> String = { String(format2: megabytes / $0) + " MB/s" }
        if !benchmark.isSweep {
            result.stages.append(
                (
                    "byte loop",
                    Timing.measure(k) {
                        var newlines = 0
                        for byte in bytes where byte == 0x0A { newlines &+= 1 }
                        consume(newlines)
                    }, mbPerSecond
                ))
        }
        let parser = YAMLParser(limits: benchmark.limits)
        result.stages.append(("parse", Timing.measure(k) { consume(parser.parse(bytes).documents.count) }, mbPerSecond))
        result.stages.append(
            (
                "decode",
                Timing.measure(k) {
                    consume(FixtureDecoder.decode(bytes, limits: benchmark.limits).scenes.count)
                }, mbPerSecond
            ))
        result.stages.append(
            (
                "walk",
                Timing.measure(k) {
                    for scene in scenes { consume(Int(bareWalk(scene))) }
                }, { String(format2: $0 * 1e9 / views) + " ns/view" }
            ))
        result.stages.append(
            (
                "resolve",
                Timing.measure(k) {
                    for scene in scenes { consume(try! scene.layout().views.count) }
                }, { String(format2: $0 * 1e9 / views) + " ns/view" }
            ))
        result.stages.append(
            (
                "audit",
                Timing.measure(k) {
                    // As `--format json` runs it: findings without their explanations (`--explain`).
                    for layout in layouts { consume(Audit.run(on: layout, explaining: false).count) }
                }, { String(format2: $0 * 1e9 / views) + " ns/view" }
            ))
        let reports = layouts.enumerated().map {
            SceneReport(
                file: file, index: $0.offset, layout: $0.element, findings: Audit.run(on: $0.element, explaining: false)
            )
        }
        layouts = []
        var rendered = 0
        result.stages.append(
            (
                "render json",
                Timing.measure(k) {
                    rendered = JSONReport.render(reports).utf8.count
                    consume(rendered)
                }, { String(format2: Double(rendered) / 1e6 / $0) + " MB/s out" }
            ))
        if benchmark.runsInCLI {
            result.stages.append(
                (
                    "whole run",
                    Timing.measure(k) {
                        consume(ScrollInspect.run(arguments, environment: environment).standardOutput.utf8.count)
                    },
                    { String(format2: views / $0 / 1e6) + " M views/s, " + String(format2: megabytes / $0) + " MB/s" }
                ))
        }
        if result.outputBytes == 0 { result.outputBytes = rendered }
        return result
    }
}

extension Stage {
    /// Calls each stage once, untimed, so that under callgrind each library entry point's
    /// inclusive cost is one stage: `YAMLParser.parse` (parse, once more inside decode),
    /// `FixtureDecoder.decode` (decode; once more inside the run), `Scene.layout` (resolve; one
    /// call per scene, and again inside the run), `Audit.run(on:disabled:)` (audit, per scene, and
    /// again inside the run), `JSONReport.render` (render; again
    /// inside the run), `ScrollInspect.run` (the whole run).
    static func profile(_ benchmark: BenchmarkCase) {
        let bytes = benchmark.bytes
        consume(YAMLParser(limits: benchmark.limits).parse(bytes).documents.count)
        let decoded = FixtureDecoder.decode(bytes, limits: benchmark.limits)
        let layouts = decoded.scenes.map { try! $0.scene().layout() }
        let reports = layouts.enumerated().map {
            SceneReport(
                file: "f", index: $0.offset, layout: $0.element, findings: Audit.run(on: $0.element, explaining: false))
        }
        consume(JSONReport.render(reports).utf8.count)
        if benchmark.runsInCLI {
            let environment = MemoryEnvironment(files: ["f": bytes])
            consume(ScrollInspect.run(["f", "--format", "json"], environment: environment).standardOutput.utf8.count)
        }
    }
}

extension String {
    /// A number with two decimals, or three significant digits for small ones.
    init(format2 value: Double) {
        guard value.isFinite else { self = "\(value)"; return }
        let digits = abs(value) >= 100 ? 1 : (abs(value) >= 1 ? 2 : 4)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) - 1 < digits {
            text += String(repeating: "0", count: digits - (text.distance(from: dot, to: text.endIndex) - 1))
        }
        self = text
    }
}

/// Visits the views a layout would (the shown child of each container) and sums their
/// frames' x: the floor a resolver cannot beat.
func bareWalk(_ scene: Scene) -> Double {
    var stack: [Node] = [scene.root]
    var sum = 0.0
    while let node = stack.popLast() {
        switch node {
        case .view(let view):
            sum += view.frame?.minX ?? 0
            stack.append(contentsOf: view.subviews)
        case .controller(let controller):
            if let view = controller.view { stack.append(.view(view)) }
            switch controller.kind {
            case .viewController, .tableViewController, .collectionViewController, .hostingController: break
            case .navigationController(let navigation):
                if let top = navigation.viewControllers.last { stack.append(.controller(top)) }
            case .tabBarController(let tabs):
                if tabs.viewControllers.indices.contains(tabs.selectedIndex) {
                    stack.append(.controller(tabs.viewControllers[tabs.selectedIndex]))
                }
            case .splitViewController(let split):
                stack += split.orderedColumns.map { .controller($0.node) }
            }
        }
    }
    return sum
}
