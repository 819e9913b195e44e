import ScrollInsets
import ScrollInsetsFormats

/// One laid-out scene of a fixture, ready to be written as text or JSON.
public struct SceneReport: Sendable {
    /// The fixture's path as the user gave it (`-` for standard input).
    public var file: String
    /// The scene's index in the file (0 for the first `---` part).
    public var index: Int
    /// The layout.
    public var layout: Layout
    /// The audit findings of the scene.
    public var findings: [Finding]
    /// The scene with its bars minimized (iOS 27), where a view's safe area or
    /// `adjustedContentInset` differs from ``layout``'s (`Scene.minimizedLayout(comparedWith:)`).
    public var minimized: Layout? = nil
    /// For a scene imported from an Interface Builder document: each view's IB `id` and method,
    /// by its element's position (`ImportedScene.origins` in ScrollInsets); empty for a fixture.
    public var interfaceBuilderViews: [SourceLocation: ImportedViewOrigin] = [:]

    /// Creates a report.
    public init(file: String, index: Int, layout: Layout, findings: [Finding] = []) {
        self.file = file
        self.index = index
        self.layout = layout
        self.findings = findings
    }

    /// The device's name, or `nil` for a custom window.
    public var deviceName: String? { layout.screen.device?.name }
}
