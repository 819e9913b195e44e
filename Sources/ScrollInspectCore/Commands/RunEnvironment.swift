/// The environment a subcommand runs in: the caller's, with standard error's colour decided by
/// `--color` (``Colorization``), and the run's ``RunTimings`` when `--verbose` asks for them.
struct RunEnvironment<Base: ScrollInspectEnvironment>: ScrollInspectEnvironment {
    var base: Base
    var colorization: Colorization
    var timings: RunTimings?

    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] { try base.contents(ofFile: path) }
    func mappedContents(ofFile path: String) -> (any MappedFile)? { base.mappedContents(ofFile: path) }
    func fileSize(ofFile path: String) -> Int? { base.fileSize(ofFile: path) }
    func leadingBytes(ofFile path: String, count: Int) -> [UInt8] { base.leadingBytes(ofFile: path, count: count) }
    func standardInput() -> [UInt8] { base.standardInput() }
    /// Whether standard error is coloured: what the commands read to colour diagnostics.
    var standardErrorIsTerminal: Bool { colorization.standardError }
    var standardOutputIsTerminal: Bool { colorization.standardOutput }
    func variable(_ name: String) -> String? { base.variable(name) }
    func now() -> ContinuousClock.Instant { base.now() }
    var workingDirectory: String? { base.workingDirectory }
    func regularFiles(under directory: String) -> [String] { base.regularFiles(under: directory) }
    func temporaryFile() -> (any TemporaryFile)? { base.temporaryFile() }
}

/// What ``SceneRun`` asks of an environment to time its stages; only ``RunEnvironment``
/// answers, so a command run without the root command is not timed.
protocol TimedEnvironment {
    var timings: RunTimings? { get }
}

extension RunEnvironment: TimedEnvironment {}
