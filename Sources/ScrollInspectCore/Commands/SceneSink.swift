import ScrollInsets
import ScrollInsetsFormats

/// What a scene command does with each scene a ``SceneRun`` places on a screen: ``add(_:_:to:)``
/// lays the scene out, once, and writes its output into the run's held output
/// (``HeldOutput``), or keeps what the command's output needs of it. The run hands the held
/// output on to standard output only when every scene of every file was laid out, so standard
/// output stays all or nothing, and only one scene's layout is alive at once.
protocol SceneSink: ~Copyable {
    /// Lays out one placed scene and writes its output to `output`, or keeps what the
    /// command's output needs of it.
    ///
    /// - Throws: The ``ModelError`` of a scene that cannot be laid out; the run reports it at
    ///   the scene's location and fails.
    mutating func add(
        _ scene: SceneOnScreen, _ inFile: SceneInFile, to output: inout some OutputSink) throws(ModelError)

    /// How many layouts the sink has made (``SceneOnScreen/layout(release:counting:)``): one per
    /// scene, screen and release the command shows; tests compare it with the screens placed.
    var layouts: Int { get }
}

/// A fixture scene and the screen a run puts it on, not yet laid out: a sink makes the
/// ``Scene`` (or, for `diff`, one per release) when it needs it.
struct SceneOnScreen {
    /// The decoded scene.
    var fixture: FixtureScene
    /// The device, orientation and release of the run, each `nil` for the scene's own.
    var screen: ScreenChoice
    /// Findings of an Interface Builder document itself (``ImportedScene/findings``), added to
    /// the audit's.
    var documentFindings: [Finding] = []
    /// Each imported view's IB id and method, by position (``ImportedScene/origins``).
    var interfaceBuilderViews: [SourceLocation: ImportedViewOrigin] = [:]
    /// Whether the scene fills the window only by assumption (``ImportedScene/isShownByCodeOnly``):
    /// its findings are at most warnings.
    var placementAssumed = false

    /// The scene on its screen, or on `release` instead of the screen's.
    ///
    /// - Throws: What ``FixtureScene/scene(device:orientation:release:)`` throws.
    func scene(release: UIKitRelease? = nil) throws(ModelError) -> Scene {
        try fixture.scene(
            device: screen.device, orientation: screen.orientation, release: release ?? screen.release)
    }

    /// The scene on its screen (or on `release`) and its layout, counted in `layouts`: every
    /// sink lays its scenes out through here, so that a second layout of a screen shows in the
    /// count (``SceneSink/layouts``).
    ///
    /// - Throws: What ``scene(release:)`` and ``Scene/layout()`` throw.
    func layout(release: UIKitRelease? = nil, counting layouts: inout Int) throws(ModelError) -> (Scene, Layout) {
        let placed = try scene(release: release)
        layouts += 1
        return (placed, try placed.layout())
    }

    /// The report of this scene laid out as `layout`, at `inFile` in its file, with `findings` and
    /// the imported views' IB ids and methods.
    func report(_ inFile: SceneInFile, layout: Layout, findings: [Finding]) -> SceneReport {
        var report = SceneReport(file: inFile.file, index: inFile.index, layout: layout, findings: findings)
        report.interfaceBuilderViews = interfaceBuilderViews
        return report
    }
}

/// Where a scene comes from.
struct SceneInFile {
    /// The fixture's path as the user gave it.
    var file: String
    /// The scene's index in the file.
    var index: Int
    /// The rules turned off by `--disable` and by the scene's comments.
    var disabled: Set<AuditRuleID>
}
