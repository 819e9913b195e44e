/// `scroll-inspect devices`: the device catalog (sizes, safe areas, bars, margins, Unity's
/// safeArea) as a table or as JSON.
struct DevicesCommand: Subcommand {
    static let name = "devices"
    static let usage = "devices [--format text|json]"
    static let summary = ["list the device catalog: sizes, safe areas, bars, margins, Unity's safeArea"]
    static let options: Set<CommandOption> = [.format]
    static let formats: [OutputFormat] = [.text, .json]

    var format: OutputFormat

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = arguments.format
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        output.write(format == .json ? DevicesReport.json() : DevicesReport.text())
        return CommandStatus(standardError: "", exitCode: .success)
    }
}
