// scroll-inspect-bench: generates large fixtures and times the parser, the decoder, the
// resolver, the JSON report and the whole `scroll-inspect --format json` run in-process.
//
//   swift run -c release --scratch-path .build scroll-inspect-bench [--quick] [--repeat K]
//       [--only NAME] [--write-fixtures DIR]
//
// --quick: small sizes, 3 runs; --repeat K: K runs of each stage (default 5); --only NAME:
// the cases whose name contains NAME; --profile: call each stage once, untimed, for
// `valgrind --tool=callgrind` (the inclusive cost of YAMLParser.parse, FixtureDecoder.decode,
// Scene.layout, Audit.run, JSONReport.render and ScrollInspect.run is then one stage
// each); --write-fixtures
// DIR: write the main fixtures to DIR and exit (Benchmarks/run.sh times the real binary on them).
// docs/performance.md explains the figures.
import Foundation
import ScrollInsets
import YAMLSubset

struct Options {
    var quick = false
    var repetitions: Int?
    var writeDirectory: String?
    var only: String?
    var profile = false

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--repeat": repetitions = rest.popFirst().flatMap { Int($0) }
            case "--write-fixtures": writeDirectory = rest.popFirst()
            case "--only": only = rest.popFirst()
            case "--profile": profile = true
            default:
                FileHandle.standardError.write(
                    Data(
                        """
                        usage: scroll-inspect-bench [--quick] [--repeat K] [--only NAME] [--profile] \
                        [--write-fixtures DIR]\n
                        """
                        .utf8))
                exit(64)
            }
        }
    }
}

/// The fixtures: full sizes, or small ones for a sanity run.
func cases(quick: Bool) -> [BenchmarkCase] {
    let screens = quick ? 100 : 2_000
    let wide = quick ? 10_000 : 200_000
    let deep = quick ? 1_000 : 3_333
    let deepest = quick ? 3_334 : 5_000
    var raised = YAMLParser.Limits()
    raised.maximumDepth = FixtureGenerator.yamlLevels(ofDeepScene: deepest)
    var list = [
        BenchmarkCase(name: "screens-\(screens)", bytes: FixtureGenerator.appScreens(count: screens, seed: 4)),
        BenchmarkCase(name: "wide-\(wide)", bytes: FixtureGenerator.wideScene(views: wide, seed: 10)),
        BenchmarkCase(name: "deep-\(deep)", bytes: FixtureGenerator.deepScene(depth: deep)),
        BenchmarkCase(
            name: "deep-\(deepest)", bytes: FixtureGenerator.deepScene(depth: deepest), limits: raised, runsInCLI: false
        ),
    ]
    let sweep = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    for views in sweep {
        list.append(
            BenchmarkCase(
                name: "sweep-wide-\(views)", bytes: FixtureGenerator.wideScene(views: views, seed: 10), isSweep: true))
    }
    for screens in quick ? [10] : [20, 200] {
        list.append(
            BenchmarkCase(
                name: "sweep-screens-\(screens)", bytes: FixtureGenerator.appScreens(count: screens, seed: 4),
                isSweep: true))
    }
    for depth in quick ? [300] : [500, 1_000, 2_000] {
        list.append(
            BenchmarkCase(name: "sweep-deep-\(depth)", bytes: FixtureGenerator.deepScene(depth: depth), isSweep: true))
    }
    return list
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

func milliseconds(_ seconds: Double) -> String { String(format2: seconds * 1e3) + " ms" }

func megabytes(_ bytes: Int) -> String { String(format2: Double(bytes) / 1e6) + " MB" }

func benchmark(_ options: Options) {
    let k = options.repetitions ?? (options.quick ? 3 : 5)
    let list = cases(quick: options.quick).filter { options.only.map($0.name.contains) ?? true }
    if let directory = options.writeDirectory {
        for item in list where !item.isSweep {
            let path = directory + "/" + item.name + ".yaml"
            guard FileManager.default.createFile(atPath: path, contents: Data(item.bytes)) else {
                print("cannot write \(path)")
                exit(73)
            }
            print(path)
        }
        return
    }
    if options.profile {
        for item in list { Stage.profile(item) }
        return
    }
    print(
        """
        scroll-inspect-bench: best and median of \(k) runs each, \
        ContinuousClock\(options.quick ? " (quick mode: small sizes)" : "")
        """
    )
    var sweep: [CaseResult] = []
    for item in list {
        let result = Stage.run(item, repetitions: k)
        if item.isSweep { sweep.append(result); continue }
        print("")
        print(
            "\(result.name): \(megabytes(result.inputBytes)) in, \(result.views) views (+\(result.cells) cells/items), "
                + "JSON out \(megabytes(result.outputBytes))")
        if let note = result.note { print("  note: \(note)") }
        for stage in result.stages {
            print(
                "  " + pad(stage.name, 12) + pad(milliseconds(stage.timing.best), 12, right: true)
                    + pad(milliseconds(stage.timing.median), 12, right: true)
                    + "   best " + stage.rate(stage.timing.best) + "   median " + stage.rate(stage.timing.median))
        }
        if let peak = result.peakExtra {
            print(
                """
                  peak RSS during one whole run: +\(megabytes(peak)) \
                (\(String(format2: Double(peak) / Double(result.inputBytes)))× input)
                """
            )
        }
    }
    print("")
    print("linearity sweep (best of \(k)): per-view cost should stay flat as the view count grows")
    print(
        "  " + pad("case", 22) + pad("input", 11, right: true) + pad("views", 9, right: true)
            + pad("parse ns/B", 12, right: true) + pad("decode ns/view", 16, right: true)
            + pad("resolve ns/view", 17, right: true) + pad("audit ns/view", 15, right: true)
            + pad("render ns/view", 16, right: true)
            + pad("run ns/view", 13, right: true) + pad("run peak RSS", 14, right: true))
    for result in sweep {
        func stage(_ name: String) -> Double { result.stages.first { $0.name == name }?.timing.best ?? .nan }
        let views = Double(result.views)
        print(
            "  " + pad(result.name, 22) + pad(megabytes(result.inputBytes), 11, right: true)
                + pad("\(result.views)", 9, right: true)
                + pad(String(format2: stage("parse") * 1e9 / Double(result.inputBytes)), 12, right: true)
                + pad(String(format2: stage("decode") * 1e9 / views), 16, right: true)
                + pad(String(format2: stage("resolve") * 1e9 / views), 17, right: true)
                + pad(String(format2: stage("audit") * 1e9 / views), 15, right: true)
                + pad(String(format2: stage("render json") * 1e9 / views), 16, right: true)
                + pad(String(format2: stage("whole run") * 1e9 / views), 13, right: true)
                + pad(result.peakExtra.map { "+" + megabytes($0) } ?? "-", 14, right: true))
        if let note = result.note { print("    note: \(note)") }
    }
}

// Deep trees are decoded and released recursively: run on a thread with a large stack, as
// scroll-inspect's own main does.
let options = Options(Array(CommandLine.arguments.dropFirst()))
let done = DispatchSemaphore(value: 0)
let thread = Thread {
    benchmark(options)
    done.signal()
}
thread.stackSize = 1 << 30
thread.start()
done.wait()
