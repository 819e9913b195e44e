import ScrollInsets
import ScrollInsetsFormats

/// One run over the fixture files of a scene command, in two passes, so that standard output is
/// all or nothing and yet streamed:
///
/// 1. ``load(_:environment:checking:)`` reads each file and decodes it one scene at a time
///    (``FixtureDecoder/decodeScenes(_:limits:_:)``: one document's YAML tree alive at once),
///    places each scene on the screens of the ``Matrix`` and checks that it lays out
///    (``SceneSink/check(_:)``), collecting every diagnostic and keeping the decoded scenes;
/// 2. only if nothing failed, ``write(into:output:)`` hands each placed scene to the command's
///    ``SceneSink``, which lays it out again and writes its output, and drops it.
///
/// Peak memory then follows the decoded scenes and the largest scene's layout, not the file's
/// YAML tree or the whole output.
struct SceneRun: ~Copyable {
    /// A decoded scene and where the run puts it.
    struct Loaded {
        var file: String
        var scene: FixtureScene
        var screens: [ScreenChoice]
        var disabled: Set<AuditRuleID>
        /// Findings of an Interface Builder document (``ImportedScene/findings``).
        var documentFindings: [Finding] = []
        /// Each imported view's IB id and method, by position (``ImportedScene/origins``).
        var interfaceBuilderViews: [SourceLocation: ImportedViewOrigin] = [:]
    }

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
    /// The devices and releases the run skipped because the device does not run the release
    /// (`--device all --ios 26`), each once, noted once at the end of the run.
    var notRunScreens: [(device: String, release: UIKitRelease)] = []
    /// The scenes of the first pass, in order, for the second.
    var loaded: [Loaded] = []
    /// `--verbose`: where the passes record their times (``RunTimings``).
    var timings: RunTimings?

    /// A run with the matrix of `options`, or the usage error of an unknown device or orientation;
    /// the opt-in rules (``AuditRuleID/optIn``) are off, as in `check` without `--enable`.
    init(_ options: SceneOptions, colorized: Bool, disabledByFlag: [String] = []) throws(UsageError) {
        self.init(
            matrix: try options.matrix(), colorized: colorized,
            disabled: Set(disabledByFlag.compactMap(AuditRuleID.init(rawValue:))).union(AuditRuleID.optIn))
    }

    /// A run on `matrix`, with `disabled` rules off in every scene (`check`, after its
    /// configuration: ``EffectiveConfiguration``).
    init(matrix: Matrix, colorized: Bool, disabled: Set<AuditRuleID>) {
        self.matrix = matrix
        self.colorized = colorized
        self.disabledByFlag = disabled
    }

    /// Whether the run has failed (a file cannot be opened or is invalid).
    var hasFailed: Bool { invalid || unopenable }

    /// The first pass: reads every file in order, decodes its scenes and checks each placed
    /// scene with `sink`.
    mutating func load<Sink: SceneSink & ~Copyable>(
        _ files: [String], environment: some ScrollInspectEnvironment,
        checking sink: borrowing Sink
    ) {
        timings = (environment as? any TimedEnvironment)?.timings
        for file in files {
            let started = timings?.start()
            let bytes: [UInt8]
            if file == "-" {
                bytes = environment.standardInput()
            } else {
                do {
                    bytes = try environment.contents(ofFile: file)
                } catch {
                    errors += error.line(for: file)
                    unopenable = true
                    continue
                }
            }
            if let started { timings?.record("read", since: started) }
            let decoding = timings?.start()
            load(file: file, bytes: bytes, checking: sink)
            if let decoding { timings?.record("decode and lay out", since: decoding) }
        }
        if hasFailed { loaded = [] }
    }

    mutating func load<Sink: SceneSink & ~Copyable>(file: String, bytes: [UInt8], checking sink: borrowing Sink) {
        if InterfaceBuilderRun.isDocument(file) || (file == "-" && InterfaceBuilderRun.isXML(bytes)) {
            loadInterfaceBuilder(file: file, bytes: bytes, checking: sink)
            return
        }
        // Built once, and only when there is something to render: it splits the whole source into lines.
        var cachedRenderer: DiagnosticRenderer?
        let colorized = colorized
        func render(_ diagnostics: [FixtureDiagnostic]) -> String {
            let renderer =
                cachedRenderer
                ?? DiagnosticRenderer(path: file, bytes: bytes, colorized: colorized)
            cachedRenderer = renderer
            return renderer.render(diagnostics)
        }
        var scenes: [FixtureScene] = []
        if !FixtureDecoder.decodeScenes(bytes, { scenes.append($0) }) {
            // Something to report: decode the whole file again for every diagnostic, in order.
            scenes = []
            let decoded = FixtureDecoder.decode(bytes)
            if !decoded.diagnostics.isEmpty { errors += render(decoded.diagnostics) }
            if decoded.hasErrors { invalid = true; return }
            scenes = decoded.scenes
        }
        // The errors already reported for this file: the same message at the same place (a release
        // the device does not run, for each orientation of `--orientation all`) is reported once.
        var reported: Set<ReportedError> = []
        for scene in scenes {
            // Two siblings named alike share a path: a warning at the second (docs/tooling.md, Baselines).
            for duplicate in scene.root.duplicateNames() {
                errors += render([
                    FixtureDiagnostic(.warning, duplicate.message, at: duplicate.location ?? scene.location)
                ])
            }
            let (pairs, skipped, withoutFigures, notRun) = matrix.screens(for: scene)
            if !skipped.isEmpty {
                notes +=
                    """
                    scroll-inspect: note: \(file) #\(scene.index): skipped \(skipped.joined(separator: ", ")) \
                    (orientation not supported)\n
                    """
            }
            if !withoutFigures.isEmpty {
                notes +=
                    """
                    scroll-inspect: note: \(file) #\(scene.index): skipped \(withoutFigures.joined(separator: ", ")) \
                    (no sourced figures)\n
                    """
            }
            for screen in notRun where !notRunScreens.contains(where: { $0 == screen }) { notRunScreens.append(screen) }
            let disabled = disabledRules(scene, file: file)
            for screen in pairs {
                do {
                    try sink.check(SceneOnScreen(fixture: scene, screen: screen))
                } catch {
                    let location =
                        error.isOrientation
                        ? (scene.orientationLocation ?? scene.location)
                        : error.isRelease && matrix.release == nil
                            ? (scene.releaseLocation ?? scene.location)
                            : scene.location(of: error) ?? scene.location
                    if reported.insert(ReportedError(message: error.description, location: location)).inserted {
                        errors += render([FixtureDiagnostic.error(error.description, at: location)])
                    }
                    invalid = true
                }
            }
            if !hasFailed { loaded.append(Loaded(file: file, scene: scene, screens: pairs, disabled: disabled)) }
        }
    }

