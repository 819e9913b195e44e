import ScrollInsets

/// `scroll-inspect schema`: the JSON Schema (draft 2020-12) of fixture format 1, generated from
/// the key tables (``FixtureSchema``), for editors to complete and check fixtures. The same
/// text is committed as docs/fixture.schema.json (a test fails when it is stale).
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "schema", usage: "schema [--format json]",
        abstract: ["print the JSON Schema of the fixture format, for editors (docs/tooling.md)"], formats: [.json])
    static var arguments: [OptionDescriptor<Self>] { [.format(\.format, otherwise: "json")] }

    /// `--format json`, the only one.
    var format: OutputFormat?

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        output.write(FixtureSchema.json())
        return CommandStatus(standardError: "", exitCode: .success)
    }
}
