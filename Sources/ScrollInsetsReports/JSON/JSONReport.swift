import ScrollInsets

/// JSON report 1 (`--format json`), as docs/fixture-format.md specifies it.
///
/// Extensions beyond the contract (allowed by it): `window.statusBarHeight`, a view's
/// `safeAreaLocalTerms`-based `explain` block with `--explain`, table rows' `safeAreaInsets`,
/// header `background` and `pinnedFrame`, collection sections' `effectiveSectionInset`, and a view
/// imported from a document's `interfaceBuilder` (``SceneReport/interfaceBuilderViews``).
///
/// The report is written straight into bytes with the `JSONWriter`, in its report style.
public enum JSONReport {
    /// The whole document, `{"format": 1, "scenes": [...]}`, and a line break.
    ///
    /// - Complexity: O(*n*) per scene in the number of views, cells and items; O(*n* · *d*)
    ///   with `explain` (each view's derivation climbs its superviews).
    public static func render(_ scenes: [SceneReport], explain: Bool = false) -> String {
        var document = JSONListDocument(listKey: "scenes")
        for scene in scenes {
            document.add { write(scene, explain: explain, into: &$0) }
        }
        return document.text()
    }

    /// One scene, as an element of `scenes`.
    ///
    /// - Complexity: As ``render(_:explain:)``, for one scene.
    package static func write(_ report: SceneReport, explain: Bool, into stream: inout JSONWriter) {
        let layout = report.layout
        let screen = layout.screen
        stream.openObject()
        stream.key("file"); stream.string(report.file)
        stream.key("index"); stream.number(report.index)
        stream.key("device"); stream.string(screen.device?.name)
        stream.key("orientation"); stream.string(screen.orientation.rawValue)
        stream.key("ios"); stream.string(layout.release.description)
        stream.key("layoutDirection"); stream.string(layout.layoutDirection.rawValue)
        stream.key("screen"); stream.size(screen.size)
        stream.key("window")
        stream.openObject()
        stream.key("safeAreaInsets"); stream.insets(screen.reportedSafeAreaInsets)
        stream.key("statusBarHeight"); stream.number(screen.statusBarHeight)
        if let device = screen.device {
            // Unity's Screen.safeArea: pixels, origin at the bottom-left (docs/unity.md).
            stream.key("unitySafeArea"); stream.rect(screen.unitySafeArea(scale: device.scale))
        }
        if explain { stream.key("explain"); write(screen.reportedDerivation, into: &stream) }
        stream.closeObject()
        writeReservedRegions(layout, explain: explain, into: &stream)
        writeMinimized(report, into: &stream)
        stream.key("keyboard"); writeKeyboard(layout.keyboard, explain: explain, into: &stream)
        stream.key("controllers")
        stream.openArray()
        for controller in layout.controllers {
            stream.nextElement()
            write(controller, bars: layout.windowBars(of: controller), explain: explain, into: &stream)
        }
        stream.closeArray()
        stream.key("views")
        stream.openArray()
        let paths = layout.viewPaths()
        for view in layout.views where !view.isContainerView {
            stream.nextElement()
            write(
                view, path: paths[view.index], in: layout, explain: explain,
                origin: view.location.flatMap { report.interfaceBuilderViews[$0] }, into: &stream)
        }
        stream.closeArray()
        stream.key("findings")
        stream.openArray()
        for finding in report.findings {
            stream.nextElement()
            write(finding, explain: explain, into: &stream)
        }
        stream.closeArray()
        stream.closeObject()
    }

    package static func write(
        _ controller: ResolvedController, bars: [Layout.WindowBar], explain: Bool, into stream: inout JSONWriter
    ) {
        stream.openObject()
        stream.key("path"); stream.string(controller.path)
        stream.key("name"); stream.string(controller.name)
        stream.key("kind"); stream.string(controller.kind.spelling)
        stream.key("safeAreaInsets"); stream.insets(controller.safeAreaInsets)
        stream.key("viewFrame"); stream.rect(controller.viewFrame)
        // The contract's `bars`: each bar's kind and frame, in window coordinates.
        stream.key("bars")
        stream.openArray()
        for bar in bars {
            stream.nextElement()
            stream.beginLine(UInt8(ascii: "{"))
            stream.lineKey("kind"); stream.string(bar.kind)
            stream.lineKey("frame"); stream.rect(bar.frame)
            stream.endLine(UInt8(ascii: "}"))
        }
        stream.closeArray()
        stream.key("presentation"); writePresentation(controller.presentation, explain: explain, into: &stream)
        if let split = controller.split { writeSplit(split, explain: explain, into: &stream) }
        stream.closeObject()
    }

    /// A finding: six scalars on one line, or with `explain` one member per line.
    package static func write(_ finding: Finding, explain: Bool, into stream: inout JSONWriter) {
        if explain {
            stream.openObject()
        } else {
            stream.beginLine(UInt8(ascii: "{"))
        }
        func key(_ name: StaticString, into stream: inout JSONWriter) {
            if explain { stream.key(name) } else { stream.lineKey(name) }
        }
        key("rule", into: &stream); stream.string(finding.rule.rawValue)
        key("severity", into: &stream); stream.string(finding.severity.rawValue)
        key("path", into: &stream); stream.string(finding.path)
        key("message", into: &stream); stream.string(finding.message.text)
        key("line", into: &stream)
        if let location = finding.location { stream.number(location.line) } else { stream.null() }
        key("column", into: &stream)
        if let location = finding.location { stream.number(location.column) } else { stream.null() }
        if explain {
            stream.key("explanation"); stream.strings(finding.explanationText)
            stream.closeObject()
        } else {
            stream.endLine(UInt8(ascii: "}"))
        }
    }
}
