import ScrollInsets

/// What `scroll-inspect render` draws and how large.
///
/// ```swift
/// var options = RenderOptions()
/// options.guides = .paths(["nav/feed/table"])
/// options.scale = 2
/// let svg = SVGReport.render(RenderScene(report: report), options: options)
/// ```
public struct RenderOptions: Hashable, Sendable {
    /// The views whose safe-area and layout-margins guides are drawn (default none).
    public var guides: GuideSelection
    /// Pixels per point of the `width`/`height` the SVG asks for; the `viewBox` stays in
    /// points, so shapes keep the model's coordinates. Clamped to 0.25…8; a value that is not
    /// finite counts as 1. Labels never drop below 11 px: below scale 1 their font grows in
    /// points to make up for it.
    public var scale: Double
    /// Whether the side panel with the legend and the list of findings is drawn (default `true`).
    public var includeLegend: Bool

    /// Creates options; the defaults draw no guides, at 1 px per point, with the legend.
    public init(guides: GuideSelection = .none, scale: Double = 1, includeLegend: Bool = true) {
        self.guides = guides
        self.scale = scale
        self.includeLegend = includeLegend
    }

    /// ``scale`` after clamping to 0.25…8 (non-finite → 1).
    package var effectiveScale: Double {
        guard scale.isFinite else { return 1 }
        return min(max(scale, 0.25), 8)
    }

    /// The font size of labels in points: 11 px at the effective scale, never less than 11 pt.
    package var labelFontSize: Double {
        max(11, 11 / effectiveScale)
    }
}

/// Which views get their safe-area and layout-margins guides drawn.
public enum GuideSelection: Hashable, Sendable {
    /// Every view the scene describes (container controllers' own views excepted).
    case all
    /// The views at these paths; an empty list draws no guides. Paths that match no view
    /// draw nothing.
    case paths([String])

    /// No guides.
    public static let none = GuideSelection.paths([])

    /// Whether the view at `path` gets its guides.
    package func includes(_ path: String) -> Bool {
        switch self {
        case .all: return true
        case .paths(let paths): return paths.contains(path)
        }
    }
}

/// A finding to mark on the picture, reduced to what drawing needs, so the renderer does not
/// depend on the audit's finding type.
///
/// ```swift
/// RenderHighlight(path: "nav/feed/table/button", rule: "interactive-outside-safe-area", severity: "error")
/// ```
public struct RenderHighlight: Hashable, Sendable {
    /// The path of the view (or controller, whose root view is outlined) the finding is about;
    /// a path that matches neither is listed in the side panel only.
    public var path: String
    /// The rule identifier shown next to the outline.
    public var rule: String
    /// `error`, `warning` or anything else (drawn as a note); compared ignoring case.
    public var severity: String

    /// Creates a highlight.
    public init(path: String, rule: String, severity: String) {
        self.path = path
        self.rule = rule
        self.severity = severity
    }
}

/// One scene to draw: its report and the findings to highlight on it.
public struct RenderScene: Sendable {
    /// The laid-out scene.
    public var report: SceneReport
    /// The findings to mark, in the order they are numbered.
    public var highlights: [RenderHighlight]
    /// Whether the title names the release the scene was laid out on (`file#0 · iOS 26`), as
    /// `render --ios A --ios B` does to tell its side-by-side panels apart.
    public var titlesRelease: Bool

    /// Creates a scene to draw.
    ///
    /// - Parameters:
    ///   - report: The laid-out scene.
    ///   - highlights: The findings to mark.
    ///   - titlesRelease: Whether the title names the scene's release (default no).
    public init(report: SceneReport, highlights: [RenderHighlight] = [], titlesRelease: Bool = false) {
        self.report = report
        self.highlights = highlights
        self.titlesRelease = titlesRelease
    }

    /// `file#index`, the scene's title; `file#index · iOS 26` when ``titlesRelease``.
    package var title: String {
        "\(report.file)#\(report.index)" + (titlesRelease ? " · iOS \(report.layout.release)" : "")
    }

    /// `iPhone X · portrait · 375×812` (or `custom window` for a window without a device).
    package var subtitle: String {
        let screen = report.layout.screen
        return "\(report.deviceName ?? "custom window") · \(screen.orientation.rawValue) · "
            + "\(formatPoints(screen.size.width))×\(formatPoints(screen.size.height))"
            + (report.layout.barsMinimized ? " · bars minimized" : "")
    }
}
