import ScrollInsets

/// `scroll-inspect devices`: the device catalog (sizes, safe areas, bars, margins, Unity's
/// safeArea) as a table or as JSON, every figure on the device's default release (named in
/// each row); with `--ios N`, every device's figures on that release. `--format swift` writes
/// the presets snapshot tests need instead: size, scale and safe areas per orientation and
/// release.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "devices", usage: "devices [--format text|json|swift] [--ios N]",
        abstract: ["list the device catalog: sizes, safe areas, bars, margins, Unity's safeArea"],
        formats: [.text, .json, .swift])
    static var arguments: [OptionDescriptor<Self>] {
        [.format(\.format, otherwise: "text"), .releases(\.releases)]
    }

    var format: OutputFormat?
    /// `--ios N`, as given.
    var releases: [ReleaseChoice] = []

    /// `--ios N`: the release's table; `nil` for each device's default release.
    var release: UIKitRelease? { releases.first?.release }

    /// One release, not `all`.
    func validate() throws(UsageError) {
        if releases.contains(.all) {
            throw UsageError(message: "'--ios all' does not go with 'devices'; give one release such as '--ios 26'")
        }
        try Self.validateOne(releases: releases)
    }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        if format == .swift {
            output.write(DevicesReport.swift(release: release, toolVersion: ScrollInspect.version))
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
