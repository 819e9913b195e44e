import ScrollInsets

extension SceneRun {
    /// Loads every scene of the files `options` names (a directory: the fixtures below it),
    /// audited, keeping every report — for the commands that draw all scenes at the end
    /// (`render`, `inspect`) — and hands the run (for its status and diagnostics) and the reports
    /// to `body`. With two `releases` each scene is laid out on both, the pair consecutive; with
    /// `explain` findings carry their explanations. With `skippingDevicesWithoutRelease`,
    /// `--device all` with one `--ios N` leaves out (with a note) the devices that do not run N or
    /// have no figures for it, instead of failing on them. A run that fails returns its status
    /// without calling `body`.
    static func withAllReports<Output: OutputSink>(
        _ options: SceneOptions, releases: [UIKitRelease], explain: Bool = false,
        skippingDevicesWithoutRelease: Bool = false,
        environment: some ScrollInspectEnvironment, output: inout Output,
        _ body: (borrowing SceneRun, [SceneReport], inout Output) -> CommandStatus
    ) -> CommandStatus {
        var matrix: Matrix
        let files: [String]
        do {
            matrix = try options.matrix()
            files = try FixtureDiscovery.expand(options.files, environment: environment)
        } catch { return .usageError(error) }
        if skippingDevicesWithoutRelease, options.device == "all", let release = matrix.release?.release {
            let kept = DeviceCatalog.all.filter { device in
                device.supportedOrientations.contains { orientation in
                    (try? device.metrics(for: orientation, release: release)) != nil
                }
            }
            matrix.devices = kept
        }
        var run = SceneRun(
            matrix: matrix, colorized: environment.standardErrorIsTerminal, disabled: Set(AuditRuleID.optIn))
        if let release = matrix.release?.release, let kept = matrix.devices, kept.count < DeviceCatalog.all.count,
            skippingDevicesWithoutRelease
        {
            let left = DeviceCatalog.all.filter { device in !kept.contains { $0.name == device.name } }
            run.notes +=
                "scroll-inspect: note: skipped \(left.map(\.name).joined(separator: ", ")) "
                + "(no sourced figures for iOS \(release), or the device does not run it)\n"
            run.leftOutScreens += left.map { device in
                device.release(matching: release) == nil
                    ? "\(device.name): does not run iOS \(release)"
                    : "\(device.name) iOS \(release): no sourced figures"
            }
        }
        var sink = RenderScenes(explain: explain)
        sink.releases = releases
        run.load(files, environment: environment, into: &sink)
        if let failure = run.failure { return failure }
        run.write(to: &output)
        return body(run, sink.reports, &output)
    }
}
