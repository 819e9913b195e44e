import ScrollInsets

/// Where a scene command puts each scene a ``SceneRun`` places on a screen: it lays the scene
/// out for its own output and keeps or writes what it needs.
protocol SceneSink: ~Copyable {
    /// Lays out one placed scene and adds it to the command's output.
    ///
    /// - Throws: The ``ModelError`` of a scene that cannot be laid out; the run reports it at
    ///   the scene's location and fails.
    mutating func add(_ scene: Scene, _ placement: ScenePlacement) throws(ModelError)
}

/// Where a scene comes from and how the run stands when it is added.
struct ScenePlacement {
    /// The fixture's path as the user gave it.
    var file: String
    /// The scene's index in the file.
    var index: Int
    /// The rules turned off by `--disable` and by the scene's comments.
    var disabled: Set<AuditRuleID>
    /// Whether the run has already failed: its output will be dropped, so none need be written.
    var runHasFailed: Bool
}
