import ScrollInsets

/// One run over the fixture files: loads, lays out and audits every scene, collecting output and
/// diagnostics; prints nothing until the end, so a failed run leaves standard output empty.
struct SceneRun {
    let options: CommandLineOptions
    let matrix: Matrix
    let colorized: Bool
    var reports: [SceneReport] = []
    var errors = ""
    var notes = ""
    var invalid = false
    var unopenable = false

    init(options: CommandLineOptions, matrix: Matrix, colorized: Bool) {
        self.options = options
        self.matrix = matrix
        self.colorized = colorized
    }

    mutating func cannotOpen(_ file: String, reason: String) {
        errors += "scroll-inspect: error: cannot open '\(file)': \(reason)\n"
        unopenable = true
    }

    mutating func load(file: String, bytes: [UInt8]) {
        let decoded = FixtureDecoder.decode(bytes)
        let renderer = DiagnosticRenderer(path: file, source: String(decoding: bytes, as: UTF8.self), colorized: colorized)
        if !decoded.diagnostics.isEmpty { errors += renderer.render(decoded.diagnostics) }
        if decoded.hasErrors { invalid = true; return }
        for scene in decoded.scenes {
            let (pairs, skipped) = matrix.placements(for: scene)
            if !skipped.isEmpty {
                notes += "scroll-inspect: note: \(file) #\(scene.index): skipped \(skipped.joined(separator: ", ")) (orientation not supported)\n"
            }
            for (device, orientation) in pairs {
                do {
                    let layout = try scene.scene(device: device, orientation: matrix.isIdentity ? nil : orientation).layout()
                    reports.append(SceneReport(file: file, index: scene.index, layout: layout))
                } catch {
                    let location = error.isOrientation ? (scene.orientationLocation ?? scene.location) : scene.location
                    errors += renderer.render([FixtureDiagnostic.error(error.description, at: location)])
                    invalid = true
                }
            }
        }
    }

    func finish() -> CommandOutput {
        if unopenable || invalid {
            return CommandOutput(standardOutput: "", standardError: errors + notes, exitCode: unopenable ? .noInput : .dataError)
        }
        let output: String
        switch options.format {
        case .json: output = JSONWriter.renderReport(JSONReport.document(reports, explain: options.explain)) + "\n"
        default: output = TextReport.render(reports, explain: options.explain)
        }
        return CommandOutput(standardOutput: output, standardError: errors + notes, exitCode: .success)
    }
}

extension ModelError {
    var isOrientation: Bool {
        if case .unsupportedOrientation = self { return true }
        return false
    }
}
