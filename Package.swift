// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollInsets",
    products: [
        .library(name: "ScrollInsets", targets: ["ScrollInsets"]),
        .executable(name: "scroll-inspect", targets: ["scroll-inspect"]),
    ],
    targets: [
        // The strict YAML subset of the fixture format: the parser, its nodes, source locations,
        // diagnostics and limits (docs/fixture-parser.md). Pure, like the model; re-exported by it.
        .target(name: "YAMLSubset"),
        // The XML subset Interface Builder writes, read as hostile input: no DTD, no entities but
        // the five predefined ones, positioned errors, limits (docs/interface-builder.md). Pure.
        .target(name: "XMLSubset"),
        // The pure model: value types in, value types out. No printing, no file I/O.
        .target(name: "ScrollInsets", dependencies: ["YAMLSubset", "XMLSubset"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The command-line tool's logic (arguments, reports, diagnostics), testable in-process.
        .target(name: "ScrollInspectCore", dependencies: ["ScrollInsets"]),
        // Thin: reads files, calls the core, writes stdout/stderr, returns the exit code.
        .executableTarget(name: "scroll-inspect", dependencies: ["ScrollInspectCore"]),
        // Generates large fixtures and times each stage (docs/performance.md; Benchmarks/run.sh).
        .executableTarget(name: "scroll-inspect-bench", dependencies: ["ScrollInsets", "ScrollInspectCore"], path: "Benchmarks",
                         exclude: ["run.sh", "libyaml-events.c"]),
        // The in-house property-based testing harness (seeded SplitMix64, generators, shrinking).
        .target(name: "PropertyTesting", path: "Tests/PropertyTesting"),
        // Renderings of parsed YAML for exact assertions, shared by the two test targets below.
        .target(name: "YAMLTestSupport", dependencies: ["YAMLSubset"], path: "Tests/YAMLTestSupport"),
        .testTarget(name: "YAMLSubsetTests", dependencies: ["YAMLSubset", "YAMLTestSupport"]),
        .testTarget(name: "XMLSubsetTests", dependencies: ["XMLSubset"]),
        .testTarget(name: "ScrollInsetsTests", dependencies: ["ScrollInsets", "PropertyTesting", "YAMLTestSupport"]),
        // Depends on the executable so that `swift test` builds it for the end-to-end tests.
        // Golden files and reference PNGs are read by path, not bundled.
        .testTarget(name: "ScrollInspectCoreTests",
                    dependencies: ["ScrollInspectCore", "ScrollInsets", "PropertyTesting", "scroll-inspect"],
                    exclude: ["Golden", "DiffGolden", "Render/Golden", "Render/Reference"]),
    ]
)
