// swift-tools-version:6.0
// A client of the ScrollInsetsReports product (docs/reports.md): it builds a scene in code, lays
// it out, audits it, and writes the render's SVG, the inspector page, the JSON and text reports
// and check's text and SARIF forms (scripts/reports-client-check.sh runs it in CI).
import PackageDescription

let package = Package(
    name: "ReportsClient",
    dependencies: [
        .package(name: "ScrollInsets", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "ReportsClient",
            dependencies: [
                .product(name: "ScrollInsets", package: "ScrollInsets"),
                .product(name: "ScrollInsetsReports", package: "ScrollInsets"),
            ])
    ]
)
