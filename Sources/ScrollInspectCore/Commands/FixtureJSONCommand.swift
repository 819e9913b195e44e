import ScrollInsets

/// `scroll-inspect fixture-json FILE`: a fixture's documents as JSON, as a YAML language server
/// reads them (``FixtureJSON``), for validating fixtures against docs/fixture.schema.json with a
/// JSON Schema validator (scripts/schema-check.sh). Hidden: not listed by `--help`, a tool for
/// the project's CI rather than for users. A file the YAML subset rejects prints its positioned
/// errors (exit 65); the fixture's keys and values are not checked (that is the schema's job).
struct FixtureJSONCommand: Subcommand {
    static let name = "fixture-json"
    static let usage = "fixture-json FILE"
    static let summary = ["print a fixture's documents as JSON, for JSON Schema validators (hidden)"]
    static let options: Set<CommandOption> = []
    static let formats: [OutputFormat] = [.json]

    var file: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.files.count == 1 || arguments.answeredByRoot else {
            throw UsageError(message: "'fixture-json' takes one file; found \(arguments.files.count)")
        }
        file = arguments.files.first ?? "-"
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
