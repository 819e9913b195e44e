// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollInsets",
    products: [
        .library(name: "ScrollInsets", targets: ["ScrollInsets"]),
        // The formats over the model: fixture YAML read and written, Interface Builder documents
        // imported, recordings of UIKit decoded (docs/architecture.md, "Targets").
        .library(name: "ScrollInsetsFormats", targets: ["ScrollInsetsFormats"]),
        // Pictures and reports for library clients: the renderer (SVG, HTML), the inspector page
        // and the JSON report, from a laid-out scene (docs/reports.md).
        .library(name: "ScrollInsetsReports", targets: ["ScrollInsetsReports"]),
        .executable(name: "scroll-inspect", targets: ["scroll-inspect"]),
        // SwiftPM plugins (docs/plugins.md): `swift package scroll-inspect …`, the same with
        // `scroll-inspect-write` for the commands that write files, and a build-tool plugin that
        // checks a target's fixtures on every build.
        .plugin(name: "ScrollInspectCommand", targets: ["ScrollInspectCommand"]),
        .plugin(name: "ScrollInspectWriteCommand", targets: ["ScrollInspectWriteCommand"]),
        .plugin(name: "ScrollInspectBuildTool", targets: ["ScrollInspectBuildTool"]),
    ],
    targets: [
        // Where a problem is in a text and what it is: `SourceLocation` (line and column) and
        // `FixtureDiagnostic`, shared by the parsers, the model (a finding has a location) and the
        // formats, so that the model needs no parser (docs/architecture.md, "Targets"). Pure.
        .target(name: "SourceDiagnostics"),
        // The strict YAML subset of the fixture format: the parser, its nodes and limits
        // (docs/fixture-parser.md); re-exports `SourceDiagnostics`, its positions and diagnostics. Pure.
        .target(name: "YAMLSubset", dependencies: ["SourceDiagnostics"]),
        // The XML subset Interface Builder writes, read as hostile input: no DTD, no entities but
        // the five predefined ones, positioned errors, limits (docs/storyboards.md). Pure.
        .target(name: "XMLSubset"),
        // The pure model: value types in, value types out. No printing, no file I/O.
        .target(
            name: "ScrollInsets", dependencies: ["SourceDiagnostics"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The formats over the model: the fixture schema (reader, decoder, encoder, key tables),
        // Interface Builder documents, recordings of UIKit. Pure: bytes in, scenes and text out.
        .target(
            name: "ScrollInsetsFormats",
            dependencies: ["ScrollInsets", "SourceDiagnostics", "YAMLSubset", "XMLSubset"]),
        // Pictures and reports of laid-out scenes: the renderer, the inspector page, the JSON
        // report and its writer. Pure: strings out, no I/O.
        .target(name: "ScrollInsetsReports", dependencies: ["ScrollInsets", "ScrollInsetsFormats"]),
        // The command-line tool's logic (arguments, reports, diagnostics), testable in-process.
        .target(
            name: "ScrollInspectCore",
            dependencies: ["ScrollInsets", "ScrollInsetsFormats", "ScrollInsetsReports", "YAMLSubset", "XMLSubset"]),
        // Thin: reads files, calls the core, writes stdout/stderr, returns the exit code.
        .executableTarget(name: "scroll-inspect", dependencies: ["ScrollInspectCore"]),
        // `swift package scroll-inspect check …`: reads only, asks for no permission.
        .plugin(
            name: "ScrollInspectCommand",
            capability: .command(
                intent: .custom(
                    verb: "scroll-inspect",
                    description: "Run scroll-inspect (check, report, diff, devices, …) on the package's fixtures")),
            dependencies: ["scroll-inspect"], path: "Plugins/ScrollInspectCommand"),
        // `swift package scroll-inspect-write render … -o x.svg` and `check --write-baseline F`.
        .plugin(
            name: "ScrollInspectWriteCommand",
            capability: .command(
                intent: .custom(
                    verb: "scroll-inspect-write",
                    description: "Run scroll-inspect commands that write files: render, check --write-baseline, -o"),
                permissions: [
                    .writeToPackageDirectory(reason: "scroll-inspect writes the picture, report or baseline you named")
                ]),
            dependencies: ["scroll-inspect"], path: "Plugins/ScrollInspectWriteCommand"),
        // Checks the target's .yaml/.yml fixtures on every build; findings show as issues.
        .plugin(
            name: "ScrollInspectBuildTool", capability: .buildTool(), dependencies: ["scroll-inspect"],
            path: "Plugins/ScrollInspectBuildTool"),
        // Generates large fixtures and times each stage (docs/performance.md; Benchmarks/run.sh).
        .executableTarget(
            name: "scroll-inspect-bench",
            dependencies: [
                "ScrollInsets", "ScrollInsetsFormats", "ScrollInsetsReports", "ScrollInspectCore", "YAMLSubset",
            ],
            path: "Benchmarks",
            exclude: ["run.sh", "libyaml-events.c"]),
        // The in-house property-based testing harness (seeded SplitMix64, generators, shrinking).
        .target(name: "PropertyTesting", path: "Tests/PropertyTesting"),
        // Renderings of parsed YAML for exact assertions, shared by the two test targets below.
        .target(name: "YAMLTestSupport", dependencies: ["YAMLSubset"], path: "Tests/YAMLTestSupport"),
        .testTarget(name: "YAMLSubsetTests", dependencies: ["YAMLSubset", "YAMLTestSupport"]),
        .testTarget(name: "XMLSubsetTests", dependencies: ["XMLSubset"]),
        // The model's tests. A few build their scene from fixture text, so they read it with the formats.
        .testTarget(
            name: "ScrollInsetsTests", dependencies: ["ScrollInsets", "ScrollInsetsFormats", "PropertyTesting"]),
        // The formats' tests: the fixture reader, decoder, encoder and key tables, the Interface
        // Builder importer, recordings. They share the model tests' scenes and generators
        // (`TestScenes`, `Gen`), so they depend on that test target, as the formats on the model.
        .testTarget(
            name: "ScrollInsetsFormatsTests",
            dependencies: [
                "ScrollInsetsFormats", "ScrollInsets", "YAMLSubset", "XMLSubset", "PropertyTesting", "YAMLTestSupport",
                "ScrollInsetsTests",
            ]),
        // The reports library's public API, without the tool: the check formats and the findings
        // they take, the JSON writer, the renderer's contact sheet, the output sinks.
        .testTarget(name: "ScrollInsetsReportsTests", dependencies: ["ScrollInsetsReports", "ScrollInsets"]),
        // Depends on the executable so that `swift test` builds it for the end-to-end tests, and on
        // the reports' tests for their hand-built findings (`SampleFindings`).
        // Golden files and reference PNGs are read by path, not bundled.
        .testTarget(
            name: "ScrollInspectCoreTests",
            dependencies: [
                "ScrollInspectCore", "ScrollInsetsReports", "ScrollInsetsFormats", "ScrollInsets", "YAMLSubset",
                "PropertyTesting", "ScrollInsetsReportsTests", "scroll-inspect",
            ],
            exclude: ["Golden", "DiffGolden", "CLIGolden", "Render/Golden", "Render/Reference", "Inspector/Reference"]),
    ]
)
