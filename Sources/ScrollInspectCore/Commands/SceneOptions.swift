import ScrollInsets

/// The options every command that reads fixtures shares, as one group: the files, and the
/// devices, orientations and releases to put each scene on (`--device`, `--orientation`, `--ios`).
struct SceneOptions: Sendable {
    /// The fixture paths, in order; `-` is standard input.
    var files: [String] = []
    /// `--device NAME` or `all`.
    var device: String?
    /// `--orientation NAME` or `all`.
    var orientation: String?
    /// `--ios N|all`, in order (`diff`, `render` and `inspect` take two; `inspect` a list, `18,26`).
    var releases: [ReleaseChoice] = []

    /// The one release of the run, `nil` when none or two are given (`diff` reads its two itself).
    var release: ReleaseChoice? { releases.count == 1 ? releases[0] : nil }

    /// The descriptors of `--device`, `--orientation` and (unless `releases` is false) `--ios`,
    /// for a command that holds the group at `path`; with `releaseLists`, `--ios` takes a list.
    static func arguments<Command>(
        _ path: WritableKeyPath<Command, SceneOptions>, releases: Bool = true, releaseLists: Bool = false
    ) -> [OptionDescriptor<Command>] {
        let own: [OptionDescriptor<SceneOptions>] =
            [
                .value(.device, \.device, otherwise: "each scene's own"),
                .value(.orientation, \.orientation, otherwise: "each scene's own"),
            ] + (releases ? [.releases(\.releases, lists: releaseLists)] : [])
        return own.map { $0.lifted(path) }
    }

    /// The usage error of a run without files (but for `check`, whose configuration file may
    /// list them: `requiringFiles` false).
    func validate(requiringFiles: Bool = true) throws(UsageError) {
        if requiringFiles && files.isEmpty {
            throw UsageError(message: "missing fixture file; give one or more paths, or '-' for standard input")
        }
    }

    /// The devices, orientations and releases of the run, or a usage error naming an unknown
    /// device or orientation.
    func matrix() throws(UsageError) -> Matrix {
        try Matrix(device: device, orientation: orientation, release: release)
    }
}
