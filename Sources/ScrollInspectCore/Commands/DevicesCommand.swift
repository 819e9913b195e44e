import ScrollInsets

/// `scroll-inspect devices`: the device catalog (sizes, safe areas, bars, margins, Unity's
/// safeArea) as a table or as JSON, every figure on the device's default release (named in
/// each row); with `--ios N`, every device's figures on that release. `--format swift` writes
/// the presets snapshot tests need instead: size, scale and safe areas per orientation and
/// release.
struct DevicesCommand: Subcommand {
    static let name = "devices"
    static let usage = "devices [--format text|json|swift] [--ios N]"
    static let summary = ["list the device catalog: sizes, safe areas, bars, margins, Unity's safeArea"]
    static let options: Set<CommandOption> = [.format, .ios]
    static let formats: [OutputFormat] = [.text, .json, .swift]

    /// One release, not `all`.
    static func validate(releases: [ReleaseChoice]) throws(UsageError) {
        if releases.contains(.all) {
            throw UsageError(message: "'--ios all' does not go with 'devices'; give one release such as '--ios 26'")
        }
        if releases.count > 1 {
            throw UsageError(
                message: "'--ios' is given \(releases.count) times; give it once (twice only with 'diff' and 'render')")
        }
    }

    var format: OutputFormat
    /// `--ios N`: the release's table; `nil` for each device's default release.
    var release: UIKitRelease?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        format = arguments.format
        release = arguments.releases.first?.release
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        if format == .swift {
            output.write(DevicesReport.swift(release: release))
            return CommandStatus(standardError: "", exitCode: .success)
        }
        if let release {
            output.write(format == .json ? DevicesReport.json(release: release) : DevicesReport.text(release: release))
            return CommandStatus(standardError: "", exitCode: .success)
        }
        output.write(format == .json ? DevicesReport.json() : DevicesReport.text())
        return CommandStatus(standardError: "", exitCode: .success)
    }
}
