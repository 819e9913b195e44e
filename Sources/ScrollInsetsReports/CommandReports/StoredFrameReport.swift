import ScrollInsets
import ScrollInsetsFormats

/// `scroll-inspect import --compare-stored-frames`: per document, how many views placed by
/// pins, the solve or autoresizing land within 0.5 pt of the frame Xcode stored, views and scroll
/// views apart, and each disagreement with its likely cause (docs/storyboards.md).
///
/// ```
/// Main.storyboard: 12 agree, 2 disagree; scroll views 1 agree, 1 disagree; canvas iPhone 8 (retina4_7), Xcode 12, iOS
/// 14; group xcode11-12-4.7
/// Main.storyboard:40:17: tableView 'tbl-1' pins: stored (0, 24, 375, 643), laid out (0, -20, 375, 687): push or show
/// destination laid out without its container (Δy -44, Δh +44)
/// ```
package struct StoredFrameReport {
    package var text: String

    package init(_ imported: InterfaceBuilderImporter.Result, file: String) {
        let comparisons = imported.scenes.flatMap(\.storedFrameComparisons)
        let agree = comparisons.filter(\.agrees)
        let scrollViews = comparisons.filter { $0.kind.isScrollView }
        let scrollAgree = scrollViews.filter(\.agrees)
        let document = imported.document
        let canvas = document?.canvasDeviceID ?? "none"
        let era = document?.xcodeEra ?? "unknown"
        let release = document?.savedRelease.map { "iOS \($0)" } ?? "the device's default release"
        var lines =
            "\(file): \(agree.count) agree, \(comparisons.count - agree.count) disagree; "
            + "scroll views \(scrollAgree.count) agree, \(scrollViews.count - scrollAgree.count) disagree; "
            + "canvas \(canvas), Xcode \(era), \(release); group \(Self.group(era: era, canvas: canvas))\n"
        for comparison in comparisons where !comparison.agrees {
            lines +=
                """
                \(file):\(comparison.location): \(comparison.elementName) '\(comparison.id ?? "-")' \
                \(comparison.method.rawValue): \

                """
                + "stored \(Self.rect(comparison.stored)), laid out \(Self.rect(comparison.laidOut)): "
                + "\(comparison.context.rawValue) (\(Self.delta(comparison)))\n"
        }
        text = lines
    }

    /// Documents whose canvas Xcode draws differently from the device, reported apart: Xcode 26
    /// canvases (phone safe areas about twice the real ones) and 4.7-inch canvases of Xcode 11
    /// and 12 (no status bar); `main` otherwise.
    static func group(era: String, canvas: String) -> String {
        if era == "26" { return "xcode26" }
        if (era == "11" || era == "12") && canvas == "retina4_7" { return "xcode11-12-4.7" }
        return "main"
    }

    static func rect(_ rect: Rect) -> String {
        """
        (\(formatPoints(rect.minX)), \(formatPoints(rect.minY)), \(formatPoints(rect.width)), \
        \(formatPoints(rect.height)))
        """
    }

    /// The components that differ, laid out minus stored: `Δy -44, Δh +44`.
    static func delta(_ comparison: StoredFrameComparison) -> String {
        let (stored, laidOut) = (comparison.stored, comparison.laidOut)
        let parts = [
            ("x", laidOut.minX - stored.minX), ("y", laidOut.minY - stored.minY),
            ("w", laidOut.width - stored.width), ("h", laidOut.height - stored.height),
        ]
        return parts.filter { abs($0.1) > StoredFrameComparison.tolerance }
            .map { "Δ\($0.0) \($0.1 > 0 ? "+" : "")\(formatPoints($0.1))" }.joined(separator: ", ")
    }
}
