// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollInsets",
    products: [
        .library(name: "ScrollInsets", targets: ["ScrollInsets"]),
        .executable(name: "scroll-inspect", targets: ["scroll-inspect"]),
    ],
    targets: [
        // The pure model: value types in, value types out. No printing, no file I/O.
        .target(name: "ScrollInsets", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The command-line tool's logic (arguments, reports, diagnostics), testable in-process.
        .target(name: "ScrollInspectCore", dependencies: ["ScrollInsets"]),
        // Thin: reads files, calls the core, writes stdout/stderr, returns the exit code.
        .executableTarget(name: "scroll-inspect", dependencies: ["ScrollInspectCore"]),
        // Generates large fixtures and times each stage (docs/performance.md; Benchmarks/run.sh).
        .executableTarget(name: "scroll-inspect-bench", dependencies: ["ScrollInsets", "ScrollInspectCore"], path: "Benchmarks",
                         exclude: ["run.sh", "libyaml-events.c"]),
        // The in-house property-based testing harness (seeded SplitMix64, generators, shrinking).
        .target(name: "PropertyTesting", path: "Tests/PropertyTesting"),
        .testTarget(name: "ScrollInsetsTests", dependencies: ["ScrollInsets", "PropertyTesting"]),
        // Depends on the executable so that `swift test` builds it for the end-to-end tests.
        // Golden files and reference PNGs are read by path, not bundled.
        .testTarget(name: "ScrollInspectCoreTests",
                    dependencies: ["ScrollInspectCore", "ScrollInsets", "PropertyTesting", "scroll-inspect"],
                    exclude: ["Golden", "Render/Golden", "Render/Reference"]),
    ]
)
