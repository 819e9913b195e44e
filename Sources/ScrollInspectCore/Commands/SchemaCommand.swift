import ScrollInsets

/// `scroll-inspect schema`: the JSON Schema (draft 2020-12) of fixture format 1, generated from
/// the key tables (``FixtureSchema``), for editors to complete and check fixtures. The same
/// text is committed as docs/fixture.schema.json (a test fails when it is stale).
struct SchemaCommand: Subcommand {
    static let name = "schema"
    static let usage = "schema [--format json]"
    static let summary = ["print the JSON Schema of the fixture format, for editors (docs/tooling.md)"]
    static let options: Set<CommandOption> = [.format]
    static let formats: [OutputFormat] = [.json]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        try Self.refuseFiles(arguments)
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        output.write(FixtureSchema.json())
        return CommandStatus(standardError: "", exitCode: .success)
    }
}
