import ScrollInsets
import ScrollInsetsFormats

/// `scroll-inspect import FILE.storyboard|FILE.xib...`: writes the fixture (format 1) equivalent
/// to each Interface Builder document, one scene per scene of the document, laid out on its
/// canvas device or on `--device`/`--orientation`/`--ios`; standard error says, per scroll view,
/// how its frame was found (`root view`, `pins`, `solved`, `stored frame`, …). A `.txt` file is a
/// view hierarchy UIKit printed (`recursiveDescription`): it becomes a fixture, or with
/// `--recording` a recording (docs/captures.md; ImportCommand+Capture.swift).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "import",
        usage: """
            import FILE.storyboard|FILE.xib|CAPTURE.txt... [--device NAME] [--orientation NAME] [--ios N] [-o FILE] \
            [--compare-stored-frames] [--ignore-simulated-metrics] [--window WxH --safe-area T,L,B,R] \
            [--recording [--source URL]]
            """,
        abstract: [
            "write the fixture equivalent to an Interface Builder document (docs/storyboards.md),",
            "or to a view hierarchy UIKit printed, or its recording (docs/captures.md)",
        ])
    static var arguments: [OptionDescriptor<Self>] {
        SceneOptions.arguments(\.scenes) + [
            .value(.output, \.output, otherwise: "standard output"),
            .flag(.compareStoredFrames, \.comparesStoredFrames),
            .flag(.ignoreSimulatedMetrics, \.ignoresSimulatedMetrics),
            .value(.window, \.window, otherwise: "the device's"),
            .value(.safeArea, \.safeArea, otherwise: "the device's"),
            .flag(.recording, \.writesRecording),
            .value(.source, \.source, otherwise: "the file's path"),
        ]
    }
    static var files: WritableKeyPath<Self, [String]>? { \.scenes.files }

    var scenes = SceneOptions()
    /// `-o FILE` as given.
    var output: String?
    /// `--compare-stored-frames`: the agreement report instead of the fixture.
    var comparesStoredFrames = false
    /// `--ignore-simulated-metrics`: scenes laid out without their simulated containers.
    var ignoresSimulatedMetrics = false
    /// `--window WxH` as given (captures).
    var window: String?
    /// `--safe-area T,L,B,R` as given (captures).
    var safeArea: String?
    /// `--recording`: a recording instead of a fixture (captures).
    var writesRecording = false
    /// `--source URL` as given (`--recording`).
    var source: String?

    /// `-o FILE`; `nil` or `-` is standard output.
    var outputPath: String? { output == "-" ? nil : output }

    func validate() throws(UsageError) {
        try Self.validateOne(releases: scenes.releases)
        try scenes.validate()
        if scenes.files.contains(where: Self.isCapture) {
            try validateCapture()
            return
        }
        for file in scenes.files where !InterfaceBuilderRun.isDocument(file) {
            throw UsageError(message: "'import' reads .storyboard, .xib and .txt (a capture) files; found '\(file)'")
        }
        if window != nil || safeArea != nil || writesRecording || source != nil {
            throw UsageError(message: "--window, --safe-area, --recording and --source go with a capture (.txt)")
        }
        if scenes.device == "all" || scenes.orientation == "all" || scenes.releases.count > 1
            || scenes.release == .all
        {
            throw UsageError(message: "'import' writes one fixture: give one device, one orientation and one release")
        }
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        let matrix: Matrix
        do { matrix = try scenes.matrix() } catch { return .usageError(error) }
        if scenes.files.contains(where: Self.isCapture) {
            return runCaptures(matrix: matrix, environment: environment, output: &output)
        }
        var text = ""
        var standardError = ""
        var failed: ExitCode?
        for file in scenes.files {
            guard
                let (bytes, renderer) = Self.read(
                    file, environment: environment, standardError: &standardError, failed: &failed)
            else { continue }
            var options = InterfaceBuilderImporter.Options(
                device: matrix.devices?.first, orientation: matrix.orientations?.first,
                release: matrix.release?.release)
            options.ignoresSimulatedMetrics = ignoresSimulatedMetrics
            let imported =
                comparesStoredFrames
                ? Self.importOnSavedRelease(bytes, options: options)
                : InterfaceBuilderImporter.importDocument(bytes, options: options)
            if !imported.diagnostics.isEmpty { standardError += renderer.render(imported.diagnostics) }
            if imported.hasErrors { failed = failed ?? .dataError; continue }
            // A fixture with no scene is one the tool refuses: write none (a xib with no
            // top-level view; a cell or view xib is a scene: docs/storyboards.md).
            if imported.scenes.isEmpty && !comparesStoredFrames {
                let location =
                    imported.document.map {
                        SourceLocation(line: $0.root.location.line, column: $0.root.location.column)
                    } ?? .start
                standardError += renderer.render([.error(Self.noSceneMessage, at: location)])
                failed = failed ?? .dataError
                continue
            }
            if comparesStoredFrames {
                text += StoredFrameReport(imported, file: file).text
                continue
            }
            text +=
                """
                # Imported from \(file) by scroll-inspect import: \(imported.scenes.count) \
                \(imported.scenes.count == 1 ? "scene" : "scenes").\n
                """
            text += FixtureEncoder.encode(imported.scenes.map(\.fixture))
            standardError += Self.summary(of: imported, file: file)
        }
        return finish(text, standardError: standardError, failed: failed, output: &output)
    }

    /// A file's bytes and the renderer of its diagnostics, or `nil` with the size refusal or the read
    /// error added to `standardError` and `failed`.
    static func read(
        _ file: String, environment: some ScrollInspectEnvironment, standardError: inout String,
        failed: inout ExitCode?
    ) -> (bytes: [UInt8], renderer: DiagnosticRenderer)? {
        if let refusal = InputSizeLimit.refusal(
            file, environment: environment, colorized: environment.standardErrorIsTerminal)
        {
            standardError += refusal
            failed = failed ?? .dataError
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try environment.contents(ofFile: file)
        } catch {
            standardError += error.line(for: file)
            failed = .noInput
            return nil
        }
        let renderer = DiagnosticRenderer(
            path: file, source: String(decoding: bytes, as: UTF8.self), colorized: environment.standardErrorIsTerminal)
        return (bytes, renderer)
    }

    /// The run's status: the failure, or `text` written to `-o FILE` or standard output.
    func finish(
        _ text: String, standardError: String, failed: ExitCode?, output: inout some OutputSink
    ) -> CommandStatus {
        if let failed { return CommandStatus(standardError: standardError, exitCode: failed) }
        if let outputPath {
            return CommandStatus(
                standardError: standardError, exitCode: .success, files: [FileWrite(path: outputPath, contents: text)])
        }
        output.write(text)
        return CommandStatus(standardError: standardError, exitCode: .success)
    }

    /// Why a document without a scene writes no fixture.
    static let noSceneMessage =
        """
        the document has no scene to lay out: a xib with no top-level view (no File's Owner 'view', cell or view); \
        nothing is written
        """

    /// One line per scroll view (`FILE:LINE:COLUMN: KIND 'scene': METHOD`) and a total line.
    static func summary(of imported: InterfaceBuilderImporter.Result, file: String) -> String {
        var lines = ""
        var counts: [IBFrameMethod: Int] = [:]
        var scrollViews = 0
        for scene in imported.scenes {
            for view in scene.methods where view.kind.isScrollView && view.method != .scrollContent {
                lines += "\(file):\(view.location): \(view.kind.rawValue) in '\(scene.name)': \(view.method.rawValue)\n"
                counts[view.method, default: 0] += 1
                scrollViews += 1
            }
        }
        let methods = IBFrameMethod.allCases.compactMap { method in counts[method].map { "\($0) \(method.rawValue)" } }
        let findings = imported.scenes.reduce(0) { $0 + $1.findings.count }
        return lines
            + """
            \(file): \(imported.scenes.count) scenes (\(imported.documentSceneCount) in the document), \
            \(scrollViews) scroll views
            """
            + (methods.isEmpty ? "" : " (\(methods.joined(separator: ", ")))") + ", \(findings) document findings\n"
    }
}
