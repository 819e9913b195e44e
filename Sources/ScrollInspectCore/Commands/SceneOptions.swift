import ScrollInsets

/// The options every command that reads fixtures shares, as one group: the files, and the
/// devices and orientations to put each scene on (`--device`, `--orientation`).
struct SceneOptions: Sendable {
    /// The fixture paths, in order; `-` is standard input.
    var files: [String]
    /// `--device NAME` or `all`.
    var device: String?
    /// `--orientation NAME` or `all`.
    var orientation: String?

    /// The group, or the usage error of a run without files (but for `--help` and `--version`).
    init(_ arguments: ParsedArguments) throws(UsageError) {
        if !arguments.help && !arguments.version && arguments.files.isEmpty {
            throw UsageError(message: "missing fixture file; give one or more paths, or '-' for standard input")
        }
        files = arguments.files
        device = arguments.device
        orientation = arguments.orientation
    }

    /// The devices and orientations of the run, or a usage error naming an unknown one.
    func matrix() throws(UsageError) -> Matrix {
        try Matrix(device: device, orientation: orientation)
    }
}
