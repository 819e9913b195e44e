import ScrollInsets

/// What a scene command does with each scene a ``SceneRun`` places on a screen, in two passes:
/// first ``check(_:)`` on every scene of every file (the part of the work that can fail, with
/// no output), then, only if nothing failed, ``add(_:_:to:)`` on each in turn, which lays the
/// scene out again and writes or keeps its output. Standard output stays all or nothing, and
/// only one scene's layout is alive at once.
protocol SceneSink: ~Copyable {
    /// Does what can fail in laying out the scene for this command, keeping nothing.
    ///
    /// - Throws: The ``ModelError`` of a scene that cannot be laid out; the run reports it at
    ///   the scene's location and fails.
    func check(_ scene: Scene) throws(ModelError)

    /// Lays out one placed scene and writes its output to `output`, or keeps what the
    /// command's output needs of it.
    ///
    /// - Throws: Only what ``check(_:)`` throws for the same scene.
    mutating func add(_ scene: Scene, _ placement: ScenePlacement, to output: inout some OutputSink) throws(ModelError)
}

/// Where a scene comes from.
struct ScenePlacement {
    /// The fixture's path as the user gave it.
    var file: String
    /// The scene's index in the file.
    var index: Int
    /// The rules turned off by `--disable` and by the scene's comments.
    var disabled: Set<AuditRuleID>
}
