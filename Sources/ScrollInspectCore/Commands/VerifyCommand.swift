import ScrollInsets
import ScrollInsetsFormats

/// `scroll-inspect verify RECORDING...`: lays out each recording's fixture on its release and
/// lists every recorded number the model disagrees with, beside the model's number and its
/// derivation (docs/recordings.md). A directory stands for the `.yaml` and `.yml` files under it.
///
/// Exit 0 when every recording agrees or is marked `known`, 1 when one disagrees unmarked or is
/// marked `known` yet agrees, 65 when a recording is invalid (every problem reported, positioned,
/// nothing on standard output), 66 when a file cannot be opened.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "verify", usage: "verify RECORDING|DIRECTORY... [--format text|json]",
        abstract: [
            "check recordings of UIKit (Tests/Recordings) against the model: every recorded number",
            "that disagrees, with the model's derivation; exit 1 on a disagreement not marked known",
        ],
        formats: [.text, .json])
    static var arguments: [OptionDescriptor<Self>] { [.format(\.format, otherwise: "text")] }
    static var files: WritableKeyPath<Self, [String]>? { \.paths }

    /// The recordings and directories, in order.
    var paths: [String] = []
    var format: OutputFormat?

    func validate() throws(UsageError) {
        guard !paths.isEmpty else {
            throw UsageError(
                message: "'verify' needs a recording or a directory of recordings, such as 'Tests/Recordings'")
        }
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        var report = VerifyReport()
        var errors = ""
        var unopenable = false
        var invalid = false
        for file in files(environment: environment) {
            if let refusal = InputSizeLimit.refusal(
                file, environment: environment, colorized: environment.standardErrorIsTerminal)
            {
                errors += refusal
                invalid = true
                continue
            }
            let bytes: [UInt8]
            do {
                bytes = try environment.contents(ofFile: file)
            } catch {
                errors += error.line(for: file)
                unopenable = true
                continue
            }
            let renderer = DiagnosticRenderer(
                path: file, source: String(decoding: bytes, as: UTF8.self),
                colorized: environment.standardErrorIsTerminal)
            let decoded = Recording.decode(bytes)
            errors += renderer.render(decoded.diagnostics)
            invalid = invalid || decoded.diagnostics.contains(where: \.isError)
            guard let recording = decoded.recording else { continue }
            do {
                report.entries.append(
                    VerifyReport.Entry(file: file, recording: recording, verdict: try RecordingCheck.check(recording)))
            } catch {
                errors += renderer.render(error.diagnostics)
                invalid = true
            }
        }
        if unopenable { return CommandStatus(standardError: errors, exitCode: .noInput) }
        if invalid {
            return CommandStatus(standardError: errors, exitCode: .dataError)
        }
        output.write(format == .json ? report.json : report.text)
        return CommandStatus(standardError: errors, exitCode: report.fails ? .findings : .success)
    }

    /// The files named, each directory replaced by the recordings under it, in order.
    private func files(environment: some ScrollInspectEnvironment) -> [String] {
        paths.flatMap { path -> [String] in
            let under = environment.regularFiles(under: path).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            guard !under.isEmpty else { return [path] }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            return under.map { prefix + $0 }
        }
    }
}
