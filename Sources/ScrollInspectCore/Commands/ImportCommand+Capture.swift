import ScrollInsets
import YAMLSubset
import ScrollInsetsFormats

/// `scroll-inspect import CAPTURE.txt`: a view hierarchy UIKit printed becomes a fixture, or with
/// `--recording` a recording of the numbers it printed (docs/captures.md).
extension ImportCommand {
    /// Whether the file is a capture: a `.txt` file.
    static func isCapture(_ file: String) -> Bool { file.hasSuffix(".txt") }

    /// The usage errors of a capture's import.
    func validateCapture() throws(UsageError) {
        if let other = scenes.files.first(where: { !Self.isCapture($0) }) {
            throw UsageError(
                message: "'import' reads captures (.txt) or Interface Builder documents, not both; found '\(other)'")
        }
        if comparesStoredFrames || ignoresSimulatedMetrics {
            throw UsageError(
                message: "--compare-stored-frames and --ignore-simulated-metrics go with Interface Builder documents")
        }
        if scenes.orientation != nil {
            throw UsageError(message: "a capture's orientation is its window's: give no --orientation")
        }
        if window != nil && scenes.device != nil {
            throw UsageError(message: "give --device or --window, not both")
        }
        if (window == nil) != (safeArea == nil) {
            throw UsageError(message: "--window and --safe-area go together: the window's size and its safe area")
        }
        _ = try captureTarget(device: nil)
        if writesRecording {
            if scenes.files.count != 1 {
                throw UsageError(message: "--recording writes one recording: give one capture")
            }
            if scenes.release == nil {
                throw UsageError(message: "--recording needs --ios N: the release the capture was printed on")
            }
            if window == nil && scenes.device == nil {
                throw UsageError(
                    message: "--recording needs --device NAME or --window: the device the capture was printed on")
            }
        } else if source != nil {
            throw UsageError(message: "--source goes with --recording")
        }
    }

    /// The window of `--window` and `--safe-area`, or the device.
    func captureTarget(device: Device?) throws(UsageError) -> FixtureScene.Target? {
        if let window, let safeArea {
            let size = window.split(whereSeparator: { $0 == "x" || $0 == "×" }).compactMap { Self.number($0) }
            guard size.count == 2, size.allSatisfy({ $0 > 0 }) else {
                throw UsageError(message: "--window takes WxH, two positive numbers (375x812); found '\(window)'")
            }
            let insets = safeArea.split(separator: ",").compactMap { Self.number($0) }
            guard insets.count == 4, insets.allSatisfy({ $0 >= 0 }) else {
                throw UsageError(
                    message: "--safe-area takes T,L,B,R, four numbers of at least 0 (44,0,34,0); found '\(safeArea)'")
            }
            return .window(
                size: Size(width: size[0], height: size[1]),
                safeAreaInsets: EdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
        }
        return device.map { .device($0) }
    }

    /// A finite number of at most 100,000 (a window's size, an inset), or `nil`.
    private static func number(_ text: Substring) -> Double? {
        guard case .number(let value) = NumberLiteral.parse(String(text)), abs(value) <= 100_000 else { return nil }
        return value
    }

    func runCaptures(
        matrix: Matrix, environment: some ScrollInspectEnvironment, output: inout some OutputSink
    ) -> CommandStatus {
        let target: FixtureScene.Target?
        do { target = try captureTarget(device: matrix.devices?.first) } catch { return .usageError(error) }
        let release = matrix.release?.release
        var text = ""
        var standardError = ""
        var failed: ExitCode?
        for file in scenes.files {
            guard
                let (bytes, renderer) = Self.read(
                    file, environment: environment, standardError: &standardError, failed: &failed)
            else { continue }
            let imported = CaptureImporter.importCapture(
                bytes, options: CaptureImporter.Options(target: target, release: release))
            if !imported.diagnostics.isEmpty { standardError += renderer.render(imported.diagnostics) }
            if imported.hasErrors || imported.scene == nil {
                failed = failed ?? .dataError
                continue
            }
            if writesRecording, imported.values.isEmpty {
                // A recording holds at least one value (docs/recordings.md): none is no recording.
                standardError += renderer.render([
                    .error(
                        "the capture prints no number the model computes (a scroll view's inset or offset, a bar's "
                            + "frame, a root view's frame outside a view drawn scaled): no recording to write; import "
                            + "it without --recording for its fixture",
                        at: imported.capture.root?.location ?? SourceLocation(line: 1, column: 1))
                ])
                failed = failed ?? .dataError
                continue
            }
            if writesRecording, let release, let target {
                text += imported.recordingText(
                    file: file, source: source ?? file, device: CaptureImporter.recordedDevice(target),
                    release: release.description)
            } else {
                if !text.isEmpty { text += "---\n" }
                text += imported.fixtureText(file: file)
            }
            standardError +=
                "\(file): \(imported.values.count) printed values the model computes, \(imported.inputs.count) "
                + "taken as set-up\n"
        }
        return finish(text, standardError: standardError, failed: failed, output: &output)
    }
}
