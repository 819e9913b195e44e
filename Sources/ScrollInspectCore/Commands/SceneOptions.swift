import ScrollInsets

/// The options every command that reads fixtures shares, as one group: the files, and the
/// devices, orientations and releases to put each scene on (`--device`, `--orientation`, `--ios`).
struct SceneOptions: Sendable {
    /// The fixture paths, in order; `-` is standard input.
    var files: [String]
    /// `--device NAME` or `all`.
    var device: String?
    /// `--orientation NAME` or `all`.
    var orientation: String?
    /// `--ios N` or `all` (`diff` reads its two itself).
    var release: ReleaseChoice?

    /// The group, or the usage error of a run without files (but for `--help` and `--version`,
    /// and for `check`, whose configuration file may list them: `requiringFiles` false).
    init(_ arguments: ParsedArguments, requiringFiles: Bool = true) throws(UsageError) {
        if requiringFiles && !arguments.answeredByRoot && arguments.files.isEmpty {
            throw UsageError(message: "missing fixture file; give one or more paths, or '-' for standard input")
        }
        files = arguments.files
        device = arguments.device
        orientation = arguments.orientation
        release = arguments.releases.count == 1 ? arguments.releases[0] : nil
    }

    /// The devices, orientations and releases of the run, or a usage error naming an unknown
    /// device or orientation.
    func matrix() throws(UsageError) -> Matrix {
        try Matrix(device: device, orientation: orientation, release: release)
    }
}
