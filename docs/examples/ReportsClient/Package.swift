// swift-tools-version:6.0
// A client of the ScrollInsetsReports product (docs/reports.md): it builds a scene in code, lays
// it out, and writes the render's SVG, the inspector page and the JSON report.
import PackageDescription

let package = Package(
    name: "ReportsClient",
    dependencies: [
        .package(name: "ScrollInsets", path: "../../.."),
    ],
    targets: [
        .executableTarget(name: "ReportsClient", dependencies: [
            .product(name: "ScrollInsets", package: "ScrollInsets"),
            .product(name: "ScrollInsetsReports", package: "ScrollInsets"),
        ]),
    ]
)
