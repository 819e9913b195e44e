import ScrollInsets
import YAMLSubset

/// `scroll-inspect fixture-json FILE`: a fixture's documents as JSON, as a YAML language server
/// reads them (``FixtureJSON``), for validating fixtures against docs/fixture.schema.json with a
/// JSON Schema validator (scripts/schema-check.sh). Hidden: not listed by `--help`, a tool for
/// the project's CI rather than for users. A file the YAML subset rejects prints its positioned
/// errors (exit 65); the fixture's keys and values are not checked (that is the schema's job).
struct FixtureJSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "fixture-json", usage: "fixture-json FILE",
        abstract: ["print a fixture's documents as JSON, for JSON Schema validators (hidden)"], formats: [.json])
    static var arguments: [OptionDescriptor<Self>] { [] }
    static var files: WritableKeyPath<Self, [String]>? { \.files }

    /// The one file, as given.
    var files: [String] = []

    /// The file; `-` is standard input.
    var file: String { files.first ?? "-" }

    func validate() throws(UsageError) {
        guard files.count == 1 else {
            throw UsageError(message: "'fixture-json' takes one file; found \(files.count)")
        }
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        let bytes: [UInt8]
        if file == "-" {
            bytes = environment.standardInput()
        } else {
            do {
                bytes = try environment.contents(ofFile: file)
            } catch {
                return CommandStatus(standardError: error.line(for: file), exitCode: .noInput)
            }
        }
        let parsed = YAMLParser().parse(bytes)
        if parsed.hasErrors {
            let rendered = DiagnosticRenderer(
                path: file, source: String(decoding: bytes, as: UTF8.self),
                colorized: environment.standardErrorIsTerminal
            ).render(parsed.diagnostics)
            return CommandStatus(standardError: rendered, exitCode: .dataError)
        }
        output.write(FixtureJSON.json(parsed.documents))
        return CommandStatus(standardError: "", exitCode: .success)
    }
}