    /// An error of the first pass as its reader sees it: the message and where it points.
    private struct ReportedError: Hashable {
        var message: String
        var location: SourceLocation
    }

    /// The rules turned off by `--disable`, by the run's defaults (opt-in rules not enabled) and by
    /// the scene's comments, less those its `enable` comments turn on; unknown names in comments
    /// are noted.
    mutating func disabledRules(_ scene: FixtureScene, file: String) -> Set<AuditRuleID> {
        var rules = disabledByFlag
        for name in scene.enabledRules {
            if let rule = AuditRuleID(rawValue: name) {
                rules.remove(rule)
            } else {
                notes +=
                    "scroll-inspect: warning: \(file) #\(scene.index): unknown rule '\(name)' in an enable comment\n"
            }
        }
        for name in scene.disabledRules {
            if let rule = AuditRuleID(rawValue: name) {
                rules.insert(rule)
            } else {
                notes +=
                    "scroll-inspect: warning: \(file) #\(scene.index): unknown rule '\(name)' in a disable comment\n"
            }
        }
        return rules
    }

    /// The second pass, after a first that did not fail: hands every placed scene to `sink`,
    /// which writes to `output`, dropping each decoded scene once it is done.
    mutating func write<Sink: SceneSink & ~Copyable>(into sink: inout Sink, output: inout some OutputSink) {
        let started = timings?.start()
        defer { if let started { timings?.record("lay out and write", since: started) } }
        var pending = Array(loaded.reversed())
        loaded = []
        while let item = pending.popLast() {
            for screen in item.screens {
                let inFile = SceneInFile(file: item.file, index: item.scene.index, disabled: item.disabled)
                do {
                    try sink.add(
                        SceneOnScreen(
                            fixture: item.scene, screen: screen, documentFindings: item.documentFindings,
                            interfaceBuilderViews: item.interfaceBuilderViews),
                        inFile, to: &output)
                } catch {
                    // Not reached: the first pass laid out the same scene.
                    errors += "scroll-inspect: error: \(item.file) #\(item.scene.index): \(error.description)\n"
                    invalid = true
                }
            }
        }
    }

    /// The status of a failed first pass: every diagnostic, exit 66 when a file could not be
    /// opened, else 65 (nothing was written to standard output); `nil` when it succeeded.
    var failure: CommandStatus? {
        guard hasFailed else { return nil }
        return CommandStatus(standardError: errors + notes + notRunNote, exitCode: unopenable ? .noInput : .dataError)
    }

    /// The status of a run that succeeded: the diagnostics (warnings) and notes.
    func status(exitCode: ExitCode = .success, summary: String = "", files: [FileWrite] = []) -> CommandStatus {
        CommandStatus(
            standardError: errors + notes + notRunNote + summary, exitCode: hasFailed ? .dataError : exitCode,
            files: files)
    }

    /// The one note of the screens skipped because their device does not run the release.
    var notRunNote: String {
        var releases: [UIKitRelease] = []
        for screen in notRunScreens where !releases.contains(screen.release) { releases.append(screen.release) }
        return releases.map { release in
            let devices = notRunScreens.filter { $0.release == release }.map(\.device)
            return
                """
                scroll-inspect: note: skipped \(devices.count) \
                \(devices.count == 1 ? "device that does" : "devices that do") not run iOS \(release): \
                \(devices.joined(separator: ", "))\n
                """
        }.joined()
    }
}

extension ModelError {
    var isOrientation: Bool {
        if case .unsupportedOrientation = self { return true }
        return false
    }

    /// Whether the error is about the scene's release.
    var isRelease: Bool {
        switch self {
        case .releaseNotSupported, .missingFigures, .releaseNotModelled: return true
        default: return false
        }
    }
}
