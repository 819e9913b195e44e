import ScrollInsets
import ScrollInsetsFormats

/// One run over the fixture files of a scene command, in two passes, so that standard output is
/// all or nothing and yet each scene is laid out once:
///
/// 1. ``load(_:environment:into:)`` reads each file (a file the environment maps is read in
///    place, ``MappedFile``) and decodes it one scene at a time (one document's YAML tree alive at
///    once); the decoded scenes, a batch at a time, are placed on the screens of the ``Matrix`` and
///    handed to the command's ``SceneSink`` (on a second thread while the next batch is decoded,
///    ``BatchPipeline``), which lays each out once per screen and writes its output into the run's
///    ``HeldOutput`` (or keeps what the command needs), and the scenes are dropped; a mapped file's
///    bytes behind the parser are given back; every diagnostic is collected;
/// 2. only if nothing failed, ``write(to:)`` hands the held output on to standard output.
///
/// Peak memory then follows the largest scene's layout and three batches of decoded scenes, not the
/// file's YAML tree, the decoded scenes or the whole output (held past a few megabytes in a
/// temporary file).
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
    /// The devices and releases the run skipped because the device does not run the release
    /// (`--device all --ios 26`), each once, noted once at the end of the run.
    var notRunScreens: [(device: String, release: UIKitRelease)] = []
    /// The other screens the run left out, each once with its reason (`iPad (9th generation)
    /// iOS 26: no sourced figures`), for a page that lists them (`inspect`'s grid).
    var leftOutScreens: [String] = []
    /// What the sink wrote in the first pass, for standard output once the run succeeded.
    var held = HeldOutput(temporaryFile: { nil })
    /// `--verbose`: where the passes record their times (``RunTimings``).
    var timings: RunTimings?
    /// The project's `statusBarHidden` (``ProjectConfiguration``): whether the app hides the
    /// status bar on every screen; `nil` lets each Interface Builder document's `Info.plist`
    /// decide (``AppInfoPlist``).
    var statusBarHiddenAppWide: Bool?
    /// The `Info.plist` found beside the Interface Builder document being loaded.
    var documentInfoPlist: AppInfoPlist?
    /// The Xcode project beside the Interface Builder document being loaded, when the run lays
    /// scenes out on a list of devices (``AppProject``).
    var documentProject: AppProject?
    /// The directories listed for those two searches, each once a run (``FilesBesideDocument``).
    var filesBesideDocuments = FilesBesideDocument()

    /// The files the run reads: those of the command line, each directory replaced by the
    /// fixtures below it (``FixtureDiscovery/expand(_:environment:keeping:)``).
    var files: [String] = []

    /// A run with the matrix and the files of `options`, or the usage error of an unknown device or
    /// orientation, or of a directory without fixtures; the opt-in rules (``AuditRuleID/optIn``)
    /// are off, as in `check` without `--enable`.
    init(_ options: SceneOptions, environment: some ScrollInspectEnvironment) throws(UsageError) {
        let matrix = try options.matrix()
        let files = try FixtureDiscovery.expand(options.files, environment: environment)
        self.init(matrix: matrix, colorized: environment.standardErrorIsTerminal, disabled: Set(AuditRuleID.optIn))
        self.files = files
    }

    /// A run on `matrix`, with `disabled` rules off in every scene (`check`, after its
    /// configuration: ``EffectiveConfiguration``).
    init(matrix: Matrix, colorized: Bool, disabled: Set<AuditRuleID>) {
        self.matrix = matrix
        self.colorized = colorized
        self.disabledByFlag = disabled
    }

    /// Whether the run has failed (a file cannot be opened or is invalid, or the output could
    /// not be held).
    var hasFailed: Bool { invalid || unopenable || held.failure != nil }

    /// The first pass: reads every file in order, decodes its scenes and hands each placed
    /// scene to `sink`, which lays it out and writes into ``held``.
    mutating func load<Sink: SceneSink & ~Copyable>(
        _ files: [String], environment: some ScrollInspectEnvironment,
        into sink: inout Sink
    ) {
        timings = (environment as? any TimedEnvironment)?.timings
        held = HeldOutput(temporaryFile: { environment.temporaryFile() })
        for file in files {
            // A file over the input limit is refused from its size, before it is read.
            if let refusal = InputSizeLimit.refusal(file, environment: environment, colorized: colorized) {
                errors += refusal
                invalid = true
                continue
            }
            let started = timings?.start()
            documentInfoPlist =
                statusBarHiddenAppWide == nil && InterfaceBuilderRun.isDocument(file)
                ? AppInfoPlist.find(near: file, in: environment, searching: &filesBesideDocuments) : nil
            documentProject =
                (matrix.devices?.count ?? 0) > 1 && InterfaceBuilderRun.isDocument(file)
                ? AppProject.find(near: file, in: environment, searching: &filesBesideDocuments) : nil
            if file != "-", !InterfaceBuilderRun.isDocument(file),
                let mapped = environment.mappedContents(ofFile: file)
            {
                if let started { timings?.record("read", since: started) }
                let decoding = timings?.start()
                load(file: file, source: SourceBytes(mapped: mapped), into: &sink)
                if let decoding { timings?.record("decode and lay out", since: decoding) }
                continue
            }
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
            load(file: file, bytes: bytes, into: &sink)
            if let decoding { timings?.record("decode and lay out", since: decoding) }
        }
    }

    mutating func load<Sink: SceneSink & ~Copyable>(file: String, bytes: [UInt8], into sink: inout Sink) {
        load(file: file, source: SourceBytes(bytes), into: &sink)
    }

    /// Decodes one file's scenes and hands each to `sink` as soon as it is decoded, so that the
    /// file's bytes behind the parser can be given back (a mapped file's).
    mutating func load<Sink: SceneSink & ~Copyable>(file: String, source: SourceBytes, into sink: inout Sink) {
        if InterfaceBuilderRun.isDocument(file) || (file == "-" && InterfaceBuilderRun.isXML(source.bytes)) {
            loadInterfaceBuilder(file: file, bytes: source.bytes, into: &sink)
            return
        }
        // Built once, and only when there is something to render: it finds where every line starts.
        var cachedRenderer: DiagnosticRenderer?
        let colorized = colorized
        func render(_ diagnostics: [FixtureDiagnostic]) -> String {
            let renderer =
                cachedRenderer
                ?? DiagnosticRenderer(path: file, source: source, colorized: colorized)
            cachedRenderer = renderer
            return renderer.render(diagnostics)
        }
        // The errors already reported for this file: the same message at the same place (a release
        // the device does not run, for each orientation of `--orientation all`) is reported once.
        var reported: Set<ReportedError> = []
        // What the run held before this file, to go back to if the file has a diagnostic.
        let before = (errors: errors, notes: notes, invalid: invalid, notRun: notRunScreens)
        // Scenes are placed in batches: decoding a few dozen scenes and then laying them out keeps
        // each stage's code and data in the caches (placing each scene as it came cost 6 % more time).
        // Each full batch is placed on a second thread while this one decodes the next
        // (``BatchPipeline``); the placing stage alone touches the run and the sink.
        var batch: [FixtureScene] = []
        // How many of the file's scenes the sink has been handed.
        var handed = 0
        let isClean = source.withSpan { bytes in
            BatchPipeline.run(consume: { (scenes: [FixtureScene], consumed: Int) in
                for scene in scenes { place(scene, file: file, into: &sink, reported: &reported, render: render) }
                handed += scenes.count
                source.release(before: consumed)
            }) { hand in
                FixtureDecoder.decodeScenes(bytes) { scene, consumed in
                    if batch.isEmpty { batch.reserveCapacity(Self.batchSize) }
                    batch.append(scene)
                    guard batch.count == Self.batchSize else { return }
                    hand((batch, consumed))
                    batch = []
                }
            }
        }
        if isClean {
            for scene in batch { place(scene, file: file, into: &sink, reported: &reported, render: render) }
            return
        }
        // Something to report: decode the whole file again for every diagnostic, in order, and
        // place its scenes as if the first attempt had not been made. The scenes the sink already
        // laid out and wrote are not handed to it again (their output is the same), unless the
        // run failed, when nothing is written anyway.
        let handing = hasFailed ? 0 : handed
        (errors, notes, invalid, notRunScreens) = (before.errors, before.notes, before.invalid, before.notRun)
        reported = []
        let decoded = FixtureDecoder.decode(source.bytes)
        if !decoded.diagnostics.isEmpty { errors += render(decoded.diagnostics) }
        if decoded.hasErrors { invalid = true; return }
        for (position, scene) in decoded.scenes.enumerated() {
            place(
                scene, file: file, into: &sink, handing: position >= handing, reported: &reported, render: render)
        }
    }

    /// Places a decoded scene on the screens of the run and, unless `handing` is `false` (the sink
    /// already has it), hands each placed scene to `sink`.
    private mutating func place<Sink: SceneSink & ~Copyable>(
        _ scene: FixtureScene, file: String, into sink: inout Sink, handing: Bool = true,
        reported: inout Set<ReportedError>, render: ([FixtureDiagnostic]) -> String
    ) {
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
        noteLeftOut(withoutFigures)
        // The decoder warns where the scene's own `ios` ignores the key; a release the run asks
        // for (`--ios 27`, `--ios all`) is said here, once per release.
        if scene.designRequiresCompatibility {
            var ignoring: [UIKitRelease] = []
            for release in pairs.compactMap(\.release)
            where release != scene.release && release.variants.designCompatibility == .ignored
                && !ignoring.contains(release)
            {
                ignoring.append(release)
            }
            if !ignoring.isEmpty {
                notes +=
                    """
                    scroll-inspect: note: \(file) #\(scene.index): 'designRequiresCompatibility' is ignored on iOS \
                    \(ignoring.map(\.description).joined(separator: ", ")); UIKit ignores UIDesignRequiresCompatibility \
                    from iOS 27\n
                    """
            }
        }
        let inFile = SceneInFile(file: file, index: scene.index, disabled: disabledRules(scene))
        for screen in pairs where handing {
            do {
                try sink.add(SceneOnScreen(fixture: scene, screen: screen), inFile, to: &held)
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
    }

    /// How many decoded scenes the first pass holds before placing them (and giving back the bytes
    /// they were decoded from).
    static let batchSize = 32

    /// An error of the first pass as its reader sees it: the message and where it points.
    private struct ReportedError: Hashable {
        var message: String
        var location: SourceLocation
    }

    /// The rules turned off by `--disable`, by the run's defaults (opt-in rules not enabled) and by
    /// the scene's comments, less those its `enable` comments turn on (the decoder warned about
    /// names that are no rule, at their positions: `FixtureDecodingProblem.unknownRuleInComment`).
    func disabledRules(_ scene: FixtureScene) -> Set<AuditRuleID> {
        disabledByFlag.subtracting(scene.enabledRules).union(scene.disabledRules)
    }

    /// The second pass, after a first that did not fail: hands the held output on to `output`.
    mutating func write(to output: inout some OutputSink) {
        let started = timings?.start()
        defer { if let started { timings?.record("write", since: started) } }
        held.release(to: &output)
    }

    /// The status of a failed first pass: every diagnostic, exit 66 when a file could not be
    /// opened, else 65 (nothing was written to standard output); `nil` when it succeeded.
    var failure: CommandStatus? {
        guard hasFailed else { return nil }
        if held.failure != nil { return status() }
        return CommandStatus(standardError: errors + notes + notRunNote, exitCode: unopenable ? .noInput : .dataError)
    }

    /// The status of a run that succeeded: the diagnostics (warnings) and notes; exit 74 when the
    /// output could not be held or handed on (nothing else was written).
    func status(exitCode: ExitCode = .success, summary: String = "", files: [FileWrite] = []) -> CommandStatus {
        if let reason = held.failure {
            return CommandStatus(
                standardError: errors + notes + notRunNote
                    + "scroll-inspect: error: cannot hold the output in a temporary file: \(reason)\n",
                exitCode: .ioError)
        }
        return CommandStatus(
            standardError: errors + notes + notRunNote + summary, exitCode: hasFailed ? .dataError : exitCode,
            files: files)
    }

    /// Keeps the screens without sourced figures (``Matrix/screens(for:)``'s `withoutFigures`), each once.
    mutating func noteLeftOut(_ withoutFigures: [String]) {
        for screen in withoutFigures.map({ "\($0): no sourced figures" }) where !leftOutScreens.contains(screen) {
            leftOutScreens.append(screen)
        }
    }

    /// Every screen the run asked for and did not lay out, with its reason: those without
    /// figures, then those whose device does not run the release (`iPhone X: does not run iOS 26`).
    var notDrawn: [String] {
        leftOutScreens + notRunScreens.map { "\($0.device): does not run iOS \($0.release)" }
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
