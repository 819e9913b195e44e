import ScrollInsets

/// One run over the fixture files of a scene command: reads and decodes each file, places each
/// scene on the screens of the ``Matrix`` and hands it to the command's ``SceneSink``,
/// collecting diagnostics; prints nothing, so a failed run leaves standard output empty.
struct SceneRun: ~Copyable {
    let matrix: Matrix
    let colorized: Bool
    /// `--disable` (check): rule ids, already checked by the parser.
    let disabledByFlag: Set<AuditRuleID>
    /// Diagnostics of the fixtures (errors and warnings), rendered.
    var errors = ""
    /// Notes and warnings of the run itself (skipped orientations, unknown rules in comments).
    var notes = ""
    var invalid = false
    var unopenable = false

    /// A run with the matrix of `options`, or the usage error of an unknown device or orientation.
    init(_ options: SceneOptions, colorized: Bool, disabledByFlag: [String] = []) throws(UsageError) {
        matrix = try options.matrix()
        self.colorized = colorized
        self.disabledByFlag = Set(disabledByFlag.compactMap(AuditRuleID.init(rawValue:)))
    }

    /// Whether the run has failed (a file cannot be opened or is invalid).
    var hasFailed: Bool { invalid || unopenable }

    /// Reads every file in order and adds its scenes to `sink`.
    mutating func load<Sink: SceneSink & ~Copyable>(_ files: [String], environment: some ScrollInspectEnvironment,
                                                    into sink: inout Sink) {
        for file in files {
            let bytes: [UInt8]
            if file == "-" {
                bytes = environment.standardInput()
            } else {
                do {
                    bytes = try environment.contents(ofFile: file)
                } catch {
                    errors += "scroll-inspect: error: cannot open '\(file)': \(error.reason)\n"
                    unopenable = true
                    continue
                }
            }
            load(file: file, bytes: bytes, into: &sink)
        }
    }

    mutating func load<Sink: SceneSink & ~Copyable>(file: String, bytes: [UInt8], into sink: inout Sink) {
        let decoded = FixtureDecoder.decode(bytes)
        // Built once, and only when there is something to render: it splits the whole source into lines.
        var cachedRenderer: DiagnosticRenderer?
        let colorized = colorized
        func render(_ diagnostics: [FixtureDiagnostic]) -> String {
            let renderer = cachedRenderer
                ?? DiagnosticRenderer(path: file, source: String(decoding: bytes, as: UTF8.self), colorized: colorized)
            cachedRenderer = renderer
            return renderer.render(diagnostics)
        }
        if !decoded.diagnostics.isEmpty { errors += render(decoded.diagnostics) }
        if decoded.hasErrors { invalid = true; return }
        for scene in decoded.scenes {
            let (pairs, skipped) = matrix.placements(for: scene)
            if !skipped.isEmpty {
                notes += "scroll-inspect: note: \(file) #\(scene.index): skipped \(skipped.joined(separator: ", ")) (orientation not supported)\n"
            }
            let disabled = disabledRules(scene, file: file)
            for (device, orientation) in pairs {
                do {
                    let model = try scene.scene(device: device, orientation: matrix.isIdentity ? nil : orientation)
                    try sink.add(model, ScenePlacement(file: file, index: scene.index, disabled: disabled, runHasFailed: hasFailed))
                } catch {
                    let location = error.isOrientation ? (scene.orientationLocation ?? scene.location) : scene.location
                    errors += render([FixtureDiagnostic.error(error.description, at: location)])
                    invalid = true
                }
            }
        }
    }

    /// The rules turned off by `--disable` and by the scene's comments; unknown names in comments
    /// are noted.
    mutating func disabledRules(_ scene: FixtureScene, file: String) -> Set<AuditRuleID> {
        var rules = disabledByFlag
        for name in scene.disabledRules {
            if let rule = AuditRuleID(rawValue: name) {
                rules.insert(rule)
            } else {
                notes += "scroll-inspect: warning: \(file) #\(scene.index): unknown rule '\(name)' in a disable comment\n"
            }
        }
        return rules
    }

    /// The output of a failed run: nothing on standard output, every diagnostic, exit 66 when a
    /// file could not be opened, else 65; `nil` when the run succeeded.
    var failure: CommandOutput? {
        guard hasFailed else { return nil }
        return CommandOutput(standardOutput: "", standardError: errors + notes, exitCode: unopenable ? .noInput : .dataError)
    }

    /// The output of a run that succeeded: `standardOutput`, the diagnostics (warnings) and notes.
    consuming func output(_ standardOutput: String, exitCode: ExitCode = .success, summary: String = "",
                          files: [FileWrite] = []) -> CommandOutput {
        CommandOutput(standardOutput: standardOutput, standardError: errors + notes + summary, exitCode: exitCode, files: files)
    }
}

extension ModelError {
    var isOrientation: Bool {
        if case .unsupportedOrientation = self { return true }
        return false
    }
}
